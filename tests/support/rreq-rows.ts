// Rows for the review requests' suite (tests/review-requests.test.ts): a lead and its confirmed
// booking on a departure of a seeded trip (the reminders' bookingRows), a cancellation, and the
// family's answer set directly on its review (as the review form will). Inserted directly.
import { getDb } from '@/lib/platform/db'
import type { TravellerReviewStatus } from '@/lib/platform/db/schema'
import { bookingRows } from './remind-rows'

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

let made = 0

/** A lead and its confirmed booking on the first seeded trip, boarding at Madurai; answers the booking's id, the lead and the trip. */
export function reviewBookingRows(input: ReviewBookingInput) {
  made += 1
  return bookingRows({
    ...input,
    name: input.name ?? 'Lakshmi Narayanan',
    email: input.email === undefined ? `review-family-${process.pid}-${made}@example.com` : input.email,
    phone: input.phone === undefined ? '+91 98400 77889' : input.phone,
    agreedTotal: 48_000,
    boardingCity: { id: 'madurai', name: 'Madurai' },
  })
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
