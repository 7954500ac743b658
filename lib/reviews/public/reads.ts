import 'server-only'
import { unstable_cache } from 'next/cache'
import { cache } from 'react'
import { getDb } from '@/lib/platform/db'
import { getEnv } from '@/lib/platform/env'
import { CACHE_TAGS } from '@/lib/site/constants'
import { DEFAULT_LOCALE, type Locale } from '@/lib/site/i18n/locales'
import { TRAVELLER_REVIEWS_TAG } from '@/lib/reviews/constants'
import {
  localizePhoto,
  localizeReview,
  ratingSummary,
  type PublishedPhoto,
  type PublishedReview,
  type RatingSummary,
} from './localize'
import {
  readPublishedPhotos,
  readPublishedReviews,
  type StoredPublishedPhoto,
  type StoredPublishedReview,
} from './store'

/**
 * The published reviews and photos as the pages read them, through Next's data cache under
 * TRAVELLER_REVIEWS_TAG (a staff decision revalidates it at once) and the catalogue's reviews tag
 * (a trip's save, POST /api/revalidate), and revalidated every
 * REVALIDATE_SECONDS as the catalogue's reads are (lib/catalog/reads.ts). The cache keeps both
 * languages, one entry for all trips (an agency's reviews are few); each getter picks and
 * localises after the read. A failed read shows no reviews rather than failing the page, and is
 * not cached: the next render reads again.
 */

function cachedRead<T>(key: string, read: () => Promise<T>): Promise<T> {
  return unstable_cache(read, ['traveller-reviews', key], {
    // The catalogue's reviews tag too: the captions name the trip by its title today, and a trip's
    // save in the editor (or the provider's revalidation) refreshes the reviews that name it.
    tags: [TRAVELLER_REVIEWS_TAG, CACHE_TAGS.reviews],
    revalidate: getEnv().REVALIDATE_SECONDS,
  })()
}

async function orNone<T>(what: string, read: () => Promise<T[]>): Promise<T[]> {
  try {
    return await read()
  } catch (error) {
    console.error(`[reviews] ${what} failed: ${(error as Error).message}`)
    return []
  }
}

/** One read per request (React cache), shared by a page's sections and its JSON-LD. */
const storedReviews = cache((): Promise<StoredPublishedReview[]> =>
  orNone('published reviews', () => cachedRead('reviews', async () => readPublishedReviews(await getDb()))),
)
const storedPhotos = cache((): Promise<StoredPublishedPhoto[]> =>
  orNone('published photos', () => cachedRead('photos', async () => readPublishedPhotos(await getDb()))),
)

/** Every approved review, newest first, in the page's language (the testimonials page). */
export async function getTravellerReviews(locale: Locale = DEFAULT_LOCALE): Promise<PublishedReview[]> {
  return (await storedReviews()).map((review) => localizeReview(review, locale))
}

/** A trip's approved reviews, newest first, in the page's language. */
export async function getTripTravellerReviews(
  tripId: string,
  locale: Locale = DEFAULT_LOCALE,
): Promise<PublishedReview[]> {
  return (await storedReviews())
    .filter((review) => review.tripId === tripId)
    .map((review) => localizeReview(review, locale))
}

/** A trip's rating from its approved reviews: count and average to one decimal; null with none. */
export async function getTripRatingSummary(tripId: string): Promise<RatingSummary | null> {
  return ratingSummary((await storedReviews()).filter((review) => review.tripId === tripId))
}

/** Every published photo, newest first, in the page's language (the home and testimonials gallery). */
export async function getTravellerPhotos(locale: Locale = DEFAULT_LOCALE): Promise<PublishedPhoto[]> {
  return (await storedPhotos()).map((photo) => localizePhoto(photo, locale))
}

/** A trip's published photos, newest first. */
export async function getTripTravellerPhotos(
  tripId: string,
  locale: Locale = DEFAULT_LOCALE,
): Promise<PublishedPhoto[]> {
  return (await storedPhotos()).filter((photo) => photo.tripId === tripId).map((photo) => localizePhoto(photo, locale))
}
