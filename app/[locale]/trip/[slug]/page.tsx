import type { Metadata } from 'next'
import { getLocale, getTranslations } from 'next-intl/server'
import { notFound, permanentRedirect } from 'next/navigation'
import { getAllTrips, getTrip, getTripListing, getTripRedirect } from '@/lib/catalog'
import { getTripRatingSummary, getTripTravellerPhotos, getTripTravellerReviews } from '@/lib/reviews'
import { breadcrumbTrail, tripCrumbs, tripPath } from '@/lib/site/routes'
import { tripJsonLd, tripMetadata } from '@/lib/seo'
import { localePath } from '@/lib/site/i18n/locales'
import { fieldLang } from '@/lib/catalog/localize'
import { JsonLd } from '@/components/content/json-ld'
import type { BreadcrumbItem } from '@/components/catalog/breadcrumb'
import { TripDetail } from '@/components/trip/trip-detail'
import { TripUnavailable } from '@/components/trip/trip-unavailable'

type Props = { params: Promise<{ slug: string }> }

/** Every trip is prerendered when the source answers; an unreachable source prerenders none. */
export async function generateStaticParams(): Promise<{ slug: string }[]> {
  const { data } = await getAllTrips()
  return data.map((trip) => ({ slug: trip.slug }))
}

export const dynamicParams = true

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params
  const locale = await getLocale()
  const [{ data: trip, failed }, t] = await Promise.all([getTrip(slug, locale), getTranslations('trip.meta')])
  if (failed) return { title: t('unavailableTitle'), robots: { index: false } }
  if (!trip) return { title: t('notFoundTitle'), robots: { index: false } }
  return tripMetadata(trip, locale)
}

export default async function TripPage({ params }: Props) {
  const { slug } = await params
  const locale = await getLocale()
  const { data: trip, failed } = await getTrip(slug, locale)
  if (failed) return <TripUnavailable />
  if (!trip) {
    // A trip renamed in the back office keeps its old address working.
    const renamed = await getTripRedirect(slug)
    if (renamed) permanentRedirect(localePath(tripPath(renamed), locale))
    notFound()
  }

  const [listing, t, crumbT, reviews, summary, photos] = await Promise.all([
    getTripListing(trip.slug, locale),
    getTranslations('catalog.categories'),
    getTranslations('catalog.breadcrumb'),
    getTripTravellerReviews(trip.id, locale),
    getTripRatingSummary(trip.id),
    getTripTravellerPhotos(trip.id, locale),
  ])
  const category = listing?.category
  // The trail in the page's language: the category's label by its key, the trip's own (catalogue) title marked.
  const crumbs: BreadcrumbItem[] = tripCrumbs(trip, category).map((crumb) =>
    crumb.href && category ? { ...crumb, label: t(`${category}.label`) } : { ...crumb, lang: fieldLang(trip, 'title') },
  )
  return (
    <>
      <JsonLd nodes={tripJsonLd(trip, { locale, trail: breadcrumbTrail(crumbs, crumbT('home')), reviews })} />
      <TripDetail
        trip={trip}
        crumbs={crumbs}
        categoryTrips={listing?.trips ?? []}
        travellers={{ reviews, summary, photos }}
      />
    </>
  )
}
