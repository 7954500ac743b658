/**
 * The public site's languages, named once. English is the default and keeps today's URLs
 * (no prefix); Tamil lives under /ta. Client-safe: links, the language switch and the
 * proxy use these as the server does.
 */
export const LOCALES = ['en', 'ta'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'en'

/** The document's lang attribute of each language's pages. */
export const HTML_LANG: Record<Locale, string> = { en: 'en-IN', ta: 'ta' }

/** The hreflang of each language in the head and the sitemap; x-default is the English page. */
export const HREFLANG: Record<Locale, string> = { en: 'en-IN', ta: 'ta-IN' }

/** Open Graph's og:locale of each language. */
export const OG_LOCALES: Record<Locale, string> = { en: 'en_IN', ta: 'ta_IN' }

/** Each language named in itself, as the switch shows it. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', ta: 'தமிழ்' }

/**
 * The visitor's explicit choice of language, set by the switch and read by the proxy, which
 * then opens an English address in Tamil. A crawler never carries it, and no browser
 * language setting is ever read.
 */
export const LOCALE_COOKIE = 'NEXT_LOCALE'
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

/** A site path in a language: ('/contact', 'ta') → '/ta/contact'; ('/', 'ta') → '/ta'; English is unchanged. */
export function localePath(path: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return path
  if (path === '/' || path === '') return `/${locale}`
  return `/${locale}${path.startsWith('/') ? path : `/${path}`}`
}

/**
 * A path's language and its path without the prefix: '/ta/trip/x' → { locale: 'ta', path: '/trip/x' }.
 * The default language's own prefix is taken off too: '/en/trip/x' is the internal address proxy.ts
 * rewrites '/trip/x' to, and what a page reads as its path while it is prerendered, so
 * '/en/trip/x' → { locale: 'en', path: '/trip/x' }. `prefixed` says the address is a prefixed
 * language's ('/ta/…'); the default language's pages are at their unprefixed addresses.
 */
export function splitLocalePath(pathname: string): { locale: Locale; path: string; prefixed: boolean } {
  const [, first = '', ...rest] = pathname.split('/')
  if (isLocale(first)) {
    return { locale: first, path: `/${rest.join('/')}`, prefixed: first !== DEFAULT_LOCALE }
  }
  return { locale: DEFAULT_LOCALE, path: pathname || '/', prefixed: false }
}

/** Where Next prerenders the site-wide 404 page (app/global-not-found.tsx): its path while prerendering. */
const PRERENDERED_NOT_FOUND_PATH = '/_not-found'

/**
 * A page's address in another language, from its path as sent or as prerendered: '/en/contact' →
 * '/ta/contact'. The site-wide 404, prerendered once for every address outside the site's pages,
 * has no page of its own in the other language: its switch leads to that language's home.
 */
export function otherLanguagePath(pathname: string, other: Locale): string {
  const { path } = splitLocalePath(pathname)
  return localePath(path === PRERENDERED_NOT_FOUND_PATH ? '/' : path, other)
}

/**
 * The lang of catalogue text shown on a page of this language while the text has no version in
 * it: 'en' on a Tamil page (so screen readers and search engines read it as English), nothing on
 * an English page (whose document is English already).
 */
export function contentLang(locale: Locale): 'en' | undefined {
  return locale === DEFAULT_LOCALE ? undefined : 'en'
}
