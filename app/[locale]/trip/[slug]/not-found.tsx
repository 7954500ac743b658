import { TripNotFound } from '@/components/trip/trip-not-found'

export default TripNotFound
