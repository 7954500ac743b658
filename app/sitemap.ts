import type { MetadataRoute } from 'next'
import { getAllTrips } from '@/lib/catalog'
import { getEnv } from '@/lib/env'

const STATIC_PAGES = [
  '/',
  '/pilgrimage',
  '/domestic',
  '/international',
  '/honeymoon',
  '/customized-tours',
  '/testimonials',
  '/contact',
  '/privacy-policy',
  '/terms-conditions',
]

/** Every public page and every trip; an unreachable source leaves the trips out until it answers. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const { siteUrl } = getEnv()
  const { data: trips } = await getAllTrips()
  return [
    ...STATIC_PAGES.map((path) => ({
      url: `${siteUrl}${path === '/' ? '' : path}`,
      changeFrequency: 'weekly' as const,
      priority: path === '/' ? 1 : 0.7,
    })),
    ...trips.map((trip) => ({
      url: `${siteUrl}/trip/${encodeURIComponent(trip.slug)}`,
      changeFrequency: 'weekly' as const,
      priority: 0.8,
    })),
  ]
}
