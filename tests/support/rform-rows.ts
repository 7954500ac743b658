// Rows for the review form's suite (tests/review-form.test.ts): a booking of a family (lead, booking
// on a departure of a seeded trip) and its review as the request makes it: status 'requested' with
// a random token. Inserted directly, as the request's queue will.
import { randomBytes } from 'node:crypto'
import { getDb } from '@/lib/platform/db'
import { bookingRows, type BookingRowsInput } from './remind-rows'

/** A booking and its requested review; answers the token and the ids. */
export async function requestedReview(input: Partial<BookingRowsInput> = {}) {
  const booking = await bookingRows({ departsOn: '2026-12-04', returnsOn: '2026-12-10', ...input })
  const token = randomBytes(24).toString('base64url')
  const db = await getDb()
  const review = await db
    .insertInto('traveller_reviews')
    .values({ booking_id: booking.bookingId, token, requested_at: Date.now() })
    .returning('id')
    .executeTakeFirstOrThrow()
  return { ...booking, token, reviewId: review.id }
}

/** The review row and its photos, as stored. */
export async function storedReview(reviewId: number) {
  const db = await getDb()
  const review = await db
    .selectFrom('traveller_reviews')
    .selectAll()
    .where('id', '=', reviewId)
    .executeTakeFirstOrThrow()
  const photos = await db
    .selectFrom('traveller_review_photos')
    .selectAll()
    .where('review_id', '=', reviewId)
    .orderBy('position')
    .execute()
  return { review, photos }
}
