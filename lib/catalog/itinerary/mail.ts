import 'server-only'
import { localizeTripDetail } from '@/lib/catalog/localize'
import { getCatalogSource } from '@/lib/catalog/source'
import { todayInIndia } from '@/lib/site/format'
import { DEFAULT_LOCALE, type Locale } from '@/lib/site/i18n/locales'

/**
 * A trip's itinerary PDF for the outbox (an e-mail a visitor asked for): the trip read afresh from
 * the source, as the PDF route would make it today; null when the trip is no longer in the
 * catalogue. A source that cannot answer throws, so the e-mail waits and is tried again.
 */
export async function getItineraryPdf(
  slug: string,
  locale: Locale = DEFAULT_LOCALE,
): Promise<{ pdf: Buffer; title: string } | null> {
  const read = await getCatalogSource().tripDetail(slug)
  if (!read) return null
  const trip = localizeTripDetail(read, locale)
  // Loaded when an itinerary is asked for: the PDF code stays out of every other import of the catalogue.
  const [{ itineraryPdf }, { itineraryOf }] = await Promise.all([import('./pdf'), import('./content')])
  const today = todayInIndia()
  const { pdf } = await itineraryPdf(itineraryOf(trip, today, locale), today)
  return { pdf, title: trip.title }
}
