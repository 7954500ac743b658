import type { Metadata } from 'next'
import { getLocale, getTranslations } from 'next-intl/server'
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
  const [query, locale, t] = await Promise.all([
    searchParams.then(readQuery),
    getLocale(),
    getTranslations('catalog.meta.search'),
  ])
  return {
    ...pageMetadata({
      path: ROUTES.search,
      locale,
      title: query ? t('resultsTitle', { query }) : t('title'),
      description: t('description'),
    }),
    // Result lists are not pages of their own for search engines; the trips they link to are.
    robots: { index: false, follow: true },
  }
}

export default async function SearchPage({ searchParams }: Props) {
  const params = await searchParams
  const query = readQuery(params)
  const t = await getTranslations('catalog.search')
  const locale = await getLocale()
  const [{ data, failed }, popular, categories] = await Promise.all([
    query ? searchTrips(query, { locale }) : { data: { trips: [], variants: [] }, failed: false },
    getPopularTrips(locale),
    getTripCategories(),
  ])
  return (
    <>
      <PageHeader
        crumbs={[{ label: t('crumb') }]}
        eyebrow={t('eyebrow')}
        title={query ? t('resultsTitle', { query }) : t('title')}
      >
        <SearchForm query={query} />
      </PageHeader>
      <section aria-label={t('results')} className="section container-site">
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
