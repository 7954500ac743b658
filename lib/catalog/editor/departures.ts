import 'server-only'
import { getCatalogDb } from '@/lib/catalog/embedded/db'
import { readFewSeatsAt } from '@/lib/catalog/embedded/settings'
import { listAllTrips, readPlans } from '@/lib/catalog/embedded/trips'
import { offerState, upcomingOffers, type DepartureOffer, type OfferState } from '@/lib/catalog/offers'
import { todayInIndia } from '@/lib/site/format'

/**
 * The departures desk's list: every dated departure after today in India, of every trip (hidden
 * ones too: the agency may fill a group it does not advertise), soonest first, with how full it
 * is and the status a visitor reads, at the owner's "n seats left" threshold.
 */

export interface DeskDeparture {
  tripId: string
  tripTitle: string
  tripSlug: string
  published: boolean
  offer: DepartureOffer
  state: OfferState
}

export interface DeparturesDesk {
  departures: DeskDeparture[]
  fewSeatsAt: number
}

export async function listUpcomingDepartures(today: string = todayInIndia()): Promise<DeparturesDesk> {
  const db = await getCatalogDb()
  const [trips, fewSeatsAt] = await Promise.all([listAllTrips(db), readFewSeatsAt(db)])
  const plans = await readPlans(
    db,
    trips.map((trip) => trip.id),
    today,
  )
  const departures = trips.flatMap((trip) =>
    upcomingOffers(plans.get(trip.id)?.dates ?? [], today).map((offer) => ({
      tripId: trip.id,
      tripTitle: trip.title,
      tripSlug: trip.slug,
      published: trip.published === 1,
      offer,
      state: offerState(offer, fewSeatsAt),
    })),
  )
  // Soonest first; on one day, in the catalogue's order of trips (flatMap kept it, sort is stable).
  departures.sort((a, b) => a.offer.on.localeCompare(b.offer.on))
  return { departures, fewSeatsAt }
}
