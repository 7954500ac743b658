// Rows for the published reviews' suites (tests/traveller-reviews-public.test.ts): a lead and its
// booking on a seeded trip, its review in any state, and the review's photos (an approved one also
// copied into uploaded_files, as publishing does). Inserted directly.
import { randomBytes } from 'node:crypto'
import sharp from 'sharp'
import { getDb } from '@/lib/platform/db'
import type { ReviewPhotoStatus, TravellerReviewStatus } from '@/lib/platform/db/schema'
import { editableTrip } from './back-office'

let made = 0

export interface ReviewRowsInput {
  /** Which seeded trip (the editor's first category, by index). */
  tripIndex?: number
  departsOn?: string
  /** The boarding city's id (a seeded one: chennai, madurai, …) and its name as the booking kept it. */
  city?: { id: string; name: string } | null
  status?: TravellerReviewStatus
  rating?: number
  body?: string
  language?: 'en' | 'ta'
  displayName?: string
  consentName?: boolean
  consentPhotos?: boolean
  submittedAt?: number
  reply?: string
}

/** A booking on a seeded trip and its review; answers the review's id and the trip's id and slug. */
export async function reviewRows(input: ReviewRowsInput = {}) {
  const db = await getDb()
  const trip = await editableTrip(input.tripIndex ?? 0)
  const row = await db
    .selectFrom('trips')
    .select(['id', 'slug', 'title'])
    .where('id', '=', trip.id)
    .executeTakeFirstOrThrow()
  made += 1
  const lead = await db
    .insertInto('leads')
    .values({
      reference: `GH-RP${String(process.pid % 1000).padStart(3, '0')}${String(made).padStart(3, '0')}`,
      kind: 'tripEnquiry',
      form: 'trip-enquiry',
      payload: JSON.stringify({ name: 'Family', tripId: row.slug }),
      idempotency_key: `rpub-rows-${process.pid}-${made}-abcdefgh`,
      status: 'stored',
      created_at: Date.now(),
      stage: 'won',
      name: 'Family',
      trip: row.slug,
      locale: input.language ?? 'en',
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  const city = input.city === undefined ? { id: 'madurai', name: 'Madurai' } : input.city
  const booking = await db
    .insertInto('bookings')
    .values({
      lead_id: lead.id,
      trip_id: row.id,
      trip_slug: row.slug,
      trip_title: row.title,
      departs_on: input.departsOn ?? '2026-12-12',
      boarding_city_id: city?.id ?? null,
      boarding_city: city?.name ?? '',
      status: 'confirmed',
      seats: 2,
      agreed_total: 60_000,
      language: input.language ?? 'en',
      created_by_name: 'Test Owner',
      created_at: Date.now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  const status = input.status ?? 'approved'
  const sent = status === 'pending' || status === 'approved' || status === 'hidden'
  const review = await db
    .insertInto('traveller_reviews')
    .values({
      booking_id: booking.id,
      token: randomBytes(24).toString('base64url'),
      status,
      requested_at: Date.now() - 86_400_000,
      submitted_at: sent ? (input.submittedAt ?? Date.now()) : null,
      rating: sent ? (input.rating ?? 5) : null,
      body: sent ? (input.body ?? 'Everything was arranged with care.') : '',
      language: input.language ?? 'en',
      display_name: input.displayName ?? 'Meena',
      consent_name: input.consentName === false ? 0 : 1,
      consent_photos: input.consentPhotos === false ? 0 : 1,
      reply: input.reply ?? '',
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return { reviewId: review.id, bookingId: booking.id, trip: row }
}

/** A small real WebP, as the form keeps a photo. */
export const webpBytes = async () =>
  new Uint8Array(
    await sharp({ create: { width: 40, height: 30, channels: 3, background: '#2f7d6d' } })
      .webp()
      .toBuffer(),
  )

/** A photo of a review; an approved one (by default) is copied into uploaded_files. Answers its id and file. */
export async function photoRow(reviewId: number, status: ReviewPhotoStatus = 'approved', position = 0) {
  const db = await getDb()
  const bytes = await webpBytes()
  const file = status === 'approved' ? `reviews/${reviewId}/${randomBytes(8).toString('hex')}.webp` : null
  if (file)
    await db
      .insertInto('uploaded_files')
      .values({ path: file, content_type: 'image/webp', bytes, created_at: Date.now() })
      .execute()
  const row = await db
    .insertInto('traveller_review_photos')
    .values({
      review_id: reviewId,
      position,
      bytes,
      content_type: 'image/webp',
      width: 40,
      height: 30,
      status,
      file,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return { id: row.id, file }
}
