import { randomBytes } from 'node:crypto'
import sharp from 'sharp'
import { withSiteDb } from './lead-store'
import { servers } from './support'

/**
 * A review a family sent, written straight in the embedded site's store as the review form leaves
 * it: a won lead booked on a departure of the catalogue, its review waiting for staff (`pending`),
 * and its photos re-encoded as WebP (the form's own re-encoding is the form's tests' subject).
 */

export interface StoredReview {
  reviewId: number
  bookingId: number
  photoIds: number[]
}

/** A photo as the form stores one: WebP, no metadata, one colour with a band so the two differ. */
async function photo(colour: string): Promise<Uint8Array> {
  return new Uint8Array(
    await sharp({ create: { width: 640, height: 480, channels: 3, background: colour } })
      .composite([
        {
          input: { create: { width: 640, height: 120, channels: 3, background: '#fff6e5' } },
          top: 360,
          left: 0,
        },
      ])
      .webp()
      .toBuffer(),
  )
}

export async function storeSentReview({
  family,
  body,
  language = 'ta',
  displayName,
  photos = 2,
  consentPhotos = true,
}: {
  family: string
  body: string
  language?: 'en' | 'ta'
  displayName: string
  photos?: number
  consentPhotos?: boolean
}): Promise<StoredReview> {
  const pictures = await Promise.all(
    ['#1f6f8b', '#c2570c', '#6b8e23', '#7b2d43', '#2f4858'].slice(0, photos).map(photo),
  )
  return withSiteDb(
    servers.embedded.env.DATA_DIR,
    (db) => {
      const now = Date.now()
      const reference = `GH-${randomBytes(4).toString('hex').toUpperCase()}`
      const lead = db
        .prepare(
          `INSERT INTO leads (reference, kind, form, payload, idempotency_key, status, created_at, stage, name, phone, trip, locale)
           VALUES (?, 'trip', 'tripEnquiry', '{}', ?, 'stored', ?, 'won', ?, '+919840012345', 'char-dham-yatra', ?)`,
        )
        .run(reference, `e2e-review-${reference}`, now, family, language)
      const booking = db
        .prepare(
          `INSERT INTO bookings (lead_id, trip_id, trip_slug, trip_title, departs_on, returns_on, boarding_city_id,
             boarding_city, status, seats, agreed_total, language, created_by_name, created_at)
           VALUES (?, 'char-dham-yatra', 'char-dham-yatra', 'Char Dham Yatra', '2026-10-02', '2026-10-13', 'madurai',
             'Madurai', 'confirmed', 2, 90000, ?, 'Lakshmi Raman', ?)`,
        )
        .run(lead.lastInsertRowid, language, now - 60 * 86_400_000)
      const review = db
        .prepare(
          `INSERT INTO traveller_reviews (booking_id, token, status, requested_at, submitted_at, rating, body, language,
             display_name, consent_name, consent_photos)
           VALUES (?, ?, 'pending', ?, ?, 5, ?, ?, ?, 1, ?)`,
        )
        .run(
          booking.lastInsertRowid,
          randomBytes(24).toString('base64url'),
          now - 10 * 86_400_000,
          now - 3_600_000,
          body,
          language,
          displayName,
          consentPhotos ? 1 : 0,
        )
      const photoIds = pictures.map((bytes, position) =>
        Number(
          db
            .prepare(
              `INSERT INTO traveller_review_photos (review_id, position, bytes, content_type, width, height)
               VALUES (?, ?, ?, 'image/webp', 640, 480)`,
            )
            .run(review.lastInsertRowid, position, Buffer.from(bytes)).lastInsertRowid,
        ),
      )
      return { reviewId: Number(review.lastInsertRowid), bookingId: Number(booking.lastInsertRowid), photoIds }
    },
    { readonly: false },
  )
}
