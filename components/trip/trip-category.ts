import { getCategoryTrips } from '@/lib/catalog'
import { CATEGORY_KEYS, siteConfig } from '@/lib/site-config'
import type { Crumb } from '@/components/catalog/breadcrumb'

/**
 * The category crumb of a trip page: the first of the three category lists (cached reads)
 * that holds the slug. A trip in none of them, or a failed read, gets no category crumb.
 */
export async function tripCategoryCrumb(slug: string): Promise<Crumb | undefined> {
  const lists = await Promise.all(CATEGORY_KEYS.map((key) => getCategoryTrips(key)))
  const index = lists.findIndex((list) => list.data.some((trip) => trip.slug === slug))
  if (index < 0) return undefined
  const { label, href } = siteConfig.categories[CATEGORY_KEYS[index]]
  return { label, href }
}
