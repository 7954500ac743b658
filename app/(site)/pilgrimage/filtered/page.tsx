import type { Metadata } from 'next'
import { getCategoryTrips } from '@/lib/catalog'
import { parseTripFilters } from '@/lib/catalog/filters'
import { CategoryPage } from '@/components/catalog/category-page'
import { metadata as categoryMetadata } from '../page'

/** /pilgrimage with filters in its query string (rewritten here by next.config.ts): not a page of its own for search engines. */
export const metadata: Metadata = { ...categoryMetadata, robots: { index: false, follow: true } }

export default async function Page({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  return (
    <CategoryPage
      category="pilgrimage"
      trips={await getCategoryTrips('pilgrimage')}
      filtered={parseTripFilters(await searchParams)}
    />
  )
}
