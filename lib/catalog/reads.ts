import 'server-only'
import { unstable_cache } from 'next/cache'
import { cache } from 'react'
import { CACHE_TAGS, FOOTER_TRIP_LIMIT, HOME_TRIPS_PER_CATEGORY, type CacheTag } from '@/lib/site/constants'
import { getEnv } from '@/lib/platform/env'
import { secondsToMidnightInIndia } from '@/lib/site/format'
import { buildNavigation, fallbackNavigation, type Navigation } from '@/lib/catalog/navigation'
import { getCatalogSource, getCategoryIds } from '@/lib/catalog/source'
import { CATEGORY_KEYS, HOME_CATEGORY_KEYS, type CategoryKey, type HomeCategoryKey } from '@/lib/site/config'
import type {
  Banner,
  Review,
  StoredTripDetail,
  StoredTripSummary,
  TickerItem,
  TripDetail,
  TripSummary,
  Video,
} from '@/lib/catalog/types'
import { DEFAULT_LOCALE, type Locale } from '@/lib/site/i18n/locales'
import {
  localizeBanner,
  localizeReview,
  localizeTicker,
  localizeTripDetail,
  localizeTripSummaries,
  localizeVideo,
} from '@/lib/catalog/localize'

/** A page rendered from a failed read is kept only this long, so it heals quickly. */
const FAILED_READ_RETRY_SECONDS = 15

/**
 * The catalogue's cached reads: the getters pages, search and the itinerary call, each with its
 * cache policy. Reads go through Next's data cache, tagged and
 * revalidated every REVALIDATE_SECONDS. The cache keeps what the source answers (stored, both
 * languages); each getter localises after the read, so both languages share one entry. A failing read throws inside the cache (so a
 * failure is never cached and a failed revalidation keeps the last good data); the
 * fallback is decided here, outside it.
 */

export interface Loaded<T> {
  data: T
  /** True when the source could not be read and `data` is the empty fallback. */
  failed: boolean
}

function cachedRead<T>(
  tag: CacheTag,
  key: string[],
  read: () => Promise<T>,
  revalidate: number = getEnv().REVALIDATE_SECONDS,
): Promise<T> {
  return unstable_cache(read, ['catalog', ...key], { tags: [tag], revalidate })()
}

/**
 * A read whose answer carries departures (`availableDates`, `nextDeparture`). The provider leaves
 * a departure out from its own day in India on, so an answer is good until the next midnight
 * there: the entry's lifetime ends then at the latest, and since Next lowers a prerendered page's
 * revalidation time to the shortest lifetime it read, the ISR page goes stale at midnight too.
 * The next visit renders it again (answered once from the stale page meanwhile); a source read
 * that fails then keeps the last good entry, as every read does. An entry made just before
 * midnight may serve the new day for up to REVALIDATE_SECONDS, listing at worst a departure
 * that is today, never one that has passed: every lifetime here is under a day.
 * (cacheLife would say this with 'use cache'; the site keeps the classic model, without
 * cacheComponents.)
 */
function cachedDatedRead<T>(tag: CacheTag, key: string[], read: () => Promise<T>): Promise<T> {
  return cachedRead(tag, key, read, Math.min(getEnv().REVALIDATE_SECONDS, secondsToMidnightInIndia()))
}

/**
 * A page rendered from a failed read must not be kept for the full ISR period:
 * reading this short-lived entry lowers the page's revalidation time, so the next
 * visit after FAILED_READ_RETRY_SECONDS renders it again from the source.
 */
async function shortenPageLifetime(): Promise<void> {
  await unstable_cache(async () => true, ['catalog', 'failed-read'], {
    revalidate: FAILED_READ_RETRY_SECONDS,
  })()
}

async function load<T>(what: string, read: () => Promise<T>, fallback: T): Promise<Loaded<T>> {
  try {
    return { data: await read(), failed: false }
  } catch (error) {
    console.error(`[catalog] ${what} failed: ${(error as Error).message}`)
    await shortenPageLifetime()
    return { data: fallback, failed: true }
  }
}

/** A loaded answer in a page's language: localized after the cached read, so both languages share one entry. */
async function inLocale<S, T>(loaded: Promise<Loaded<S>>, localize: (data: S) => T): Promise<Loaded<T>> {
  const { data, failed } = await loaded
  return { data: localize(data), failed }
}

