import { Search, SearchX } from 'lucide-react'
import { SEARCH_QUERY_MAX_LENGTH } from '@/lib/catalog/search/config'
import type { TripSearchResult } from '@/lib/catalog/search'
import type { TripSummary } from '@/lib/catalog/types'
import { filteredHref, filterTrips, hasFilters, tripFacts, type TripFilters as Filters } from '@/lib/catalog/filters'
import type { HomeCategoryKey } from '@/lib/site/config'
import { TripFilters } from './trip-filters'
import { buttonVariants } from '@/components/ui/button'
import { fieldClassName } from '@/components/ui/input'
import { TripGrid } from '@/components/trip/trip-card'
import { cn } from '@/lib/site/utils'
import { CATEGORY_ROUTES, ROUTES, searchPath } from '@/lib/site/routes'

/** A plain GET form, so searching again works without JavaScript. */
export function SearchForm({ query }: { query: string }) {
  return (
    <form action="/search" method="get" role="search" className="mt-6 flex max-w-xl gap-2">
      <label htmlFor="search-page-q" className="sr-only">
        Search trips by place, temple or name
      </label>
      <input
        id="search-page-q"
        name="q"
        type="search"
        defaultValue={query}
        maxLength={SEARCH_QUERY_MAX_LENGTH}
        placeholder="Search destinations or temples"
        className={cn(fieldClassName, 'min-h-12 flex-1 rounded-full px-5')}
      />
      <button type="submit" className={buttonVariants({ variant: 'primary', size: 'lg', className: 'px-5' })}>
        <Search aria-hidden />
        <span className="sr-only sm:not-sr-only">Search</span>
      </button>
    </form>
  )
}

export function resultCountText(count: number, query: string): string {
  return `${count} ${count === 1 ? 'trip' : 'trips'} found for \u201c${query}\u201d`
}

/** How the search read the query: the corrected words it used, and the places named by another spelling. */
function SearchExplanation({ result }: { result: TripSearchResult }) {
  if (!result.correctedQuery && result.variants.length === 0) return null
  return (
    <div className="mb-6 space-y-1 text-ink-muted" data-testid="search-explanation">
      {result.correctedQuery ? (
        <p>
          Did you mean{' '}
          <a
            href={searchPath(result.correctedQuery)}
            className="font-semibold text-maroon-800 underline underline-offset-2"
          >
            “{result.correctedQuery}”
          </a>
          ? Showing its trips.
        </p>
      ) : null}
      {result.variants.map(({ typed, name }) => (
        <p key={name}>
          “{typed}” is also written {name}: trips under either name are shown.
        </p>
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
  if (failed) {
    return (
      <EmptyState title="Search is unavailable right now">
        Our trip list could not be loaded. Please try again in a little while, or browse a category below.
      </EmptyState>
    )
  }
  if (!query) {
    return (
      <EmptyState title="What are you looking for?">
        Type a place, temple or trip name above (any spelling: Kashi or Varanasi, Tirupati or Tirumala), or browse a
        category.
      </EmptyState>
    )
  }
  if (result.trips.length === 0) {
    return (
      <>
        <EmptyState title={`No trips found for \u201c${query}\u201d`}>
          Check the spelling or try a shorter word, browse a category, or ask us to plan a customized tour.
        </EmptyState>
        {popular.length > 0 ? (
          <div className="mt-12">
            <h2 className="mb-6 font-display text-2xl font-semibold">Popular trips</h2>
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
      <h2 className="sr-only">Search results</h2>
      <p role="status" className="mb-2 text-lg font-medium text-ink">
        {resultCountText(result.trips.length, query)}
        {hasFilters(filters) ? `, ${trips.length} with these filters` : ''}
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
        <EmptyState title="No trips match these filters">
          Try another month or budget, or{' '}
          <a href={filteredHref(ROUTES.search, {}, { q: query })} className="font-medium text-maroon-800 underline">
            see every trip found
          </a>
          .
        </EmptyState>
      )}
    </>
  )
}

function EmptyState({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="card flex flex-col items-center px-6 py-12 text-center" data-testid="search-empty">
      <span className="flex size-14 items-center justify-center rounded-full bg-saffron-50 text-saffron-700">
        <SearchX aria-hidden className="size-7" />
      </span>
      <h2 className="mt-4 text-2xl font-semibold">{title}</h2>
      <p className="mt-2 max-w-md text-ink-muted">{children}</p>
      <ul className="mt-6 flex flex-wrap justify-center gap-3" role="list" aria-label="Browse categories">
        {Object.values(CATEGORY_ROUTES).map((route) => (
          <li key={route.href}>
            <a href={route.href} className={buttonVariants({ variant: 'outline' })}>
              {route.label} tours
            </a>
          </li>
        ))}
        <li>
          <a href={ROUTES.customizedTours} className={buttonVariants({ variant: 'primary' })}>
            Customized tours
          </a>
        </li>
      </ul>
    </div>
  )
}
