import { Search, SearchX } from 'lucide-react'
import { useLocale, useTranslations } from 'next-intl'
import type { ReactNode } from 'react'
import { SEARCH_QUERY_MAX_LENGTH } from '@/lib/catalog/search/config'
import type { TripSearchResult } from '@/lib/catalog/search'
import { spellingNotes } from '@/lib/catalog/search/notes'
import type { TripSummary } from '@/lib/catalog/types'
import { filteredHref, filterTrips, hasFilters, tripFacts, type TripFilters as Filters } from '@/lib/catalog/filters'
import type { CategoryKey, HomeCategoryKey } from '@/lib/site/config'
import { localePath } from '@/lib/site/i18n/locales'
import { TripFilters } from './trip-filters'
import { buttonVariants } from '@/components/ui/button'
import { fieldClassName } from '@/components/ui/input'
import { TripGrid } from '@/components/trip/trip-card'
import { cn } from '@/lib/site/utils'
import { CATEGORY_ROUTES, ROUTES, searchPath } from '@/lib/site/routes'

/** A plain GET form, so searching again works without JavaScript (and stays in the page's language). */
export function SearchForm({ query }: { query: string }) {
  const t = useTranslations('catalog.search')
  const locale = useLocale()
  return (
    <form action={localePath(ROUTES.search, locale)} method="get" role="search" className="mt-6 flex max-w-xl gap-2">
      <label htmlFor="search-page-q" className="sr-only">
        {t('inputLabel')}
      </label>
      <input
        id="search-page-q"
        name="q"
        type="search"
        defaultValue={query}
        maxLength={SEARCH_QUERY_MAX_LENGTH}
        placeholder={t('placeholder')}
        className={cn(fieldClassName, 'min-h-12 flex-1 rounded-full px-5')}
      />
      <button type="submit" className={buttonVariants({ variant: 'primary', size: 'lg', className: 'px-5' })}>
        <Search aria-hidden />
        <span className="sr-only sm:not-sr-only">{t('submit')}</span>
      </button>
    </form>
  )
}

/** How the search read the query: the corrected words it used, and the places named by another spelling. */
function SearchExplanation({ result }: { result: TripSearchResult }) {
  const t = useTranslations('catalog.search')
  const locale = useLocale()
  const notes = spellingNotes(result.variants, locale)
  if (!result.correctedQuery && notes.length === 0) return null
  return (
    <div className="mb-6 space-y-1 text-ink-muted" data-testid="search-explanation">
      {result.correctedQuery ? (
        <p>
          {t.rich('didYouMean', {
            query: result.correctedQuery,
            link: (chunks) => (
              <a
                href={localePath(searchPath(result.correctedQuery!), locale)}
                className="font-semibold text-maroon-800 underline underline-offset-2"
              >
                {chunks}
              </a>
            ),
          })}
        </p>
      ) : null}
      {notes.map(({ typed, name }) => (
        <p key={name}>{t('alsoWritten', { typed, name })}</p>
      ))}
    </div>
  )
}

/**
 * The results of /search: how many trips were found and how the query was read, then the trips;
 * or an empty state pointing to the category pages and a few popular trips.
 */
export function SearchResults({
  query,
  result,
  failed,
  popular,
  categories,
  filtered,
}: {
  query: string
  result: TripSearchResult
  failed: boolean
  popular: TripSummary[]
  /** Each trip's home categories, for the category filter. */
  categories: Map<string, HomeCategoryKey[]>
  filtered: { filters: Filters; ignored: string[] }
}) {
  const t = useTranslations('catalog.search')
  const locale = useLocale()
  if (failed) {
    return <EmptyState title={t('failedTitle')}>{t('failedText')}</EmptyState>
  }
  if (!query) {
    return <EmptyState title={t('promptTitle')}>{t('promptText')}</EmptyState>
  }
  if (result.trips.length === 0) {
    return (
      <>
        <EmptyState title={t('noResultsTitle', { query })}>{t('noResultsText')}</EmptyState>
        {popular.length > 0 ? (
          <div className="mt-12">
            <h2 className="mb-6 font-display text-2xl font-semibold">{t('popular')}</h2>
            <TripGrid trips={popular} preloadFirst={false} className="lg:grid-cols-4" />
          </div>
        ) : null}
      </>
    )
  }
  const { filters, ignored } = filtered
  const facts = result.trips.map((trip) => tripFacts(trip, categories.get(trip.slug)))
  const trips = filterTrips(result.trips, facts, filters)
  return (
    <>
      {/* Heads the results for screen readers: the cards' titles below are level 3. */}
      <h2 className="sr-only">{t('results')}</h2>
      <p role="status" className="mb-2 text-lg font-medium text-ink">
        {t('found', { count: result.trips.length, query })}
        {hasFilters(filters) ? t('withFilters', { count: trips.length }) : ''}
      </p>
      <SearchExplanation result={result} />
      {/* One trip found needs no filters. */}
      {result.trips.length > 1 || hasFilters(filters) || ignored.length > 0 ? (
        <TripFilters
          action={ROUTES.search}
          facts={facts}
          filters={filters}
          ignored={ignored}
          keep={{ q: query }}
          withCategory
        />
      ) : null}
      {trips.length > 0 ? (
        <TripGrid trips={trips} />
      ) : (
        <EmptyState title={t('noMatchTitle')}>
          {t.rich('noMatchText', {
            link: (chunks) => (
              <a
                href={localePath(filteredHref(ROUTES.search, {}, { q: query }), locale)}
                className="font-medium text-maroon-800 underline"
              >
                {chunks}
              </a>
            ),
          })}
        </EmptyState>
      )}
    </>
  )
}

function EmptyState({ title, children }: { title: string; children: ReactNode }) {
  const t = useTranslations('catalog')
  const locale = useLocale()
  return (
    <div className="card flex flex-col items-center px-6 py-12 text-center" data-testid="search-empty">
      <span className="flex size-14 items-center justify-center rounded-full bg-saffron-50 text-saffron-700">
        <SearchX aria-hidden className="size-7" />
      </span>
      <h2 className="mt-4 text-2xl font-semibold">{title}</h2>
      <p className="mt-2 max-w-md text-ink-muted">{children}</p>
      <ul className="mt-6 flex flex-wrap justify-center gap-3" role="list" aria-label={t('search.browse')}>
        {(Object.keys(CATEGORY_ROUTES) as CategoryKey[]).map((key) => (
          <li key={CATEGORY_ROUTES[key].href}>
            <a href={localePath(CATEGORY_ROUTES[key].href, locale)} className={buttonVariants({ variant: 'outline' })}>
              {t(`categories.${key}.tours`)}
            </a>
          </li>
        ))}
        <li>
          <a href={localePath(ROUTES.customizedTours, locale)} className={buttonVariants({ variant: 'primary' })}>
            {t('search.customized')}
          </a>
        </li>
      </ul>
    </div>
  )
}