export function getBanners(locale: Locale = DEFAULT_LOCALE): Promise<Loaded<Banner[]>> {
  return inLocale(
    load('banner list', () => cachedRead(CACHE_TAGS.banners, ['banners'], () => getCatalogSource().banners()), []),
    (banners) => banners.map((banner) => localizeBanner(banner, locale)),
  )
}

export async function getNavigation(): Promise<Navigation> {
  const groups = await load(
    'navigation dropdown',
    () => cachedRead(CACHE_TAGS.navigation, ['dropdown'], () => getCatalogSource().dropdown()),
    null,
  )
  return groups.data ? buildNavigation(groups.data) : fallbackNavigation()
}

export function getCategoryTrips(
  category: CategoryKey,
  locale: Locale = DEFAULT_LOCALE,
): Promise<Loaded<TripSummary[]>> {
  const categoryId = getCategoryIds()[category]
  return inLocale(
    load(
      `${category} trips`,
      () =>
        cachedDatedRead(CACHE_TAGS.categoryTrips, ['category-trips', categoryId], () =>
          getCatalogSource().tripsByCategory(categoryId),
        ),
      [],
    ),
    (trips) => localizeTripSummaries(trips, locale),
  )
}

export async function getFooterTrips(locale: Locale = DEFAULT_LOCALE): Promise<TripSummary[]> {
  const { data } = await getCategoryTrips('pilgrimage', locale)
  return data.slice(0, FOOTER_TRIP_LIMIT)
}

/** Spec §7: the home categories matched case-insensitively by name, with every trip of each. */
async function getTripsByHomeCategory(
  locale: Locale = DEFAULT_LOCALE,
): Promise<Loaded<Record<HomeCategoryKey, TripSummary[]>>> {
  const result = await load(
    'home categories',
    () =>
      cachedDatedRead(CACHE_TAGS.homeCategories, ['home-categories'], () => getCatalogSource().categoriesWithTrips()),
    [],
  )
  const byKey = Object.fromEntries(
    HOME_CATEGORY_KEYS.map((key) => {
      const match = result.data.find((c) => c.category.trim().toLowerCase() === key)
      return [key, localizeTripSummaries(match?.trips ?? [], locale)]
    }),
  ) as Record<HomeCategoryKey, TripSummary[]>
  return { data: byKey, failed: result.failed }
}

/** Spec §7: the home page's trip sections, the first 6 trips of each category. */
export async function getHomeCategories(
  locale: Locale = DEFAULT_LOCALE,
): Promise<Loaded<Record<HomeCategoryKey, TripSummary[]>>> {
  const { data, failed } = await getTripsByHomeCategory(locale)
  const firstOfEach = Object.fromEntries(
    HOME_CATEGORY_KEYS.map((key) => [key, data[key].slice(0, HOME_TRIPS_PER_CATEGORY)]),
  ) as Record<HomeCategoryKey, TripSummary[]>
  return { data: firstOfEach, failed }
}

/** Trips to offer when a search finds nothing: the first of each home category. */
export async function getPopularTrips(locale: Locale = DEFAULT_LOCALE): Promise<TripSummary[]> {
  const { data } = await getTripsByHomeCategory(locale)
  return HOME_CATEGORY_KEYS.flatMap((key) => data[key].slice(0, 1))
}

/** Every honeymoon package (the honeymoon category has no list call of its own in the spec's API). */
export async function getHoneymoonTrips(locale: Locale = DEFAULT_LOCALE): Promise<Loaded<TripSummary[]>> {
  const { data, failed } = await getTripsByHomeCategory(locale)
  return { data: data.honeymoon, failed }
}

/** One read per request (React cache), shared by a trip page's metadata and body, so a failure is logged once. */
const readTrip = cache((slug: string): Promise<Loaded<StoredTripDetail | null>> =>
  load(
    `trip ${slug}`,
    () => cachedDatedRead(CACHE_TAGS.tripDetail, ['trip', slug], () => getCatalogSource().tripDetail(slug)),
    null,
  ),
)

