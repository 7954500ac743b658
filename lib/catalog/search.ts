import type { TripSummary } from '@/lib/catalog/types'

/** Longer search queries are cut to this length before matching. */
export const SEARCH_QUERY_MAX_LENGTH = 100

/** Case-insensitive title search over trips; the search box and the /search page agree. */
export function filterTripsByTitle<T extends Pick<TripSummary, 'title'>>(trips: T[], query: string): T[] {
  const needle = query.trim().toLowerCase()
  if (!needle) return []
  return trips.filter((trip) => trip.title.toLowerCase().includes(needle))
}
