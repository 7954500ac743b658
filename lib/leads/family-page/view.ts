import 'server-only'
import { cache } from 'react'
import { headers } from 'next/headers'
import QRCode from 'qrcode'
import { boardingCityIn, getCatalogTripTitles } from '@/lib/catalog'
import { getAgencyParticulars } from '@/lib/agency'
import { familyBookingMoney, type FamilyMoney } from '@/lib/bookings'
import { amountInWords, type TaxKind } from '@/lib/leads/quotes/money'
import { upiPayUri } from '@/lib/leads/quotes/payment'
import { moneyOfQuote } from '@/lib/leads/quotes/rows'
import { siteConfig } from '@/lib/site/config'
import { getStaff } from '@/lib/staff'
import { quoteLanguageOf } from '@/lib/leads/quotes/schema'
import { quoteTripTitle } from '@/lib/leads/quotes/trip-title'
import { DEFAULT_LOCALE, localePath, type Locale } from '@/lib/site/i18n/locales'
import { todayInIndia } from '@/lib/site/format'
import { familyQuotePdfPath, familyReceiptPdfPath, itineraryPdfPath } from '@/lib/site/routes'
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
  /** What is due and by when, from the quote's money (lib/leads/quotes/money.ts); null without a quote. */
  due: {
    grandTotal: number
    taxes: { kind: TaxKind; rate: number; amount: number }[]
    advance: number
    advanceInWords: string
    balance: number
    balanceInWords: string
    /** YYYY-MM-DD; null when the quote names no departure. */
    balanceDue: string | null
    balanceDueNow: boolean
  } | null
  /** The booking's money (lib/bookings): each receipt with its PDF, and what is still to pay; null before a booking. */
  received:
    (Omit<FamilyMoney, 'receipts'> & { receipts: (FamilyMoney['receipts'][number] & { pdfHref: string })[] }) | null
  /** How to pay, from the agency's particulars: only what the owner set. */
  pay: {
    upi: { id: string; uri: string; qrSvg: string } | null
    bank: { accountName?: string; accountNumber: string; ifsc: string } | null
    consultant: string | null
  }
}

/** The boarding city in the page's language; none when the lead and quote name none. */
async function cityIn(city: string | null, locale: Locale): Promise<string | null> {
  return city ? boardingCityIn(city, locale) : null
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
  const agency = await getAgencyParticulars()
  const money = quote ? moneyOfQuote(quote, agency.money) : null
  const upi =
    agency.upiId && quote && money && money.advance > 0
      ? upiPayUri({
          upiId: agency.upiId,
          payee: agency.legalName ?? siteConfig.legalName,
          amount: money.advance,
          note: quote.number,
        })
      : null
  const booked = await familyBookingMoney(lead.id)
  const consultant = quote?.sentByName && !quote.sentByName.includes('@') ? quote.sentByName : null
  return {
    leadId: lead.id,
    locale,
    name: lead.name,
    trip: quote ? await quoteTripTitle(quote.content, lead.trip) : leadTrip,
    itineraryHref: slug ? localePath(itineraryPdfPath(slug), locale) : null,
    departure: quote ? quote.content.departure || null : lead.departure,
    boardingCity: await cityIn(quote ? quote.content.boardingCity : lead.boarding_city, locale),
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
    due: money && {
      grandTotal: money.grandTotal,
      taxes: money.taxes.map(({ kind, rate, amount }) => ({ kind, rate, amount })),
      advance: money.advance,
      advanceInWords: amountInWords(money.advance, locale),
      balance: money.balance,
      balanceInWords: amountInWords(money.balance, locale),
      balanceDue: money.balanceDue,
      balanceDueNow: money.balanceDueNow,
    },
    received: booked && {
      ...booked,
      receipts: booked.receipts.map((receipt) => ({
        ...receipt,
        pdfHref: familyReceiptPdfPath(token, receipt.entryId),
      })),
    },
    pay: {
      upi:
        upi === null
          ? null
          : {
              id: agency.upiId!,
              uri: upi,
              qrSvg: await QRCode.toString(upi, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }),
            },
      bank: agency.bank ?? null,
      consultant,
    },
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
