import type { Metadata } from 'next'
import { notFound, permanentRedirect } from 'next/navigation'
import { getAllTrips, getTrip, getTripListing, getTripRedirect } from '@/lib/catalog'
import { tripCrumbs, tripPath } from '@/lib/site/routes'
import { tripJsonLd, tripMetadata } from '@/lib/seo'
import { JsonLd } from '@/components/content/json-ld'
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
  const { data: trip, failed } = await getTrip(slug)
  if (failed) return { title: 'Trip details unavailable', robots: { index: false } }
  if (!trip) return { title: 'Trip not found', robots: { index: false } }
  return tripMetadata(trip)
}

export default async function TripPage({ params }: Props) {
  const { slug } = await params
  const { data: trip, failed } = await getTrip(slug)
  if (failed) return <TripUnavailable />
  if (!trip) {
    // A trip renamed in the back office keeps its old address working.
    const renamed = await getTripRedirect(slug)
    if (renamed) permanentRedirect(tripPath(renamed))
    notFound()
  }

  const listing = await getTripListing(trip.slug)
  return (
    <>
      <JsonLd nodes={tripJsonLd(trip, listing?.category)} />
      <TripDetail trip={trip} crumbs={tripCrumbs(trip, listing?.category)} categoryTrips={listing?.trips ?? []} />
    </>
  )
}
