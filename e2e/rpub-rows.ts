import { randomBytes } from 'node:crypto'
import { expect, type Page } from '@playwright/test'
import sharp from 'sharp'
import { withSiteDb } from './lead-store'
import { servers } from './support'

/**
 * A published review from a family, written straight into the embedded site's store, as the
 * review's request, the form and the moderation leave it: a lead and its booking on the trip (the
 * departure's day and the boarding city), the review approved, and one photo approved and copied
 * into uploaded_files (served under /uploads). `remove` takes every row away again.
 */
export interface PublishedReviewRows {
  tripId: string
  reviewId: number
  /** The photo's uploaded_files path. */
  file: string
  remove: () => void
}

export async function publishedReviewRows({
  slug,
  body,
  language,
  name,
  departsOn,
  city,
}: {
  slug: string
  body: string
  language: 'en' | 'ta'
  name: string
  departsOn: string
  city: { id: string; name: string }
}): Promise<PublishedReviewRows> {
  const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#b4532a' } })
    .webp()
    .toBuffer()
  const now = Date.now()
  const reference = `GH-RV${String(now).slice(-7)}`
  return withSiteDb(
    servers.embedded.env.DATA_DIR,
    (db) => {
      const trip = db.prepare('SELECT id, title FROM trips WHERE slug = ?').get(slug) as { id: string; title: string }
      const lead = db
        .prepare(
          `INSERT INTO leads (reference, kind, form, payload, idempotency_key, status, created_at, stage, name, trip, locale)
           VALUES (?, 'tripEnquiry', 'trip-enquiry', ?, ?, 'stored', ?, 'won', ?, ?, ?)`,
        )
        .run(reference, JSON.stringify({ name, tripId: slug }), `e2e-review-${now}-abcdefgh`, now, name, slug, language)
      const booking = db
        .prepare(
          `INSERT INTO bookings (lead_id, trip_id, trip_slug, trip_title, departs_on, boarding_city_id, boarding_city, status, seats, agreed_total, language, created_by_name, created_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, 'confirmed', 2, 52000, ?, 'Review rows', ?)`,
        )
        .run(lead.lastInsertRowid, trip.id, slug, trip.title, departsOn, city.id, city.name, language, now)
      const review = db
        .prepare(
          `INSERT INTO traveller_reviews (booking_id, token, status, requested_at, submitted_at, rating, body, language, display_name, consent_name, consent_photos, decided_at, decided_by_name)
           VALUES (?, ?, 'approved', ?, ?, 5, ?, ?, ?, 1, 1, ?, 'Review rows')`,
        )
        .run(
          booking.lastInsertRowid,
          randomBytes(24).toString('base64url'),
          now - 86_400_000,
          now - 3_600_000,
          body,
          language,
          name,
          now,
        )
      const reviewId = Number(review.lastInsertRowid)
      const file = `reviews/${reviewId}/${randomBytes(8).toString('hex')}.webp`
      db.prepare('INSERT INTO uploaded_files (path, content_type, bytes, created_at) VALUES (?, ?, ?, ?)').run(
        file,
        'image/webp',
        photo,
        now,
      )
      db.prepare(
        `INSERT INTO traveller_review_photos (review_id, position, bytes, content_type, width, height, status, file, decided_at, decided_by_name)
         VALUES (?, 0, ?, 'image/webp', 800, 600, 'approved', ?, ?, 'Review rows')`,
      ).run(reviewId, photo, file, now)
      const remove = () =>
        withSiteDb(
          servers.embedded.env.DATA_DIR,
          (db) => {
            db.prepare('DELETE FROM traveller_review_photos WHERE review_id = ?').run(reviewId)
            db.prepare('DELETE FROM uploaded_files WHERE path = ?').run(file)
            db.prepare('DELETE FROM traveller_reviews WHERE id = ?').run(reviewId)
            db.prepare('DELETE FROM bookings WHERE id = ?').run(booking.lastInsertRowid)
            db.prepare('DELETE FROM leads WHERE id = ?').run(lead.lastInsertRowid)
          },
          { readonly: false },
        )
      return { tripId: trip.id, reviewId, file, remove }
    },
    { readonly: false },
  )
}

/** Expires the published reviews' cache entries as a trip's save does (POST /api/revalidate, tag 'reviews'). */
export async function revalidateReviews(page: Page): Promise<void> {
  const response = await page.request.post('/api/revalidate', {
    headers: { Authorization: `Bearer ${servers.embedded.env.REVALIDATE_SECRET}` },
    data: { tags: ['reviews'] },
  })
  expect(response.status()).toBe(200)
}

/**
 * Opens a page again until its newest rendering has `selector` `count` times: after a revalidation
 * the first request may still answer the page rendered before, while the new one renders.
 */
export async function openRendered(page: Page, path: string, selector: string, count = 1): Promise<void> {
  await expect
    .poll(
      async () => {
        await page.goto(path)
        return page.locator(selector).count()
      },
      { timeout: 30_000, intervals: [500, 1000, 2000] },
    )
    .toBe(count)
}
