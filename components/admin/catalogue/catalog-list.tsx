import Image from 'next/image'
import { CatalogTabs } from '@/components/admin/catalogue/catalog-tabs'
import { RowActions } from '@/components/admin/ui/row-actions'
import { Badge } from '@/components/admin/ui/badge'
import { PageHeading } from '@/components/admin/ui/page-heading'
import { RowList } from '@/components/admin/ui/row-list'
import { duplicateTripAction, moveTripAction, setTripPublishedAction } from '@/lib/catalog/editor/actions'
import type { EditorCategory, TamilGap } from '@/lib/catalog/editor/trips'
import { formatRupees } from '@/lib/site/format'
import { ADMIN_ROUTES, adminTripPath, tripPath, uploadUrl } from '@/lib/site/routes'
import type { StoredCategoryWithTrips as CategoryWithTrips } from '@/lib/catalog/types'
import { cx } from '@/lib/site/utils'

const linkButton =
  'inline-flex min-h-10 items-center rounded-full px-4 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-saffron-700'

function PublishedBadge({ published }: { published: boolean }) {
  return (
    <Badge weight="medium" className={published ? 'text-lagoon-900 bg-lagoon-100' : 'bg-sand-200 text-ink'}>
      {published ? 'On the site' : 'Hidden'}
    </Badge>
  )
}

/** Whether the trip's Tamil page is all Tamil, or what it still shows in English. */
function TamilBadge({ gaps }: { gaps: TamilGap[] }) {
  if (gaps.length === 0)
    return (
      <Badge weight="medium" className="text-lagoon-900 bg-lagoon-100">
        Tamil: complete
      </Badge>
    )
  return (
    <Badge weight="medium" className="bg-saffron-100 text-saffron-900" data-tamil-gaps={gaps.join(' ')}>
      {gaps.length >= 5 ? 'Tamil: not translated' : `Tamil missing: ${gaps.join(', ')}`}
    </Badge>
  )
}

/**
 * The catalogue editor's home: every trip by category, hidden ones too, with the owner's quick
 * actions, and which trips' Tamil pages still show English.
 */
export function CatalogList({ categories, canEdit }: { categories: EditorCategory[]; canEdit: boolean }) {
  const untranslated = categories.flatMap((category) => category.trips).filter((trip) => trip.tamilGaps.length > 0)
  return (
    <div className="space-y-8">
      <CatalogTabs current={ADMIN_ROUTES.catalog} />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <PageHeading
          title="Catalogue"
          description={
            canEdit
              ? 'Trips in the order the site lists them. A save shows on the public pages at their next visit.'
              : 'Trips in the order the site lists them. Only an owner can change them.'
          }
        />
        <p className="w-full text-sm text-ink-muted md:order-last" data-tamil-summary>
          {untranslated.length === 0
            ? 'Every trip has its Tamil.'
            : `${untranslated.length} ${untranslated.length === 1 ? 'trip lacks' : 'trips lack'} some Tamil: their Tamil pages show those parts in English.`}
        </p>
        {canEdit && (
          <a href={ADMIN_ROUTES.newTrip} className={cx(linkButton, 'bg-maroon-800 text-white hover:bg-maroon-900')}>
            New trip
          </a>
        )}
      </div>
      {categories.map((category) => (
        <section key={category.id} aria-labelledby={`category-${category.id}`}>
          <h2 id={`category-${category.id}`} className="mb-3 text-lg font-semibold">
            {category.name} <span className="text-sm font-normal text-ink-muted">· {category.trips.length} trips</span>
          </h2>
          <RowList ordered>
            {category.trips.map((trip, index) => (
              <li
                key={trip.id}
                className="grid gap-3 px-4 py-3 text-sm md:grid-cols-[minmax(0,1fr)_auto] md:items-center"
              >
                <div className="flex min-w-0 items-center gap-3">
                  <div className="relative aspect-[3/2] w-20 shrink-0 overflow-hidden rounded-lg bg-sand-200">
                    {trip.image && (
                      <Image src={uploadUrl(trip.image)} alt="" fill sizes="80px" className="object-cover" />
                    )}
                  </div>
                  <div className="min-w-0">
                    <a
                      href={adminTripPath(trip.id)}
                      className="font-medium text-ink underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-saffron-700"
                    >
                      {trip.title}
                    </a>
                    <p className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-ink-muted">
                      <span className="tabular-nums">{formatRupees(trip.price)}</span>
                      <PublishedBadge published={trip.published} />
                      <TamilBadge gaps={trip.tamilGaps} />
                    </p>
                    <p className="truncate text-xs text-ink-muted">{tripPath(trip.slug)}</p>
                  </div>
                </div>
                {canEdit && (
                  <RowActions
                    actions={[
                      {
                        label: '↑',
                        name: `Move ${trip.title} up`,
                        disabled: index === 0,
                        run: moveTripAction.bind(null, trip.id, 'up'),
                      },
                      {
                        label: '↓',
                        name: `Move ${trip.title} down`,
                        disabled: index === category.trips.length - 1,
                        run: moveTripAction.bind(null, trip.id, 'down'),
                      },
                      {
                        label: 'Duplicate',
                        name: `Duplicate ${trip.title}`,
                        run: duplicateTripAction.bind(null, trip.id),
                      },
                      {
                        label: trip.published ? 'Hide' : 'Publish',
                        name: `${trip.published ? 'Hide' : 'Publish'} ${trip.title}`,
                        run: setTripPublishedAction.bind(null, trip.id, !trip.published),
                      },
                    ]}
                  />
                )}
              </li>
            ))}
          </RowList>
        </section>
      ))}
    </div>
  )
}

/** Upstream mode: the provider's catalogue, shown as the site reads it; it is edited at the provider. */
export function UpstreamCatalog({ categories }: { categories: CategoryWithTrips[] | null }) {
  return (
    <div className="space-y-8">
      <PageHeading title="Catalogue">
        <p className="mt-2 max-w-2xl rounded-xl border border-saffron-300 bg-saffron-50 px-4 py-3 text-sm">
          The site reads its catalogue from the travel provider (TRAVEL_API_URL). It is shown here read-only: change
          trips, banners, reviews and videos at the provider, and the site follows.
        </p>
      </PageHeading>
      {!categories && (
        <p className="rounded-2xl border border-ink/10 bg-white p-6 text-sm">
          The provider could not be read just now, so its trips cannot be listed. The public pages keep showing the last
          catalogue they read.
        </p>
      )}
      {categories?.map((category) => (
        <section key={category.category} aria-label={category.category}>
          <h2 className="mb-3 text-lg font-semibold">{category.category}</h2>
          <RowList>
            {category.trips.map((trip) => (
              <li key={trip.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 text-sm">
                <a href={tripPath(trip.slug)} className="font-medium underline-offset-4 hover:underline">
                  {trip.title}
                </a>
                <span className="text-ink-muted tabular-nums">{formatRupees(trip.price)}</span>
              </li>
            ))}
          </RowList>
        </section>
      ))}
    </div>
  )
}
