import { TripRequestPage, tripRequestMetadata } from '@/components/content/trip-request-page'

export const metadata = tripRequestMetadata(2)

export default function CustomizedToursPage() {
  return <TripRequestPage type={2} />
}
