import 'server-only'
import { getCatalogTripTitles } from '@/lib/catalog'
import { getDb, type Db } from '@/lib/platform/db'
import type { JobRow } from '@/lib/platform/db/schema'
import { getEnv } from '@/lib/platform/env'
import { todayInIndia } from '@/lib/site/format'
import type { Locale } from '@/lib/site/i18n/locales'
import { addIndiaDays, indiaDayOf, indiaInstant } from '@/lib/site/office-hours'
import { reviewLinkPath } from '@/lib/site/routes'
import { REVIEW_REMINDER_AFTER_DAYS, reviewJobKey, type ReviewJobKind } from '@/lib/reviews/constants'
import { reviewMailText, reviewWhatsappText, type ReviewMailText } from './message'
import { planReviewReminder, REVIEW_REMINDER_LAST_DAYS } from './schedule'
import {
  isReviewMessageDue,
  REVIEW_SKIPPED,
  reviewReminderStatus,
  reviewRequestStatus,
  type ReviewMessageStatus,
  type ReviewStatusInput,
} from './status'
import {
  markReminded,
  openReview,
  readReviewBookings,
  recentlyAskedBookingIds,
  reviewJobs,
  unansweredBookingIds,
  unrequestedBookingIds,
  type ReviewRequestBooking,
} from './store'

/**
 * The review requests as the queue, the booking page and Today need them: which are due now (the
 * sweep), what one says when it goes (the handler, which re-checks and makes the review's link),
 * and where each stands.
 */

/** The requests (or reminders) due at `now` that have no job yet: each booking's id and its due instant. */
export async function dueReviewMessages(
  db: Db,
  kind: ReviewJobKind,
  now: number,
): Promise<{ bookingId: number; dueAt: number }[]> {
  const today = todayInIndia(new Date(now))
  const ids =
    kind === 'request'
      ? await unrequestedBookingIds(db, today)
      : await unansweredBookingIds(
          db,
          indiaInstant(addIndiaDays(today, -(REVIEW_REMINDER_AFTER_DAYS + REVIEW_REMINDER_LAST_DAYS + 1)), 0),
        )
  const bookings = await readReviewBookings(db, ids)
  const jobs = await reviewJobs(
    db,
    bookings.map((entry) => entry.id),
  )
  return bookings.flatMap((entry) => {
    const plan =
      kind === 'request' ? entry.request : entry.review && planReviewReminder(indiaDayOf(entry.review.requestedAt))
    if (!plan || !isReviewMessageDue(plan, today, now) || jobs.has(reviewJobKey(kind, entry.id))) return []
    return [{ bookingId: entry.id, dueAt: plan.dueAt }]
  })
}

export type ReviewMessageToSend =
  { send: true; to: string; locale: Locale; text: ReviewMailText } | { send: false; note: string }

/**
 * Issues the request (or reminder) of a booking at `now`: asks again whether it may go (the booking
 * confirmed, its last day not passed, the family not answered, someone to write to), makes the
 * review and its link as the request goes (or records the reminder), and answers the e-mail to
 * send; or why nothing is sent. A family with a phone and no e-mail gets the link all the same:
 * the agent sends it on WhatsApp from Today.
 */
export async function issueReviewMessage(
  db: Db,
  bookingId: number,
  kind: ReviewJobKind,
  now: number,
): Promise<ReviewMessageToSend> {
  const [entry] = await readReviewBookings(db, [bookingId])
  if (!entry) return { send: false, note: REVIEW_SKIPPED.gone }
  if (entry.status !== 'confirmed') return { send: false, note: REVIEW_SKIPPED.cancelled }
  if (!entry.family.email && !entry.family.phone) return { send: false, note: REVIEW_SKIPPED.noContact }
  const today = todayInIndia(new Date(now))
  let token: string | undefined
  if (kind === 'request') {
    if (!entry.request) return { send: false, note: REVIEW_SKIPPED.noReturn }
    if (today > entry.request.lastDay && !entry.review) return { send: false, note: REVIEW_SKIPPED.late }
    const review = await openReview(db, bookingId, now)
    token = review.status === 'requested' ? review.token : undefined
  } else {
    if (!entry.review) return { send: false, note: REVIEW_SKIPPED.gone }
    if (today > planReviewReminder(indiaDayOf(entry.review.requestedAt)).lastDay && entry.review.remindedAt === null)
      return { send: false, note: REVIEW_SKIPPED.late }
    token = await markReminded(db, bookingId, now)
  }
  if (!token) return { send: false, note: REVIEW_SKIPPED.answered }
  if (!entry.family.email) return { send: false, note: REVIEW_SKIPPED.whatsappOnly }
  return { send: true, to: entry.family.email, locale: entry.locale, text: await textOf(entry, kind, token) }
}

