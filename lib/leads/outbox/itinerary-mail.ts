import 'server-only'
import { getItineraryPdf } from '@/lib/catalog'
import { getDb } from '@/lib/platform/db'
import { getEnv } from '@/lib/platform/env'
import { formatAddress, siteConfig } from '@/lib/site/config'
import { itineraryPdfPath, tripPath } from '@/lib/site/routes'
import { logLead } from '@/lib/leads/log'
import { sendCustomerMail, type CustomerMail } from '@/lib/leads/notify/mailer'
import { retryDelayMs } from '@/lib/leads/store'
import { claimNext } from './claim'

/**
 * The itinerary a visitor asked for by e-mail (the trip page's "send it to me", form
 * `itinerary`): the trip's PDF attached, sent by the outbox worker, never in the visitor's
 * request. Its state is on the lead row, itinerary_mail_status pending → sending → sent; a failed
 * send (the mail server, the catalogue) goes back to pending with its error and the outbox's
 * backoff, so it is retried until it goes and never lost. Claimed as the outbox claims, so two
 * instances never send one e-mail at once.
 */

const MAILS_PER_TICK = 10

/** The e-mail in words: the trip, its page and PDF, and who to call. */
export function itineraryMail(
  lead: { name: string; email: string },
  trip: { title: string; slug: string },
  siteUrl: string,
): Omit<CustomerMail, 'attachments'> {
  const page = new URL(tripPath(trip.slug), siteUrl).toString()
  const pdf = new URL(itineraryPdfPath(trip.slug), siteUrl).toString()
  const paragraphs = [
    `Dear ${lead.name},`,
    `Thank you for your interest in ${trip.title}. The day-by-day itinerary is attached as a PDF, to print or forward to your family.`,
    `Today's departures, seats and prices are on the trip's page: ${page}`,
    `The PDF can also be opened here: ${pdf}`,
    `Call us on ${siteConfig.phone} or WhatsApp ${siteConfig.whatsappDisplay} when you are ready, or simply reply to this e-mail.`,
  ]
  const signature = [siteConfig.name, formatAddress(), siteConfig.phone]
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
  const linked = (text: string) => escape(text).replace(/https?:\/\/\S+/g, (url) => `<a href="${url}">${url}</a>`)
  return {
    to: lead.email,
    subject: `Your itinerary: ${trip.title}`,
    text: [...paragraphs, signature.join('\n')].join('\n\n'),
    html: [...paragraphs.map((p) => `<p>${linked(p)}</p>`), `<p>${signature.map(escape).join('<br>')}</p>`].join('\n'),
    replyTo: siteConfig.email,
  }
}

export interface ItineraryMailDeps {
  now?: () => number
  pdfOf?: typeof getItineraryPdf
  send?: (mail: CustomerMail) => Promise<void>
}

/** Sends every itinerary e-mail that is due; returns how many went. */
export async function sendDueItineraries({
  now = Date.now,
  pdfOf = getItineraryPdf,
  send = sendCustomerMail,
}: ItineraryMailDeps = {}): Promise<number> {
  let sent = 0
  for (let i = 0; i < MAILS_PER_TICK; i++) {
    const db = await getDb()
    const lead = await claimNext(db, 'itinerary', now())
    if (!lead) break
    const settle = (values: {
      itinerary_mail_status: 'pending' | 'sent'
      itinerary_mail_next_at: number | null
      itinerary_mail_error: string | null
      itinerary_mailed_at?: number
    }) =>
      db
        .updateTable('leads')
        .set({ ...values, itinerary_mail_claimed_at: null })
        .where('id', '=', lead.id)
        .where('itinerary_mail_claimed_at', '=', lead.itinerary_mail_claimed_at)
        .execute()
    try {
      const payload = JSON.parse(lead.payload) as { name: string; email: string; tripId: string }
      const found = await pdfOf(payload.tripId)
      if (!found) {
        // Nothing to send: the trip left the catalogue. The lead stays on the desk to call back.
        await settle({
          itinerary_mail_status: 'sent',
          itinerary_mail_next_at: null,
          itinerary_mail_error: 'The trip is no longer on the site',
        })
        logLead('itinerary not sent', { reference: lead.reference, outcome: 'no-trip' })
        continue
      }
      await send({
        ...itineraryMail(payload, { title: found.title, slug: payload.tripId }, getEnv().siteUrl),
        attachments: [
          { filename: `${payload.tripId}-itinerary.pdf`, content: found.pdf, contentType: 'application/pdf' },
        ],
      })
      await settle({
        itinerary_mail_status: 'sent',
        itinerary_mail_next_at: null,
        itinerary_mail_error: null,
        itinerary_mailed_at: now(),
      })
      logLead('itinerary e-mailed', {
        reference: lead.reference,
        outcome: 'sent',
        attempts: lead.itinerary_mail_attempts,
      })
      sent += 1
    } catch (error) {
      const message = (error as Error).message
      await settle({
        itinerary_mail_status: 'pending',
        itinerary_mail_next_at: now() + retryDelayMs(lead.itinerary_mail_attempts),
        itinerary_mail_error: message.slice(0, 500),
      })
      logLead('itinerary e-mail failed', {
        reference: lead.reference,
        outcome: 'retry',
        error: message,
        attempts: lead.itinerary_mail_attempts,
      })
    }
  }
  return sent
}
