import { getHoneymoonTrips } from '@/lib/catalog'
import { ROUTES } from '@/lib/site/routes'
import { pageMetadata } from '@/lib/seo'
import { TRIP_REQUEST_TYPES } from '@/lib/leads/forms/trip-request'
import { TripRequestPage } from '@/components/content/trip-request-page'

export const metadata = pageMetadata({
  path: ROUTES.honeymoon,
  title: 'Honeymoon Packages',
  socialTitle: 'Honeymoon Trips, Planned for Two',
  description:
    'Honeymoon packages from Chennai: Kerala, Kashmir, the Andamans, the Maldives, Bali and more, with private transfers, handpicked stays and special touches.',
})

export default async function HoneymoonPage() {
  const { data: trips } = await getHoneymoonTrips()
  return <TripRequestPage type={TRIP_REQUEST_TYPES.honeymoon} trips={trips} />
}
