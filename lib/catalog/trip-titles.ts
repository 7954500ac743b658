import 'server-only'
import { getCatalogSource } from '@/lib/catalog/source'
import { localizeTripSummary } from '@/lib/catalog/localize'
import type { StoredTripSummary } from '@/lib/catalog/types'
import { DEFAULT_LOCALE, type Locale } from '@/lib/site/i18n/locales'

/**
 * The catalogue's trip titles by slug, for naming the trip of a lead (the lead keeps the slug
 * the form sent), in English by default or in another language where the catalogue has the trip
 * in it (a quote in Tamil names its trip in Tamil). Kept for a minute in this process; the back
 * office and the notifier read it outside any page cache. A source that cannot be read gives no
 * titles, and slugs are shown.
 */
const TTL_MS = 60_000
const holder = globalThis as typeof globalThis & {
  __gopuramCatalogTrips?: CatalogRead
}

interface CatalogRead {
  at: number
  trips: Promise<StoredTripSummary[]>
  /** Each language's titles, made once per read of the trips. */
  titles: Partial<Record<Locale, Promise<Map<string, string>>>>
}

function catalogTrips(): CatalogRead {
  const cached = holder.__gopuramCatalogTrips
  if (cached && Date.now() - cached.at < TTL_MS) return cached
  const trips = getCatalogSource()
    .allTrips()
    .catch((error: unknown) => {
      console.error(`[admin] trip titles could not be read: ${(error as Error).message}`)
      holder.__gopuramCatalogTrips = undefined
      return [] as StoredTripSummary[]
    })
  const read: CatalogRead = { at: Date.now(), trips, titles: {} }
  holder.__gopuramCatalogTrips = read
  return read
}

export function getCatalogTripTitles(locale: Locale = DEFAULT_LOCALE): Promise<Map<string, string>> {
  const read = catalogTrips()
  read.titles[locale] ??= read.trips.then(
    (trips) => new Map(trips.map((trip) => [trip.slug, localizeTripSummary(trip, locale).title])),
  )
  return read.titles[locale]
}
