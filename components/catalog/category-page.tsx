import { getCategoryTrips, type Loaded } from '@/lib/catalog'
import { CATALOG_MESSAGES } from '@/lib/catalog/messages'
import { CATEGORY_ROUTES, ROUTES } from '@/lib/site/routes'
import { categoryJsonLd } from '@/lib/seo'
import type { CategoryKey } from '@/lib/site/config'
import type { TripSummary } from '@/lib/catalog/types'
import {
  filteredHref,
  hasFilters,
  filterTrips,
  parseTripFilters,
  tripFacts,
  withoutFilter,
  type TripFilters as Filters,
} from '@/lib/catalog/filters'
import { buttonVariants } from '@/components/ui/button'
import { JsonLd } from '@/components/content/json-ld'
import { TripGrid } from '@/components/trip/trip-card'
import { FailureToast } from './failure-toast'
import { LoadFailure } from './load-failure'
import { PageHeader } from './page-header'
import { TripFilters } from './trip-filters'

const CATEGORY_CONTENT: Record<CategoryKey, { eyebrow: string; intro: string; tone: 'saffron' | 'maroon' | 'lagoon' }> =
  {
    pilgrimage: {
      eyebrow: 'Sacred journeys',
      intro:
        'Temple circuits of Tamil Nadu, the Char Dham, Kashi and beyond, planned around darshan timings, festival calendars and comfortable stays, with a tour manager who knows every temple routine.',
      tone: 'saffron',
    },
    domestic: {
      eyebrow: 'Incredible India',
      intro:
        'Hill stations, backwaters, deserts and beaches across India. Every package includes hand-picked hotels, private transfers and a day-by-day plan you can adjust before you book.',
      tone: 'maroon',
    },
    international: {
      eyebrow: 'Beyond borders',
      intro:
        'Southeast Asia, Europe, Dubai and the Indian Ocean islands, with visa guidance, vegetarian meal options and an escort who travels with the group from Chennai.',
      tone: 'lagoon',
    },
  }

/**
 * The shared page of /pilgrimage, /domestic and /international, and of their filtered addresses
 * (`filtered`: the filters the query string asked for, on the page next.config.ts rewrites those to).
 */
export function CategoryPage({
  category,
  trips: loaded,
  filtered,
}: {
  category: CategoryKey
  trips: Loaded<TripSummary[]>
  filtered?: { filters: Filters; ignored: string[] }
}) {
  const content = CATEGORY_CONTENT[category]
  const route = CATEGORY_ROUTES[category]
  const { data: all, failed } = loaded
  const headingId = `${category}-trips-heading`
  // A category page has no category filter.
  const filters = withoutFilter(filtered?.filters ?? {}, 'category')
  const facts = all.map((trip) => tripFacts(trip))
  const trips = filterTrips(all, facts, filters)

  return (
    <>
      {failed || filtered ? null : <JsonLd nodes={categoryJsonLd(category, trips)} />}
      <PageHeader
        crumbs={[{ label: route.label }]}
        eyebrow={content.eyebrow}
        title={route.title}
        intro={<p>{content.intro}</p>}
        tone={content.tone}
      />
      <section aria-labelledby={headingId} className="section container-site">
        <div className="mb-8 flex flex-wrap items-end justify-between gap-3">
          <div>
            <p className="eyebrow">Packages</p>
            <h2 id={headingId} className="mt-2 text-2xl font-semibold md:text-3xl">
              {failed
                ? 'Our packages'
                : hasFilters(filters)
                  ? `${trips.length} of ${all.length} ${all.length === 1 ? 'package' : 'packages'} match`
                  : `${trips.length} ${trips.length === 1 ? 'package' : 'packages'} to choose from`}
            </h2>
          </div>
          <p className="text-sm text-ink-muted">Prices are per person, on twin sharing.</p>
        </div>
        {failed || all.length === 0 ? null : (
          <TripFilters action={route.href} facts={facts} filters={filters} ignored={filtered?.ignored ?? []} />
        )}
        {failed ? (
          <>
            <FailureToast {...CATALOG_MESSAGES.tripsFailed} />
            <LoadFailure title="We couldn't load these tours">
              <p>{CATALOG_MESSAGES.tripsFailed.description}</p>
              <p className="mt-2">Call us or send an enquiry and we will share the current departures with you.</p>
            </LoadFailure>
          </>
        ) : trips.length > 0 ? (
          <TripGrid trips={trips} />
        ) : all.length > 0 ? (
          <LoadFailure title="No packages match these filters">
            <p>
              Try another month or budget, or{' '}
              <a href={filteredHref(route.href, {})} className="font-medium text-maroon-800 underline">
                see every {route.label.toLowerCase()} package
              </a>
              . We also plan trips around your own dates.
            </p>
          </LoadFailure>
        ) : (
          <LoadFailure title="New departures are being planned">
            <p>
              There are no open departures in this category right now. Tell us where you want to go and we will plan it.
            </p>
          </LoadFailure>
        )}
      </section>
      <CustomTripBand />
    </>
  )
}

/** The query string of a page, as Next gives it. */
export type SearchParams = Promise<Record<string, string | string[] | undefined>>

/** A category page with the filters of its query string: the page next.config.ts rewrites filtered addresses to. */
export async function FilteredCategoryPage({
  category,
  searchParams,
}: {
  category: CategoryKey
  searchParams: SearchParams
}) {
  const [trips, params] = await Promise.all([getCategoryTrips(category), searchParams])
  return <CategoryPage category={category} trips={trips} filtered={parseTripFilters(params)} />
}

/** The closing call to action of catalogue pages: nothing fits, so ask for a custom plan. */
export function CustomTripBand() {
  return (
    <section aria-labelledby="custom-trip-band" className="container-site pb-14 md:pb-20">
      <div className="flex flex-col items-start gap-5 rounded-card bg-sand-100 p-6 md:flex-row md:items-center md:justify-between md:p-10">
        <div className="max-w-2xl">
          <h2 id="custom-trip-band" className="text-2xl font-semibold">
            Didn&apos;t find the trip you had in mind?
          </h2>
          <p className="mt-2 text-ink-muted">
            Tell us your dates, destination and group size; our executives plan a customized tour around them.
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          <a href={ROUTES.customizedTours} className={buttonVariants({ variant: 'primary' })}>
            Plan a custom tour
          </a>
          <a href={ROUTES.contact} className={buttonVariants({ variant: 'outline' })}>
            Contact us
          </a>
        </div>
      </div>
    </section>
  )
}
