import { tripJsonLd } from '@/lib/seo'
import type { TripDetail } from '@/lib/types'

export function TripJsonLd({ trip }: { trip: TripDetail }) {
  // JSON-LD must be inline; jsonLd() escapes `<` so a trip text can never close the script tag.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: tripJsonLd(trip) }} />
}
