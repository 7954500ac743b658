import type { TripTamil } from '@/lib/catalog/types'
import {
  abroadTripsTamil,
  bannersTamil,
  categoryNamesTamil,
  departureWordsTamil,
  videoTitlesTamil,
} from './trips-abroad'
import { holidayTripsTamil } from './trips-holidays'
import { pilgrimageTripsTamil } from './trips-pilgrimage'
import type { SeedTripTamil } from './types'

/** Every seeded trip's Tamil, by slug. */
export const seedTripsTamil: Record<string, SeedTripTamil> = {
  ...pilgrimageTripsTamil,
  ...holidayTripsTamil,
  ...abroadTripsTamil,
}

/** A seeded trip's Tamil in the stored shape (trips.ta); the seed's own check fails on a trip without one. */
export function storedTripTamil(slug: string): TripTamil {
  const ta = seedTripsTamil[slug]
  if (!ta) throw new Error(`The seed has no Tamil for the trip ${slug}`)
  return {
    title: ta.title,
    location: ta.location,
    description: ta.description,
    itinerary: ta.itinerary.map((day) => ({ title: day.title, activities: day.activity })),
    includes: ta.includes,
    excludes: ta.excludes,
    hotels: ta.hotels,
  }
}

/** A departure's label or note in Tamil, by its English text; '' for none. */
export function departureWordTamil(english: string | undefined): string {
  return english ? (departureWordsTamil[english] ?? '') : ''
}

export { bannersTamil, categoryNamesTamil, videoTitlesTamil }
export type { SeedBannerTamil, SeedTripTamil } from './types'
