import 'server-only'
import { assertCan, type Caller } from '@/lib/staff'
import { getDb, type Db } from '@/lib/platform/db'
import type { LeadRow, QuoteRow } from '@/lib/platform/db/schema'
import { todayInIndia } from '@/lib/site/format'
import type { Locale } from '@/lib/site/i18n/locales'
import { toQuote, type Quote } from './rows'
import { quoteLanguageOf } from './schema'

export { quoteDocumentOf, toQuote, type Quote } from './rows'

/**
 * The quotes' reads: a lead's quotes for its page, one quote's versions, and a sent quote by the
 * customer's token. A quote's content is stored as JSON text and read back through its schema,
 * so a row that does not parse is an error, never a wrong PDF.
 */

/** A quote in the lead page's list: its latest version. */
export interface QuoteSummary {
  number: string
  version: number
  status: Quote['status']
  trip: string
  total: number
  travellers: number
  validUntil: string
  sentAt: number | null
  createdAt: number
}

async function leadIdOf(db: Db, reference: string): Promise<number | undefined> {
  const lead = await db.selectFrom('leads').select('id').where('reference', '=', reference).executeTakeFirst()
  return lead?.id
}

/** The lead's quotes, newest first, each at its latest version. */
export async function listLeadQuotes(caller: Caller, reference: string): Promise<QuoteSummary[]> {
  assertCan(caller, 'leads.read')
  const db = await getDb()
  const leadId = await leadIdOf(db, reference)
  if (leadId === undefined) return []
  const rows = await db
    .selectFrom('quotes')
    .selectAll()
    .where('lead_id', '=', leadId)
    .orderBy('number', 'desc')
    .orderBy('version', 'desc')
    .execute()
  const latest = new Map<string, QuoteRow>()
  for (const row of rows) if (!latest.has(row.number)) latest.set(row.number, row)
  return [...latest.values()]
    .sort((a, b) => b.created_at - a.created_at)
    .map((row) => {
      const quote = toQuote(row)
      return {
        number: quote.number,
        version: quote.version,
        status: quote.status,
        trip: quote.content.trip,
        total: quote.total,
        travellers: quote.travellers,
        validUntil: quote.validUntil,
        sentAt: quote.sentAt,
        createdAt: quote.createdAt,
      }
    })
}

/** Every version of a quote of this lead, newest first; empty when the lead has no such quote. */
export async function getQuoteVersions(caller: Caller, reference: string, number: string): Promise<Quote[]> {
  assertCan(caller, 'leads.read')
  const db = await getDb()
  const leadId = await leadIdOf(db, reference)
  if (leadId === undefined) return []
  const rows = await db
    .selectFrom('quotes')
    .selectAll()
    .where('lead_id', '=', leadId)
    .where('number', '=', number)
    .orderBy('version', 'desc')
    .execute()
  return rows.map(toQuote)
}

/** The customer's link: a sent quote whose token this is and whose last valid day is not past. */
export async function findQuoteByToken(
  token: string,
  today: string = todayInIndia(),
): Promise<{ quote: Quote; lead: LeadRow } | undefined> {
  // A token is 22 base64url characters; anything else is no token and never reaches an index.
  if (!/^[A-Za-z0-9_-]{22,64}$/.test(token)) return undefined
  const db = await getDb()
  const row = await db
    .selectFrom('quotes')
    .selectAll()
    .where('token', '=', token)
    .where('status', '=', 'sent')
    .where('valid_until', '>=', today)
    .executeTakeFirst()
  if (!row) return undefined
  const lead = await db.selectFrom('leads').selectAll().where('id', '=', row.lead_id).executeTakeFirstOrThrow()
  return { quote: toQuote(row), lead }
}

/** What the quote screens read of a lead. */
export interface QuoteLead {
  reference: string
  name: string | null
  email: string | null
  phone: string | null
  trip: string | null
  departure: string | null
  boardingCity: string | null
  travellers: string | null
  stage: LeadRow['stage']
  /** The language of the page the visitor wrote from: a new quote's language. */
  locale: Locale
}

export async function getQuoteLead(caller: Caller, reference: string): Promise<QuoteLead | undefined> {
  assertCan(caller, 'leads.read')
  const row = await (
    await getDb()
  )
    .selectFrom('leads')
    .select([
      'reference',
      'name',
      'email',
      'phone',
      'trip',
      'departure',
      'boarding_city',
      'travellers',
      'stage',
      'locale',
    ])
    .where('reference', '=', reference)
    .where('status', '!=', 'spam')
    .where('kind', '!=', 'newsletter')
    .executeTakeFirst()
  if (!row) return undefined
  const { boarding_city, locale, ...rest } = row
  return { ...rest, boardingCity: boarding_city, locale: quoteLanguageOf(locale) }
}
