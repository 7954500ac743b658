import { withSiteDb } from './lead-store'
import { servers } from './support'

/**
 * Rows for the review requests' spec (e2e/review-requests.spec.ts), written straight into the
 * embedded site's store: a won lead and its confirmed booking on the first trip, back from its trip
 * two India days ago, so that its review request fell due yesterday and the server's worker sends it
 * at its next sweep.
 */

const DAY = 86_400_000
const indiaDay = (ms: number) => new Date(ms + 5.5 * 3_600_000).toISOString().slice(0, 10)

export interface ReviewBooking {
  bookingId: number
  reference: string
  tripTitle: string
}

export function storeReturnedBooking(input: {
  name: string
  email: string
  phone: string
  language: 'en' | 'ta'
}): ReviewBooking {
  const now = Date.now()
  return withSiteDb(
    servers.embedded.env.DATA_DIR,
    (db) => {
      const trip = db.prepare('SELECT id, slug, title FROM trips ORDER BY id LIMIT 1').get() as {
        id: string
        slug: string
        title: string
      }
      const reference = `GH-RR${now.toString(36).slice(-5).toUpperCase()}${Math.floor(Math.random() * 90 + 10)}`
      const lead = db
        .prepare(
          `INSERT INTO leads (reference, kind, form, payload, idempotency_key, status, created_at, stage, name, email, phone, trip, locale)
           VALUES (?, 'tripEnquiry', 'trip-enquiry', ?, ?, 'stored', ?, 'won', ?, ?, ?, ?, ?)`,
        )
        .run(
          reference,
          JSON.stringify({ name: input.name, email: input.email, mobileNumber: input.phone, tripId: trip.slug }),
          `e2e-rreq-${reference}-abcdefgh`,
          now - 30 * DAY,
          input.name,
          input.email,
          input.phone,
          trip.slug,
          input.language,
        )
      const booking = db
        .prepare(
          `INSERT INTO bookings (lead_id, trip_id, trip_slug, trip_title, departs_on, returns_on, boarding_city_id, boarding_city,
             status, seats, agreed_total, language, created_by_name, created_at)
           VALUES (?, ?, ?, ?, ?, ?, 'madurai', 'Madurai', 'confirmed', 2, 48000, ?, 'Review requests', ?)`,
        )
        .run(
          lead.lastInsertRowid,
          trip.id,
          trip.slug,
          trip.title,
          indiaDay(now - 8 * DAY),
          indiaDay(now - 2 * DAY),
          input.language,
          now - 20 * DAY,
        )
      return { bookingId: Number(booking.lastInsertRowid), reference, tripTitle: trip.title }
    },
    { readonly: false },
  )
}

/** The booking's review row as stored; undefined before its request went. */
export function reviewRow(bookingId: number) {
  return withSiteDb(servers.embedded.env.DATA_DIR, (db) =>
    db.prepare('SELECT id, token, status, requested_at FROM traveller_reviews WHERE booking_id = ?').get(bookingId),
  ) as { id: number; token: string; status: string; requested_at: number } | undefined
}

/** The family's review, sent as the form stores it: four stars, waiting for staff. */
export function sendReview(bookingId: number) {
  withSiteDb(
    servers.embedded.env.DATA_DIR,
    (db) => {
      db.prepare(
        `UPDATE traveller_reviews SET status = 'pending', submitted_at = ?, rating = 4, body = 'Well arranged.', display_name = 'K. S.'
         WHERE booking_id = ?`,
      ).run(Date.now(), bookingId)
    },
    { readonly: false },
  )
}
