import { createTranslator } from 'use-intl/core'
import { DEFAULT_LOCALE, type Locale } from '@/lib/site/i18n/locales'
import { MESSAGES } from '@/lib/site/i18n/messages'

/**
 * The review form's words (the server-only `reviewForm` messages) in the page's language, with
 * use-intl's core translator: the page stands outside the public site's [locale] segment, its
 * language is the booking's (or the other, when the family asks).
 */
export function reviewFormWords(locale: Locale = DEFAULT_LOCALE) {
  return createTranslator({ locale, messages: MESSAGES[locale], namespace: 'reviewForm' })
}

/** The agency's name as a sentence of that language writes it. */
export function agencyName(locale: Locale = DEFAULT_LOCALE): string {
  return createTranslator({ locale, messages: MESSAGES[locale], namespace: 'ui.agency' })('name')
}
