import { TripRequestPage, tripRequestMetadata } from '@/components/content/trip-request-page'

export const metadata = tripRequestMetadata(1)

export default function HoneymoonPage() {
  return <TripRequestPage type={1} />
}
