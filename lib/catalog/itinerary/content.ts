import { createTranslator } from 'use-intl/core'
import { dayNumber } from '@/lib/catalog/localize'
import { cancellationTerms } from '@/lib/content'
import {
  boardingPrices,
  earlyBirdActive,
  offerState,
  offerStatusText,
  upcomingOffers,
  type BoardingPrice,
} from '@/lib/catalog/departures/offers'
import type { TripDetail } from '@/lib/catalog/types'
import { formatDay, formatDuration, formatRupees } from '@/lib/site/format'
import { DEFAULT_LOCALE, type Locale } from '@/lib/site/i18n/locales'
import { siteConfig } from '@/lib/site/config'
import { MESSAGES } from '@/lib/site/i18n/messages'

/**
 * A trip's itinerary as a family takes it home: what the printed page and the PDF say, derived
 * from the trip and today in India (departures that have left, or are closed, are not offered).
 * Pure: the PDF (document.tsx), its tests and the trip page's print block read the same words.
 */

/** At most this many departures in the document: the next ones, as the page lists them all. */
export const ITINERARY_DEPARTURES = 6

/** The trip namespace's words in a language, outside a page (the PDF is made in a route and by the outbox). */
function tripWords(locale: Locale) {
  return createTranslator({ locale, messages: MESSAGES[locale], namespace: 'trip' })
}

/** "1" and "Day 1" read as "Day 1" ("நாள் 1" in Tamil); a day named in words is kept as is. */
export function dayLabel(day: string, locale: Locale = DEFAULT_LOCALE): string {
  const n = dayNumber(day)
  return n ? tripWords(locale)('itinerary.day', { n }) : day
}

/** The document's own words in its language, each said once here (the messages' trip namespace). */
export interface ItineraryWords {
  documentTitle: string
  perPerson: string
  terms: string
  nextDeparture: string
  otherPrices: string[]
  nextDepartures: string
  departuresNote: string
  cityless: string
  earlyBird: (day: string) => string
  guaranteed: string
  overview: string
  dayByDay: string
  included: string
  excluded: string
  hotels: string
  cancellation: string
  /** The cancellation table's column headers: when it is received, and the amount refunded. */
  cancellationWhen: string
  cancellationRefund: string
  /** The letterhead's line under the agency's name. */
  tagline: string
  bookOrAsk: string
  call: string
  scan: string
  made: (day: string, page: number, pages: number) => string
}

export interface ItineraryDeparture {
  on: string
  /** "Available", "4 seats left", "Sold out", "On request"… */
  status: string
  guaranteed: boolean
  /** Whether a seat can still be asked for (not sold out). */
  open: boolean
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
  /** The document's language, and its own words in it. */
  locale: Locale
  words: ItineraryWords
}

/**
 * The itinerary of a trip localized for `locale` (lib/catalog/localize.ts): the catalogue's words
 * in it where it has them, the document's own from the messages.
 */
export function itineraryOf(trip: TripDetail, today: string, locale: Locale = DEFAULT_LOCALE): ItineraryContent {
  const t = tripWords(locale)
  const departures = upcomingOffers(trip.departures ?? [], today)
    .filter((offer) => offer.status !== 'closed')
    .slice(0, ITINERARY_DEPARTURES)
    .map((offer): ItineraryDeparture => {
      const state = offerState(offer, trip.fewSeatsAt)
      // The trip is localized already: its label and note are in the document's language where they can be.
      const note = [offer.label, offer.note].filter(Boolean).join('. ')
      return {
        on: offer.on,
        status: offerStatusText(state, t),
        open: state.open,
        guaranteed: state.guaranteed,
        prices: boardingPrices(offer, trip.price, today),
        ...(earlyBirdActive(offer, today) ? { earlyBirdUntil: offer.earlyBird!.until } : {}),
        ...(note ? { note } : {}),
      }
    })
  return {
    title: trip.title,
    slug: trip.slug,
    duration: formatDuration(trip.duration, locale),
    location: trip.location,
    availableDates: trip.availableDates,
    price: trip.price,
    ...(trip.childPrice !== undefined ? { childPrice: trip.childPrice, childAges: trip.childAges } : {}),
    ...(trip.seniorPrice !== undefined ? { seniorPrice: trip.seniorPrice } : {}),
    overview: trip.description ? trip.description.split(/\n{2,}/).filter((p) => p.trim()) : [],
    departures,
    days: trip.itinerary.map((day) => ({
      label: dayLabel(day.day, locale),
      title: day.title,
      activities: day.activities,
    })),
    includes: trip.includes,
    excludes: trip.excludes ?? [],
    hotels: trip.hotels ?? [],
    cancellation: trip.cancellation ?? cancellationTerms(locale),
    photos: trip.images,
    locale,
    words: {
      documentTitle: t('document.title', { title: trip.title }),
      perPerson: t('price.perPerson'),
      terms: t('price.terms'),
      nextDeparture: t('price.nextDeparture'),
      otherPrices: [
        trip.childPrice !== undefined
          ? `${trip.childAges ? t('price.childAges', { ages: trip.childAges }) : t('price.child')} ${formatRupees(trip.childPrice)}`
          : '',
        trip.seniorPrice !== undefined ? `${t('price.senior')} ${formatRupees(trip.seniorPrice)}` : '',
      ].filter(Boolean),
      nextDepartures: t('document.nextDepartures'),
      departuresNote: t('document.departuresNote'),
      cityless: t('departures.perPerson'),
      earlyBird: (day) => t('departures.earlyBird', { day: formatDay(day, locale) }),
      guaranteed: t('status.guaranteed'),
      overview: t('document.overview'),
      dayByDay: t('document.dayByDay'),
      included: t('lists.included'),
      excluded: t('lists.excluded'),
      hotels: t('lists.hotels'),
      cancellation: t('cancellation.heading'),
      cancellationWhen: t('cancellation.whenColumn'),
      cancellationRefund: t('cancellation.refundColumn'),
      tagline: t('document.tagline', { year: String(siteConfig.foundedYear) }),
      bookOrAsk: t('document.bookOrAsk'),
      call: t('document.call', { phone: siteConfig.phone, whatsapp: siteConfig.whatsappDisplay }),
      scan: t('document.scan'),
      made: (day, page, pages) => t('document.made', { day: formatDay(day, locale), page, pages }),
    },
  }
}
