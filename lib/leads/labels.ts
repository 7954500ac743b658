import type { Locale } from '@/lib/site/i18n/locales'
import { departureInWords } from '@/lib/catalog'
import { formatDay } from '@/lib/site/format'

/**
 * How the back office and the staff e-mails name a lead's form and its fields. The forms are
 * those of lib/leads/kinds.ts; `api` is a lead posted by another client of the provider contract (the provider's own site).
 */

export const FORM_LABELS: Record<string, string> = {
  'trip-enquiry': 'Trip enquiry',
  'waiting-list': 'Waiting list',
  itinerary: 'Itinerary requested',
  contact: 'Contact page',
  'enquiry-dialog': 'Enquiry Now',
  'trip-request': 'Trip request',
  popup: 'Welcome popup',
  newsletter: 'Newsletter',
  api: "Provider's site",
}

export const formLabel = (form: string) => FORM_LABELS[form] ?? form

/** Payload fields in the order a person reads them; unknown fields follow under their own name. */
export const FIELD_LABELS: Record<string, string> = {
  name: 'Name',
  email: 'E-mail',
  mobileNumber: 'Phone',
  phone: 'Phone',
  tripId: 'Trip',
  departure: 'Departure',
  boardingCity: 'Boarding city',
  channel: 'Send by',
  preferredDestination: 'Destination',
  type: 'Type',
  numberOfTravellers: 'Travellers',
  preferredTravelDate: 'Travel date',
  departureDate: 'Departure date',
  duration: 'Duration (days)',
  approxBudget: 'Budget',
  subject: 'Subject',
  message: 'Message',
  specialRequirements: 'Special requirements',
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/

/** A day as the visitor gave it: a calendar day in words ("4 Jan 2027"), free text as it is. */
export const dayInWords = (value: string) => (ISO_DAY.test(value) ? formatDay(value) : value)

/** Fields shown otherwise than as sent: every day in words ("4 Jan 2027"), never as an ISO date. */
const CHANNEL_WORDS: Record<string, string> = { email: 'E-mail', whatsapp: 'WhatsApp' }

const FIELD_FORMATS: Record<string, (value: string) => string> = {
  channel: (value) => CHANNEL_WORDS[value] ?? value,
  departure: dayInWords,
  preferredTravelDate: dayInWords,
  departureDate: dayInWords,
}

/**
 * The departure a trip enquiry names, in words for people: "Char Dham Yatra, 8 May 2027 from
 * Chennai, 4 people". Undefined when it names none.
 */
export function leadDepartureWords(payload: Record<string, unknown>, tripTitle?: string | null): string | undefined {
  const on = payload.departure
  if (typeof on !== 'string' || !ISO_DAY.test(on)) return undefined
  const city = typeof payload.boardingCity === 'string' ? payload.boardingCity : null
  const travellers = payload.numberOfTravellers
  return departureInWords({
    tripTitle,
    on,
    city,
    travellers: typeof travellers === 'number' || typeof travellers === 'string' ? travellers : null,
  })
}

/** The payload's filled fields as [label, value] rows, known fields first. */
export function payloadRows(payload: Record<string, unknown>): [key: string, label: string, value: string][] {
  const keys = [
    ...Object.keys(FIELD_LABELS).filter((key) => key in payload),
    ...Object.keys(payload).filter((key) => !(key in FIELD_LABELS)),
  ]
  return keys.flatMap((key) => {
    const value = payload[key]
    if (value === undefined || value === null || value === '') return []
    const text = typeof value === 'string' ? value : JSON.stringify(value)
    return [[key, FIELD_LABELS[key] ?? key, FIELD_FORMATS[key]?.(text) ?? text]]
  })
}

export const SOURCE_LABELS: Record<string, string> = {
  page: 'Sent from',
  landingPage: 'First landing page',
  referrer: 'Referrer',
  utm_source: 'UTM source',
  utm_medium: 'UTM medium',
  utm_campaign: 'UTM campaign',
  utm_term: 'UTM term',
  utm_content: 'UTM content',
}

/** The mark of a form sent faster than a person types (lib/leads/intake/service.ts): a lead to check, not spam. */
export const SENT_FAST_LABEL = 'Sent very fast: check'

/** How fast it was sent, in words: "Sent 0.8 s after the form appeared". */
export const sentFastText = (ms: number) => `Sent ${(ms / 1000).toFixed(1)} s after the form appeared`

/** A lead as the desk calls it: the customer's name, else their phone, e-mail or the reference. */
export function customerLabel(lead: {
  name: string | null
  phone: string | null
  email?: string | null
  reference: string
}): string {
  return lead.name?.trim() || lead.phone || lead.email || lead.reference
}

/**
 * Why a send failed, in words for the desk: the network's and the servers' codes become what they
 * mean ("the mail server could not be reached"); the code itself stays for whoever fixes it.
 */
export function sendErrorInWords(error: string, server: 'mail' | 'provider'): string {
  const who = server === 'mail' ? 'the mail server' : "the provider's site"
  if (/ECONNREFUSED|ENOTFOUND|EAI_AGAIN|EHOSTUNREACH|ENETUNREACH/.test(error)) return `${who} could not be reached`
  if (/ETIMEDOUT|timed? ?out|ESOCKET|ECONNRESET/i.test(error)) return `${who} did not answer in time`
  if (/EAUTH|auth/i.test(error)) return `${who} refused our sign-in`
  return `${who} refused it (${error})`
}

/** The languages a visitor may write in, as the desk names them (the agent calls back in it). */
export const LANGUAGE_LABELS: Record<Locale, string> = { en: 'English', ta: 'Tamil' }

/** A stored lead's language by name; a value the site no longer has is shown as stored. */
export function languageLabel(locale: string): string {
  return (LANGUAGE_LABELS as Record<string, string>)[locale] ?? locale
}
