import { itineraryPdfResponse } from '@/lib/catalog/itinerary/pdf'
import { DEFAULT_LOCALE, isLocale } from '@/lib/site/i18n/locales'

/** A trip's itinerary as an A4 PDF to print or forward (lib/catalog/itinerary), in the page's language. */
export async function GET(request: Request, { params }: RouteContext<'/[locale]/trip/[slug]/itinerary.pdf'>) {
  const { slug, locale } = await params
  return itineraryPdfResponse(slug, request, isLocale(locale) ? locale : DEFAULT_LOCALE)
}

export const HEAD = GET