/** A trip as the provider gives it, both languages (the search index reads them): the same per-request read as getTrip's. */
export function getStoredTrip(slug: string): Promise<Loaded<StoredTripDetail | null>> {
  return readTrip(slug)
}

/** A trip's page in a language (English, with its Tamil dropped, by default). */
export function getTrip(slug: string, locale: Locale = DEFAULT_LOCALE): Promise<Loaded<TripDetail | null>> {
  return inLocale(readTrip(slug), (trip) => (trip ? localizeTripDetail(trip, locale) : null))
}

/** The slug of today of a trip renamed in the back office, for the 308 from its old address; null for none. */
export async function getTripRedirect(slug: string): Promise<string | null> {
  const { data } = await load(
    `trip redirect ${slug}`,
    () => cachedRead(CACHE_TAGS.tripDetail, ['trip-redirect', slug], () => getCatalogSource().tripRedirect(slug)),
    null,
  )
  return data
}

/**
 * Where a trip is listed, and that list: the first of the three category lists (cached reads)
 * that holds the slug, else the honeymoon packages. A trip listed nowhere, or a failed
 * read, has none.
 */
export async function getTripListing(
  slug: string,
  locale: Locale = DEFAULT_LOCALE,
): Promise<{ category: HomeCategoryKey; trips: TripSummary[] } | undefined> {
  const lists = await Promise.all(CATEGORY_KEYS.map((key) => getCategoryTrips(key, locale)))
  const index = lists.findIndex((list) => list.data.some((trip) => trip.slug === slug))
  if (index >= 0) return { category: CATEGORY_KEYS[index], trips: lists[index].data }
  const { data: honeymoon } = await getHoneymoonTrips(locale)
  return honeymoon.some((trip) => trip.slug === slug) ? { category: 'honeymoon', trips: honeymoon } : undefined
}

export function getPilgrimageTicker(locale: Locale = DEFAULT_LOCALE): Promise<Loaded<TickerItem[]>> {
  return inLocale(
    load(
      'pilgrimage ticker',
      () => cachedDatedRead(CACHE_TAGS.pilgrimageTicker, ['ticker'], () => getCatalogSource().pilgrimageTicker()),
      [],
    ),
    (items) => items.map((item) => localizeTicker(item, locale)),
  )
}

/**
 * Every trip. In a language, localized; without one, as the provider sent it, Tamil and all: the
 * search index reads both languages of each trip.
 */
export function getAllTrips(): Promise<Loaded<StoredTripSummary[]>>
export function getAllTrips(locale: Locale): Promise<Loaded<TripSummary[]>>
export function getAllTrips(locale?: Locale): Promise<Loaded<StoredTripSummary[] | TripSummary[]>> {
  const loaded = load<StoredTripSummary[]>(
    'trip list',
    () => cachedDatedRead(CACHE_TAGS.allTrips, ['all-trips'], () => getCatalogSource().allTrips()),
    [],
  )
  return locale ? inLocale(loaded, (trips) => localizeTripSummaries(trips, locale)) : loaded
}

/** The home categories each trip is listed in, by slug (a failed read lists none). */
export async function getTripCategories(): Promise<Map<string, HomeCategoryKey[]>> {
  const { data: byCategory } = await getTripsByHomeCategory()
  const categoriesOf = new Map<string, HomeCategoryKey[]>()
  for (const key of HOME_CATEGORY_KEYS)
    for (const trip of byCategory[key]) categoriesOf.set(trip.slug, [...(categoriesOf.get(trip.slug) ?? []), key])
  return categoriesOf
}

export function getReviews(locale: Locale = DEFAULT_LOCALE): Promise<Loaded<Review[]>> {
  return inLocale(
    load('review list', () => cachedRead(CACHE_TAGS.reviews, ['reviews'], () => getCatalogSource().reviews()), []),
    (reviews) => reviews.map((review) => localizeReview(review, locale)),
  )
}

export function getVideos(locale: Locale = DEFAULT_LOCALE): Promise<Loaded<Video[]>> {
  return inLocale(
    load('video list', () => cachedRead(CACHE_TAGS.videos, ['videos'], () => getCatalogSource().videos()), []),
    (videos) => videos.map((video) => localizeVideo(video, locale)),
  )
}
