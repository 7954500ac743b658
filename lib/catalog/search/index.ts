import 'server-only'
import { randomUUID } from 'node:crypto'
import { unstable_cache } from 'next/cache'
import { getAllTrips, getSearchDocuments, type Loaded } from '@/lib/catalog'
import type { TripSummary } from '@/lib/catalog/types'
import { getEnv } from '@/lib/platform/env'
import { CACHE_TAGS } from '@/lib/site/constants'
import { secondsToMidnightInIndia } from '@/lib/site/format'
import { createTripSearch, type SearchOutcome, type TripSearch } from './engine'

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

const holder = globalThis as typeof globalThis & {
  __gopuramTripSearch?: { version: string; search: Promise<TripSearch> }
}

/** A new value whenever the catalogue's entries are revalidated, and at midnight in India (departures). */
function catalogueVersion(): Promise<string> {
  return unstable_cache(async () => randomUUID(), ['catalog', 'search-version'], {
    tags: SEARCH_CACHE_TAGS,
    revalidate: Math.min(getEnv().REVALIDATE_SECONDS, secondsToMidnightInIndia()),
  })()
}

/** The index of the catalogue as it is now; requests that arrive while it is built wait for the same one. */
export async function getTripSearch(): Promise<TripSearch> {
  const version = await catalogueVersion()
  const held = holder.__gopuramTripSearch
  if (held?.version === version) return held.search
  const search = getSearchDocuments().then(createTripSearch)
  holder.__gopuramTripSearch = { version, search }
  // A build that failed is not kept: the next request tries again.
  search.catch(() => {
    if (holder.__gopuramTripSearch?.search === search) holder.__gopuramTripSearch = undefined
  })
  return search
}

export interface TripSearchResult extends Omit<SearchOutcome, 'slugs'> {
  trips: TripSummary[]
}

/** The trips a query finds, best first, as the lists show them; `failed` when the catalogue could not be read. */
export async function searchTrips(query: string, options: { limit?: number } = {}): Promise<Loaded<TripSearchResult>> {
  try {
    const [search, list] = await Promise.all([getTripSearch(), getAllTrips()])
    const { slugs, ...outcome } = search.search(query, options)
    const bySlug = new Map(list.data.map((trip) => [trip.slug, trip]))
    const trips = slugs.flatMap((slug) => bySlug.get(slug) ?? [])
    return { data: { ...outcome, trips }, failed: list.failed }
  } catch (error) {
    console.error(`[catalog] search failed: ${(error as Error).message}`)
    return { data: { trips: [], variants: [] }, failed: true }
  }
}
