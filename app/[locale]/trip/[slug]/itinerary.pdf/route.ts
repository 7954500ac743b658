import { itineraryPdfResponse } from '@/lib/catalog/itinerary/pdf'

/** A trip's itinerary as an A4 PDF to print or forward (lib/catalog/itinerary). */
export async function GET(request: Request, { params }: RouteContext<'/[locale]/trip/[slug]/itinerary.pdf'>) {
  return itineraryPdfResponse((await params).slug, request)
}

export const HEAD = GET
