import { formatDay, todayInIndia, weekdayShort } from '@/lib/site/format'
import type { LeadStage } from '@/lib/platform/db/schema'
import {
  addIndiaDays,
  indiaDayOf,
  isOpenAt,
  nextOpenInstant,
  nextWorkingDay,
  weekdayOf,
  workingDaysAfter,
  workingMorning,
  type OfficeCalendar,
} from '@/lib/site/office-hours'

/**
 * A lead's next follow-up: the one-tap choices, computed on India's clock whatever the server's
 * time zone and inside the office's hours (lib/site/office-hours.ts, with the owner's holidays), and the follow-up in words. Plain functions with no server code: the lead page's
 * control and the Today view use them as the server action and the digest do.
 */

const INDIA_UTC_OFFSET_MS = (5 * 60 + 30) * 60_000
const DAY_MS = 86_400_000
const HOUR_MS = 3_600_000

/** "In 1 hour" is this far from now, rounded up to the next quarter of an hour. */
export const FOLLOW_UP_SOON_MS = HOUR_MS
/** A morning follow-up is at this hour in India (or the opening, when the office opens later). */
export const FOLLOW_UP_MORNING_HOUR = 10
/** "In 3 working days" counts this many of the office's working days. */
export const FOLLOW_UP_LATER_WORKING_DAYS = 3
/** A follow-up further ahead than this is refused (a mistyped year). */
export const FOLLOW_UP_MAX_DAYS = 366

/**
 * The one-tap choices: `soon` (in 1 hour, offered while the office is open that long), `morning`
 * (the next working morning: tomorrow's during hours, the next opening's after hours) and
 * `later` (the morning three working days on). Never a Sunday or a day the owner closed.
 */
export const FOLLOW_UP_CHOICES = ['soon', 'morning', 'later'] as const
export type FollowUpChoice = (typeof FOLLOW_UP_CHOICES)[number]

export interface FollowUpShortcut {
  choice: FollowUpChoice
  /** The follow-up's instant (epoch ms). */
  at: number
  /** The button's words: "In 1 hour", "Tomorrow", "Monday", "This morning", "In 3 working days". */
  label: string
  /** Its time below them: "11:45 am" today or tomorrow, else "Mon, 30 Nov, 10:00 am". */
  when: string
}

/** The stages that still take a follow-up; Won and Lost leave nothing to chase. */
export const FOLLOW_UP_STAGES: readonly LeadStage[] = ['new', 'contacted', 'quoted']

/** Whether a lead takes a follow-up: open in the pipeline, not spam, not a newsletter sign-up. */
export function takesFollowUp(lead: { stage: LeadStage; status: string; kind: string }): boolean {
  return FOLLOW_UP_STAGES.includes(lead.stage) && lead.status !== 'spam' && lead.kind !== 'newsletter'
}

export const FOLLOW_UP_PAST_MESSAGE = 'That time has passed: choose a later time for the follow-up'
export const FOLLOW_UP_TOO_FAR_MESSAGE = `Choose a follow-up within ${FOLLOW_UP_MAX_DAYS - 1} days`
export const FOLLOW_UP_SOON_CLOSED_MESSAGE = 'The office closes within the hour: choose the next working morning'
export const FOLLOW_UP_CLOSED_MESSAGE = 'A won or lost lead takes no follow-up'

/** Epoch ms of an hour of a YYYY-MM-DD day in India. */
export function indiaTime(day: string, hour: number, minute = 0): number {
  return Date.parse(`${day}T00:00:00Z`) - INDIA_UTC_OFFSET_MS + hour * HOUR_MS + minute * 60_000
}

/** The India day `days` after the day of `now`. */
function indiaDayAfter(now: number, days: number): string {
  return todayInIndia(new Date(now + days * DAY_MS))
}

const WEEKDAYS_LONG = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const

/** The next working morning from `now`: tomorrow's (or later) while the office is open, else its next opening's. */
function nextWorkingMorning(now: number, calendar: OfficeCalendar): number {
  const today = indiaDayOf(now)
  const day = isOpenAt(now, calendar) ? nextWorkingDay(today, calendar) : indiaDayOf(nextOpenInstant(now, calendar))
  const at = workingMorning(day, FOLLOW_UP_MORNING_HOUR, calendar)
  // Before the opening of a working day whose morning hour has passed (never with today's hours): the next one.
  return at > now ? at : workingMorning(nextWorkingDay(day, calendar), FOLLOW_UP_MORNING_HOUR, calendar)
}

