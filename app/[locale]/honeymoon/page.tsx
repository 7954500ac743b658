import type { Metadata } from 'next'
import { getLocale, getTranslations } from 'next-intl/server'
import { getHoneymoonTrips } from '@/lib/catalog'
import { ROUTES } from '@/lib/site/routes'
import { pageMetadata } from '@/lib/seo'
import { TRIP_REQUEST_TYPES } from '@/lib/leads/forms/trip-request'
import { TripRequestPage } from '@/components/content/trip-request-page'

export async function generateMetadata(): Promise<Metadata> {
  const [locale, t] = await Promise.all([getLocale(), getTranslations('catalog.meta.honeymoon')])
  return pageMetadata({
    path: ROUTES.honeymoon,
    locale,
    title: t('title'),
    socialTitle: t('socialTitle'),
    description: t('description'),
  })
}

export default async function HoneymoonPage() {
  const { data: trips } = await getHoneymoonTrips(await getLocale())
  return <TripRequestPage type={TRIP_REQUEST_TYPES.honeymoon} trips={trips} />
}