/** The review link as the family opens it. */
const linkOf = (token: string) => new URL(reviewLinkPath(token), getEnv().siteUrl).toString()

async function textOf(entry: ReviewRequestBooking, kind: ReviewJobKind, token: string): Promise<ReviewMailText> {
  const titles = await getCatalogTripTitles(entry.locale)
  return reviewMailText(
    kind,
    {
      name: entry.family.name,
      trip: titles.get(entry.tripSlug) ?? entry.tripTitle,
      departsOn: entry.departsOn,
      url: linkOf(token),
    },
    entry.locale,
  )
}

function statusInput(entry: ReviewRequestBooking, jobs: Map<string, JobRow>, today: string): ReviewStatusInput {
  return {
    cancelled: entry.status !== 'confirmed',
    family: entry.family,
    request: entry.request,
    review: entry.review,
    jobs: {
      request: jobs.get(reviewJobKey('request', entry.id)),
      reminder: jobs.get(reviewJobKey('reminder', entry.id)),
    },
    today,
  }
}

export interface BookingReviewStatus {
  request: ReviewMessageStatus
  /** Null before the request went, or when the family answered before it was due. */
  reminder: ReviewMessageStatus | null
  /** The family's review once the request went: its state, and what they answered. */
  review: ReviewRequestBooking['review']
}

/** Where the booking's review stands at `now`, for the booking page; undefined for no booking. */
export async function bookingReviewStatus(
  bookingId: number,
  now: number = Date.now(),
): Promise<BookingReviewStatus | undefined> {
  const db = await getDb()
  const [entry] = await readReviewBookings(db, [bookingId])
  if (!entry) return undefined
  const input = statusInput(entry, await reviewJobs(db, [bookingId]), todayInIndia(new Date(now)))
  return { request: reviewRequestStatus(input), reminder: reviewReminderStatus(input), review: entry.review }
}

export interface TodayReviewRequest {
  bookingId: number
  reference: string
  name: string
  phone: string
  trip: string
  departsOn: string
  kind: ReviewJobKind
  /** The e-mail's state: sent, on its way, failed, or not sent (no address). */
  status: ReviewMessageStatus
  locale: Locale
  /** The message in the family's language, the same words and link as the e-mail. */
  whatsappText: string
}

/**
 * The review requests and reminders of the day at `now` (India): those issued today whose family
 * has not answered yet, each with its WhatsApp message (the link needs the review's token, which
 * the request makes as it goes at REVIEW_REQUEST_HOUR); soonest departure first.
 */
export async function todaysReviewRequests(now: number = Date.now()): Promise<TodayReviewRequest[]> {
  const db = await getDb()
  const today = todayInIndia(new Date(now))
  const bookings = await readReviewBookings(db, await recentlyAskedBookingIds(db, indiaInstant(today, 0)))
  const jobs = await reviewJobs(
    db,
    bookings.map((entry) => entry.id),
  )
  const items: TodayReviewRequest[] = []
  for (const entry of bookings) {
    const review = entry.review!
    const kind: ReviewJobKind =
      review.remindedAt !== null && indiaDayOf(review.remindedAt) === today ? 'reminder' : 'request'
    const input = statusInput(entry, jobs, today)
    items.push({
      bookingId: entry.id,
      reference: entry.family.reference,
      name: entry.family.name,
      phone: entry.family.phone,
      trip: entry.tripTitle,
      departsOn: entry.departsOn,
      kind,
      status: (kind === 'request' ? reviewRequestStatus(input) : reviewReminderStatus(input))!,
      locale: entry.locale,
      whatsappText: reviewWhatsappText(await textOf(entry, kind, review.token)),
    })
  }
  return items
}
