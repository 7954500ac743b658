import { getEnv } from '@/lib/env'
import { uploadUrl } from '@/lib/format'
import { formatAddress, siteConfig } from '@/lib/site-config'
import type { TripDetail } from '@/lib/types'

/** JSON-LD script content; `<` is escaped so a trip text can never close the script tag. */
export function jsonLdScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}

/** Structured data of a trip page: a TouristTrip that is also a Product with an INR offer. */
export function tripJsonLd(trip: TripDetail) {
  const { siteUrl } = getEnv()
  const url = `${siteUrl}/trip/${encodeURIComponent(trip.slug)}`
  return {
    '@context': 'https://schema.org',
    '@type': ['TouristTrip', 'Product'],
    '@id': url,
    name: trip.title,
    description: trip.description,
    url,
    image: trip.images.map((file) => `${siteUrl}${uploadUrl(file)}`),
    itinerary: {
      '@type': 'ItemList',
      itemListElement: trip.itinerary.map((day, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: [day.day, day.title].filter(Boolean).join(': '),
        description: day.activities.join('; '),
      })),
    },
    offers: {
      '@type': 'Offer',
      price: trip.price,
      priceCurrency: 'INR',
      availability: 'https://schema.org/InStock',
      url,
      description: trip.availableDates,
    },
    provider: {
      '@type': 'TravelAgency',
      name: siteConfig.name,
      url: siteUrl,
      telephone: siteConfig.phone,
      email: siteConfig.email,
      address: formatAddress(),
    },
  }
}

export function TripJsonLd({ trip }: { trip: TripDetail }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(tripJsonLd(trip)) }} />
}
