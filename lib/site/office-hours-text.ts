import type { OfficeDay, OfficeWeek } from '@/lib/site/office-hours'

/**
 * The office's weekly hours in words, for any week: consecutive days with the same hours are one
 * row ("Mon-Fri" "9:00 AM-6:00 PM"), Monday first. The words are the page's messages
 * (`content.details.workingHours`), so the same rows read in English and Tamil; the default week
 * reads exactly as docs/product.md §9 writes it. Pure: the caller passes its translator.
 */

/** The weekdays in the order the office lists them: Monday first (OfficeWeek is Sunday first). */
export const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const

/** Each weekday's key in the messages' select, Sunday first. */
const DAY_KEYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const

/** The messages the rows are made of, as next-intl's translator of `content.details.workingHours` answers them. */
export type HoursWords = (key: 'day' | 'days' | 'time' | 'hours' | 'closed', values?: Record<string, string>) => string

/** A run of consecutive weekdays (Sunday = 0) with the same hours; null hours when closed. */
export interface WeekGroup {
  days: number[]
  hours: OfficeDay | null
}

export interface OfficeHoursRow {
  days: string
  hours: string
  open: boolean
}

const sameHours = (a: OfficeDay | null, b: OfficeDay | null) =>
  a === b || (!!a && !!b && a.opens === b.opens && a.closes === b.closes)

/** The week as runs of consecutive days with the same hours, Monday first. */
export function weekGroups(week: OfficeWeek): WeekGroup[] {
  const groups: WeekGroup[] = []
  for (const day of WEEK_ORDER) {
    const hours = week[day] ?? null
    const last = groups.at(-1)
    if (last && sameHours(last.hours, hours)) last.days.push(day)
    else groups.push({ days: [day], hours })
  }
  return groups
}

/** Minutes after midnight as 24-hour time: 570 → "09:30" (the settings form and schema.org). */
export function clockTime(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
}

/**
 * The part of the day a time is in: English says AM for the small hours and the morning, PM after;
 * Tamil names it before the time (morning until noon, midday until 4 pm, evening until 7 pm, night
 * after it and in the small hours before 4 am; the words are in the messages).
 */
function partOfDay(minutes: number): 'small' | 'morning' | 'noon' | 'evening' | 'night' {
  const hour = Math.floor(minutes / 60)
  if (hour < 4) return 'small'
  if (hour < 12) return 'morning'
  if (hour < 16) return 'noon'
  if (hour < 19) return 'evening'
  return 'night'
}

/** A time of day in words: English "6:30 PM", Tamil "மாலை 6:30". */
function timeInWords(minutes: number, say: HoursWords): string {
  const clock = `${Math.floor(minutes / 60) % 12 || 12}:${String(minutes % 60).padStart(2, '0')}`
  return say('time', { clock, part: partOfDay(minutes) })
}

/** Every row of the week, Monday first: its days and its hours, or that it is closed. */
export function officeHoursRows(week: OfficeWeek, say: HoursWords): OfficeHoursRow[] {
  const dayName = (day: number) => say('day', { day: DAY_KEYS[day]! })
  return weekGroups(week).map(({ days, hours }) => ({
    days:
      days.length === 1 ? dayName(days[0]!) : say('days', { first: dayName(days[0]!), last: dayName(days.at(-1)!) }),
    hours: hours
      ? say('hours', { opens: timeInWords(hours.opens, say), closes: timeInWords(hours.closes, say) })
      : say('closed'),
    open: !!hours,
  }))
}

/** The days the office opens, on one line (the top bar): "Mon-Fri 9:00 AM-6:00 PM · Sat 9:00 AM-1:00 PM". */
export function openHoursLine(week: OfficeWeek, say: HoursWords): string {
  return officeHoursRows(week, say)
    .filter((row) => row.open)
    .map((row) => `${row.days} ${row.hours}`)
    .join(' · ')
}
