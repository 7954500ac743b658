import 'server-only'
import { randomBytes } from 'node:crypto'
import { tripDays as durationDays } from '@/lib/catalog'
import { writeTransaction, type Db } from '@/lib/platform/db'
import type { BookingStatus, JobRow, TravellerReviewStatus } from '@/lib/platform/db/schema'
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/lib/site/i18n/locales'
import { addIndiaDays } from '@/lib/site/office-hours'
import { REVIEW_JOBS, reviewJobKey, type ReviewJobKind } from '@/lib/reviews/constants'
import { planReviewRequest, REVIEW_REQUEST_LAST_DAYS, type PlannedReviewMessage } from './schedule'

/**
 * The reads and writes the review requests stand on: a booking with its family and its review
 * (plain SQL on bookings, leads and trips, as the booking reminders read them), the jobs of its
 * request and reminder, and the review row the request makes as it goes.
 */

/** The longest trip whose request a sweep still looks for: bookings departed longer ago are done. */
const LOOK_BACK_DAYS = 90 + REVIEW_REQUEST_LAST_DAYS

export interface ReviewRequestBooking {
  id: number
  status: BookingStatus
  departsOn: string
  tripSlug: string
  /** The trip's English title when booked. */
  tripTitle: string
  boardingCity: string
  locale: Locale
  /** The lead's name, e-mail and phone; '' where the lead has none (or was erased). */
  family: { name: string; email: string; phone: string; reference: string }
  /** The request's plan; null when the return day is not known. */
  request: PlannedReviewMessage | null
  /** The review the request made, once it went. */
  review: {
    id: number
    token: string
    status: TravellerReviewStatus
    requestedAt: number
    remindedAt: number | null
    declinedAt: number | null
    submittedAt: number | null
    rating: number | null
  } | null
}

const num = (value: number | string | null) => (value === null ? null : Number(value))

/** The bookings of `ids` with their family, their request's plan and their review. */
export async function readReviewBookings(db: Db, ids: readonly number[]): Promise<ReviewRequestBooking[]> {
  if (!ids.length) return []
  const rows = await db
    .selectFrom('bookings')
    .innerJoin('leads', 'leads.id', 'bookings.lead_id')
    .leftJoin('trips', 'trips.id', 'bookings.trip_id')
    .leftJoin('traveller_reviews', 'traveller_reviews.booking_id', 'bookings.id')
    .select([
      'bookings.id',
      'bookings.status',
      'bookings.departs_on',
      'bookings.returns_on',
      'bookings.trip_slug',
      'bookings.trip_title',
      'bookings.boarding_city',
      'bookings.language',
      'leads.name',
      'leads.email',
      'leads.phone',
      'leads.reference',
      'trips.duration',
      'traveller_reviews.id as review_id',
      'traveller_reviews.token',
      'traveller_reviews.status as review_status',
      'traveller_reviews.requested_at',
      'traveller_reviews.reminded_at',
      'traveller_reviews.declined_at',
      'traveller_reviews.submitted_at',
      'traveller_reviews.rating',
    ])
    .where('bookings.id', 'in', ids)
    .orderBy('bookings.departs_on')
    .orderBy('bookings.id')
    .execute()
  return rows.map((row) => ({
    id: row.id,
    status: row.status,
    departsOn: row.departs_on,
    tripSlug: row.trip_slug,
    tripTitle: row.trip_title,
    boardingCity: row.boarding_city,
    locale: isLocale(row.language) ? row.language : DEFAULT_LOCALE,
    family: {
      name: row.name?.trim() ?? '',
      email: row.email?.trim() ?? '',
      phone: row.phone?.trim() ?? '',
      reference: row.reference,
    },
    request: planReviewRequest({
      departsOn: row.departs_on,
      returnsOn: row.returns_on,
      tripDays: row.duration ? durationDays(row.duration) : null,
    }),
    review:
      row.review_id === null
        ? null
        : {
            id: row.review_id,
            token: row.token!,
            status: row.review_status!,
            requestedAt: Number(row.requested_at),
            remindedAt: num(row.reminded_at),
            declinedAt: num(row.declined_at),
            submittedAt: num(row.submitted_at),
            rating: row.rating,
          },
  }))
}

