import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getAllTrips } from '@/lib/catalog'
import { META_DESCRIPTION_MAX_LENGTH } from '@/lib/constants'
import { getEnv } from '@/lib/env'
import { uploadUrl } from '@/lib/format'
import { siteConfig } from '@/lib/site-config'
import { loadTrip } from '@/components/trip/load-trip'
import { TripDetail } from '@/components/trip/trip-detail'
import { TripJsonLd } from '@/components/trip/trip-json-ld'
import { tripCategoryCrumb } from '@/components/trip/trip-category'
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
  const { data: trip, failed } = await loadTrip(slug)
  if (failed) return { title: 'Trip details unavailable', robots: { index: false } }
  if (!trip) return { title: 'Trip not found', robots: { index: false } }

  const { siteUrl } = getEnv()
  const url = `${siteUrl}/trip/${encodeURIComponent(trip.slug)}`
  const summary = trip.description || `${trip.title}: ${trip.duration}, ${trip.availableDates}.`
  const description =
    summary.length > META_DESCRIPTION_MAX_LENGTH
      ? `${summary.slice(0, META_DESCRIPTION_MAX_LENGTH - 1).trimEnd()}…`
      : summary
  const image = trip.images[0] ? `${siteUrl}${uploadUrl(trip.images[0])}` : undefined
  return {
    title: trip.title,
    description,
    alternates: { canonical: url },
    openGraph: {
      type: 'website',
      url,
      siteName: siteConfig.name,
      title: trip.title,
      description,
      images: image ? [{ url: image, alt: trip.title }] : undefined,
    },
    twitter: { card: 'summary_large_image', title: trip.title, description, images: image ? [image] : undefined },
  }
}

export default async function TripPage({ params }: Props) {
  const { slug } = await params
  const { data: trip, failed } = await loadTrip(slug)
  if (failed) return <TripUnavailable />
  if (!trip) notFound()

  const category = await tripCategoryCrumb(trip.slug)
  return (
    <>
      <TripJsonLd trip={trip} />
      <TripDetail trip={trip} category={category} />
    </>
  )
}
