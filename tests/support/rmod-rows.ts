// Reviews a family sent, as rows, for the moderation suites: a booking (a won lead booked on a
// departure), its review as the form leaves it (`pending`, a random token) and its photos as
// re-encoded WebP, so the back office's decisions can be made on them.
import { randomBytes } from 'node:crypto'
import sharp from 'sharp'
import type { Db } from '@/lib/platform/db'
import type { TravellerReviewStatus } from '@/lib/platform/db/schema'
import { insertMoneyBooking } from './money-rows'

export interface SentReview {
  reviewId: number
  bookingId: number
  photoIds: number[]
}

/** A small WebP photo of one colour, as the form stores one after re-encoding. */
export async function reviewPhotoBytes(colour = '#1f6f8b'): Promise<Uint8Array> {
  return new Uint8Array(
    await sharp({ create: { width: 40, height: 30, channels: 3, background: colour } })
      .webp()
      .toBuffer(),
  )
}

/** A review sent by a booking's family, with `photos` photos; waiting for a decision unless `status` says otherwise. */
export async function insertSentReview(
  db: Db,
  {
    photos = 2,
    consentPhotos = true,
    consentName = true,
    status = 'pending',
    language = 'ta',
    body = 'அருமையான பயணம். எல்லா ஏற்பாடுகளும் நன்றாக இருந்தன.',
    displayName = 'Meena S.',
    rating = 5,
    now = Date.now(),
  }: {
    photos?: number
    consentPhotos?: boolean
    consentName?: boolean
    status?: TravellerReviewStatus
    language?: string
    body?: string
    displayName?: string
    rating?: number
    now?: number
  } = {},
): Promise<SentReview> {
  const { bookingId } = await insertMoneyBooking(db, { departsOn: '2026-10-01', language, now })
  const review = await db
    .insertInto('traveller_reviews')
    .values({
      booking_id: bookingId,
      token: randomBytes(24).toString('base64url'),
      status,
      requested_at: now - 5 * 86_400_000,
      submitted_at: now - 60_000,
      rating,
      body,
      language,
      display_name: displayName,
      consent_name: consentName ? 1 : 0,
      consent_photos: consentPhotos ? 1 : 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  const photoIds: number[] = []
  for (let position = 0; position < photos; position++) {
    const row = await db
      .insertInto('traveller_review_photos')
      .values({
        review_id: review.id,
        position,
        bytes: await reviewPhotoBytes(position % 2 ? '#c2570c' : '#1f6f8b'),
        content_type: 'image/webp',
        width: 40,
        height: 30,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    photoIds.push(row.id)
  }
  return { reviewId: review.id, bookingId, photoIds }
}

/** A review's row as stored now. */
export const reviewRow = async (db: Db, id: number) =>
  db.selectFrom('traveller_reviews').selectAll().where('id', '=', id).executeTakeFirst()

/** A photo's row as stored now. */
export const reviewPhotoRow = async (db: Db, id: number) =>
  db.selectFrom('traveller_review_photos').selectAll().where('id', '=', id).executeTakeFirst()

/** The uploaded file at `path`, if any. */
export const uploadedFile = async (db: Db, path: string) =>
  db.selectFrom('uploaded_files').selectAll().where('path', '=', path).executeTakeFirst()
