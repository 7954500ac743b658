import 'server-only'
import { updateTag } from 'next/cache'
import { requireEmbeddedCatalog } from '@/lib/catalog/source'
import { TRIP_CACHE_TAGS } from '@/lib/site/constants'
import { CatalogEditError } from './trips'

/** Refused: the catalogue is the provider's, so it is edited there. */
export const UPSTREAM_EDIT_MESSAGE = 'The catalogue comes from the travel provider (TRAVEL_API_URL) and is edited there'

/** Every editor action's first check: the embedded store is the catalogue, else the edit is refused. */
export function assertEditable(): void {
  requireEmbeddedCatalog(() => {
    throw new CatalogEditError(UPSTREAM_EDIT_MESSAGE)
  })
}

/**
 * After a change a public trip page shows (a trip, its pictures, seats, a city's name, the
 * threshold): expires the trip tags with updateTag, so the next request waits for fresh data.
 */
export function publishTripChange(): void {
  for (const tag of TRIP_CACHE_TAGS) updateTag(tag)
}
