import type { Metadata } from 'next'
import { FilteredCategoryPage, type SearchParams } from '@/components/catalog/category-page'
import { metadata as categoryMetadata } from '../page'

/** /pilgrimage with filters in its query string (rewritten here by next.config.ts): not a page of its own for search engines. */
export const metadata: Metadata = { ...categoryMetadata, robots: { index: false, follow: true } }

export default function Page({ searchParams }: { searchParams: SearchParams }) {
  return <FilteredCategoryPage category="pilgrimage" searchParams={searchParams} />
}
