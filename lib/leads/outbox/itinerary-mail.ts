import 'server-only'
import { leadRowOfJob } from '@/lib/leads/store'
import { getItineraryPdf } from '@/lib/catalog'
import { getDb } from '@/lib/platform/db'
import { getEnv } from '@/lib/platform/env'
import { formatAddress, siteConfig } from '@/lib/site/config'
import { itineraryPdfPath, tripPath } from '@/lib/site/routes'
import type { JobHandler } from '@/lib/leads/jobs/handler'
import { LEAD_JOBS } from '@/lib/leads/jobs/kinds'
import { runDueJobs } from '@/lib/leads/jobs/run'
import { customerMailBody } from '@/lib/leads/notify/layout'
import { messageIdFor, sendCustomerMail, type CustomerMail } from '@/lib/leads/notify/mailer'
import { recordLeadMailChange } from './lead-mail'
import { createTranslator } from 'use-intl/core'
import { DEFAULT_LOCALE, isLocale, localePath, type Locale } from '@/lib/site/i18n/locales'
import { MESSAGES } from '@/lib/site/i18n/messages'

/**
 * The itinerary a visitor asked for by e-mail (the trip page's "send it to me", form
 * `itinerary`): the trip's PDF attached, a job of kind `itinerary-mail` sent by the job worker,
 * never in the visitor's request; a failed send (the mail server, the catalogue) waits out the
 * queue's back-off. The e-mail and its PDF are in the language of the page the visitor asked from
 * (leads.locale). The lead's itinerary_mail_* columns are the job's record (./lead-mail.ts).
 */

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
  return {
    to: lead.email,
    subject: t('subject', { title: trip.title }),
    ...customerMailBody(paragraphs, signature),
    replyTo: siteConfig.email,
  }
}

export interface ItineraryMailDeps {
  pdfOf?: typeof getItineraryPdf
  send?: (mail: CustomerMail) => Promise<void>
}

export function itineraryMailHandler({
  pdfOf = getItineraryPdf,
  send = sendCustomerMail,
}: ItineraryMailDeps = {}): JobHandler {
  return {
    needs: 'smtp',
    async run(job) {
      const db = await getDb()
      const lead = await leadRowOfJob(db, job)
      if (!lead) return { note: 'The lead was erased' }
      const payload = JSON.parse(lead.payload) as { name: string; email: string; tripId: string }
      // In the language of the page the visitor asked from.
      const locale = isLocale(lead.locale) ? lead.locale : DEFAULT_LOCALE
      const found = await pdfOf(payload.tripId, locale)
      // Nothing to send: the trip left the catalogue. The lead stays on the desk to call back.
      if (!found) return { note: 'The trip is no longer on the site' }
      await send({
        ...itineraryMail(payload, { title: found.title, slug: payload.tripId }, getEnv().siteUrl, locale),
        messageId: messageIdFor(job.key),
        attachments: [
          { filename: `${payload.tripId}-itinerary.pdf`, content: found.pdf, contentType: 'application/pdf' },
        ],
      })
    },
    mirror: (db, job, change) => recordLeadMailChange(db, 'itinerary_mail', job, change),
  }
}

/** Sends every itinerary e-mail that is due; returns how many went. */
export function sendDueItineraries({ now, ...deps }: ItineraryMailDeps & { now?: () => number } = {}): Promise<number> {
  return runDueJobs({ handlers: { [LEAD_JOBS.itineraryMail]: itineraryMailHandler(deps) }, now })
}
