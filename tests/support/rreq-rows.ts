// Rows for the review requests' suite (tests/review-requests.test.ts): a lead and its confirmed
// booking on a departure of a seeded trip, a cancellation, and the family's answer set directly on
// its review (as the review form will). Inserted directly.
import { getDb } from '@/lib/platform/db'
import type { TravellerReviewStatus } from '@/lib/platform/db/schema'
import { editableTrip } from './back-office'

let made = 0

export interface ReviewBookingInput {
  departsOn: string
  returnsOn?: string | null
  language?: 'en' | 'ta'
  /** null for a lead without an e-mail address. */
  email?: string | null
  phone?: string | null
  name?: string
  /** When the booking was recorded; now unless said. */
  createdAt?: number
}

/** A lead and its confirmed booking on the first seeded trip; answers the booking's id, the lead and the trip. */
export async function reviewBookingRows(input: ReviewBookingInput) {
  const db = await getDb()
  const trip = await editableTrip(0)
  const row = await db
    .selectFrom('trips')
    .select(['id', 'slug', 'title'])
    .where('id', '=', trip.id)
    .executeTakeFirstOrThrow()
  made += 1
  const reference = `GH-RQ${String(process.pid % 1000).padStart(3, '0')}${String(made).padStart(3, '0')}`
  const name = input.name ?? 'Lakshmi Narayanan'
  const email = input.email === undefined ? `review-family-${made}@example.com` : input.email
  const phone = input.phone === undefined ? '+91 98400 77889' : input.phone
  const lead = await db
    .insertInto('leads')
    .values({
      reference,
      kind: 'tripEnquiry',
      form: 'trip-enquiry',
      payload: JSON.stringify({ name, email, mobileNumber: phone, tripId: row.slug }),
      idempotency_key: `rreq-rows-${process.pid}-${made}-abcdefgh`,
      status: 'stored',
      created_at: Date.now(),
      stage: 'won',
      name,
      email,
      phone,
      trip: row.slug,
      locale: input.language ?? 'en',
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  await db
    .insertInto('trip_departures')
    .values({ trip_id: row.id, departs_on: input.departsOn, label: '', seats_offered: 40 })
    .onConflict((oc) => oc.columns(['trip_id', 'departs_on']).doNothing())
    .execute()
  const booking = await db
    .insertInto('bookings')
    .values({
      lead_id: lead.id,
      trip_id: row.id,
      trip_slug: row.slug,
      trip_title: row.title,
      departs_on: input.departsOn,
      returns_on: input.returnsOn ?? null,
      boarding_city_id: 'madurai',
      boarding_city: 'Madurai',
      status: 'confirmed',
      seats: 2,
      agreed_total: 48_000,
      language: input.language ?? 'en',
      created_by_name: 'Test Owner',
      created_at: input.createdAt ?? Date.now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return { bookingId: booking.id, reference, email, phone, trip: row }
}

/** Cancels the booking as the booking core does: status and when. */
export async function cancelReviewBooking(bookingId: number) {
  await (
    await getDb()
  )
    .updateTable('bookings')
    .set({ status: 'cancelled', cancelled_at: Date.now(), cancelled_by_name: 'Test Owner', cancel_reason: 'Unwell' })
    .where('id', '=', bookingId)
    .execute()
}

/** The booking's review row, as stored; undefined before the request went. */
export async function reviewRowOf(bookingId: number) {
  return (await getDb())
    .selectFrom('traveller_reviews')
    .selectAll()
    .where('booking_id', '=', bookingId)
    .executeTakeFirst()
}

/** The family's answer, set directly: declined, or a review sent ('pending'). */
export async function answerReview(bookingId: number, status: Extract<TravellerReviewStatus, 'declined' | 'pending'>) {
  const now = Date.now()
  await (
    await getDb()
  )
    .updateTable('traveller_reviews')
    .set(
      status === 'declined'
        ? { status, declined_at: now }
        : { status, submitted_at: now, rating: 5, body: 'Everything was arranged with care.', display_name: 'L. N.' },
    )
    .where('booking_id', '=', bookingId)
    .execute()
}

/** The job of the booking's request or reminder, as stored. */
export async function reviewJobOf(key: string) {
  return (await getDb()).selectFrom('jobs').selectAll().where('key', '=', key).executeTakeFirst()
}
