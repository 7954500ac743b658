import { siteConfig } from '@/lib/site/config'
import { internationalDigits } from '@/lib/leads/desk/contact-links'

/** The WhatsApp message offering a sent quote: its number, trip and the link to its PDF. */
export function quoteWhatsappText(quote: { number: string; trip: string }, link: string, name?: string | null): string {
  const greeting = name ? `Hello ${name}` : 'Hello'
  return `${greeting}, this is ${siteConfig.name}. Your quote ${quote.number} for ${quote.trip}: ${link}`
}

/** wa.me to the lead's number with that message; without a number, WhatsApp asks whom to send it to. */
export function quoteWhatsappHref(phone: string | null, text: string): string {
  const to = phone ? internationalDigits(phone) : ''
  return `https://wa.me/${to}?text=${encodeURIComponent(text)}`
}
