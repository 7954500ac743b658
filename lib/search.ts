import type { TripSummary } from '@/lib/types'

/** Case-insensitive title search over trips; the search box and the /search page agree. */
export function filterTripsByTitle<T extends Pick<TripSummary, 'title'>>(trips: T[], query: string): T[] {
  const needle = query.trim().toLowerCase()
  if (!needle) return []
  return trips.filter((trip) => trip.title.toLowerCase().includes(needle))
}
