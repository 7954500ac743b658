import { createTranslator } from 'use-intl/core'
import type { Locale } from '@/lib/site/i18n/locales'
import { MESSAGES } from '@/lib/site/i18n/messages'

/** A receipt's words in the family's language (the server-only `receipt` messages): its PDF and the family's page. */
export function receiptWords(locale: Locale) {
  return createTranslator({ locale, messages: MESSAGES[locale], namespace: 'receipt' })
}
