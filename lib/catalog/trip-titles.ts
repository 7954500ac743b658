import 'server-only'
import { getCatalogSource } from '@/lib/catalog/source'

/**
 * The catalogue's trip titles by slug, for naming the trip of a lead (the lead keeps the slug
 * the form sent). Kept for a minute in this process; the back office and the notifier read it
 * outside any page cache. A source that cannot be read gives no titles, and slugs are shown.
 */
const TTL_MS = 60_000
const holder = globalThis as typeof globalThis & {
  __gopuramTripTitles?: { at: number; titles: Promise<Map<string, string>> }
}

export function getCatalogTripTitles(): Promise<Map<string, string>> {
  const cached = holder.__gopuramTripTitles
  if (cached && Date.now() - cached.at < TTL_MS) return cached.titles
  const titles = getCatalogSource()
    .allTrips()
    .then((trips) => new Map(trips.map((trip) => [trip.slug, trip.title])))
    .catch((error: unknown) => {
      console.error(`[admin] trip titles could not be read: ${(error as Error).message}`)
      holder.__gopuramTripTitles = undefined
      return new Map<string, string>()
    })
  holder.__gopuramTripTitles = { at: Date.now(), titles }
  return titles
}
