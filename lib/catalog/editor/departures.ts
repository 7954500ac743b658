import 'server-only'
import { getCatalogDb } from '@/lib/catalog/embedded/db'
import { readFewSeatsAt } from '@/lib/catalog/embedded/settings'
import { listAllTrips, readPlans } from '@/lib/catalog/embedded/trips'
import { offerState, upcomingOffers, type DepartureOffer, type OfferState } from '@/lib/catalog/departures/offers'
import { isEmbeddedCatalog } from '@/lib/catalog/source'
import { todayInIndia } from '@/lib/site/format'

/**
 * The catalogue's departures as staff see them: what each upcoming departure offers and how full
 * it is (the seats desk, the owner's departures view, the Won step of a lead), and the seats a
 * won lead books. The entry re-exports it for the lead desk. The embedded store only: a provider's departures are its own, so in upstream mode the
 * reads answer null and the booking is refused.
 */

export interface SellingDeparture {
  tripId: string
  tripSlug: string
  tripTitle: string
  /** False for a trip staff have hidden: its groups may still be filled by phone. */
  published: boolean
  offer: DepartureOffer
  state: OfferState
}

/** Refused: the catalogue is the provider's, so its seats are counted there. */
export const UPSTREAM_SEATS_MESSAGE = 'Seats are kept by the travel provider, not on this site'

/**
 * Every dated departure after today in India, of every trip (hidden ones too: the agency may fill
 * a group it does not advertise), soonest first and on one day in the catalogue's order of trips,
 * with the owner's "n seats left" threshold; the embedded store only. The owner's departures
 * view and the catalogue's seats list both read it.
 */
export async function readSellingDepartures(
  today: string = todayInIndia(),
): Promise<{ departures: SellingDeparture[]; fewSeatsAt: number }> {
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
      tripSlug: trip.slug,
      tripTitle: trip.title,
      published: trip.published === 1,
      offer,
      state: offerState(offer, fewSeatsAt),
    })),
  )
  // flatMap kept the catalogue's order and the sort is stable, so one day keeps it.
  departures.sort((a, b) => a.offer.on.localeCompare(b.offer.on))
  return { departures, fewSeatsAt }
}

/** readSellingDepartures' list; null when the catalogue is the provider's. */
export async function listSellingDepartures(today: string = todayInIndia()): Promise<SellingDeparture[] | null> {
  if (!isEmbeddedCatalog()) return null
  return (await readSellingDepartures(today)).departures
}

/** One departure of a trip (by the slug a lead keeps), past or not; null upstream, undefined when there is none. */
export async function findSellingDeparture(tripSlug: string, on: string): Promise<SellingDeparture | null | undefined> {
  if (!isEmbeddedCatalog()) return null
  const db = await getCatalogDb()
  const trip = (await listAllTrips(db)).find((candidate) => candidate.slug === tripSlug)
  if (!trip) return undefined
  const [plans, fewSeatsAt] = await Promise.all([readPlans(db, [trip.id], on), readFewSeatsAt(db)])
  const dates: readonly DepartureOffer[] = plans.get(trip.id)?.dates ?? []
  const offer = dates.find((candidate) => candidate.on === on)
  if (!offer) return undefined
  return {
    tripId: trip.id,
    tripSlug: trip.slug,
    tripTitle: trip.title,
    published: trip.published === 1,
    offer,
    state: offerState(offer, fewSeatsAt),
  }
}
