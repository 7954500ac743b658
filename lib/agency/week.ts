import 'server-only'
import { z } from 'zod'
import type { Db } from '@/lib/platform/db'
import { OFFICE_WEEK, type OfficeWeek } from '@/lib/site/office-hours'

/**
 * The office's weekly hours as the owner sets them on the Settings screen: one row of
 * `site_settings` beside the holidays, a JSON list of the seven weekdays, Sunday first, each
 * `{ opens, closes }` in minutes after midnight in India or null when closed. Never set (or
 * unreadable), the week is the site config's (OFFICE_WEEK). The office calendar, the top bar, the
 * contact page and the agency's structured data read it.
 */
const WEEK_KEY = 'office_week'

const MINUTES_IN_DAY = 24 * 60

const storedWeekSchema = z
  .array(
    z
      .object({
        opens: z.number().int().min(0).max(MINUTES_IN_DAY),
        closes: z.number().int().min(0).max(MINUTES_IN_DAY),
      })
      .refine((day) => day.opens < day.closes)
      .nullable(),
  )
  .length(7)
  .refine((week) => week.some(Boolean))

/** The weekly hours, Sunday first; the site config's when never set or unreadable. */
export async function readOfficeWeek(db: Db): Promise<OfficeWeek> {
  const row = await db.selectFrom('site_settings').select('value').where('key', '=', WEEK_KEY).executeTakeFirst()
  if (!row) return OFFICE_WEEK
  try {
    const parsed = storedWeekSchema.safeParse(JSON.parse(row.value))
    return parsed.success ? parsed.data : OFFICE_WEEK
  } catch {
    return OFFICE_WEEK
  }
}

/** Replaces the weekly hours (checked as stored); returns what was stored. */
export async function writeOfficeWeek(db: Db, week: OfficeWeek): Promise<OfficeWeek> {
  const value = storedWeekSchema.parse(week)
  const text = JSON.stringify(value)
  await db
    .insertInto('site_settings')
    .values({ key: WEEK_KEY, value: text })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: text }))
    .execute()
  return value
}
