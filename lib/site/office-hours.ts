import { siteConfig } from '@/lib/site/config'

/**
 * The office's clock: its weekly hours in India (the owner's, lib/agency/week.ts; the site config's by default) and
 * the days it is closed besides Sundays (holidays the owner sets). Every promise the site makes
 * about time reads it: the call-back promise after an enquiry, the follow-up shortcuts, "needs
 * attention" on the desk and the morning digest. Plain functions of an instant, whatever the
 * server's time zone; no server code, so a client component may use them too.
 */

/** An open interval of a day, in minutes after midnight in India. */
export interface OfficeDay {
  opens: number
  closes: number
}

/** The hours of each weekday, Sunday first; null on a day the office is closed. */
export type OfficeWeek = readonly (OfficeDay | null)[]

export interface OfficeCalendar {
  week: OfficeWeek
  /** India days (YYYY-MM-DD) the office is closed although the week says open. */
  holidays: ReadonlySet<string>
}

/** A call-back is promised "today" only while at least this much of the day's office time is left. */
export const CALL_BACK_MIN_MS = 60 * 60 * 1000

const INDIA_UTC_OFFSET_MS = (5 * 60 + 30) * 60_000
const DAY_MS = 86_400_000
/** No office is closed this long: a search for the next working day gives up past it. */
const MAX_CLOSED_DAYS = 60
const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const

const minutesOf = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number)
  return h! * 60 + m!
}

/** The weekly hours of the site config: the default week, until the owner sets one (lib/agency/week.ts). */
export const OFFICE_WEEK: OfficeWeek = WEEKDAY_NAMES.map((name) => {
  const row = siteConfig.workingHours.find((entry) => (entry.dayOfWeek as readonly string[]).includes(name))
  if (!row || !('opens' in row) || !row.opens || !row.closes) return null
  return { opens: minutesOf(row.opens), closes: minutesOf(row.closes) }
})

/** The office's calendar: a week (the config's unless given; the owner's comes from getOfficeCalendar) and holidays. */
export function officeCalendar(holidays: Iterable<string> = [], week: OfficeWeek = OFFICE_WEEK): OfficeCalendar {
  return { week, holidays: new Set(holidays) }
}

/** The India day (YYYY-MM-DD) of an instant. */
export function indiaDayOf(ms: number): string {
  return new Date(ms + INDIA_UTC_OFFSET_MS).toISOString().slice(0, 10)
}

/** The instant of a time of an India day. */
export function indiaInstant(day: string, minutes: number): number {
  return Date.parse(`${day}T00:00:00Z`) - INDIA_UTC_OFFSET_MS + minutes * 60_000
}

/** The India day `days` after `day`. */
export function addIndiaDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)
}

/** The weekday of an India day, 0 = Sunday. */
export function weekdayOf(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay()
}

/** When the office opens and closes on an India day (epoch ms); null when it is closed all day. */
export function openingOn(day: string, calendar: OfficeCalendar): { opens: number; closes: number } | null {
  if (calendar.holidays.has(day)) return null
  const hours = calendar.week[weekdayOf(day)]
  if (!hours) return null
  return { opens: indiaInstant(day, hours.opens), closes: indiaInstant(day, hours.closes) }
}

/** Whether the office is open at an instant. */
export function isOpenAt(ms: number, calendar: OfficeCalendar): boolean {
  const opening = openingOn(indiaDayOf(ms), calendar)
  return !!opening && ms >= opening.opens && ms < opening.closes
}

/** The first working day strictly after `day`. */
export function nextWorkingDay(day: string, calendar: OfficeCalendar): string {
  for (let next = addIndiaDays(day, 1), i = 0; i < MAX_CLOSED_DAYS; next = addIndiaDays(next, 1), i++) {
    if (openingOn(next, calendar)) return next
  }
  throw new Error(`The office has no working day within ${MAX_CLOSED_DAYS} days of ${day}`)
}

/** The working day `count` working days after `day` (1 = the next one). */
export function workingDaysAfter(day: string, count: number, calendar: OfficeCalendar): string {
  let result = day
  for (let i = 0; i < count; i++) result = nextWorkingDay(result, calendar)
  return result
}

/** Office time between two instants, in ms. */
export function workingMsBetween(start: number, end: number, calendar: OfficeCalendar): number {
  if (end <= start) return 0
  let total = 0
  // A long span stops early: callers ask about hours, and two weeks hold far more.
  for (let day = indiaDayOf(start), i = 0; indiaInstant(day, 0) < end && i < 14; day = addIndiaDays(day, 1), i++) {
    const opening = openingOn(day, calendar)
    if (opening) total += Math.max(0, Math.min(opening.closes, end) - Math.max(opening.opens, start))
  }
  return total
}

/** Where an India day stands from today: today, tomorrow, or a later day named by its weekday. */
export type RelativeDay = 'today' | 'tomorrow' | 'later'

/**
 * When the agency promises to call back a visitor who writes at `now`:
 * - `before`: today, before the office closes (`by`), while at least CALL_BACK_MIN_MS of office
 *   time is left today;
 * - `morning`: the morning of the next opening (`day`, from `opens`): later today when the office
 *   has not opened yet, else the next working day (holidays skipped).
 */
export type CallBackPromise =
  | { kind: 'before'; day: string; by: number }
  | { kind: 'morning'; day: string; relative: RelativeDay; weekday: number; opens: number }

export function callBackPromise(now: number, calendar: OfficeCalendar): CallBackPromise {
  const today = indiaDayOf(now)
  const opening = openingOn(today, calendar)
  if (opening && now >= opening.opens && opening.closes - now >= CALL_BACK_MIN_MS) {
    return { kind: 'before', day: today, by: opening.closes }
  }
  const day = opening && now < opening.opens ? today : nextWorkingDay(today, calendar)
  const relative: RelativeDay = day === today ? 'today' : day === addIndiaDays(today, 1) ? 'tomorrow' : 'later'
  return { kind: 'morning', day, relative, weekday: weekdayOf(day), opens: openingOn(day, calendar)!.opens }
}

/** The next instant the office is open at or after `now`: `now` itself during hours. */
export function nextOpenInstant(now: number, calendar: OfficeCalendar): number {
  if (isOpenAt(now, calendar)) return now
  const today = indiaDayOf(now)
  const opening = openingOn(today, calendar)
  if (opening && now < opening.opens) return opening.opens
  return openingOn(nextWorkingDay(today, calendar), calendar)!.opens
}

/**
 * An hour of a working day's morning, kept inside its hours: `hour` o'clock, or the opening when
 * the office opens later (a morning follow-up is never set while the office is shut).
 */
export function workingMorning(day: string, hour: number, calendar: OfficeCalendar): number {
  const opening = openingOn(day, calendar)
  if (!opening) throw new Error(`${day} is not a working day`)
  const at = indiaInstant(day, hour * 60)
  return Math.min(Math.max(at, opening.opens), opening.closes - 60_000)
}
