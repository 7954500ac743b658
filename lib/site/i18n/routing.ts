import { defineRouting } from 'next-intl/routing'
import { DEFAULT_LOCALE, LOCALES } from '@/lib/site/i18n/locales'

/**
 * next-intl's routing: English unprefixed, Tamil under /ta. No language is guessed from the
 * browser (localeDetection off) and next-intl keeps no cookie of its own: the only remembered
 * language is the one a visitor chose with the switch (LOCALE_COOKIE, read by proxy.ts).
 * The hreflang alternates are written in the head and the sitemap (lib/seo), not as a Link header.
 */
export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  localePrefix: 'as-needed',
  localeDetection: false,
  localeCookie: false,
  alternateLinks: false,
})
