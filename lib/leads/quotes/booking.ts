import 'server-only'
import { getAgencyParticulars } from '@/lib/agency'
import { getDb, type Db } from '@/lib/platform/db'
import type { LeadRow } from '@/lib/platform/db/schema'
import type { Locale } from '@/lib/site/i18n/locales'
import { moneyOfQuote, toQuote } from './rows'
import { quoteLanguageOf } from './schema'
import type { PriceBand } from './totals'

/**
 * What a booking is made from (lib/bookings reads it through the leads' entry): the lead, and its
 * latest quote's departure, boarding city, travellers by band and grand total as the quote's money
 * states it, in the quote's language. No permission here: the bookings' page and command check theirs.
 */

export interface LeadToBook {
  id: number
  reference: string
  name: string | null
  phone: string | null
  /** The trip's slug the lead names, if any. */
  trip: string | null
  departure: string | null
  boardingCity: string | null
  travellers: string | null
  stage: LeadRow['stage']
  status: LeadRow['status']
  kind: LeadRow['kind']
  locale: Locale
  /** The latest quote (its latest version), if the lead has one. */
  quote: {
    id: number
    number: string
    departure: string
    boardingCity: string
    bands: { band: PriceBand; count: number }[]
    grandTotal: number
    language: Locale
  } | null
}

export async function readLeadToBook(reference: string, db?: Db): Promise<LeadToBook | undefined> {
  const conn = db ?? (await getDb())
  const lead = await conn.selectFrom('leads').selectAll().where('reference', '=', reference).executeTakeFirst()
  if (!lead) return undefined
  const row = await conn
    .selectFrom('quotes')
    .selectAll()
    .where('lead_id', '=', lead.id)
    .orderBy('created_at', 'desc')
    .orderBy('version', 'desc')
    .executeTakeFirst()
  const quote = row ? toQuote(row) : null
  const money = quote ? moneyOfQuote(quote, (await getAgencyParticulars(conn)).money) : null
  return {
    id: lead.id,
    reference: lead.reference,
    name: lead.name,
    phone: lead.phone,
    trip: lead.trip,
    departure: lead.departure,
    boardingCity: lead.boarding_city,
    travellers: lead.travellers,
    stage: lead.stage,
    status: lead.status,
    kind: lead.kind,
    locale: quoteLanguageOf(lead.locale),
    quote:
      quote && money
        ? {
            id: quote.id,
            number: quote.number,
            departure: quote.content.departure,
            boardingCity: quote.content.boardingCity,
            bands: quote.content.lines.map((line) => ({ band: line.band, count: line.count })),
            grandTotal: money.grandTotal,
            language: quote.content.language,
          }
        : null,
  }
}
