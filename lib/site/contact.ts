import type { Locale } from '@/lib/site/i18n/locales'

/**
 * The agency's name and how to reach it: the part of lib/site/config.ts (siteConfig spreads it)
 * that client components read. Kept apart so a page's JavaScript carries these few strings, not
 * the whole configuration (its texts, address, hours, map addresses, gallery list).
 */
export const contact = {
  name: 'Gopuram Holidays',
  phone: '+91 44 2498 6120',
  phoneHref: 'tel:+914424986120',
  whatsappNumber: '919840061200',
  whatsappDisplay: '+91 98400 61200',
  whatsappMessage: 'Hello Gopuram Holidays, I would like to know more about your tour packages.',
  /** The same greeting from a Tamil page. */
  whatsappMessageTa: 'வணக்கம் கோபுரம் ஹாலிடேஸ், உங்கள் சுற்றுலா பேக்கேஜ்கள் பற்றி மேலும் அறிய விரும்புகிறேன்.',
  email: 'enquiry@gopuramholidays.in',
} as const

export function whatsappHref(message: string = contact.whatsappMessage): string {
  return `https://wa.me/${contact.whatsappNumber}?text=${encodeURIComponent(message)}`
}

/** A WhatsApp message for the visitor to send to anyone they choose (no number: WhatsApp asks whom). */
export function whatsappShareHref(message: string): string {
  return `https://wa.me/?text=${encodeURIComponent(message)}`
}

/** The agency's WhatsApp greeting in a page's language. */
export function whatsappGreeting(locale: Locale): string {
  return locale === 'ta' ? contact.whatsappMessageTa : contact.whatsappMessage
}
