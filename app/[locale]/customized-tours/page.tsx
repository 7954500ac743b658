import type { Metadata } from 'next'
import { getLocale, getTranslations } from 'next-intl/server'
import { ROUTES } from '@/lib/site/routes'
import { pageMetadata } from '@/lib/seo'
import { TRIP_REQUEST_TYPES } from '@/lib/leads/forms/trip-request'
import { TripRequestPage } from '@/components/content/trip-request-page'

export async function generateMetadata(): Promise<Metadata> {
  const locale = await getLocale()
  const t = await getTranslations('content.customizedTours.meta')
  return pageMetadata({
    path: ROUTES.customizedTours,
    locale,
    title: t('title'),
    socialTitle: t('socialTitle'),
    description: t('description'),
  })
}

export default function CustomizedToursPage() {
  return <TripRequestPage type={TRIP_REQUEST_TYPES.customized} />
}
