import 'server-only'
import { boardingCityIn } from '@/lib/catalog'
import { getDb, type Db } from '@/lib/platform/db'
import type { LeadRow } from '@/lib/platform/db/schema'
import { getEnv } from '@/lib/platform/env'
import { siteConfig, formatAddress } from '@/lib/site/config'
import { formatDay, formatRupees } from '@/lib/site/format'
import { quoteLinkPath } from '@/lib/site/routes'
import type { JobHandler } from '@/lib/leads/jobs/handler'
import { LEAD_JOBS } from '@/lib/leads/jobs/kinds'
import type { Job, JobChange } from '@/lib/leads/jobs/queue'
import { runDueJobs } from '@/lib/leads/jobs/run'
import { customerMailBody } from '@/lib/leads/notify/layout'
import { messageIdFor, sendCustomerMail, type CustomerMail } from '@/lib/leads/notify/mailer'
import { quoteDocumentOf, toQuote, type Quote } from './rows'
import type { QuoteDocument } from './document'
import { quoteTripTitle } from './trip-title'
import { quoteWords } from './words'
import { getAgencyParticulars, readStaffPhone } from '@/lib/agency'

/**
 * A sent quote's e-mail to the customer, a job of kind `quote-mail` (lib/leads/jobs) sent by the
 * job worker, never in the agent's request; a failed send waits out the queue's back-off. The
 * e-mail and its PDF are in the language chosen on the quote. The quote row's mail_* columns are
 * the job's record, written in the job's transaction (recordQuoteMailChange).
 */

const quoteIdOf = (job: Job) => (JSON.parse(job.payload) as { quoteId: number }).quoteId

async function recordQuoteMailChange(db: Db, job: Job, change: JobChange): Promise<void> {
  const values =
    change.state === 'working'
      ? { mail_status: 'sending' as const, mail_claimed_at: change.at, mail_attempts: job.attempts }
      : change.state === 'done'
        ? {
            mail_status: 'sent' as const,
            mailed_at: change.at,
            mail_claimed_at: null,
            mail_next_at: null,
            mail_error: null,
          }
        : {
            mail_status: 'pending' as const,
            mail_claimed_at: null,
            mail_attempts: job.attempts,
            mail_next_at: change.state === 'pending' ? change.dueAt : null,
            mail_error: change.error.slice(0, 500),
          }
  await db.updateTable('quotes').set(values).where('id', '=', quoteIdOf(job)).execute()
}

/**
 * The e-mail in words, in the quote's language: what the quote is for, its total and last day, the
 * link, and who to reply to. `trip` is the trip's name in that language (./trip-title.ts), `city` the
 * boarding city's (`boardingCityIn`).
 */
export function quoteMail(
  quote: Quote,
  lead: Pick<LeadRow, 'name'>,
  link: string,
  trip: string = quote.content.trip,
  city: string = quote.content.boardingCity,
): Omit<CustomerMail, 'to'> {
  const { content } = quote
  const locale = content.language
  const t = quoteWords(locale)
  const day = (iso: string) => formatDay(iso, locale)
  const tripText = content.departure
    ? city
      ? t('mail.tripOnFrom', { trip, day: day(content.departure), city })
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
  return {
    subject: t('mail.subject', { number: quote.number, trip }),
    ...customerMailBody(paragraphs, signature),
    ...(quote.sentByEmail ? { replyTo: quote.sentByEmail } : {}),
  }
}

async function renderPdf(document: QuoteDocument): Promise<Buffer> {
  // Loaded when an e-mail is due, not with the worker: the PDF library is large.
  const { renderQuotePdf } = await import('./document')
  return renderQuotePdf(document)
}

export interface QuoteMailDeps {
  render?: (document: QuoteDocument) => Promise<Buffer>
  send?: (mail: CustomerMail) => Promise<void>
}

export function quoteMailHandler({ render = renderPdf, send = sendCustomerMail }: QuoteMailDeps = {}): JobHandler {
  return {
    needs: 'smtp',
    async run(job) {
      const db = await getDb()
      const row = await db.selectFrom('quotes').selectAll().where('id', '=', quoteIdOf(job)).executeTakeFirst()
      if (!row) return { note: 'The quote was erased' }
      const lead = await db.selectFrom('leads').selectAll().where('id', '=', row.lead_id).executeTakeFirstOrThrow()
      const quote = toQuote(row)
      const link = new URL(quoteLinkPath(quote.token!), getEnv().siteUrl).toString()
      const trip = await quoteTripTitle(quote.content, lead.trip)
      const phone = await readStaffPhone(db, quote.sentById)
      const agent = { name: quote.sentByName ?? siteConfig.name, ...(phone ? { phone } : {}) }
      const city = await boardingCityIn(quote.content.boardingCity, quote.content.language)
      const pdf = await render(quoteDocumentOf(quote, lead, agent, trip, await getAgencyParticulars(db), city))
      await send({
        to: row.mail_to ?? lead.email!,
        ...quoteMail(quote, lead, link, trip, city),
        messageId: messageIdFor(job.key),
        attachments: [{ filename: `${quote.number}.pdf`, content: pdf, contentType: 'application/pdf' }],
      })
    },
    mirror: recordQuoteMailChange,
  }
}

/** Sends every quote e-mail that is due; returns how many went. */
export function sendDueQuotes({ now, ...deps }: QuoteMailDeps & { now?: () => number } = {}): Promise<number> {
  return runDueJobs({ handlers: { [LEAD_JOBS.quoteMail]: quoteMailHandler(deps) }, now })
}
