import { Suspense, type ReactNode } from 'react'
import { getTrip } from '@/lib/catalog'
import { TripNotFound } from '@/components/trip/trip-not-found'

type Props = { children: ReactNode; params: Promise<{ slug: string }> }

/**
 * A real trip's page is rendered straight into the HTML as sent: no boundary, so nothing is
 * held back for a script to swap in.
 *
 * An unknown slug's page throws notFound() (a 404). Thrown outside any Suspense boundary, that
 * makes React draw the whole document in the browser (an empty body without JavaScript); so
 * for an unknown slug only, the page goes inside one, whose not-found boundary draws nothing,
 * and this layout draws "Trip not found" beside it on the server, in the HTML as sent.
 */
export default async function TripLayout({ children, params }: Props) {
  const { slug } = await params
  const { data: trip, failed } = await getTrip(slug)
  if (trip || failed) return children
  return (
    <>
      <TripNotFound />
      <Suspense fallback={null}>{children}</Suspense>
    </>
  )
}
