import { siteConfig } from '@/lib/site/config'
import { dayInWords } from '@/lib/leads/labels'

/** The lead page's one-tap actions: call, e-mail and WhatsApp the visitor about their trip. */

/** A visitor's number for tel: and wa.me: digits with India's country code when they gave ten. */
export function internationalDigits(phone: string): string {
  const digits = phone.replace(/\D/g, '').replace(/^0+/, '')
  return digits.length === 10 ? `91${digits}` : digits
}

export function telHref(phone: string): string {
  return `tel:+${internationalDigits(phone)}`
}

export function leadMailtoHref(email: string, about: { reference: string; trip?: string | null }): string {
  const subject = about.trip
    ? `Your enquiry about ${about.trip} (${about.reference})`
    : `Your enquiry with ${siteConfig.name} (${about.reference})`
  return `mailto:${encodeURIComponent(email)}?subject=${encodeURIComponent(subject)}`
}

export function leadWhatsappHref(
  phone: string,
  about: { name?: string | null; trip?: string | null; travelDate?: string | null; departure?: string | null },
): string {
  const greeting = about.name ? `Hello ${about.name}` : 'Hello'
  // A named departure says it all in words ("Char Dham Yatra, 8 May 2027 from Chennai, 4 people").
  const trip = about.departure ? ` for ${about.departure}` : about.trip ? ` about ${about.trip}` : ''
  const when = about.travelDate && !about.departure ? ` for ${dayInWords(about.travelDate)}` : ''
  const text = `${greeting}, this is ${siteConfig.name}. Thank you for your enquiry${trip}${when}. When is a good time to talk?`
  return whatsappHref(phone, text)
}

/** WhatsApp to a customer's number with a message ready to send (a booking's reminder on Today). */
export function whatsappHref(phone: string, text: string): string {
  return `https://wa.me/${internationalDigits(phone)}?text=${encodeURIComponent(text)}`
}