/** The confirmed bookings without a review whose request may be due at `today` (India). */
export async function unrequestedBookingIds(db: Db, today: string): Promise<number[]> {
  const rows = await db
    .selectFrom('bookings')
    .leftJoin('traveller_reviews', 'traveller_reviews.booking_id', 'bookings.id')
    .select('bookings.id')
    .where('bookings.status', '=', 'confirmed')
    .where('traveller_reviews.id', 'is', null)
    .where('bookings.departs_on', '>=', addIndiaDays(today, -LOOK_BACK_DAYS))
    .where('bookings.departs_on', '<', today)
    .orderBy('bookings.departs_on')
    .orderBy('bookings.id')
    .execute()
  return rows.map((row) => row.id)
}

/** The confirmed bookings whose family was asked at or after `since` and has not answered nor been reminded. */
export async function unansweredBookingIds(db: Db, since: number): Promise<number[]> {
  const rows = await db
    .selectFrom('traveller_reviews')
    .innerJoin('bookings', 'bookings.id', 'traveller_reviews.booking_id')
    .select('bookings.id')
    .where('bookings.status', '=', 'confirmed')
    .where('traveller_reviews.status', '=', 'requested')
    .where('traveller_reviews.reminded_at', 'is', null)
    .where('traveller_reviews.requested_at', '>=', since)
    .orderBy('traveller_reviews.requested_at')
    .execute()
  return rows.map((row) => row.id)
}

/** The bookings whose request or reminder was issued at or after `since`, their family not having answered. */
export async function recentlyAskedBookingIds(db: Db, since: number): Promise<number[]> {
  const rows = await db
    .selectFrom('traveller_reviews')
    .innerJoin('bookings', 'bookings.id', 'traveller_reviews.booking_id')
    .select('bookings.id')
    .where('bookings.status', '=', 'confirmed')
    .where('traveller_reviews.status', '=', 'requested')
    .where((eb) =>
      eb.or([eb('traveller_reviews.requested_at', '>=', since), eb('traveller_reviews.reminded_at', '>=', since)]),
    )
    .orderBy('bookings.departs_on')
    .orderBy('bookings.id')
    .execute()
  return rows.map((row) => row.id)
}

/** The request and reminder jobs of `ids`, by key. */
export async function reviewJobs(db: Db, ids: readonly number[]): Promise<Map<string, JobRow>> {
  if (!ids.length) return new Map()
  const keys = ids.flatMap((id) => (Object.keys(REVIEW_JOBS) as ReviewJobKind[]).map((kind) => reviewJobKey(kind, id)))
  const jobs = await db.selectFrom('jobs').selectAll().where('key', 'in', keys).execute()
  return new Map(jobs.map((job) => [job.key, job]))
}

/** A review link's token: 24 random bytes, base64url (32 characters). */
export const newReviewToken = () => randomBytes(24).toString('base64url')

/**
 * Makes the booking's review as its request goes (status 'requested', a new token, requested_at
 * `now`), unless it exists; answers the row as it now stands.
 */
export async function openReview(db: Db, bookingId: number, now: number) {
  return writeTransaction(db, async (trx) => {
    await trx
      .insertInto('traveller_reviews')
      .values({ booking_id: bookingId, token: newReviewToken(), status: 'requested', requested_at: now })
      .onConflict((oc) => oc.column('booking_id').doNothing())
      .execute()
    return trx
      .selectFrom('traveller_reviews')
      .select(['id', 'token', 'status'])
      .where('booking_id', '=', bookingId)
      .executeTakeFirstOrThrow()
  })
}

/**
 * Records the reminder as it goes, while the family has still not answered; answers the review's
 * token then, or undefined when they answered meanwhile. A retry of the same reminder keeps the first instant.
 */
export async function markReminded(db: Db, bookingId: number, now: number): Promise<string | undefined> {
  const row = await db
    .updateTable('traveller_reviews')
    .set((eb) => ({ reminded_at: eb.fn.coalesce('reminded_at', eb.val(now)), version: eb('version', '+', 1) }))
    .where('booking_id', '=', bookingId)
    .where('status', '=', 'requested')
    .returning('token')
    .executeTakeFirst()
  return row?.token
}
