import 'server-only'
import { clientKeyOf } from '@/lib/platform/client-address'
import { take } from '@/lib/platform/rate-limiter'
import { SEARCH_RATE_LIMIT_MAX, SEARCH_RATE_LIMIT_WINDOW_SECONDS, SEARCH_SUGGESTION_LIMIT } from './config'
import { boundQuery } from './engine'
import { searchTrips } from './index'
import { DEFAULT_LOCALE, isLocale } from '@/lib/site/i18n/locales'
import { fieldLang } from '@/lib/catalog/localize'

/** What the search box receives for a query (app/api/search). */
export interface SuggestAnswer {
  query: string
  /** Each title in the asked language; `lang` 'en' where it has none there. */
  trips: { slug: string; title: string; lang?: 'en' }[]
  correctedQuery?: string
  variants: { typed: string; name: string }[]
}

const NO_STORE = { 'Cache-Control': 'no-store' }

/**
 * GET /api/search?q=…: the search box's suggestions, the first trips the site's search finds.
 * Counted per client like the lead posts (429 with Retry-After past the limit); 503 when the
 * catalogue cannot be read, which the box answers by filtering the trips it has by title.
 */
export async function handleSuggest(request: Request): Promise<Response> {
  const limit = await take(
    { name: 'search', points: SEARCH_RATE_LIMIT_MAX, durationSeconds: SEARCH_RATE_LIMIT_WINDOW_SECONDS },
    clientKeyOf(request),
  )
  if (!limit.allowed)
    return Response.json(
      { message: 'Too many searches. Please try again shortly.' },
      { status: 429, headers: { ...NO_STORE, 'Retry-After': String(limit.retryAfterSeconds) } },
    )
  const params = new URL(request.url).searchParams
  const query = boundQuery(params.get('q') ?? '')
  const lang = params.get('lang')
  const locale = isLocale(lang) ? lang : DEFAULT_LOCALE
  const started = performance.now()
  const { data, failed } = await searchTrips(query, { limit: SEARCH_SUGGESTION_LIMIT, locale })
  // The search's own time, for the benchmark (bench/search.ts) and the browser's network panel.
  const headers = { ...NO_STORE, 'Server-Timing': `search;dur=${(performance.now() - started).toFixed(2)}` }
  if (failed) return Response.json({ message: 'Search is unavailable right now' }, { status: 503, headers })
  const answer: SuggestAnswer = {
    query,
    trips: data.trips.map((trip) => {
      const lang = fieldLang(trip, 'title')
      return { slug: trip.slug, title: trip.title, ...(lang ? { lang } : {}) }
    }),
    ...(data.correctedQuery ? { correctedQuery: data.correctedQuery } : {}),
    variants: data.variants,
  }
  return Response.json(answer, { headers })
}
