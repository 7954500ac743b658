import type { MetadataRoute } from 'next'
import { getAllTrips } from '@/lib/catalog'
import { ROUTES, SITEMAP_PATHS, tripPath } from '@/lib/routes'
import { absoluteUploadUrl, absoluteUrl } from '@/lib/seo'

/** Every public page and every trip with its photos; an unreachable source leaves the trips out until it answers. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const { data: trips } = await getAllTrips()
  return [
    ...SITEMAP_PATHS.map((path) => ({
      url: absoluteUrl(path),
      changeFrequency: 'weekly' as const,
      priority: path === ROUTES.home ? 1 : 0.7,
    })),
    ...trips.map((trip) => ({
      url: absoluteUrl(tripPath(trip.slug)),
      changeFrequency: 'weekly' as const,
      priority: 0.8,
      images: trip.images.map(absoluteUploadUrl),
    })),
  ]
}
