import 'server-only'
import { cache } from 'react'
import { headers } from 'next/headers'
import { getCatalogTripTitles } from '@/lib/catalog'
import { getStaff } from '@/lib/staff'
import { quoteLanguageOf } from '@/lib/leads/quotes/schema'
import { quoteTripTitle } from '@/lib/leads/quotes/trip-title'
import { DEFAULT_LOCALE, localePath, type Locale } from '@/lib/site/i18n/locales'
import { todayInIndia } from '@/lib/site/format'
import { familyQuotePdfPath, itineraryPdfPath } from '@/lib/site/routes'
import { findFamilyPage, recordFamilyPageOpen } from './store'
import { isLinkPreview } from './state'

/**
 * What the family's page shows (app/my/[token], components/my), read once per request for its
 * document's language and its body: the trip, the latest quote sent, and its language.
 */

export interface FamilyPageView {
  leadId: number
  locale: Locale
  name: string | null
  trip: string | null
  /** The catalogue trip's itinerary PDF in the page's language; null for a trip the catalogue does not have. */
  itineraryHref: string | null
  /** YYYY-MM-DD. */
  departure: string | null
  boardingCity: string | null
  travellers: number | null
  quote: {
    number: string
    version: number
    total: number
    validUntil: string
    expired: boolean
    pdfHref: string
  } | null
}

/** The page a token opens, or null for a wrong or revoked one (both the same "no longer valid" page). */
export const readFamilyPage = cache(async (token: string): Promise<FamilyPageView | null> => {
  const found = await findFamilyPage(token)
  if (found.state !== 'open') return null
  const { lead, quote } = found
  const locale = quote ? quote.content.language : quoteLanguageOf(lead.locale)
  const titles = await getCatalogTripTitles().catch(() => new Map<string, string>())
  const slug = lead.trip && titles.has(lead.trip) ? lead.trip : null
  const leadTrip = slug ? ((await getCatalogTripTitles(locale).catch(() => titles)).get(slug) ?? null) : lead.trip
  const travellers = Number(lead.travellers)
  return {
    leadId: lead.id,
    locale,
    name: lead.name,
    trip: quote ? await quoteTripTitle(quote.content, lead.trip) : leadTrip,
    itineraryHref: slug ? localePath(itineraryPdfPath(slug), locale) : null,
    departure: quote ? quote.content.departure || null : lead.departure,
    boardingCity: quote ? quote.content.boardingCity || null : lead.boarding_city,
    travellers: quote ? quote.travellers : Number.isInteger(travellers) && travellers > 0 ? travellers : null,
    quote: quote
      ? {
          number: quote.number,
          version: quote.version,
          total: quote.total,
          validUntil: quote.validUntil,
          expired: quote.validUntil < todayInIndia(),
          pdfHref: familyQuotePdfPath(token),
        }
      : null,
  }
})

/** The document's language: the page's, English for a link that opens nothing. */
export async function familyPageLocale(token: string): Promise<Locale> {
  return (await readFamilyPage(token))?.locale ?? DEFAULT_LOCALE
}

/** Notes one open by the family on the lead; staff signed in and link previews are not counted. */
export async function noteFamilyPageOpen(leadId: number): Promise<void> {
  if (isLinkPreview((await headers()).get('user-agent'))) return
  if (await getStaff()) return
  await recordFamilyPageOpen(leadId)
}
