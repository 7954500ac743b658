import 'server-only'
import { dialectOf, getDb, type Db } from '@/lib/platform/db'
import type { LeadRow, QuoteRow } from '@/lib/platform/db/schema'
import { getEnv } from '@/lib/platform/env'
import { siteConfig, formatAddress } from '@/lib/site/config'
import { formatDay, formatRupees } from '@/lib/site/format'
import { quoteLinkPath } from '@/lib/site/routes'
import { LEAD_CLAIM_TIMEOUT_MS } from '@/lib/leads/config'
import { logLead } from '@/lib/leads/log'
import { sendCustomerMail, type CustomerMail } from '@/lib/leads/notify/mailer'
import { retryDelayMs } from '@/lib/leads/store'
import { quoteDocumentOf, toQuote, type Quote } from './rows'
import type { QuoteDocument } from './document'
import { quoteTripTitle } from './trip-title'
import { quoteWords } from './words'

/**
 * A sent quote's e-mail to the customer, sent by the outbox worker, never in the agent's request:
 * its state is on the quote's row, mail_status pending → sending → sent; a failed send goes back
 * to pending with its error and a later attempt (the lead outbox's backoff), so it is retried
 * until it goes and is never lost. Claimed as the outbox claims (one UPDATE; FOR UPDATE SKIP
 * LOCKED on PostgreSQL), so two processes never send one e-mail at once. The e-mail and its PDF
 * are in the language chosen on the quote.
 */

const MAILS_PER_TICK = 10

/** Claims the next due quote e-mail: its row as claimed, or undefined when none is due. */
export function claimNextQuoteMail(db: Db, now: number): Promise<QuoteRow | undefined> {
  const stale = now - LEAD_CLAIM_TIMEOUT_MS
  const due = db
    .selectFrom('quotes')
    .select('id')
    .where((eb) =>
      eb.or([
        eb.and([eb('mail_status', '=', 'pending'), eb('mail_next_at', '<=', now)]),
        eb.and([eb('mail_status', '=', 'sending'), eb('mail_claimed_at', '<=', stale)]),
      ]),
    )
    .orderBy('mail_next_at')
    .limit(1)
  return db
    .updateTable('quotes')
    .set((eb) => ({ mail_status: 'sending', mail_claimed_at: now, mail_attempts: eb('mail_attempts', '+', 1) }))
    .where('id', '=', dialectOf(db) === 'postgres' ? due.forUpdate().skipLocked() : due)
    .returningAll()
    .executeTakeFirst()
}

/**
 * The e-mail in words, in the quote's language: what the quote is for, its total and last day, the
 * link, and who to reply to. `trip` is the trip's name in that language (./trip-title.ts).
 */
export function quoteMail(
  quote: Quote,
  lead: Pick<LeadRow, 'name'>,
  link: string,
  trip: string = quote.content.trip,
): Omit<CustomerMail, 'to'> {
  const { content } = quote
  const locale = content.language
  const t = quoteWords(locale)
  const day = (iso: string) => formatDay(iso, locale)
  const tripText = content.departure
    ? content.boardingCity
      ? t('mail.tripOnFrom', { trip, day: day(content.departure), city: content.boardingCity })
      : t('mail.tripOn', { trip, day: day(content.departure) })
    : trip
  const agent = quote.sentByName ?? siteConfig.name
  const paragraphs = [
    lead.name ? t('mail.greeting', { name: lead.name }) : t('mail.hello'),
    t('mail.quote', {
      number: quote.number,
      trip: tripText,
      total: formatRupees(quote.total),
      count: quote.travellers,
      day: day(quote.validUntil),
    }),
    t('mail.link', { url: link }),
    t('mail.reply', { phone: siteConfig.phone }),
  ]
  const signature = [agent, siteConfig.name, formatAddress(locale), siteConfig.phone]
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
  const linked = (text: string) => escape(text).replace(escape(link), `<a href="${escape(link)}">${escape(link)}</a>`)
  return {
    subject: t('mail.subject', { number: quote.number, trip }),
    text: [...paragraphs, signature.join('\n')].join('\n\n'),
    html: [...paragraphs.map((p) => `<p>${linked(p)}</p>`), `<p>${signature.map(escape).join('<br>')}</p>`].join('\n'),
    ...(quote.sentByEmail ? { replyTo: quote.sentByEmail } : {}),
  }
}

async function renderPdf(document: QuoteDocument): Promise<Buffer> {
  // Loaded when an e-mail is due, not with the worker: the PDF library is large.
  const { renderQuotePdf } = await import('./document')
  return renderQuotePdf(document)
}

export interface QuoteMailDeps {
  now?: () => number
  render?: (document: QuoteDocument) => Promise<Buffer>
  send?: (mail: CustomerMail) => Promise<void>
}

/** Sends every quote e-mail that is due; returns how many went. */
export async function sendDueQuotes({
  now = Date.now,
  render = renderPdf,
  send = sendCustomerMail,
}: QuoteMailDeps = {}): Promise<number> {
  let sent = 0
  for (let i = 0; i < MAILS_PER_TICK; i++) {
    const db = await getDb()
    const row = await claimNextQuoteMail(db, now())
    if (!row) break
    try {
      const lead = await db.selectFrom('leads').selectAll().where('id', '=', row.lead_id).executeTakeFirstOrThrow()
      const quote = toQuote(row)
      const link = new URL(quoteLinkPath(quote.token!), getEnv().siteUrl).toString()
      const trip = await quoteTripTitle(quote.content, lead.trip)
      const pdf = await render(
        quoteDocumentOf(
          quote,
          lead,
          { name: quote.sentByName ?? siteConfig.name, email: quote.sentByEmail ?? siteConfig.email },
          trip,
        ),
      )
      await send({
        to: row.mail_to ?? lead.email!,
        ...quoteMail(quote, lead, link, trip),
        attachments: [{ filename: `${quote.number}.pdf`, content: pdf, contentType: 'application/pdf' }],
      })
      await db
        .updateTable('quotes')
        .set({ mail_status: 'sent', mailed_at: now(), mail_claimed_at: null, mail_next_at: null, mail_error: null })
        .where('id', '=', row.id)
        .execute()
      logLead('quote e-mailed', { reference: lead.reference, outcome: 'sent', attempts: row.mail_attempts })
      sent += 1
    } catch (error) {
      const message = (error as Error).message
      await db
        .updateTable('quotes')
        .set({
          mail_status: 'pending',
          mail_claimed_at: null,
          mail_next_at: now() + retryDelayMs(row.mail_attempts),
          mail_error: message.slice(0, 500),
        })
        .where('id', '=', row.id)
        .execute()
      logLead('quote e-mail failed', { outcome: 'retry', error: message, attempts: row.mail_attempts })
    }
  }
  return sent
}
