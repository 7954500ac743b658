import 'server-only'
import { getDb, writeTransaction } from '@/lib/platform/db'
import type { TravellerReviewStatus } from '@/lib/platform/db/schema'
import type { PreparedPicture } from '@/lib/platform/pictures'
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/lib/site/i18n/locales'
import type { ReviewEntries, ReviewFormValues } from './schema'

/**
 * The review a link opens, and what the family's answer writes: their review with its photos in
 * one transaction, or their "no, thank you". Each write is conditional on the review still being
 * `requested`, so a link works until it is answered, once, whatever two tabs or two instances do.
 *
 * While a review is `requested`, its words' columns (rating, body, language, display_name and the
 * two consents) hold what the family typed in a send that was refused for a problem (no stars, a
 * photo that is not a picture…), so the form comes back with their words; nothing reads them as a
 * review before the status is `pending`.
 */

/** The shape of the random tokens the requests make (base64url); anything else opens nothing without a query. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{16,128}$/

export interface ReviewLink {
  reviewId: number
  status: TravellerReviewStatus
  /** The booking's language: the page's, unless the family chose the other. */
  locale: Locale
  /** The name on the family's enquiry; null when it gave none. */
  name: string | null
  tripSlug: string
  /** The trip's English title when booked. */
  tripTitle: string
  /** YYYY-MM-DD. */
  departsOn: string
  /** While requested: what they typed in a refused send, else the form's defaults. */
  entries: ReviewEntries
}

export async function findReviewLink(token: string): Promise<ReviewLink | null> {
  if (!TOKEN_SHAPE.test(token)) return null
  const db = await getDb()
  const row = await db
    .selectFrom('traveller_reviews as r')
    .innerJoin('bookings as b', 'b.id', 'r.booking_id')
    .innerJoin('leads as l', 'l.id', 'b.lead_id')
    .select([
      'r.id',
      'r.status',
      'r.rating',
      'r.body',
      'r.language',
      'r.display_name',
      'r.consent_name',
      'r.consent_photos',
      'r.submitted_at',
      'b.language as booking_language',
      'b.trip_slug',
      'b.trip_title',
      'b.departs_on',
      'l.name',
    ])
    .where('r.token', '=', token)
    .executeTakeFirst()
  if (!row) return null
  const locale = isLocale(row.booking_language) ? row.booking_language : DEFAULT_LOCALE
  const name = row.name?.trim() || null
  // A refused send leaves a body or a name; a review never answered has neither.
  const typed = row.body !== '' || row.display_name !== '' || row.rating !== null
  return {
    reviewId: row.id,
    status: row.status,
    locale,
    name,
    tripSlug: row.trip_slug,
    tripTitle: row.trip_title,
    departsOn: row.departs_on,
    entries: typed
      ? {
          rating: row.rating,
          body: row.body,
          language: isLocale(row.language) ? row.language : locale,
          displayName: row.display_name,
          consentName: row.consent_name === 1,
          consentPhotos: row.consent_photos === 1,
        }
      : { rating: null, body: '', language: locale, displayName: name ?? '', consentName: false, consentPhotos: false },
  }
}

/** Keeps what was typed in a refused send, while the review is still asked for. */
export async function keepEntries(token: string, entries: ReviewEntries): Promise<void> {
  const db = await getDb()
  await db
    .updateTable('traveller_reviews')
    .set({
      rating: entries.rating,
      body: entries.body,
      language: entries.language,
      display_name: entries.displayName,
      consent_name: entries.consentName ? 1 : 0,
      consent_photos: entries.consentPhotos ? 1 : 0,
    })
    .where('token', '=', token)
    .where('status', '=', 'requested')
    .execute()
}

/**
 * Stores the family's review and its photos (each `pending`) in one transaction; 'closed' when the
 * link was already answered (sent or declined), and nothing is written.
 */
export async function sendReview(
  token: string,
  values: ReviewFormValues,
  photos: PreparedPicture[],
  now: number = Date.now(),
): Promise<{ outcome: 'sent'; reviewId: number } | { outcome: 'closed' }> {
  const db = await getDb()
  return writeTransaction(db, async (tx) => {
    const review = await tx
      .updateTable('traveller_reviews')
      .set((eb) => ({
        status: 'pending',
        submitted_at: now,
        rating: values.rating,
        body: values.body,
        language: values.language,
        display_name: values.displayName,
        consent_name: values.consentName ? 1 : 0,
        consent_photos: values.consentPhotos ? 1 : 0,
        version: eb('version', '+', 1),
      }))
      .where('token', '=', token)
      .where('status', '=', 'requested')
      .returning('id')
      .executeTakeFirst()
    if (!review) return { outcome: 'closed' }
    if (photos.length > 0) {
      await tx
        .insertInto('traveller_review_photos')
        .values(
          photos.map((photo, position) => ({
            review_id: review.id,
            position,
            bytes: photo.data,
            content_type: 'image/webp',
            width: photo.width,
            height: photo.height,
          })),
        )
        .execute()
    }
    return { outcome: 'sent', reviewId: review.id }
  })
}

/** The family's "no, thank you": never asked again. 'closed' when the link was already answered. */
export async function declineReview(token: string, now: number = Date.now()): Promise<'declined' | 'closed'> {
  const db = await getDb()
  const result = await db
    .updateTable('traveller_reviews')
    .set((eb) => ({ status: 'declined', declined_at: now, version: eb('version', '+', 1) }))
    .where('token', '=', token)
    .where('status', '=', 'requested')
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0 ? 'declined' : 'closed'
}
