import 'server-only'
import { enqueueJob } from '@/lib/leads/jobs/queue'
import { jobKey, LEAD_JOBS } from '@/lib/leads/jobs/kinds'
import { randomBytes } from 'node:crypto'
import { assertCan, Refusal, type Staff } from '@/lib/staff'
import { getDb, writeTransaction, type Db } from '@/lib/platform/db'
import type { LeadRow, QuoteRow } from '@/lib/platform/db/schema'
import { getEnv } from '@/lib/platform/env'
import { todayInIndia } from '@/lib/site/format'
import { changeStage, recordLeadActivity } from '@/lib/leads/desk/commands'
import { quoteLanguageOf, quoteSchema, type QuoteInput } from './schema'
import { quoteTotals } from './totals'

/**
 * The quotes' changes, each one transaction under the write lock that records who did it on the
 * lead's timeline (lead_activity kind 'quote'). A quote is numbered per agency and year
 * ("Q-2026-0042") when first saved; a draft can be changed in place; sending makes it immutable
 * (a token for the customer's link, the e-mail queued for the outbox worker) and moves a New or
 * Contacted lead to Quoted. A change to a sent quote is its next version, a draft copied from it.
 */

export class QuoteError extends Refusal {}

type Trx = Db

/** Serialises the numbering of new quotes across PostgreSQL sessions ("quot"). */
const QUOTE_NUMBER_LOCK_KEY = 0x71756f74
/** Random bytes of a customer's link token: 128 bits, 22 base64url characters. */
const TOKEN_BYTES = 16

export const quoteNumber = (year: string, serial: number) => `Q-${year}-${String(serial).padStart(4, '0')}`

export function newQuoteToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url')
}

async function leadOf(trx: Trx, reference: string): Promise<LeadRow> {
  const lead = await trx.selectFrom('leads').selectAll().where('reference', '=', reference).executeTakeFirst()
  if (!lead) throw new QuoteError('This lead no longer exists')
  if (lead.status === 'spam') throw new QuoteError('Move the lead out of spam first')
  if (lead.kind === 'newsletter') throw new QuoteError('A newsletter sign-up is a subscriber, not a sales lead')
  return lead
}

async function quoteOf(trx: Trx, leadId: number, number: string, version: number): Promise<QuoteRow> {
  const row = await trx
    .selectFrom('quotes')
    .selectAll()
    .where('lead_id', '=', leadId)
    .where('number', '=', number)
    .where('version', '=', version)
    .executeTakeFirst()
  if (!row) throw new QuoteError('This quote no longer exists')
  return row
}

const record = (trx: Trx, lead: LeadRow, staff: Staff, detail: Record<string, unknown>, at: number) =>
  recordLeadActivity(trx, lead.id, staff, 'quote', detail, at)

/** The next number of the year: one more than the highest, in the year's order ("Q-2026-10000" after "-9999"). */
async function nextNumber(trx: Trx, year: string): Promise<string> {
  const last = await trx
    .selectFrom('quotes')
    .select('number')
    .where('number', 'like', `Q-${year}-%`)
    .orderBy((eb) => eb.fn('length', ['number']), 'desc')
    .orderBy('number', 'desc')
    .limit(1)
    .executeTakeFirst()
  return quoteNumber(year, last ? Number(last.number.slice(`Q-${year}-`.length)) + 1 : 1)
}

function parsed(input: unknown, today: string): QuoteInput {
  const result = quoteSchema(today).safeParse(input)
  if (!result.success) {
    const issue = result.error.issues[0]!
    throw new QuoteError(issue.message, issue.path.join('.'))
  }
  return result.data
}

/** Whether the form named the quote's language; a quote that names none is in the lead's (or a draft keeps its own). */
const namesLanguage = (input: unknown) =>
  typeof input === 'object' && input !== null && (input as { language?: unknown }).language !== undefined

const stored = (content: QuoteInput) => {
  const totals = quoteTotals(content.lines, content.discounts)
  return {
    content: JSON.stringify(content),
    total: totals.total,
    travellers: totals.travellers,
    valid_until: content.validUntil,
  }
}

export interface QuoteRef {
  number: string
  version: number
}

/** A new quote of a lead, saved as version 1 of a new number, a draft. */
export async function createQuote(
  staff: Staff,
  reference: string,
  input: unknown,
  { now = Date.now() }: { now?: number } = {},
): Promise<QuoteRef> {
  assertCan(staff, 'leads.work')
  const today = todayInIndia(new Date(now))
  const content = parsed(input, today)
  return writeTransaction(
    await getDb(),
    async (trx) => {
      const lead = await leadOf(trx, reference)
      const number = await nextNumber(trx, today.slice(0, 4))
      const row = stored(namesLanguage(input) ? content : { ...content, language: quoteLanguageOf(lead.locale) })
      await trx
        .insertInto('quotes')
        .values({
          lead_id: lead.id,
          number,
          version: 1,
          status: 'draft',
          ...row,
          created_by: staff.id,
          created_by_name: staff.name || staff.email,
          created_at: now,
        })
        .execute()
      await record(trx, lead, staff, { action: 'drafted', number, version: 1, total: row.total }, now)
      return { number, version: 1 }
    },
    { lockKey: QUOTE_NUMBER_LOCK_KEY },
  )
}

/** A draft changed in place; a sent quote is never changed (its change is the next version). */
export async function saveQuoteDraft(
  staff: Staff,
  reference: string,
  ref: QuoteRef,
  input: unknown,
  { now = Date.now() }: { now?: number } = {},
): Promise<void> {
  assertCan(staff, 'leads.work')
  const content = parsed(input, todayInIndia(new Date(now)))
  await writeTransaction(await getDb(), async (trx) => {
    const lead = await leadOf(trx, reference)
    const quote = await quoteOf(trx, lead.id, ref.number, ref.version)
    if (quote.status !== 'draft') throw new QuoteError('This quote has been sent: make a new version to change it')
    const language = namesLanguage(input)
      ? content.language
      : quoteLanguageOf((JSON.parse(quote.content) as { language?: string }).language)
    await trx
      .updateTable('quotes')
      .set(stored({ ...content, language }))
      .where('id', '=', quote.id)
      .where('status', '=', 'draft')
      .execute()
  })
}

