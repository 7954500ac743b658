import { siteConfig } from '@/lib/site/config'
import { DEFAULT_LOCALE, type Locale } from '@/lib/site/i18n/locales'
import { internationalDigits } from '@/lib/leads/desk/contact-links'
import { quoteWords } from './words'

/** The WhatsApp message offering a sent quote, in the quote's language: its number, trip and the link to its PDF. */
export function quoteWhatsappText(
  quote: { number: string; trip: string },
  link: string,
  name?: string | null,
  locale: Locale = DEFAULT_LOCALE,
): string {
  const t = quoteWords(locale)
  const greeting = name ? t('whatsapp.greeting', { name }) : t('whatsapp.hello')
  return t('whatsapp.text', { greeting, brand: siteConfig.name, number: quote.number, trip: quote.trip, url: link })
}

/** wa.me to the lead's number with that message; without a number, WhatsApp asks whom to send it to. */
export function quoteWhatsappHref(phone: string | null, text: string): string {
  const to = phone ? internationalDigits(phone) : ''
  return `https://wa.me/${to}?text=${encodeURIComponent(text)}`
}
