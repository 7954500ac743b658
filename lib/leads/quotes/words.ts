import { createTranslator } from 'use-intl/core'
import type { Locale } from '@/lib/site/i18n/locales'
import { formatDay } from '@/lib/site/format'
import { MESSAGES } from '@/lib/site/i18n/messages'
import { isIndiaStateCode } from '@/lib/site/india-states'
import type { QuoteInput } from './schema'

/**
 * A quote's words in the language chosen on it (the server-only `quote` messages): its PDF, its
 * e-mail and its WhatsApp message read them from here, outside any page (the outbox worker e-mails
 * quotes), with use-intl's core translator, as the itinerary does. What the agent typed (the trip
 * unless the catalogue names it, the boarding city, the discounts, the lists, the note) stays as typed.
 */

export function quoteWords(locale: Locale) {
  return createTranslator({ locale, messages: MESSAGES[locale], namespace: 'quote' })
}

/** A state's or union territory's name in the quote's language ("தமிழ்நாடு"); undefined for an unknown code. */
export function stateNameIn(code: string, locale: Locale): string | undefined {
  return isIndiaStateCode(code) ? quoteWords(locale)(`states.${code}`) : undefined
}

/** The agency's particulars with its state named in a document's language, for the letterhead. */
export function particularsIn<T extends { state?: { name: string; code: string } | null }>(
  agency: T,
  locale: Locale,
): T {
  return agency.state
    ? { ...agency, state: { ...agency.state, name: stateNameIn(agency.state.code, locale) ?? agency.state.name } }
    : agency
}

/**
 * The departure as the PDF says it ("Departure: 8 May 2027 from Chennai"); null when the quote names
 * neither. `city` is the boarding city in the quote's language (./trip-title.ts), the one typed by default.
 */
export function departureLine(
  content: Pick<QuoteInput, 'departure' | 'boardingCity'>,
  locale: Locale,
  city: string = content.boardingCity,
): string | null {
  const t = quoteWords(locale)
  if (content.departure) {
    const day = formatDay(content.departure, locale)
    return city ? t('document.departureDayCity', { day, city }) : t('document.departureDay', { day })
  }
  return city ? t('document.departureCity', { city }) : null
}

/**
 * The trip's name in the quote's language: the catalogue's own in that language where the quote
 * names a catalogue trip by its English title (the lead's trip first, then any trip of that title)
 * and the catalogue has it; else the name as the agent typed it.
 */
export function tripTitleIn(
  typed: string,
  leadTrip: string | null | undefined,
  english: ReadonlyMap<string, string>,
  translated: ReadonlyMap<string, string>,
): string {
  const name = typed.trim()
  let slug: string | undefined = leadTrip && english.get(leadTrip)?.trim() === name ? leadTrip : undefined
  if (!slug) for (const [candidate, title] of english) if (title.trim() === name) slug = candidate
  const title = slug ? translated.get(slug)?.trim() : undefined
  return title || typed
}
