import { PARTICULARS_FORM_DEFAULTS, particularsOf, type AgencyParticulars, type MoneySettings } from '@/lib/agency'
import type { LeadRow, QuoteRow } from '@/lib/platform/db/schema'
import { todayInIndia } from '@/lib/site/format'
import { storedQuoteSchema, type QuoteInput } from './schema'
import type { QuoteDocument } from './document'
import { quoteMoney, type QuoteMoney } from './money'
import { departureLine, quoteWords } from './words'

/**
 * A quote as its row says it, and what its PDF shows: no reads, no permission, so the outbox
 * worker (which sends quotes outside any request) uses them as the desk's screens do.
 */

export interface Quote {
  id: number
  leadId: number
  number: string
  version: number
  status: QuoteRow['status']
  content: QuoteInput
  total: number
  travellers: number
  /** YYYY-MM-DD, India time. */
  validUntil: string
  token: string | null
  createdByName: string
  createdAt: number
  /** Who sent it (a staff id): their phone is the consultant's on the PDF. */
  sentById: string | null
  sentByName: string | null
  sentByEmail: string | null
  sentAt: number | null
  mailTo: string | null
  mailStatus: QuoteRow['mail_status']
  mailAttempts: number
  mailError: string | null
  mailedAt: number | null
}

export function toQuote(row: QuoteRow): Quote {
  return {
    id: row.id,
    leadId: row.lead_id,
    number: row.number,
    version: row.version,
    status: row.status,
    content: storedQuoteSchema.parse(JSON.parse(row.content)),
    total: row.total,
    travellers: row.travellers,
    validUntil: row.valid_until,
    token: row.token,
    createdByName: row.created_by_name,
    createdAt: row.created_at,
    sentById: row.sent_by,
    sentByName: row.sent_by_name,
    sentByEmail: row.sent_by_email,
    sentAt: row.sent_at,
    mailTo: row.mail_to,
    mailStatus: row.mail_status,
    mailAttempts: row.mail_attempts,
    mailError: row.mail_error,
    mailedAt: row.mailed_at,
  }
}

/**
 * What the PDF shows of a quote and its lead, in the quote's language; `trip` is the trip's name
 * in it (./trip-title.ts), the name as typed when not given; `agency` the agency's particulars
 * (`getAgencyParticulars`), `boardingCity` the city in the quote's language (`boardingCityIn`). The money is worked out on the day the quote was issued, so a sent
 * quote's balance day does not move.
 */
export function quoteDocumentOf(
  quote: Quote,
  lead: Pick<LeadRow, 'name' | 'phone' | 'email'>,
  agent: { name: string; phone?: string },
  trip: string = quote.content.trip,
  agency: AgencyParticulars = particularsOf(PARTICULARS_FORM_DEFAULTS),
  boardingCity: string = quote.content.boardingCity,
): QuoteDocument {
  const { content } = quote
  const locale = content.language
  const issuedOn = todayInIndia(new Date(quote.sentAt ?? quote.createdAt))
  return {
    locale,
    number: quote.number,
    version: quote.version,
    issuedOn,
    validUntil: quote.validUntil,
    customer: { name: lead.name ?? quoteWords(locale)('document.customer'), phone: lead.phone, email: lead.email },
    trip,
    departure: departureLine(content, locale, boardingCity),
    lines: content.lines,
    discounts: content.discounts,
    includes: content.includes,
    excludes: content.excludes,
    note: content.note || undefined,
    customerState: content.customerState,
    money: moneyOfQuote(quote, agency.money),
    agency,
    agent: { name: agent.name, ...(agent.phone ? { phone: agent.phone } : {}) },
  }
}

/**
 * A quote's money as its document states it: its lines and discounts, the customer's state and
 * overseas mark it carries, its departure, on the day it was sent (or made), under the owner's settings.
 */
export function moneyOfQuote(quote: Quote, settings: MoneySettings): QuoteMoney {
  const { content } = quote
  return quoteMoney({
    lines: content.lines,
    discounts: content.discounts,
    customerState: content.customerState,
    overseas: content.overseas,
    departure: content.departure,
    today: todayInIndia(new Date(quote.sentAt ?? quote.createdAt)),
    settings,
  })
}
