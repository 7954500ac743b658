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
import { createTranslator } from 'use-intl/core'
import { DEFAULT_LOCALE, isLocale, localePath, type Locale } from '@/lib/site/i18n/locales'
import { MESSAGES } from '@/lib/site/i18n/messages'

/**
 * The itinerary a visitor asked for by e-mail (the trip page's "send it to me", form
 * `itinerary`): the trip's PDF attached, sent by the outbox worker, never in the visitor's
 * request. Its state is on the lead row, itinerary_mail_status pending → sending → sent; a failed
 * send (the mail server, the catalogue) goes back to pending with its error and the outbox's
 * backoff, so it is retried until it goes and never lost. The e-mail and its PDF are in the
 * language of the page the visitor asked from (leads.locale). Claimed as the outbox claims, so two
 * instances never send one e-mail at once.
 */

const MAILS_PER_TICK = 10

/** The e-mail in words: the trip, its page and PDF, and who to call. */
export function itineraryMail(
  lead: { name: string; email: string },
  trip: { title: string; slug: string },
  siteUrl: string,
  locale: Locale = DEFAULT_LOCALE,
): Omit<CustomerMail, 'attachments'> {
  const t = createTranslator({ locale, messages: MESSAGES[locale], namespace: 'trip.mail' })
  const page = new URL(localePath(tripPath(trip.slug), locale), siteUrl).toString()
  const pdf = new URL(localePath(itineraryPdfPath(trip.slug), locale), siteUrl).toString()
  const paragraphs = [
    t('greeting', { name: lead.name }),
    t('thanks', { title: trip.title }),
    t('today', { url: page }),
    t('pdf', { url: pdf }),
    t('call', { phone: siteConfig.phone, whatsapp: siteConfig.whatsappDisplay }),
  ]
  const signature = [siteConfig.name, formatAddress(locale), siteConfig.phone]
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
  const linked = (text: string) => escape(text).replace(/https?:\/\/\S+/g, (url) => `<a href="${url}">${url}</a>`)
  return {
    to: lead.email,
    subject: t('subject', { title: trip.title }),
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
      // In the language of the page the visitor asked from.
      const locale = isLocale(lead.locale) ? lead.locale : DEFAULT_LOCALE
      const found = await pdfOf(payload.tripId, locale)
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
        ...itineraryMail(payload, { title: found.title, slug: payload.tripId }, getEnv().siteUrl, locale),
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
