import 'server-only'
import { randomUUID } from 'node:crypto'
import { unstable_cache } from 'next/cache'
import { getAllTrips, getStoredTrip, getTripCategories, type Loaded } from '@/lib/catalog/reads'
import type { StoredTripSummary, TripSummary } from '@/lib/catalog/types'
import { getEnv } from '@/lib/platform/env'
import { CACHE_TAGS } from '@/lib/site/constants'
import { secondsToMidnightInIndia } from '@/lib/site/format'
import { createTripSearch, searchDocumentOf, type SearchDocument, type SearchOutcome, type TripSearch } from './engine'
import { DEFAULT_LOCALE, type Locale } from '@/lib/site/i18n/locales'
import { localizeTripSummaries } from '@/lib/catalog/localize'

/**
 * The site's one trip search: the /search page, the search box's suggestions (app/api/search)
 * and the category filters read it. The index lives in this process's memory, built from the
 * cached catalogue (getSearchDocuments) and built again only when the catalogue changes: a
 * version entry in Next's data cache carries the trips' cache tags, so the editor's updateTag, a
 * provider's revalidation and the periodic revalidation give it a new value, which every instance
 * reads from the shared cache. A request never builds an index unless the version moved.
 */

/** The tags of everything search reads. */
const SEARCH_CACHE_TAGS = [CACHE_TAGS.allTrips, CACHE_TAGS.tripDetail, CACHE_TAGS.homeCategories]

/** The index and the trips it finds, as the lists show them: both from one read of the catalogue. */
interface BuiltSearch {
  search: TripSearch
  trips: Map<string, StoredTripSummary>
}

const holder = globalThis as typeof globalThis & {
  __gopuramTripSearch?: { version: string; built: Promise<BuiltSearch> }
}

/** Trip details read at once while the search index is built, so a provider is not asked for all of them together. */
const SEARCH_DETAIL_READS_AT_ONCE = 8

/**
 * What search reads of each of these trips (the trip list's), from the cached reads the pages use: the home
 * categories (a trip's category names) and each trip's detail. A trip whose detail cannot be read is searched by its
 * title alone.
 */
async function getSearchDocuments(trips: readonly StoredTripSummary[]): Promise<SearchDocument[]> {
  const categoriesOf = await getTripCategories()
  const documents: SearchDocument[] = []
  for (let start = 0; start < trips.length; start += SEARCH_DETAIL_READS_AT_ONCE) {
    const batch = trips.slice(start, start + SEARCH_DETAIL_READS_AT_ONCE)
    const details = await Promise.all(batch.map((trip) => getStoredTrip(trip.slug)))
    batch.forEach((trip, i) =>
      documents.push(searchDocumentOf(trip, details[i]!.data, categoriesOf.get(trip.slug) ?? [])),
    )
  }
  return documents
}

/** A new value whenever the catalogue's entries are revalidated, and at midnight in India (departures). */
function catalogueVersion(): Promise<string> {
  return unstable_cache(async () => randomUUID(), ['catalog', 'search-version'], {
    tags: SEARCH_CACHE_TAGS,
    revalidate: Math.min(getEnv().REVALIDATE_SECONDS, secondsToMidnightInIndia()),
  })()
}

/**
 * The index of the catalogue as it is now; requests that arrive while it is built wait for the same one. A request
 * reads only the small version entry: the trip list (2,000 trips are a large entry to parse) is read at the build.
 */
async function getBuiltSearch(): Promise<BuiltSearch> {
  const version = await catalogueVersion()
  const held = holder.__gopuramTripSearch
  if (held?.version === version) return held.built
  const built = getAllTrips().then(async (list) => {
    // A trip list that cannot be read leaves search unavailable (searchTrips answers failed).
    if (list.failed) throw new Error('the trip list could not be read')
    return {
      search: createTripSearch(await getSearchDocuments(list.data)),
      trips: new Map(list.data.map((trip) => [trip.slug, trip])),
    }
  })
  holder.__gopuramTripSearch = { version, built }
  // A build that failed is not kept: the next request tries again.
  built.catch(() => {
    if (holder.__gopuramTripSearch?.built === built) holder.__gopuramTripSearch = undefined
  })
  return built
}

export interface TripSearchResult extends Omit<SearchOutcome, 'slugs'> {
  trips: TripSummary[]
}

/** The trips a query finds, best first, as the lists show them; `failed` when the catalogue could not be read. */
export async function searchTrips(
  query: string,
  options: { limit?: number; locale?: Locale } = {},
): Promise<Loaded<TripSearchResult>> {
  try {
    const { search, trips: bySlug } = await getBuiltSearch()
    const { slugs, ...outcome } = search.search(query, options)
    const found = slugs.flatMap((slug) => bySlug.get(slug) ?? [])
    const trips = localizeTripSummaries(found, options.locale ?? DEFAULT_LOCALE)
    return { data: { ...outcome, trips }, failed: false }
  } catch (error) {
    console.error(`[catalog] search failed: ${(error as Error).message}`)
    return { data: { trips: [], variants: [] }, failed: true }
  }
}
