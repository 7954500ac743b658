import type { LeadRow, QuoteRow } from '@/lib/platform/db/schema'
import { todayInIndia } from '@/lib/site/format'
import { storedQuoteSchema, type QuoteInput } from './schema'
import type { QuoteDocument } from './document'
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
 * in it (./trip-title.ts), the name as typed when not given.
 */
export function quoteDocumentOf(
  quote: Quote,
  lead: Pick<LeadRow, 'name' | 'phone' | 'email'>,
  agent: { name: string; email: string },
  trip: string = quote.content.trip,
): QuoteDocument {
  const { content } = quote
  const locale = content.language
  return {
    locale,
    number: quote.number,
    version: quote.version,
    issuedOn: todayInIndia(new Date(quote.sentAt ?? quote.createdAt)),
    validUntil: quote.validUntil,
    customer: { name: lead.name ?? quoteWords(locale)('document.customer'), phone: lead.phone, email: lead.email },
    trip,
    departure: departureLine(content, locale),
    lines: content.lines,
    discounts: content.discounts,
    includes: content.includes,
    excludes: content.excludes,
    note: content.note || undefined,
    agent,
  }
}
