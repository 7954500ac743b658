import 'server-only'
import { getTrip, offerState, upcomingOffers, type TripDetail } from '@/lib/catalog'
import { TRIP_ENQUIRY_FORMS } from '@/lib/leads/forms/trip-enquiry'
import { todayInIndia } from '@/lib/site/format'

/**
 * The catalogue's word on the departure a trip enquiry names (issue "departures that sell"): the
 * day must be an upcoming departure of that trip, not closed; an enquiry (not the waiting list)
 * must not name a sold-out one; the boarding city must be one the departure boards at. A coming
 * date of one of the trip's seasons (`seasonDates`, the days its schedules leave on) passes too,
 * "on request", with any boarding city. The answer is field errors for the 422, or none.
 *
 * A lead is never lost to this check: when the catalogue cannot be read, or does not know the
 * trip, the lead is taken as it is and staff read the departure it names.
 */

export const DEPARTURE_MESSAGES = {
  notOfTrip: 'This departure is not one of this trip’s. Please choose one of the listed departures',
  closed: 'This departure is closed. Please choose another date',
  soldOut: 'This departure is sold out. Please choose another date or join its waiting list',
  city: 'This departure does not board at that city. Please choose one of its boarding cities',
} as const

type Errors = Record<string, string[]>

/** Reads the trip as the pages do (cached); undefined when the catalogue cannot answer. */
async function readTrip(slug: string): Promise<TripDetail | null | undefined> {
  const { data, failed } = await getTrip(slug)
  return failed ? undefined : data
}

/** A day the trip's page offers as a coming date of its seasons, still ahead. */
function isSeasonDate(trip: TripDetail, day: string, today: string): boolean {
  return day > today && (trip.seasonDates ?? []).includes(day)
}

export async function departureErrors(
  form: string,
  payload: { tripId: string; departure?: string; boardingCity?: string },
  options: { read?: typeof readTrip; today?: string } = {},
): Promise<Errors | undefined> {
  const day = payload.departure ?? ''
  const city = payload.boardingCity ?? ''
  if (day === '' && city === '') return undefined
  let trip: TripDetail | null | undefined
  try {
    trip = await (options.read ?? readTrip)(payload.tripId)
  } catch {
    trip = undefined
  }
  if (!trip) return undefined
  const today = options.today ?? todayInIndia()
  const upcoming = upcomingOffers(trip.departures ?? [], today)
  if (day === '') {
    const cities = new Set(upcoming.flatMap((offer) => offer.boarding.map((point) => point.city)))
    return cities.size > 0 && !cities.has(city) ? { boardingCity: [DEPARTURE_MESSAGES.city] } : undefined
  }
  const offer = upcoming.find((candidate) => candidate.on === day)
  if (!offer) return isSeasonDate(trip, day, today) ? undefined : { departure: [DEPARTURE_MESSAGES.notOfTrip] }
  const state = offerState(offer, trip.fewSeatsAt)
  if (state.availability === 'closed') return { departure: [DEPARTURE_MESSAGES.closed] }
  if (state.availability === 'sold-out' && form !== TRIP_ENQUIRY_FORMS.waitlist) {
    return { departure: [DEPARTURE_MESSAGES.soldOut] }
  }
  if (city !== '' && offer.boarding.length > 0 && !offer.boarding.some((point) => point.city === city)) {
    return { boardingCity: [DEPARTURE_MESSAGES.city] }
  }
  return undefined
}
