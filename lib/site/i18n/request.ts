import { hasLocale } from 'next-intl'
import { getRequestConfig } from 'next-intl/server'
import * as rootParams from 'next/root-params'
import { DEFAULT_LOCALE } from '@/lib/site/i18n/locales'
import { MESSAGES } from '@/lib/site/i18n/messages'
import { routing } from '@/lib/site/i18n/routing'

/**
 * next-intl's configuration of a request: the language is the [locale] root segment's, read
 * with next/root-params, so every public page renders statically in each language without
 * setRequestLocale. Route handlers and server actions, where root params do not reach, pass
 * the language explicitly (getTranslations({ locale })). Outside the public site (the back
 * office, the site-wide 404) there is no such segment: English.
 */
export default getRequestConfig(async ({ locale }) => {
  let resolved = locale
  if (!hasLocale(routing.locales, resolved)) {
    const param = await rootParams.locale().catch(() => undefined)
    resolved = hasLocale(routing.locales, param) ? param : DEFAULT_LOCALE
  }
  return { locale: resolved, messages: MESSAGES[resolved], timeZone: 'Asia/Kolkata' }
})
