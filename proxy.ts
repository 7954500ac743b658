import createMiddleware from 'next-intl/middleware'
import { NextResponse, type NextRequest } from 'next/server'
import { FILTER_PARAMS } from '@/lib/catalog/filter-params'
import { DEFAULT_LOCALE, LOCALE_COOKIE, localePath, splitLocalePath } from '@/lib/site/i18n/locales'
import { routing } from '@/lib/site/i18n/routing'
import type { CategoryKey } from '@/lib/site/config'
import { CATEGORY_ROUTES, filteredCategoryPath } from '@/lib/site/routes'

const handleLocale = createMiddleware(routing)

const CATEGORY_BY_PATH = new Map<string, CategoryKey>(
  (Object.keys(CATEGORY_ROUTES) as CategoryKey[]).map((key) => [CATEGORY_ROUTES[key].href, key]),
)
const FILTER_KEYS = [FILTER_PARAMS.month, FILTER_PARAMS.days, FILTER_PARAMS.budget]

/** A page opened by a person (a click, a typed address), not a prefetch or a client navigation's data. */
function isDocumentRequest(request: NextRequest): boolean {
  if (request.headers.has('rsc') || request.headers.has('next-router-prefetch')) return false
  const mode = request.headers.get('sec-fetch-mode')
  return mode === null || mode === 'navigate'
}

/**
 * The public site's languages (lib/site/i18n): next-intl's proxy rewrites today's English addresses to
 * the [locale] segment ('/trip/x' → '/en/trip/x'), passes '/ta/…' through, and sends '/en/…' back
 * to the unprefixed address. Two additions of ours:
 * - a visitor who chose Tamil with the switch (LOCALE_COOKIE) and opens an English address is sent
 *   to its Tamil page; nothing else (no browser language) ever redirects, and crawlers carry no
 *   such cookie;
 * - a category page asked with a filter is answered by its filtered page, which reads the query
 *   string, so the plain page stays prerendered in both languages.
 */
export default function proxy(request: NextRequest): NextResponse {
  const { pathname, search } = request.nextUrl
  const { locale, path, prefixed } = splitLocalePath(pathname)

  const chosen = request.cookies.get(LOCALE_COOKIE)?.value
  if (
    !prefixed &&
    chosen &&
    chosen !== DEFAULT_LOCALE &&
    routing.locales.includes(chosen as never) &&
    isDocumentRequest(request)
  ) {
    const target = new URL(`${localePath(path, chosen as (typeof routing.locales)[number])}${search}`, request.url)
    const response = NextResponse.redirect(target, 307)
    response.headers.set('Cache-Control', 'private, no-store')
    return response
  }

  const response = handleLocale(request)
  const category = CATEGORY_BY_PATH.get(path)
  if (
    category &&
    !response.headers.has('location') &&
    FILTER_KEYS.some((key) => request.nextUrl.searchParams.has(key))
  ) {
    return NextResponse.rewrite(new URL(`/${locale}${filteredCategoryPath(category)}${search}`, request.url))
  }
  return response
}

export const config = {
  // Every public page; not the back office, the API, uploads, quote links, the families' pages
  // (in the language of their quote), the review links (in the booking's language; their form
  // posts five photos, which a proxy would buffer and cut at 10 MB), Next's own files or any file name (the link-preview images
  // are addressed with their language already), except a trip's itinerary PDF, which is a page of
  // the trip in its language.
  matcher: [
    '/((?!api|admin|uploads|q/|my/|review/|_next|_vercel|.*/opengraph-image|.*/twitter-image|.*\\..*).*)',
    '/trip/:slug/itinerary.pdf',
    '/ta/trip/:slug/itinerary.pdf',
  ],
}
