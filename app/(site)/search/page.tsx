import type { Metadata } from 'next'
import { getPopularTrips, getTripCategories } from '@/lib/catalog'
import { parseTripFilters } from '@/lib/catalog/filters'
import { searchTrips } from '@/lib/catalog/search'
import { boundQuery } from '@/lib/catalog/search/engine'
import { ROUTES } from '@/lib/site/routes'
import { pageMetadata } from '@/lib/seo'
import { PageHeader } from '@/components/catalog/page-header'
import { SearchForm, SearchResults } from '@/components/catalog/search-results'

type Params = Record<string, string | string[] | undefined>
type Props = { searchParams: Promise<Params> }

function readQuery(params: Params): string {
  const { q } = params
  return boundQuery((Array.isArray(q) ? q[0] : q) ?? '')
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const query = readQuery(await searchParams)
  return {
    ...pageMetadata({
      path: ROUTES.search,
      title: query ? `Search results for \u201c${query}\u201d` : 'Search trips',
      description: 'Search our pilgrimage, domestic and international tour packages by place, temple or name.',
    }),
    // Result lists are not pages of their own for search engines; the trips they link to are.
    robots: { index: false, follow: true },
  }
}

export default async function SearchPage({ searchParams }: Props) {
  const params = await searchParams
  const query = readQuery(params)
  const [{ data, failed }, popular, categories] = await Promise.all([
    query ? searchTrips(query) : { data: { trips: [], variants: [] }, failed: false },
    getPopularTrips(),
    getTripCategories(),
  ])
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
        <SearchResults
          query={query}
          result={data}
          failed={failed}
          popular={popular}
          categories={categories}
          filtered={parseTripFilters(params)}
        />
      </section>
    </>
  )
}
