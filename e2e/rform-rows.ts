import { randomBytes } from 'node:crypto'
import { withSiteDb } from './lead-store'
import { servers } from './support'

/**
 * Rows for the review form's spec (e2e/review-form.spec.ts), written straight into the embedded
 * site's SQLite file as the request's queue will have left them: a family's won lead, its booking on
 * a seeded trip back from its December departure, and the review asked for ('requested', a random
 * token). `remove` takes them away again (the review and its photos go with the booking).
 */
export function requestedReview(input: { name: string; language: 'en' | 'ta'; tag: string }) {
  const token = randomBytes(24).toString('base64url')
  return withSiteDb(
    servers.embedded.env.DATA_DIR,
    (db) => {
      const trip = db.prepare('SELECT id, slug, title FROM trips ORDER BY id LIMIT 1').get() as {
        id: string
        slug: string
        title: string
      }
      const reference = `GH-RF${randomBytes(4).toString('hex').toUpperCase()}`
      const lead = db
        .prepare(
          `INSERT INTO leads (reference, kind, form, payload, idempotency_key, status, created_at, stage, name, trip, locale)
           VALUES (?, 'tripEnquiry', 'trip-enquiry', ?, ?, 'stored', ?, 'won', ?, ?, ?)`,
        )
        .run(
          reference,
          JSON.stringify({ name: input.name, tripId: trip.slug }),
          `rform-${input.tag}-${token}`,
          Date.now(),
          input.name,
          trip.slug,
          input.language,
        )
      const booking = db
        .prepare(
          `INSERT INTO bookings (lead_id, trip_id, trip_slug, trip_title, departs_on, returns_on, boarding_city_id, boarding_city,
             status, seats, agreed_total, language, created_by_name, created_at)
           VALUES (?, ?, ?, ?, '2026-12-04', '2026-12-10', NULL, 'Madurai', 'confirmed', 2, 64000, ?, 'Review form', ?)`,
        )
        .run(lead.lastInsertRowid, trip.id, trip.slug, trip.title, input.language, Date.now())
      const review = db
        .prepare('INSERT INTO traveller_reviews (booking_id, token, requested_at) VALUES (?, ?, ?)')
        .run(booking.lastInsertRowid, token, Date.now())
      const leadId = Number(lead.lastInsertRowid)
      const bookingId = Number(booking.lastInsertRowid)
      return {
        token,
        reviewId: Number(review.lastInsertRowid),
        trip,
        remove: () =>
          withSiteDb(
            servers.embedded.env.DATA_DIR,
            (write) => {
              write
                .prepare(
                  'DELETE FROM traveller_review_photos WHERE review_id IN (SELECT id FROM traveller_reviews WHERE booking_id = ?)',
                )
                .run(bookingId)
              write.prepare('DELETE FROM traveller_reviews WHERE booking_id = ?').run(bookingId)
              write.prepare('DELETE FROM bookings WHERE id = ?').run(bookingId)
              write.prepare('DELETE FROM lead_activity WHERE lead_id = ?').run(leadId)
              write.prepare('DELETE FROM leads WHERE id = ?').run(leadId)
            },
            { readonly: false },
          ),
      }
    },
    { readonly: false },
  )
}

export interface StoredReview {
  status: string
  rating: number | null
  body: string
  language: string
  display_name: string
  consent_name: number
  consent_photos: number
  photos: { position: number; status: string; content_type: string; width: number; height: number; bytes: Buffer }[]
}

/** The review as stored, with its photos in their order. */
export function storedReview(reviewId: number): StoredReview {
  return withSiteDb(servers.embedded.env.DATA_DIR, (db) => {
    const review = db
      .prepare(
        'SELECT status, rating, body, language, display_name, consent_name, consent_photos FROM traveller_reviews WHERE id = ?',
      )
      .get(reviewId) as Omit<StoredReview, 'photos'>
    const photos = db
      .prepare(
        'SELECT position, status, content_type, width, height, bytes FROM traveller_review_photos WHERE review_id = ? ORDER BY position',
      )
      .all(reviewId) as StoredReview['photos']
    return { ...review, photos }
  })
}