/**
 * The next version of a sent quote: a draft with the same content, to change and send. When the
 * latest version is still a draft, that draft is the one to change.
 */
export async function reviseQuote(
  staff: Staff,
  reference: string,
  number: string,
  { now = Date.now(), from }: { now?: number; from?: number } = {},
): Promise<QuoteRef> {
  assertCan(staff, 'leads.work')
  return writeTransaction(
    await getDb(),
    async (trx) => {
      const lead = await leadOf(trx, reference)
      const latest = await trx
        .selectFrom('quotes')
        .selectAll()
        .where('lead_id', '=', lead.id)
        .where('number', '=', number)
        .orderBy('version', 'desc')
        .limit(1)
        .executeTakeFirst()
      // Versions run 1, 2, … up to the latest: a version above it was never made.
      if (!latest || (from !== undefined && from > latest.version)) throw new QuoteError('This quote no longer exists')
      if (latest.status === 'draft') return { number, version: latest.version }
      const version = latest.version + 1
      await trx
        .insertInto('quotes')
        .values({
          lead_id: lead.id,
          number,
          version,
          status: 'draft',
          content: latest.content,
          total: latest.total,
          travellers: latest.travellers,
          valid_until: latest.valid_until,
          created_by: staff.id,
          created_by_name: staff.name || staff.email,
          created_at: now,
        })
        .execute()
      await record(trx, lead, staff, { action: 'drafted', number, version, total: latest.total }, now)
      return { number, version }
    },
    { lockKey: QUOTE_NUMBER_LOCK_KEY },
  )
}

export type SendOutcome = { emailed: boolean; firstSend: boolean }

/**
 * Sends a quote: a draft becomes sent (its token made, its sender kept for the e-mail's
 * Reply-To) and, by e-mail, is queued for the outbox worker to the lead's address. A quote
 * already sent may still be e-mailed once (it was first given on WhatsApp). A draft whose last
 * valid day has passed is refused: its dates are to be checked first.
 */
/** The job of a quote's e-mail (./mail.ts): one per quote version. */
export const quoteMailJob = (quote: { id: number; number: string; version: number; lead_id: number }) => ({
  kind: LEAD_JOBS.quoteMail,
  key: jobKey(LEAD_JOBS.quoteMail, `${quote.number}/${quote.version}`),
  leadId: quote.lead_id,
  payload: { quoteId: quote.id },
})

export async function sendQuote(
  staff: Staff,
  reference: string,
  ref: QuoteRef,
  { byEmail, now = Date.now() }: { byEmail: boolean; now?: number },
): Promise<SendOutcome> {
  assertCan(staff, 'leads.work')
  const today = todayInIndia(new Date(now))
  const { SMTP_URL } = getEnv()
  const outcome = await writeTransaction(await getDb(), async (trx) => {
    const lead = await leadOf(trx, reference)
    const quote = await quoteOf(trx, lead.id, ref.number, ref.version)
    if (byEmail && !lead.email) throw new QuoteError('This lead gave no e-mail address: send the quote on WhatsApp')
    if (byEmail && !SMTP_URL) throw new QuoteError('E-mail is not set up on this site: send the quote on WhatsApp')
    if (quote.valid_until < today) {
      throw new QuoteError('This quote’s last valid day has passed: make a new version with a new date')
    }
    const newer = await trx
      .selectFrom('quotes')
      .select('version')
      .where('lead_id', '=', lead.id)
      .where('number', '=', ref.number)
      .where('version', '>', ref.version)
      .executeTakeFirst()
    if (newer) throw new QuoteError(`Version ${newer.version} of this quote replaces this one`)
    const firstSend = quote.status === 'draft'
    if (!firstSend && byEmail && quote.mail_status) throw new QuoteError('This quote has already been e-mailed')
    if (!firstSend && !byEmail) return { emailed: false, firstSend }
    const mail = byEmail
      ? { mail_to: lead.email, mail_status: 'pending' as const, mail_next_at: now, mail_error: null }
      : {}
    const send = firstSend
      ? {
          status: 'sent' as const,
          token: newQuoteToken(),
          sent_by: staff.id,
          sent_by_name: staff.name || staff.email,
          sent_by_email: staff.email,
          sent_at: now,
        }
      : {}
    const changed = await trx
      .updateTable('quotes')
      .set({ ...send, ...mail })
      .where('id', '=', quote.id)
      .where('status', '=', quote.status)
      .executeTakeFirst()
    if (Number(changed.numUpdatedRows) !== 1) throw new QuoteError('This quote changed meanwhile: open it again')
    if (byEmail) await enqueueJob(trx, quoteMailJob(quote), now)
    await record(
      trx,
      lead,
      staff,
      {
        action: byEmail ? 'emailed' : 'sent',
        number: quote.number,
        version: quote.version,
        total: quote.total,
        ...(byEmail ? { to: lead.email } : {}),
      },
      now,
    )
    return { emailed: byEmail, firstSend, stage: lead.stage }
  })
  // A quote sent moves a lead still being worked to Quoted, through the desk's own stage change.
  if (outcome.firstSend && (outcome.stage === 'new' || outcome.stage === 'contacted')) {
    await changeStage(staff, reference, 'quoted')
  }
  return { emailed: outcome.emailed, firstSend: outcome.firstSend }
}
