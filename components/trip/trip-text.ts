import { todayInIndia } from '@/lib/site/format'
import { departureDayShort, nextOpenOffer, urgencyText } from '@/lib/catalog/offers'
import { siteConfig } from '@/lib/site/config'
import type { TripSummary } from '@/lib/catalog/types'

type DepartureFields = Pick<TripSummary, 'availableDates' | 'nextDeparture' | 'departures' | 'fewSeatsAt'>

/**
 * The next departure in the fewest words, for the docked bar: the next dated departure still
 * open and how full it is when that is worth saying ("Dep. 12 Dec", "4 seats left"); else "Dep.
 * 12 Dec" when the catalogue knows the date, or the first part of the dates text ("Every
 * Saturday", "Any date", "Opens May 2027").
 */
export function departureShortParts(
  trip: DepartureFields,
  today: string = todayInIndia(),
): { when: string; urgency?: string } {
  const open = trip.departures ? nextOpenOffer(trip.departures, today, trip.fewSeatsAt) : undefined
  if (open) return { when: departureDayShort(open.offer.on), urgency: urgencyText(open.state) }
  if (trip.nextDeparture && !trip.departures) return { when: departureDayShort(trip.nextDeparture) }
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
