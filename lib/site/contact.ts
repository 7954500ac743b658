/**
 * The agency's name and how to reach it: the part of lib/site/config.ts (siteConfig spreads it)
 * that client components read. The name here is the brand's (logo, structured data, e-mail
 * sender); a sentence in a page's language names the agency by the message ui.agency.name. Kept apart so a page's JavaScript carries these few strings, not
 * the whole configuration (its texts, address, hours, map addresses, gallery list).
 */
export const contact = {
  name: 'Gopuram Holidays',
  phone: '+91 44 2498 6120',
  phoneHref: 'tel:+914424986120',
  whatsappNumber: '919840061200',
  whatsappDisplay: '+91 98400 61200',
  email: 'enquiry@gopuramholidays.in',
} as const

/**
 * A WhatsApp message to the agency. The greeting of a page's language is a message
 * (ui.agency.whatsappGreeting, with the agency's name as that language writes it: ui.agency.name).
 */
export function whatsappHref(message: string): string {
  return `https://wa.me/${contact.whatsappNumber}?text=${encodeURIComponent(message)}`
}

/** A WhatsApp message for the visitor to send to anyone they choose (no number: WhatsApp asks whom). */
export function whatsappShareHref(message: string): string {
  return `https://wa.me/?text=${encodeURIComponent(message)}`
}
