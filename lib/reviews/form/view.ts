import 'server-only'
import { cache } from 'react'
import { getCatalogTripTitles } from '@/lib/catalog'
import { formatMonthYear } from '@/lib/site/format'
import type { Locale } from '@/lib/site/i18n/locales'
import { readOutcome, type PageProblem } from './outcome'
import type { ReviewEntries } from './schema'
import { findReviewLink } from './store'

/**
 * What the review page (app/review/[token]) shows for a token and its query: the form while the
 * review is asked for, thanks just after it was sent, "we will not ask again" once declined, and
 * the plain "no longer valid" page (null) for a wrong or answered link.
 */

export type ReviewPage =
  | {
      state: 'form'
      token: string
      locale: Locale
      /** The booking's language: the other one is a link away. */
      bookingLocale: Locale
      name: string | null
      trip: string
      /** "December 2026", in the page's language. */
      month: string
      entries: ReviewEntries
      problems: PageProblem[]
    }
  | { state: 'thanks'; token: string; locale: Locale; bookingLocale: Locale }
  | { state: 'declined'; token: string; locale: Locale; bookingLocale: Locale }

/** The link's review once per request (the layout's language and the page). */
export const readReviewLink = cache(findReviewLink)

export async function readReviewPage(
  token: string,
  query: Record<string, string | string[] | undefined>,
): Promise<ReviewPage | null> {
  const link = await readReviewLink(token)
  if (!link) return null
  const outcome = readOutcome(query)
  const locale = outcome.language ?? link.locale
  const base = { token, locale, bookingLocale: link.locale }
  if (link.status === 'declined') return { state: 'declined' as const, ...base }
  if (link.status !== 'requested') return outcome.sent ? { state: 'thanks' as const, ...base } : null
  const titles = await getCatalogTripTitles(locale).catch(() => new Map<string, string>())
  return {
    state: 'form',
    ...base,
    name: link.name,
    trip: titles.get(link.tripSlug) ?? link.tripTitle,
    month: formatMonthYear(link.departsOn.slice(0, 7), undefined, locale),
    entries: link.entries,
    problems: outcome.problems,
  }
}

/** The document's language: the booking's; English for a link that opens nothing. */
export async function reviewPageLocale(token: string): Promise<Locale> {
  return (await readReviewLink(token))?.locale ?? 'en'
}
