import type { ReactNode } from 'react'
import { getTrip } from '@/lib/catalog'
import { TripNotFound } from '@/components/trip/trip-not-found'

type Props = { children: ReactNode; params: Promise<{ slug: string }> }

/**
 * An unknown slug's 404 is rendered in the browser, inside the streamed page; without
 * JavaScript only this noscript copy shows it. It lives here, outside the page's loading
 * boundary, so it is sent for unknown slugs only and never in a real trip's first HTML.
 */
export default async function TripLayout({ children, params }: Props) {
  const { slug } = await params
  const { data: trip, failed } = await getTrip(slug)
  return (
    <>
      {children}
      {!trip && !failed ? (
        <noscript>
          <TripNotFound />
        </noscript>
      ) : null}
    </>
  )
}
