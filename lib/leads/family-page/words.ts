import { createTranslator } from 'use-intl/core'
import { DEFAULT_LOCALE, type Locale } from '@/lib/site/i18n/locales'
import { MESSAGES } from '@/lib/site/i18n/messages'

/**
 * The family's page's words (the server-only `my` messages) in the language of their quote, with
 * use-intl's core translator as the quote's documents do: the page stands outside the public
 * site's [locale] segment, its language is the quote's, not an address's.
 */
export function myWords(locale: Locale = DEFAULT_LOCALE) {
  return createTranslator({ locale, messages: MESSAGES[locale], namespace: 'my' })
}

/** The agency's name as a sentence of that language writes it, and its WhatsApp greeting (the `ui.agency` messages). */
export function agencyWords(locale: Locale = DEFAULT_LOCALE) {
  const t = createTranslator({ locale, messages: MESSAGES[locale], namespace: 'ui.agency' })
  const name = t('name')
  return { name, whatsappGreeting: t('whatsappGreeting', { name }) }
}
