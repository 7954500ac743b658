import { addIndiaDays, indiaInstant } from '@/lib/site/office-hours'

/**
 * When a booking's reminders fall due (pure: no I/O, no clock). Three kinds, each sent once by the
 * job queue to the family in the booking's language, at REMINDER_HOUR in India on its day:
 *
 * - `balance`: on the day the balance falls due, the departure less the agency's balance days
 *   (the owner's setting, `balanceDueDay` of lib/agency), only while a balance is owed;
 * - `pre-departure`: PRE_DEPARTURE_DAYS_BEFORE days before departure: where and when to report,
 *   what to carry, the tour manager;
 * - `welcome-home`: the day after the group is back (the booking's return day, or the departure
 *   plus the trip's days less one).
 *
 * A reminder whose day has passed when the booking is made (a booking a week before departure
 * has no balance day ahead) is still sent, at once, until its last day; after that it is skipped.
 */

export const REMINDER_KINDS = ['balance', 'pre-departure', 'welcome-home'] as const
export type ReminderKind = (typeof REMINDER_KINDS)[number]

/** The queue's kind of each reminder (lib/leads/outbox/handlers.ts registers one handler each). */
export const REMINDER_JOBS: Record<ReminderKind, string> = {
  balance: 'balance-reminder',
  'pre-departure': 'pre-departure-reminder',
  'welcome-home': 'welcome-home-reminder',
}

/** The reminder's job key: one per booking and kind, so it is sent once. */
export const reminderJobKey = (kind: ReminderKind, bookingId: number) => `${REMINDER_JOBS[kind]}:${bookingId}`

/** The hour in India a reminder goes on its day. */
export const REMINDER_HOUR = 9
export const PRE_DEPARTURE_DAYS_BEFORE = 2
/** A welcome home later than this many days after the day it was due says nothing any more. */
export const WELCOME_HOME_LAST_DAYS = 7

export interface ReminderRules {
  /** The departure (YYYY-MM-DD). */
  departsOn: string
  /** The booking's return day, when it has one. */
  returnsOn: string | null
  /** The trip's days from its duration ("5 Nights / 6 Days" → 6), when the booking has no return day. */
  tripDays: number | null
  /** The balance's due day (lib/agency `balanceDueDay` of the departure). */
  balanceDueOn: string
}

export interface PlannedReminder {
  kind: ReminderKind
  /** The day it is due (YYYY-MM-DD); null when it cannot be known (no return day). */
  day: string | null
  /** REMINDER_HOUR in India on that day; null with `day`. */
  dueAt: number | null
  /** The last day it may still go; after it the reminder is skipped. */
  lastDay: string | null
}

/** The day the group is back: the booking's own, or from the trip's days; null when neither is known. */
export function returnDay(rules: Pick<ReminderRules, 'departsOn' | 'returnsOn' | 'tripDays'>): string | null {
  if (rules.returnsOn) return rules.returnsOn
  return rules.tripDays && rules.tripDays > 0 ? addIndiaDays(rules.departsOn, rules.tripDays - 1) : null
}

const planned = (kind: ReminderKind, day: string | null, lastDay: string | null): PlannedReminder => ({
  kind,
  day,
  dueAt: day === null ? null : indiaInstant(day, REMINDER_HOUR * 60),
  lastDay,
})

/** The booking's three reminders, in the order they go. */
export function planReminders(rules: ReminderRules): PlannedReminder[] {
  const dayBefore = addIndiaDays(rules.departsOn, -1)
  const back = returnDay(rules)
  const welcome = back === null ? null : addIndiaDays(back, 1)
  return [
    // A balance day on or after the departure (balance days 0) is the day before it: the family
    // pays before they travel.
    planned('balance', rules.balanceDueOn < rules.departsOn ? rules.balanceDueOn : dayBefore, dayBefore),
    planned('pre-departure', addIndiaDays(rules.departsOn, -PRE_DEPARTURE_DAYS_BEFORE), dayBefore),
    planned('welcome-home', welcome, welcome === null ? null : addIndiaDays(welcome, WELCOME_HOME_LAST_DAYS)),
  ]
}

/** The reminder may go at `today` (India): its day has come and its last day has not passed. */
export const isSendable = (reminder: PlannedReminder, today: string) =>
  reminder.day !== null && reminder.lastDay !== null && reminder.day <= today && today <= reminder.lastDay
