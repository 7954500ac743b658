import { TripDetailSkeleton } from '@/components/trip/trip-detail-skeleton'

export default function Loading() {
  return <TripDetailSkeleton />
}
