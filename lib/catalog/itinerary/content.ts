import { dayNumber } from '@/lib/catalog/localize'
import { CANCELLATION_TERMS } from '@/lib/content'
import { boardingPrices, earlyBirdActive, offerState, upcomingOffers, type BoardingPrice } from '@/lib/catalog/offers'
import type { TripDetail } from '@/lib/catalog/types'

/**
 * A trip's itinerary as a family takes it home: what the printed page and the PDF say, derived
 * from the trip and today in India (departures that have left, or are closed, are not offered).
 * Pure: the PDF (document.tsx), its tests and the trip page's print block read the same words.
 */

/** At most this many departures in the document: the next ones, as the page lists them all. */
export const ITINERARY_DEPARTURES = 6

/** "1" and "Day 1" read as "Day 1"; a day named in words is kept as is. */
export function dayLabel(day: string): string {
  const n = dayNumber(day)
  return n ? `Day ${n}` : day
}

export interface ItineraryDeparture {
  on: string
  /** "Available", "4 seats left", "Sold out", "On request"… */
  status: string
  guaranteed: boolean
  /** The departure's prices per person by boarding city ('' for a departure without cities). */
  prices: BoardingPrice[]
  /** The early-bird price's last day, while it runs. */
  earlyBirdUntil?: string
  note?: string
}

export interface ItineraryContent {
  title: string
  slug: string
  duration: string
  location: string
  availableDates: string
  price: number
  childPrice?: number
  childAges?: string
  seniorPrice?: number
  overview: string[]
  departures: ItineraryDeparture[]
  days: { label: string; title: string; activities: string[] }[]
  includes: string[]
  excludes: string[]
  hotels: string[]
  cancellation: readonly { when: string; refund: string }[]
  /** The trip's photos, main one first (upload paths or addresses, as the catalogue has them). */
  photos: string[]
}

export function itineraryOf(trip: TripDetail, today: string): ItineraryContent {
  const departures = upcomingOffers(trip.departures ?? [], today)
    .filter((offer) => offer.status !== 'closed')
    .slice(0, ITINERARY_DEPARTURES)
    .map((offer): ItineraryDeparture => {
      const state = offerState(offer, trip.fewSeatsAt)
      const note = [offer.label, offer.note].filter(Boolean).join('. ')
      return {
        on: offer.on,
        status: state.text,
        guaranteed: state.guaranteed,
        prices: boardingPrices(offer, trip.price, today),
        ...(earlyBirdActive(offer, today) ? { earlyBirdUntil: offer.earlyBird!.until } : {}),
        ...(note ? { note } : {}),
      }
    })
  return {
    title: trip.title,
    slug: trip.slug,
    duration: trip.duration,
    location: trip.location,
    availableDates: trip.availableDates,
    price: trip.price,
    ...(trip.childPrice !== undefined ? { childPrice: trip.childPrice, childAges: trip.childAges } : {}),
    ...(trip.seniorPrice !== undefined ? { seniorPrice: trip.seniorPrice } : {}),
    overview: trip.description ? trip.description.split(/\n{2,}/).filter((p) => p.trim()) : [],
    departures,
    days: trip.itinerary.map((day) => ({ label: dayLabel(day.day), title: day.title, activities: day.activities })),
    includes: trip.includes,
    excludes: trip.excludes ?? [],
    hotels: trip.hotels ?? [],
    cancellation: trip.cancellation ?? CANCELLATION_TERMS,
    photos: trip.images,
  }
}
