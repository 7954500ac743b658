import 'server-only'
import { z } from 'zod'
import type { Db } from '@/lib/platform/db'
import {
  DAY_PATTERN,
  HOLIDAY_DAY_FORMAT_MESSAGE,
  HOLIDAY_DAY_UNKNOWN_MESSAGE,
  HOLIDAY_NAME_LONG_MESSAGE,
  HOLIDAY_NAME_MAX,
  isCalendarDay,
  OFFICE_HOLIDAYS_MAX,
} from './schemas'

/**
 * The days the office is closed besides Sundays (festivals, the agency's own holidays), as the
 * owner sets them on the Settings screen: one row of `site_settings`, a JSON list of
 * `{ day, name }` (an India day and what it is, "Pongal"). The call-back promise, the follow-up
 * shortcuts and the digest skip them (lib/site/office-hours.ts).
 */
const HOLIDAYS_KEY = 'office_holidays'

export interface OfficeHoliday {
  /** The India day, YYYY-MM-DD. */
  day: string
  /** What the day is; empty when the owner gave no name. */
  name: string
}

const holidaySchema = z.object({
  day: z.string().regex(DAY_PATTERN, HOLIDAY_DAY_FORMAT_MESSAGE).refine(isCalendarDay, HOLIDAY_DAY_UNKNOWN_MESSAGE),
  name: z.string().trim().max(HOLIDAY_NAME_MAX, HOLIDAY_NAME_LONG_MESSAGE).default(''),
})

/** One stored entry; a plain day (how the list was first stored) reads as a holiday without a name. */
const storedHolidaySchema = z.preprocess((value) => (typeof value === 'string' ? { day: value } : value), holidaySchema)

/** Sorted by day, each day once (the first entry of a day wins). */
function inOrder(holidays: readonly OfficeHoliday[]): OfficeHoliday[] {
  const byDay = new Map<string, OfficeHoliday>()
  for (const holiday of holidays) if (!byDay.has(holiday.day)) byDay.set(holiday.day, holiday)
  return [...byDay.values()].sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0))
}

export const officeHolidaysSchema = z
  .array(storedHolidaySchema)
  .max(OFFICE_HOLIDAYS_MAX, `Keep at most ${OFFICE_HOLIDAYS_MAX} holidays`)
  .transform(inOrder)

/** The owner's holidays, sorted by day; none when never set. An entry that cannot be read is left out. */
export async function readOfficeHolidays(db: Db): Promise<OfficeHoliday[]> {
  const row = await db.selectFrom('site_settings').select('value').where('key', '=', HOLIDAYS_KEY).executeTakeFirst()
  if (!row) return []
  let stored: unknown
  try {
    stored = JSON.parse(row.value)
  } catch {
    return []
  }
  if (!Array.isArray(stored)) return []
  const readable = stored.flatMap((entry) => {
    const parsed = storedHolidaySchema.safeParse(entry)
    return parsed.success ? [parsed.data] : []
  })
  return inOrder(readable)
}

/** Replaces the holidays (validated, each day once, sorted); returns what was stored. */
export async function writeOfficeHolidays(
  db: Db,
  holidays: readonly { day: string; name?: string }[],
): Promise<OfficeHoliday[]> {
  const value = officeHolidaysSchema.parse(holidays)
  const text = JSON.stringify(value)
  await db
    .insertInto('site_settings')
    .values({ key: HOLIDAYS_KEY, value: text })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: text }))
    .execute()
  return value
}

const DAY_IN_WORDS = new Intl.DateTimeFormat('en-IN', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
})

/** A holiday's day in words, as the office says it: "2026-12-25" → "Friday, 25 December 2026". */
export function holidayDayInWords(day: string): string {
  return DAY_IN_WORDS.format(new Date(`${day}T00:00:00Z`))
}
