import type { Metadata } from 'next'
import { getAllTrips } from '@/lib/catalog'
import { ROUTES } from '@/lib/site/routes'
import { pageMetadata } from '@/lib/seo'
import { filterTripsByTitle, SEARCH_QUERY_MAX_LENGTH } from '@/lib/catalog/search'
import { PageHeader } from '@/components/catalog/page-header'
import { SearchForm, SearchResults } from '@/components/catalog/search-results'

type Props = { searchParams: Promise<{ q?: string | string[] }> }

async function readQuery(searchParams: Props['searchParams']): Promise<string> {
  const { q } = await searchParams
  const value = Array.isArray(q) ? q[0] : q
  return (value ?? '').trim().slice(0, SEARCH_QUERY_MAX_LENGTH)
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const query = await readQuery(searchParams)
  return {
    ...pageMetadata({
      path: ROUTES.search,
      title: query ? `Search results for \u201c${query}\u201d` : 'Search trips',
      description: 'Search our pilgrimage, domestic and international tour packages by name.',
    }),
    // Result lists are not pages of their own for search engines; the trips they link to are.
    robots: { index: false, follow: true },
  }
}

export default async function SearchPage({ searchParams }: Props) {
  const query = await readQuery(searchParams)
  const { data, failed } = await getAllTrips()
  const trips = filterTripsByTitle(data, query)
  return (
    <>
      <PageHeader
        crumbs={[{ label: 'Search' }]}
        eyebrow="Find your trip"
        title={query ? `Results for \u201c${query}\u201d` : 'Search trips'}
      >
        <SearchForm query={query} />
      </PageHeader>
      <section aria-label="Search results" className="section container-site">
        <SearchResults query={query} trips={trips} failed={failed} />
      </section>
    </>
  )
}
