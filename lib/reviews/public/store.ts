import 'server-only'
import type { Db } from '@/lib/platform/db'

/**
 * What is published of the travellers' reviews, read from the database in both languages (the
 * cached reads keep this, one entry for both pages; localize.ts turns it into one page's words).
 * A review is published while it is approved; a photo while it is approved with its uploaded copy
 * (`file`), its review approved and the family's consent to publish photos given.
 */

/** An approved review as stored, with what its booking says of the trip, the month and the city. */
export interface StoredPublishedReview {
  id: number
  tripId: string
  tripSlug: string
  /** The trip's title today in English and Tamil ('' for none), else the one the booking kept. */
  tripTitle: { en: string; ta: string }
  rating: number
  body: string
  /** The language the family wrote in ('en', 'ta'). */
  language: string
  /** The name they wrote, or null when they did not agree to its being shown. */
  name: string | null
  /** The departure's day (YYYY-MM-DD): the month travelled. */
  departsOn: string
  /** The boarding city in English and Tamil ('' for none). */
  city: { en: string; ta: string }
  reply: string
  submittedAt: number
}

/** An approved, consented photo of an approved review, with its review's facts for the caption. */
export interface StoredPublishedPhoto {
  id: number
  reviewId: number
  tripId: string
  tripSlug: string
  tripTitle: { en: string; ta: string }
  name: string | null
  departsOn: string
  /** Its uploaded_files path, served under /uploads. */
  file: string
  width: number
  height: number
  submittedAt: number
  position: number
}

function approvedReviews(db: Db) {
  return db
    .selectFrom('traveller_reviews as r')
    .innerJoin('bookings as b', 'b.id', 'r.booking_id')
    .leftJoin('trips as t', 't.id', 'b.trip_id')
    .leftJoin('boarding_cities as c', 'c.id', 'b.boarding_city_id')
    .where('r.status', '=', 'approved')
    .where('r.rating', 'is not', null)
    .where('r.submitted_at', 'is not', null)
}

const trimmed = (value: string | null | undefined) => (value ?? '').trim()

/** Every approved review, newest first (by when it was sent). */
export async function readPublishedReviews(db: Db): Promise<StoredPublishedReview[]> {
  const rows = await approvedReviews(db)
    .select([
      'r.id',
      'b.trip_id',
      'b.trip_slug',
      'b.trip_title',
      't.title as title_en',
      't.title_ta',
      'r.rating',
      'r.body',
      'r.language',
      'r.display_name',
      'r.consent_name',
      'b.departs_on',
      'b.boarding_city',
      'c.name as city_en',
      'c.name_ta as city_ta',
      'r.reply',
      'r.submitted_at',
    ])
    .orderBy('r.submitted_at', 'desc')
    .orderBy('r.id', 'desc')
    .execute()
  return rows.map((row) => ({
    id: Number(row.id),
    tripId: row.trip_id,
    tripSlug: row.trip_slug,
    tripTitle: { en: trimmed(row.title_en) || row.trip_title, ta: trimmed(row.title_ta) },
    rating: Number(row.rating),
    body: row.body,
    language: row.language,
    name: Number(row.consent_name) === 1 && trimmed(row.display_name) ? trimmed(row.display_name) : null,
    departsOn: row.departs_on,
    city: { en: trimmed(row.city_en) || trimmed(row.boarding_city), ta: trimmed(row.city_ta) },
    reply: trimmed(row.reply),
    submittedAt: Number(row.submitted_at),
  }))
}

/** Every photo the site may show, newest review first, each review's in the order sent. */
export async function readPublishedPhotos(db: Db): Promise<StoredPublishedPhoto[]> {
  const rows = await approvedReviews(db)
    .innerJoin('traveller_review_photos as p', 'p.review_id', 'r.id')
    .where('r.consent_photos', '=', 1)
    .where('p.status', '=', 'approved')
    .where('p.file', 'is not', null)
    .select([
      'p.id',
      'r.id as review_id',
      'b.trip_id',
      'b.trip_slug',
      'b.trip_title',
      't.title as title_en',
      't.title_ta',
      'r.display_name',
      'r.consent_name',
      'b.departs_on',
      'p.file',
      'p.width',
      'p.height',
      'r.submitted_at',
      'p.position',
    ])
    .orderBy('r.submitted_at', 'desc')
    .orderBy('r.id', 'desc')
    .orderBy('p.position', 'asc')
    .execute()
  return rows.map((row) => ({
    id: Number(row.id),
    reviewId: Number(row.review_id),
    tripId: row.trip_id,
    tripSlug: row.trip_slug,
    tripTitle: { en: trimmed(row.title_en) || row.trip_title, ta: trimmed(row.title_ta) },
    name: Number(row.consent_name) === 1 && trimmed(row.display_name) ? trimmed(row.display_name) : null,
    departsOn: row.departs_on,
    file: row.file!,
    width: Number(row.width),
    height: Number(row.height),
    submittedAt: Number(row.submitted_at),
    position: Number(row.position),
  }))
}
