import 'server-only'
import { getCatalogTripTitles } from '@/lib/catalog'
import { DEFAULT_LOCALE } from '@/lib/site/i18n/locales'
import type { QuoteInput } from './schema'
import { tripTitleIn } from './words'

/**
 * The trip's name as a quote's PDF and e-mail give it, in the quote's language: a catalogue trip's
 * title in that language when the catalogue has one (./words.ts tripTitleIn), else as typed. A
 * catalogue that cannot be read leaves the name as typed.
 */
export async function quoteTripTitle(
  content: Pick<QuoteInput, 'trip' | 'language'>,
  leadTrip: string | null | undefined,
): Promise<string> {
  if (content.language === DEFAULT_LOCALE) return content.trip
  try {
    const [english, translated] = await Promise.all([getCatalogTripTitles(), getCatalogTripTitles(content.language)])
    return tripTitleIn(content.trip, leadTrip, english, translated)
  } catch {
    return content.trip
  }
}
