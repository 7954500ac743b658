import { cityName, offerState, priceFrom, upcomingOffers } from '@/lib/catalog/departures/offers'
import type { TripDetail } from '@/lib/catalog/types'
import { dayMonth, formatDay, formatRupees, weekdayShort } from '@/lib/site/format'
import type { Locale } from '@/lib/site/i18n/locales'
import { offerStatusText, type TripTranslator } from './trip-text'

/*
 * The departures a trip's enquiry form offers, drawn on the server; the browser imports only its
 * types (the form's field names are in choice-address.ts).
 */

/** A boarding city as the enquiry form offers it: sent by its English name, shown in the page's language. */
export interface CityOption {
  /** The English name, which the lead records. */
  city: string
  /** The name the page shows: its Tamil on a Tamil page, where it has one. */
  name: string
  /** 'en' where the name stayed English on a page of another language. */
  lang?: 'en'
  /** The price per person from this city on its departure, formatted ("₹34,000"). */
  price: string
}

/** A departure as the enquiry form lists it. */
export interface DepartureOption {
  on: string
  /** "9 Jan" ("9 ஜன." in Tamil): the choice as the docked bar and the price card show it. */
  day: string
  /** "Sat, 9 Jan 2027 · 4 seats left" */
  label: string
  /** Sold out: choosing it turns the form into its waiting list. */
  soldOut: boolean
  /** Where it boards, in the agency's order. */
  cities: CityOption[]
}

/**
 * The departures a trip's enquiry can name: upcoming, not closed, and the coming dates of its
 * seasons ("on request", no boarding city of their own), soonest first, labelled in the page's language.
 */
export function departureOptions(
  trip: Pick<TripDetail, 'departures' | 'fewSeatsAt' | 'price' | 'seasonDates'>,
  today: string,
  t: TripTranslator,
  locale: Locale,
): DepartureOption[] {
  const dated = datedOptions(trip, today, t, locale)
  const season = (trip.seasonDates ?? [])
    .filter((on) => on > today && !dated.some((option) => option.on === on))
    .map((on): DepartureOption => ({
      on,
      day: dayMonth(on, locale),
      label: t('departures.option', {
        weekday: weekdayShort(on, locale),
        day: formatDay(on, locale),
        status: t('status.onRequest'),
      }),
      soldOut: false,
      cities: [],
    }))
  return [...dated, ...season].sort((a, b) => a.on.localeCompare(b.on))
}

function datedOptions(
  trip: Pick<TripDetail, 'departures' | 'fewSeatsAt' | 'price'>,
  today: string,
  t: TripTranslator,
  locale: Locale,
): DepartureOption[] {
  return upcomingOffers(trip.departures ?? [], today).flatMap((offer) => {
    const state = offerState(offer, trip.fewSeatsAt)
    if (state.availability === 'closed') return []
    const status = state.availability === 'sold-out' ? t('status.soldOutWaitingList') : offerStatusText(state, t)
    return [
      {
        on: offer.on,
        day: dayMonth(offer.on, locale),
        label: t('departures.option', {
          weekday: weekdayShort(offer.on, locale),
          day: formatDay(offer.on, locale),
          status,
        }),
        soldOut: state.availability === 'sold-out',
        cities: offer.boarding.map((point) => ({
          city: point.city,
          name: cityName(point),
          price: formatRupees(priceFrom(offer, trip.price, today, point.city) ?? trip.price),
          ...(point.en?.name ? { lang: 'en' as const } : {}),
        })),
      },
    ]
  })
}
