import type { MetadataRoute } from 'next'
import { getAllTrips, getCategoryTrips, getHoneymoonTrips } from '@/lib/catalog'
import { CATEGORY_KEYS } from '@/lib/site/config'
import { CATEGORY_ROUTES, ROUTES, SITEMAP_PATHS, tripPath } from '@/lib/site/routes'
import { absoluteUploadUrl, absoluteUrl } from '@/lib/seo'
import type { TripSummary } from '@/lib/catalog/types'

/** The newest change among these trips (ISO date-times compare as text), if the catalogue dates them. */
function newest(trips: readonly TripSummary[]): string | undefined {
  return trips.reduce<string | undefined>(
    (latest, trip) => (trip.updatedAt && (!latest || trip.updatedAt > latest) ? trip.updatedAt : latest),
    undefined,
  )
}

/**
 * Every public page and every trip with its photos; an unreachable source leaves the trips out
 * until it answers. lastModified comes from the catalogue: a trip's own change, a list page's
 * newest trip, the home page's newest of all. Pages the catalogue does not feed have none.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [{ data: trips }, { data: honeymoon }, ...categories] = await Promise.all([
    getAllTrips(),
    getHoneymoonTrips(),
    ...CATEGORY_KEYS.map((key) => getCategoryTrips(key)),
  ])
  const listed = new Map<string, string | undefined>([
    [ROUTES.home, newest(trips)],
    [ROUTES.honeymoon, newest(honeymoon)],
    ...CATEGORY_KEYS.map((key, i): [string, string | undefined] => [
      CATEGORY_ROUTES[key].href,
      newest(categories[i].data),
    ]),
  ])
  return [
    ...SITEMAP_PATHS.map((path) => {
      const lastModified = listed.get(path)
      return {
        url: absoluteUrl(path),
        ...(lastModified ? { lastModified } : {}),
        changeFrequency: 'weekly' as const,
        priority: path === ROUTES.home ? 1 : 0.7,
      }
    }),
    ...trips.map((trip) => ({
      url: absoluteUrl(tripPath(trip.slug)),
      ...(trip.updatedAt ? { lastModified: trip.updatedAt } : {}),
      changeFrequency: 'weekly' as const,
      priority: 0.8,
      images: trip.images.map(absoluteUploadUrl),
    })),
  ]
}
