import { getTranslations } from 'next-intl/server'
import { Suspense, type ReactNode } from 'react'
import { getTrip } from '@/lib/catalog'
import { TripNotFound, TripNotFoundLabelsProvider, type TripNotFoundLabels } from '@/components/trip/trip-not-found'

type Props = { children: ReactNode; params: Promise<{ slug: string }> }

/**
 * A real trip's page is rendered straight into the HTML as sent: no boundary, so nothing is
 * held back for a script to swap in.
 *
 * An unknown slug's page throws notFound(). Thrown outside any Suspense boundary, that makes
 * React draw the whole document in the browser (an empty body without JavaScript); inside
 * one, the frame stays server-rendered and the 404 ("Trip not found") is drawn in its place,
 * with this noscript copy for a browser without JavaScript. So only an unknown slug gets the
 * boundary, and the 404's words in the page's language, and a real trip's HTML never carries them.
 */
export default async function TripLayout({ children, params }: Props) {
  const { slug } = await params
  const { data: trip, failed } = await getTrip(slug)
  if (trip || failed) return children
  const [t, categories] = await Promise.all([getTranslations('trip.notFound'), getTranslations('catalog.categories')])
  const labels: TripNotFoundLabels = {
    title: t('title'),
    text: t('text'),
    pilgrimage: categories('pilgrimage.tours'),
    domestic: categories('domestic.tours'),
    international: categories('international.tours'),
  }
  return (
    <TripNotFoundLabelsProvider labels={labels}>
      <Suspense fallback={null}>{children}</Suspense>
      <noscript>
        <TripNotFound labels={labels} />
      </noscript>
    </TripNotFoundLabelsProvider>
  )
}
