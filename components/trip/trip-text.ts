import { monthShort } from '@/lib/site/format'
import { siteConfig } from '@/lib/site/config'
import type { TripSummary } from '@/lib/catalog/types'

/**
 * The next departure in the fewest words, for the docked bar: "Dep. 12 Dec" when the catalogue
 * knows the date, else the first part of the dates text ("Every Saturday", "Any date", "Opens May 2027").
 */
export function departureShort(trip: Pick<TripSummary, 'availableDates' | 'nextDeparture'>): string {
  if (trip.nextDeparture) {
    const [, month, day] = trip.nextDeparture.split('-').map(Number)
    return `Dep. ${day} ${monthShort(month)}`
  }
  return trip.availableDates.split(/[,;]/)[0].trim()
}

/** The WhatsApp greeting that names the trip the visitor is looking at, with its link for the agent. */
export function tripWhatsAppMessage(trip: Pick<TripSummary, 'title'>, url: string): string {
  return `Hello ${siteConfig.name}, I would like to know more about ${trip.title}: ${url}`
}
