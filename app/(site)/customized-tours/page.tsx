import { ROUTES } from '@/lib/site/routes'
import { pageMetadata } from '@/lib/seo'
import { TRIP_REQUEST_TYPES } from '@/lib/leads/forms/trip-request'
import { TripRequestPage } from '@/components/content/trip-request-page'

export const metadata = pageMetadata({
  path: ROUTES.customizedTours,
  title: 'Customized Tours',
  socialTitle: 'Customized Tours, Your Way',
  description:
    'Customized tour packages from Chennai for families, groups and corporates: your destination, dates and budget, with hotels, transport, guides and darshan arranged.',
})

export default function CustomizedToursPage() {
  return <TripRequestPage type={TRIP_REQUEST_TYPES.customized} />
}
