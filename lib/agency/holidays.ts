import 'server-only'
import { z } from 'zod'
import type { Db } from '@/lib/platform/db'

/**
 * The days the office is closed besides Sundays (festivals, the agency's own holidays), as the
 * owner sets them: one row of `site_settings`, a JSON list of India days. The call-back promise,
 * the follow-up shortcuts and the digest skip them (lib/site/office-hours.ts).
 */
const HOLIDAYS_KEY = 'office_holidays'

/** At most this many holidays are kept: a year's festivals with room to spare. */
export const OFFICE_HOLIDAYS_MAX = 60

const isRealDay = (day: string) => new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) === day

export const officeHolidaysSchema = z
  .array(
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Write each holiday as a date')
      .refine((day) => !Number.isNaN(Date.parse(day)) && isRealDay(day), 'That day is not in the calendar'),
  )
  .max(OFFICE_HOLIDAYS_MAX, `Keep at most ${OFFICE_HOLIDAYS_MAX} holidays`)
  .transform((days) => [...new Set(days)].sort())

/** The owner's holidays, sorted; none when never set or unreadable. */
export async function readOfficeHolidays(db: Db): Promise<string[]> {
  const row = await db.selectFrom('site_settings').select('value').where('key', '=', HOLIDAYS_KEY).executeTakeFirst()
  if (!row) return []
  try {
    const parsed = officeHolidaysSchema.safeParse(JSON.parse(row.value))
    return parsed.success ? parsed.data : []
  } catch {
    return []
  }
}

/** Replaces the holidays with `days` (validated, deduplicated, sorted); returns what was stored. */
export async function writeOfficeHolidays(db: Db, days: readonly string[]): Promise<string[]> {
  const value = officeHolidaysSchema.parse(days)
  const text = JSON.stringify(value)
  await db
    .insertInto('site_settings')
    .values({ key: HOLIDAYS_KEY, value: text })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: text }))
    .execute()
  return value
}
