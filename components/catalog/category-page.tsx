import type { Metadata } from 'next'
import { useLocale, useTranslations } from 'next-intl'
import { getLocale, getTranslations } from 'next-intl/server'
import { getCategoryTrips, type Loaded } from '@/lib/catalog'
import { catalogMessages } from '@/lib/catalog/messages'
import { breadcrumbTrail, CATEGORY_ROUTES, ROUTES } from '@/lib/site/routes'
import { categoryJsonLd, pageMetadata } from '@/lib/seo'
import type { CategoryKey } from '@/lib/site/config'
import type { TripSummary } from '@/lib/catalog/types'
import { localePath } from '@/lib/site/i18n/locales'
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

/** The colours of each category's title band; its words are the catalog namespace's `categories.<key>`. */
const CATEGORY_TONE: Record<CategoryKey, 'saffron' | 'maroon' | 'lagoon'> = {
  pilgrimage: 'saffron',
  domestic: 'maroon',
  international: 'lagoon',
}

/** A category page's title, description, canonical and previews, in the page's language. */
export async function categoryMetadata(category: CategoryKey): Promise<Metadata> {
  const [locale, t] = await Promise.all([getLocale(), getTranslations('catalog')])
  return pageMetadata({
    path: CATEGORY_ROUTES[category].href,
    locale,
    title: t(`categories.${category}.title`),
    description: t(`meta.${category}.description`),
  })
}

/**
 * The shared page of /pilgrimage, /domestic and /international, and of their filtered addresses
 * (`filtered`: the filters the query string asked for, on the page proxy.ts rewrites those to).
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
  const t = useTranslations('catalog')
  const locale = useLocale()
  const messages = catalogMessages(locale)
  const route = CATEGORY_ROUTES[category]
  const { data: all, failed } = loaded
  const headingId = `${category}-trips-heading`
  // A category page has no category filter.
  const filters = withoutFilter(filtered?.filters ?? {}, 'category')
  const facts = all.map((trip) => tripFacts(trip))
  const trips = filterTrips(all, facts, filters)

  return (
    <>
      {failed || filtered ? null : (
        <JsonLd
          nodes={categoryJsonLd(category, trips, {
            locale,
            name: t(`categories.${category}.title`),
            trail: breadcrumbTrail([{ label: t(`categories.${category}.label`) }], t('breadcrumb.home')),
          })}
        />
      )}
      <PageHeader
        crumbs={[{ label: t(`categories.${category}.label`) }]}
        eyebrow={t(`categories.${category}.eyebrow`)}
        title={t(`categories.${category}.title`)}
        intro={<p>{t(`categories.${category}.intro`)}</p>}
        tone={CATEGORY_TONE[category]}
      />
      <section aria-labelledby={headingId} className="section container-site">
        <div className="mb-8 flex flex-wrap items-end justify-between gap-3">
          <div>
            <p className="eyebrow">{t('packages.eyebrow')}</p>
            <h2 id={headingId} className="mt-2 text-2xl font-semibold md:text-3xl">
              {failed
                ? t('packages.failed')
                : hasFilters(filters)
                  ? t('packages.matching', { shown: trips.length, total: all.length })
                  : t('packages.count', { count: trips.length })}
            </h2>
          </div>
          <p className="text-sm text-ink-muted">{t('packages.prices')}</p>
        </div>
        {failed || all.length === 0 ? null : (
          <TripFilters action={route.href} facts={facts} filters={filters} ignored={filtered?.ignored ?? []} />
        )}
        {failed ? (
          <>
            <FailureToast {...messages.tripsFailed} />
            <LoadFailure title={t('packages.failedTitle')}>
              <p>{messages.tripsFailed.description}</p>
              <p className="mt-2">{t('packages.failedText')}</p>
            </LoadFailure>
          </>
        ) : trips.length > 0 ? (
          <TripGrid trips={trips} />
        ) : all.length > 0 ? (
          <LoadFailure title={t('packages.noMatchTitle')}>
            <p>
              {t.rich('packages.noMatchText', {
                category,
                link: (chunks) => (
                  <a
                    href={localePath(filteredHref(route.href, {}), locale)}
                    className="font-medium text-maroon-800 underline"
                  >
                    {chunks}
                  </a>
                ),
              })}
            </p>
          </LoadFailure>
        ) : (
          <LoadFailure title={t('packages.emptyTitle')}>
            <p>{t('packages.emptyText')}</p>
          </LoadFailure>
        )}
      </section>
      <CustomTripBand />
    </>
  )
}

/** The query string of a page, as Next gives it. */
export type SearchParams = Promise<Record<string, string | string[] | undefined>>

/** A category page with the filters of its query string: the page proxy.ts rewrites filtered addresses to. */
export async function FilteredCategoryPage({
  category,
  searchParams,
}: {
  category: CategoryKey
  searchParams: SearchParams
}) {
  const [trips, params] = await Promise.all([getCategoryTrips(category, await getLocale()), searchParams])
  return <CategoryPage category={category} trips={trips} filtered={parseTripFilters(params)} />
}

/** The closing call to action of catalogue pages: nothing fits, so ask for a custom plan. */
export function CustomTripBand() {
  const t = useTranslations('catalog.customTrip')
  const locale = useLocale()
  return (
    <section aria-labelledby="custom-trip-band" className="container-site pb-14 md:pb-20">
      <div className="flex flex-col items-start gap-5 rounded-card bg-sand-100 p-6 md:flex-row md:items-center md:justify-between md:p-10">
        <div className="max-w-2xl">
          <h2 id="custom-trip-band" className="text-2xl font-semibold">
            {t('heading')}
          </h2>
          <p className="mt-2 text-ink-muted">{t('text')}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <a href={localePath(ROUTES.customizedTours, locale)} className={buttonVariants({ variant: 'primary' })}>
            {t('plan')}
          </a>
          <a href={localePath(ROUTES.contact, locale)} className={buttonVariants({ variant: 'outline' })}>
            {t('contact')}
          </a>
        </div>
      </div>
    </section>
  )
}
