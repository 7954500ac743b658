import type { ReminderState } from '@/lib/bookings'
import type { JobRow, TravellerReviewStatus } from '@/lib/platform/db/schema'
import { indiaDayOf } from '@/lib/site/office-hours'
import type { ReviewJobKind } from '@/lib/reviews/constants'
import { isReviewMessageSendable, planReviewReminder, type PlannedReviewMessage } from './schedule'

/**
 * Where a booking's review request and its reminder stand, as the booking page and Today read
 * them: sent (when), on its way, failed, due (when) or not sent (why), in the booking reminders'
 * states; and the family's answer. Pure: from the plan, the jobs, the review row and the clock.
 */

export interface ReviewMessageStatus {
  state: ReminderState
  /** Sent: when it went; due or sending: when it is due; null when unknown. */
  at: number | null
  /** Why it was not sent, or the last error of one sending or failed. */
  reason?: string
}

/** Each message in words, for the booking page, Today and the Messages screen. */
export const REVIEW_MESSAGE_LABELS: Record<ReviewJobKind, string> = {
  request: 'Review request',
  reminder: 'Review reminder',
}

/** Why a request or reminder is not e-mailed, one wording each, shared by the handler's record and the page. */
export const REVIEW_SKIPPED = {
  gone: 'The booking is gone',
  cancelled: 'The booking was cancelled',
  noReturn: 'The return day is not known: set it on the booking',
  late: 'Its last day had passed',
  noContact: 'No e-mail address or phone on the lead',
  whatsappOnly: 'No e-mail address on the lead: send it on WhatsApp from Today',
  answered: 'The family had already answered',
} as const

export interface ReviewStatusInput {
  cancelled: boolean
  family: { email: string; phone: string }
  request: PlannedReviewMessage | null
  review: { status: TravellerReviewStatus; requestedAt: number; remindedAt: number | null } | null
  jobs: { request?: JobStatePart; reminder?: JobStatePart }
  /** India day of the clock. */
  today: string
}

type JobStatePart = Pick<JobRow, 'state' | 'due_at' | 'finished_at' | 'last_error'>

/** What the queue's job says, when there is one. */
function fromJob(job: JobStatePart): ReviewMessageStatus {
  if (job.state === 'done')
    return job.last_error
      ? { state: 'skipped', at: Number(job.finished_at), reason: job.last_error }
      : { state: 'sent', at: Number(job.finished_at) }
  if (job.state === 'failed') return { state: 'failed', at: Number(job.due_at), reason: job.last_error ?? '' }
  return { state: 'sending', at: Number(job.due_at), reason: job.last_error ?? undefined }
}

export function reviewRequestStatus(input: ReviewStatusInput): ReviewMessageStatus {
  const { jobs, review, request } = input
  if (jobs.request) return fromJob(jobs.request)
  if (review) return { state: 'sent', at: review.requestedAt }
  const skipped = (reason: string): ReviewMessageStatus => ({ state: 'skipped', at: request?.dueAt ?? null, reason })
  if (input.cancelled) return skipped(REVIEW_SKIPPED.cancelled)
  if (!request) return skipped(REVIEW_SKIPPED.noReturn)
  if (input.today > request.lastDay) return skipped(REVIEW_SKIPPED.late)
  if (!input.family.email && !input.family.phone) return skipped(REVIEW_SKIPPED.noContact)
  return { state: 'due', at: request.dueAt }
}

/** The reminder's status once the request went; null before, or when the family answered before it was due. */
export function reviewReminderStatus(input: ReviewStatusInput): ReviewMessageStatus | null {
  const { jobs, review } = input
  if (!review) return null
  if (jobs.reminder) return fromJob(jobs.reminder)
  if (review.remindedAt !== null) return { state: 'sent', at: review.remindedAt }
  if (review.status !== 'requested') return null
  const plan = planReviewReminder(indiaDayOf(review.requestedAt))
  const skipped = (reason: string): ReviewMessageStatus => ({ state: 'skipped', at: plan.dueAt, reason })
  if (input.cancelled) return skipped(REVIEW_SKIPPED.cancelled)
  if (input.today > plan.lastDay) return skipped(REVIEW_SKIPPED.late)
  if (!input.family.email && !input.family.phone) return skipped(REVIEW_SKIPPED.noContact)
  return { state: 'due', at: plan.dueAt }
}

/** The plan's message may go at `today` and `now` has reached its hour. */
export const isReviewMessageDue = (plan: PlannedReviewMessage, today: string, now: number) =>
  plan.dueAt <= now && isReviewMessageSendable(plan, today)
