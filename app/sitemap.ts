import type { MetadataRoute } from 'next'
import { getAllTrips, getCategoryTrips, getHoneymoonTrips } from '@/lib/catalog'
import { CATEGORY_KEYS } from '@/lib/site/config'
import { CATEGORY_ROUTES, ROUTES, SITEMAP_PATHS, tripPath } from '@/lib/site/routes'
import { absoluteUploadUrl, absoluteUrl, hreflangUrls } from '@/lib/seo'
import { LOCALES, localePath } from '@/lib/site/i18n/locales'
import type { TripSummary } from '@/lib/catalog/types'

/** The newest change among these trips (ISO date-times compare as text), if the catalogue dates them. */
function newest(trips: readonly Pick<TripSummary, 'updatedAt'>[]): string | undefined {
  return trips.reduce<string | undefined>(
    (latest, trip) => (trip.updatedAt && (!latest || trip.updatedAt > latest) ? trip.updatedAt : latest),
    undefined,
  )
}

/**
 * Every public page and every trip with its photos, in English and in Tamil, each with its
 * hreflang alternates; an unreachable source leaves the trips out
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
  const pages = [
    ...SITEMAP_PATHS.map((path) => {
      const lastModified = listed.get(path)
      return {
        path,
        ...(lastModified ? { lastModified } : {}),
        changeFrequency: 'weekly' as const,
        priority: path === ROUTES.home ? 1 : 0.7,
      }
    }),
    ...trips.map((trip) => ({
      path: tripPath(trip.slug),
      ...(trip.updatedAt ? { lastModified: trip.updatedAt } : {}),
      changeFrequency: 'weekly' as const,
      priority: 0.8,
      images: trip.images.map(absoluteUploadUrl),
    })),
  ]
  // Every page in each language, each entry naming all its languages (hreflang, x-default).
  return LOCALES.flatMap((locale) =>
    pages.map(({ path, ...entry }) => ({
      url: absoluteUrl(localePath(path, locale)),
      ...entry,
      alternates: { languages: hreflangUrls(path) },
    })),
  )
}
