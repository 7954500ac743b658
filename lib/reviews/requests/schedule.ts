import { returnDay } from '@/lib/bookings'
import { addIndiaDays, indiaInstant } from '@/lib/site/office-hours'
import { REVIEW_REMINDER_AFTER_DAYS, REVIEW_REQUEST_HOUR } from '@/lib/reviews/constants'

/**
 * When a booking's family is asked for a review (pure: no I/O, no clock). The request is due at
 * REVIEW_REQUEST_HOUR in India on the day after the group is back (the booking reminders' own
 * `returnDay`: the booking's return day, or the departure plus the trip's days less one); a booking
 * recorded after that day is asked at once, until REVIEW_REQUEST_LAST_DAYS after it, and never later:
 * a family asked months after the trip is not asked. The one reminder is due
 * REVIEW_REMINDER_AFTER_DAYS after the India day the request actually went, at the same hour, only
 * while the family has neither sent a review nor said no, and not after its own last day.
 */

/** A request later than this many days after its day is not sent. */
export const REVIEW_REQUEST_LAST_DAYS = 30
/** A reminder later than this many days after its day is not sent (the worker was down that long). */
export const REVIEW_REMINDER_LAST_DAYS = 7

export interface PlannedReviewMessage {
  /** The day it is due (YYYY-MM-DD). */
  day: string
  /** REVIEW_REQUEST_HOUR in India on that day. */
  dueAt: number
  /** The last day it may still go. */
  lastDay: string
}

const planned = (day: string, lastDays: number): PlannedReviewMessage => ({
  day,
  dueAt: indiaInstant(day, REVIEW_REQUEST_HOUR * 60),
  lastDay: addIndiaDays(day, lastDays),
})

export interface ReviewRequestRules {
  /** The departure (YYYY-MM-DD). */
  departsOn: string
  /** The booking's own return day, when it has one. */
  returnsOn: string | null
  /** The trip's days from its duration, when the booking has no return day. */
  tripDays: number | null
}

/** The request of a booking; null when its return day is not known. */
export function planReviewRequest(rules: ReviewRequestRules): PlannedReviewMessage | null {
  const back = returnDay(rules)
  return back === null ? null : planned(addIndiaDays(back, 1), REVIEW_REQUEST_LAST_DAYS)
}

/** The reminder of a request that went on `requestedOn` (its India day). */
export function planReviewReminder(requestedOn: string): PlannedReviewMessage {
  return planned(addIndiaDays(requestedOn, REVIEW_REMINDER_AFTER_DAYS), REVIEW_REMINDER_LAST_DAYS)
}

/** It may go at `today` (India): its day has come and its last day has not passed. */
export const isReviewMessageSendable = (message: PlannedReviewMessage, today: string) =>
  message.day <= today && today <= message.lastDay
