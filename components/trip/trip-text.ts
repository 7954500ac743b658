import { todayInIndia } from '@/lib/site/format'
import { departureDayShort, nextOpenOffer, urgencyText, type OfferState } from '@/lib/catalog/offers'
import { siteConfig } from '@/lib/site/config'
import type { TripSummary } from '@/lib/catalog/types'

type DepartureFields = Pick<TripSummary, 'availableDates' | 'nextDeparture' | 'departures' | 'fewSeatsAt'>

/**
 * The next departure a visitor can still ask a seat on: of a trip sold by dated departure, the
 * first one open, with how full it is; of any other trip, the catalogue's next date. None when the
 * trip has no date ahead (or only sold-out and closed ones).
 */
export function nextDepartureOf(
  trip: Omit<DepartureFields, 'availableDates'>,
  today: string = todayInIndia(),
): { day?: string; state?: OfferState } {
  if (!trip.departures) return { day: trip.nextDeparture }
  const open = nextOpenOffer(trip.departures, today, trip.fewSeatsAt)
  return open ? { day: open.offer.on, state: open.state } : {}
}

/**
 * The next departure in the fewest words, for the docked bar: "Dep. 12 Dec" and, when worth
 * saying, how full it is ("4 seats left"); else the first part of the dates text ("Every
 * Saturday", "Any date", "Opens May 2027").
 */
export function departureShortParts(
  trip: DepartureFields,
  today: string = todayInIndia(),
): { when: string; urgency?: string } {
  const { day, state } = nextDepartureOf(trip, today)
  if (day) return { when: departureDayShort(day), urgency: state && urgencyText(state) }
  return { when: trip.availableDates.split(/[,;]/)[0].trim() }
}

/** departureShortParts in one line: "Dep. 12 Dec · 4 seats left". */
export function departureShort(trip: DepartureFields, today?: string): string {
  const { when, urgency } = departureShortParts(trip, today)
  return urgency ? `${when} · ${urgency}` : when
}

/** The WhatsApp greeting that names the trip the visitor is looking at, with its link for the agent. */
export function tripWhatsAppMessage(trip: Pick<TripSummary, 'title'>, url: string): string {
  return `Hello ${siteConfig.name}, I would like to know more about ${trip.title}: ${url}`
}