/** The instant a one-tap choice stands for at `now`; undefined when it is not offered then (in 1 hour, after hours). */
export function followUpAtChoice(choice: FollowUpChoice, now: number, calendar: OfficeCalendar): number | undefined {
  switch (choice) {
    case 'soon': {
      if (!isOpenAt(now, calendar)) return undefined
      const quarter = 15 * 60_000
      const at = Math.ceil((now + FOLLOW_UP_SOON_MS) / quarter) * quarter
      return isOpenAt(at - 1, calendar) ? at : undefined
    }
    case 'morning':
      return nextWorkingMorning(now, calendar)
    case 'later': {
      const day = workingDaysAfter(indiaDayOf(now), FOLLOW_UP_LATER_WORKING_DAYS, calendar)
      return workingMorning(day, FOLLOW_UP_MORNING_HOUR, calendar)
    }
  }
}

/** The one-tap choices offered at `now`, in order: in 1 hour (during hours), the next working morning, 3 working days on. */
export function followUpShortcuts(now: number, calendar: OfficeCalendar): FollowUpShortcut[] {
  const today = indiaDayOf(now)
  const tomorrow = addIndiaDays(today, 1)
  const when = (at: number) =>
    [today, tomorrow].includes(indiaDayOf(at)) ? timeOfDayInIndia(at) : followUpInWords(at, now)
  const shortcuts: FollowUpShortcut[] = []
  const soon = followUpAtChoice('soon', now, calendar)
  if (soon !== undefined) shortcuts.push({ choice: 'soon', at: soon, label: 'In 1 hour', when: when(soon) })
  const morning = nextWorkingMorning(now, calendar)
  const day = indiaDayOf(morning)
  const label = day === today ? 'This morning' : day === tomorrow ? 'Tomorrow' : WEEKDAYS_LONG[weekdayOf(day)]!
  shortcuts.push({ choice: 'morning', at: morning, label, when: when(morning) })
  const later = followUpAtChoice('later', now, calendar)!
  if (later !== morning) shortcuts.push({ choice: 'later', at: later, label: 'In 3 working days', when: when(later) })
  return shortcuts
}

/** A date-time field's value ("2026-11-27T15:30"), read as India time; undefined when it is not one. */
export function parseIndiaDateTime(value: string): number | undefined {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/.exec(value)
  if (!match) return undefined
  const [, day, hour, minute] = match
  if (Number(hour) > 23 || Number(minute) > 59) return undefined
  const at = indiaTime(day, Number(hour), Number(minute))
  return Number.isNaN(at) || todayInIndia(new Date(at)) !== day ? undefined : at
}

/** The date-time field's value of an instant in India ("2026-11-27T15:30"). */
export function indiaDateTimeValue(ms: number): string {
  return new Date(ms + INDIA_UTC_OFFSET_MS).toISOString().slice(0, 16)
}

/** Why a follow-up at `at` cannot be set at `now`; undefined when it can. */
export function followUpTimeError(at: number, now: number): string | undefined {
  if (at <= now) return FOLLOW_UP_PAST_MESSAGE
  if (at > now + FOLLOW_UP_MAX_DAYS * DAY_MS) return FOLLOW_UP_TOO_FAR_MESSAGE
  return undefined
}

const timeInIndia = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  hour: 'numeric',
  minute: '2-digit',
})
/** A time of day in India: "10:00 am". */
export function timeOfDayInIndia(ms: number): string {
  return timeInIndia.format(ms).replace(/\s+/g, ' ')
}

/** A follow-up's day and time in words from `now`: "today, 6:15 pm", "tomorrow, 10:00 am", "Fri, 28 Nov, 10:00 am". */
export function followUpInWords(at: number, now: number): string {
  const day = todayInIndia(new Date(at))
  const days = Math.round((Date.parse(day) - Date.parse(todayInIndia(new Date(now)))) / DAY_MS)
  const time = timeOfDayInIndia(at)
  if (days === 0) return `today, ${time}`
  if (days === 1) return `tomorrow, ${time}`
  if (days === -1) return `yesterday, ${time}`
  const sameYear = day.slice(0, 4) === todayInIndia(new Date(now)).slice(0, 4)
  const date = sameYear ? formatDay(day).slice(0, -5) : formatDay(day)
  return `${weekdayShort(day)}, ${date}, ${time}`
}

/** How late an overdue follow-up is: "25 min late", "3 h late", "2 days late". */
export function lateness(at: number, now: number): string {
  const minutes = Math.max(1, Math.floor((now - at) / 60_000))
  if (minutes < 60) return `${minutes} min late`
  const hours = Math.floor(minutes / 60)
  if (hours < 24) return `${hours} h late`
  const days = Math.floor(hours / 24)
  return `${days} ${days === 1 ? 'day' : 'days'} late`
}

/** The end of the India day of `now` (the Today view lists follow-ups before it). */
export function endOfIndiaDay(now: number): number {
  return indiaTime(indiaDayAfter(now, 1), 0)
}
