import type { Metadata } from 'next'
import { FilteredCategoryPage, categoryMetadata, type SearchParams } from '@/components/catalog/category-page'

/** /domestic with filters in its query string (rewritten here by proxy.ts): not a page of its own for search engines. */
export async function generateMetadata(): Promise<Metadata> {
  return { ...(await categoryMetadata('domestic')), robots: { index: false, follow: true } }
}

export default function Page({ searchParams }: { searchParams: SearchParams }) {
  return <FilteredCategoryPage category="domestic" searchParams={searchParams} />
}
