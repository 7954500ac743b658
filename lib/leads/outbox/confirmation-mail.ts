import 'server-only'
import { createTranslator } from 'use-intl/core'
import { getCatalogTripTitles } from '@/lib/catalog'
import { getDb } from '@/lib/platform/db'
import { getEnv } from '@/lib/platform/env'
import { formatAddress, siteConfig } from '@/lib/site/config'
import { formatDay } from '@/lib/site/format'
import { DEFAULT_LOCALE, isLocale, localePath, type Locale } from '@/lib/site/i18n/locales'
import { MESSAGES } from '@/lib/site/i18n/messages'
import { tripPath } from '@/lib/site/routes'
import type { JobHandler } from '@/lib/leads/jobs/handler'
import { LEAD_JOBS } from '@/lib/leads/jobs/kinds'
import { runDueJobs } from '@/lib/leads/jobs/run'
import { callBackWords, confirmationWhatsappHref, readCallBack, type CallBack } from '@/lib/leads/intake/confirmation'
import { customerMailBody } from '@/lib/leads/notify/layout'
import { messageIdFor, sendCustomerMail, type CustomerMail } from '@/lib/leads/notify/mailer'

/**
 * The confirmation of an enquiry, e-mailed to a visitor who gave an address: what the page's
 * confirmation panel showed them (the reference, when the agency will call, WhatsApp with the
 * reference), in the language of the page they wrote from, Reply-To the agency. A job of kind
 * `confirmation-mail` queued with the lead (its key the lead's reference, so it is sent once; its
 * payload the promise the visitor's answer carried), under the per-address limit of every e-mail to
 * a typed address (intake/visitor-mail.ts). The job is its own record; the lead has no columns for it.
 */

export interface ConfirmationDetails {
  reference: string
  name: string
  email: string
  callBack: CallBack
  /** The trip the enquiry is about (its title in the visitor's language) and its page. */
  trip?: { title: string; slug: string }
  /** A chosen departure (YYYY-MM-DD) and boarding city. */
  departure?: string
  boardingCity?: string
}

/** The e-mail in words. */
export function confirmationMail(
  details: ConfirmationDetails,
  siteUrl: string,
  locale: Locale = DEFAULT_LOCALE,
): Omit<CustomerMail, 'messageId'> {
  const messages = MESSAGES[locale]
  const t = createTranslator({ locale, messages, namespace: 'confirmation' })
  const forms = createTranslator({ locale, messages, namespace: 'forms.confirmation' })
  const agency = createTranslator({ locale, messages, namespace: 'ui.agency' })
  const words = callBackWords(details.callBack)
  const promise = words.key === 'callBefore' ? forms('callBefore', words.values) : forms('callMorning', words.values)
  const departure = details.departure ? formatDay(details.departure, locale) : undefined
  const facts = [
    details.trip ? t('trip', { title: details.trip.title }) : undefined,
    departure ? t('departure', { day: departure }) : undefined,
    details.boardingCity ? t('boardingCity', { city: details.boardingCity }) : undefined,
  ].filter((line): line is string => line !== undefined)
  const whatsapp = confirmationWhatsappHref({
    hello: forms('whatsappHello', { agency: agency('name'), reference: details.reference }),
    lines: [
      details.trip ? forms('whatsappTrip', { title: details.trip.title }) : undefined,
      departure ? forms('whatsappDeparture', { day: departure }) : undefined,
      details.boardingCity ? forms('whatsappCity', { city: details.boardingCity }) : undefined,
    ],
  })
  const paragraphs = [
    t('greeting', { name: details.name }),
    t('thanks', { reference: details.reference }),
    `${promise}.`,
    ...(facts.length ? [facts.join('\n')] : []),
    t('whatsapp', { url: whatsapp }),
    ...(details.trip
      ? [t('tripPage', { url: new URL(localePath(tripPath(details.trip.slug), locale), siteUrl).toString() })]
      : []),
    t('call', { phone: siteConfig.phone }),
  ]
  return {
    to: details.email,
    subject: t('subject', { reference: details.reference }),
    ...customerMailBody(paragraphs, [agency('name'), formatAddress(locale), siteConfig.phone]),
    replyTo: siteConfig.email,
  }
}

export interface ConfirmationMailDeps {
  send?: (mail: CustomerMail) => Promise<void>
  titlesOf?: typeof getCatalogTripTitles
}

export function confirmationMailHandler({
  send = sendCustomerMail,
  titlesOf = getCatalogTripTitles,
}: ConfirmationMailDeps = {}): JobHandler {
  return {
    needs: 'smtp',
    async run(job) {
      const db = await getDb()
      const lead =
        job.lead_id === null
          ? undefined
          : await db.selectFrom('leads').selectAll().where('id', '=', job.lead_id).executeTakeFirst()
      if (!lead) return { note: 'The lead was erased' }
      const payload = JSON.parse(lead.payload) as Record<string, unknown>
      const callBack = readCallBack((JSON.parse(job.payload) as { callBack?: unknown }).callBack)
      const email = typeof payload.email === 'string' ? payload.email.trim() : ''
      if (!callBack || !email) return { note: 'Nothing to confirm: no address or promise' }
      const locale = isLocale(lead.locale) ? lead.locale : DEFAULT_LOCALE
      const text = (key: string) =>
        typeof payload[key] === 'string' && payload[key] ? String(payload[key]) : undefined
      const slug = lead.kind === 'tripEnquiry' ? text('tripId') : undefined
      const title = slug ? (await titlesOf(locale)).get(slug) : undefined
      await send({
        ...confirmationMail(
          {
            reference: lead.reference,
            name: text('name') ?? '',
            email,
            callBack,
            trip: slug && title ? { title, slug } : undefined,
            departure: text('departure'),
            boardingCity: text('boardingCity'),
          },
          getEnv().siteUrl,
          locale,
        ),
        messageId: messageIdFor(job.key),
      })
    },
  }
}

/** Sends every confirmation e-mail that is due; returns how many went. */
export function sendDueConfirmations({
  now,
  ...deps
}: ConfirmationMailDeps & { now?: () => number } = {}): Promise<number> {
  return runDueJobs({ handlers: { [LEAD_JOBS.confirmationMail]: confirmationMailHandler(deps) }, now })
}
