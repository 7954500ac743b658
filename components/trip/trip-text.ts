import type { useTranslations } from 'next-intl'
import { dayMonth, todayInIndia } from '@/lib/site/format'
import { nextOpenOffer, offerStatusText, type OfferState } from '@/lib/catalog/departures/offers'
import type { TripSummary } from '@/lib/catalog/types'
import type { Locale } from '@/lib/site/i18n/locales'
import { agencyName } from '@/lib/site/i18n/agency-name'

type DepartureFields = Pick<TripSummary, 'availableDates' | 'nextDeparture' | 'departures' | 'fewSeatsAt'>

/** The trip namespace's translator, as server components get it (useTranslations or getTranslations). */
export type TripTranslator = ReturnType<typeof useTranslations<'trip'>>

export { offerStatusText }

/** A departure's status worth a card's or the docked bar's few words: none when it is simply available (urgencyText). */
export function urgencyLabel(state: OfferState, t: TripTranslator): string | undefined {
  return state.availability === 'filling-fast' || state.availability === 'few-seats'
    ? offerStatusText(state, t)
    : undefined
}

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
 * saying, how full it is ("4 seats left"); else the first part of the catalogue's dates text
 * ("Every Saturday", "Any date", "Opens May 2027"), flagged `fromCatalogue` (it stays in English).
 */
export function departureShortParts(
  trip: DepartureFields,
  t: TripTranslator,
  locale: Locale,
  today: string = todayInIndia(),
): { when: string; urgency?: string; fromCatalogue?: true } {
  const { day, state } = nextDepartureOf(trip, today)
  if (day) {
    return {
      when: t('bar.departs', { day: dayMonth(day, locale) }),
      urgency: state && urgencyLabel(state, t),
    }
  }
  return { when: trip.availableDates.split(/[,;]/)[0].trim(), fromCatalogue: true }
}

/** departureShortParts in one line: "Dep. 12 Dec · 4 seats left". */
export function departureShort(trip: DepartureFields, t: TripTranslator, locale: Locale, today?: string): string {
  const { when, urgency } = departureShortParts(trip, t, locale, today)
  return urgency ? `${when} · ${urgency}` : when
}

/** The WhatsApp greeting that names the trip the visitor is looking at, with its link for the agent. */
export function tripWhatsAppMessage(
  trip: Pick<TripSummary, 'title'>,
  url: string,
  t: TripTranslator,
  locale: Locale,
): string {
  return t('whatsAppMessage', { name: agencyName(locale), title: trip.title, url })
}
