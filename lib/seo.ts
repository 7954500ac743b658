import 'server-only'
import type { Metadata } from 'next'
import { getEnv } from '@/lib/env'
import { ROUTES, tripPath, uploadUrl } from '@/lib/routes'
import { formatAddress, siteConfig } from '@/lib/site-config'
import type { TripDetail } from '@/lib/types'

/** Meta descriptions are cut to this many characters (search engines show about as many). */
const META_DESCRIPTION_MAX_LENGTH = 160

/** The public URL of a site path: SITE_URL + path. Every canonical, Open Graph and JSON-LD URL is made here. */
export function absoluteUrl(path: string): string {
  return `${getEnv().siteUrl}${path.startsWith('/') ? path : `/${path}`}`
}

/** The public URL of an uploaded image. */
export function absoluteUploadUrl(file: string): string {
  return absoluteUrl(uploadUrl(file))
}

interface PageMetadataInput {
  /** The page's own path (a ROUTES entry or tripPath()): its canonical URL. */
  path: string
  /** The document title; the root layout's template appends the brand. */
  title: string
  description: string
  /** The headline of link previews, when it differs from the title; the brand is appended. */
  socialTitle?: string
}

/** Title, description, canonical URL and Open Graph of a public page, built the same way everywhere. */
export function pageMetadata({ path, title, description, socialTitle }: PageMetadataInput): Metadata {
  const url = absoluteUrl(path)
  return {
    title,
    description,
    alternates: { canonical: url },
    openGraph: { type: 'website', url, title: `${socialTitle ?? title} | ${siteConfig.name}`, description },
  }
}

/** A trip page's metadata: its description (cut to the length search engines show) and its first photo. */
export function tripMetadata(trip: TripDetail): Metadata {
  const summary = trip.description || `${trip.title}: ${trip.duration}, ${trip.availableDates}.`
  const description =
    summary.length > META_DESCRIPTION_MAX_LENGTH
      ? `${summary.slice(0, META_DESCRIPTION_MAX_LENGTH - 1).trimEnd()}…`
      : summary
  const page = pageMetadata({ path: tripPath(trip.slug), title: trip.title, description })
  const image = trip.images[0] ? absoluteUploadUrl(trip.images[0]) : undefined
  return {
    ...page,
    openGraph: {
      ...page.openGraph,
      title: trip.title,
      siteName: siteConfig.name,
      images: image ? [{ url: image, alt: trip.title }] : undefined,
    },
    twitter: { card: 'summary_large_image', title: trip.title, description, images: image ? [image] : undefined },
  }
}

/** Structured data of a trip page: a TouristTrip that is also a Product with an INR offer. */
export function tripJsonLd(trip: TripDetail): string {
  const url = absoluteUrl(tripPath(trip.slug))
  return jsonLd({
    '@context': 'https://schema.org',
    '@type': ['TouristTrip', 'Product'],
    '@id': url,
    name: trip.title,
    description: trip.description,
    url,
    image: trip.images.map(absoluteUploadUrl),
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
      url: absoluteUrl(ROUTES.home),
      telephone: siteConfig.phone,
      email: siteConfig.email,
      address: formatAddress(),
    },
  })
}

/** Serialises JSON-LD for an inline script, escaping `<` so no content can close the tag. */
export function jsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}

export function organizationJsonLd(): string {
  const a = siteConfig.address
  return jsonLd({
    '@context': 'https://schema.org',
    '@type': 'TravelAgency',
    name: siteConfig.name,
    legalName: siteConfig.legalName,
    url: absoluteUrl(ROUTES.home),
    logo: absoluteUrl('/brand/logo-mark.svg'),
    telephone: siteConfig.phone,
    email: siteConfig.email,
    foundingDate: String(siteConfig.foundedYear),
    address: {
      '@type': 'PostalAddress',
      streetAddress: a.street,
      addressLocality: a.city,
      addressRegion: a.region,
      postalCode: a.postalCode,
      addressCountry: a.country,
    },
    openingHours: ['Mo-Fr 09:00-18:00', 'Sa 09:00-13:00'],
    sameAs: Object.values(siteConfig.social),
  })
}
