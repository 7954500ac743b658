import 'server-only'
import { getCatalogTripTitles, getTrip, lowestPrice, priceFrom, type TripDetail } from '@/lib/catalog'
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/lib/site/i18n/locales'
import { quoteLanguageOf, type QuoteFormInput } from './schema'
import { PRICE_BANDS } from './totals'
import type { Quote } from './store'
import { HOME_STATE_CODE } from '@/lib/site/india-states'

/**
 * A new quote's form, filled from the lead and the catalogue: the trip, the departure and
 * boarding city the lead names, its travellers as adults, and the prices per person the
 * catalogue sells that departure at from that city today (the early bird included), the child's
 * and senior's prices where the trip has them; the trip's inclusions and exclusions. The quote is
 * in the lead's language (the page the visitor wrote from), its lists the catalogue's in it where
 * the trip has them. Every field stays the agent's to change. Valid for a week by default.
 */

export const QUOTE_VALID_DAYS_DEFAULT = 7

function addDays(day: string, days: number): string {
  const ms = Date.parse(`${day}T00:00:00Z`) + days * 86_400_000
  return new Date(ms).toISOString().slice(0, 10)
}

async function readTrip(slug: string, locale: Locale): Promise<TripDetail | null> {
  try {
    const { data } = await getTrip(slug, locale)
    return data
  } catch {
    return null
  }
}

export interface LeadForQuote {
  trip: string | null
  departure: string | null
  boardingCity: string | null
  travellers: string | null
  /** The language of the page the visitor wrote from. */
  locale?: string | null
}

/** The trip's inclusions and exclusions in each language (one item a line), to swap when the agent changes the quote's language. */
export type QuoteLists = Record<Locale, Pick<QuoteFormInput, 'includes' | 'excludes'>>

const listsOf = (trip: TripDetail | null) => ({
  includes: (trip?.includes ?? []).join('\n'),
  excludes: (trip?.excludes ?? []).join('\n'),
})

export async function quotePrefill(
  lead: LeadForQuote,
  today: string,
): Promise<{ initial: QuoteFormInput; lists: QuoteLists }> {
  const language = quoteLanguageOf(lead.locale)
  const localized = lead.trip
    ? await Promise.all(LOCALES.map((locale) => readTrip(lead.trip!, locale)))
    : LOCALES.map(() => null)
  // The English trip gives the name and the prices: the desk names trips in English.
  const trip = localized[LOCALES.indexOf(DEFAULT_LOCALE)] ?? null
  const lists = Object.fromEntries(LOCALES.map((locale, i) => [locale, listsOf(localized[i] ?? null)])) as QuoteLists
  const titles = lead.trip && !trip ? await getCatalogTripTitles().catch(() => undefined) : undefined
  const offer =
    trip && lead.departure ? trip.departures?.find((candidate) => candidate.on === lead.departure) : undefined
  const adult = trip
    ? offer
      ? ((lead.boardingCity ? priceFrom(offer, trip.price, today, lead.boardingCity) : undefined) ??
        lowestPrice(offer, trip.price, today))
      : trip.price
    : 0
  const prices = { adult, child: trip?.childPrice ?? adult, senior: trip?.seniorPrice ?? adult }
  const count = Number.parseInt(lead.travellers ?? '', 10)
  const initial: QuoteFormInput = {
    trip: trip?.title ?? (lead.trip ? (titles?.get(lead.trip) ?? lead.trip) : ''),
    departure: lead.departure ?? '',
    boardingCity: lead.boardingCity ?? '',
    lines: PRICE_BANDS.map((band) => ({
      band,
      count: band === 'adult' ? (Number.isInteger(count) && count > 0 ? Math.min(count, 99) : 1) : 0,
      pricePerPerson: prices[band],
    })),
    discounts: [],
    ...lists[language],
    validUntil: addDays(today, QUOTE_VALID_DAYS_DEFAULT),
    note: '',
    language,
    customerState: HOME_STATE_CODE,
    overseas: false,
  }
  return { initial, lists }
}

/** A stored quote as its form's values (a draft being changed). */
export function quoteFormValues(quote: Quote): QuoteFormInput {
  const { content } = quote
  return {
    ...content,
    lines: PRICE_BANDS.map(
      (band) => content.lines.find((line) => line.band === band) ?? { band, count: 0, pricePerPerson: 0 },
    ),
    includes: content.includes.join('\n'),
    excludes: content.excludes.join('\n'),
    language: content.language,
  }
}
