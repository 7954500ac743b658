import 'server-only'
import type { Metadata } from 'next'
import type {
  AggregateRating,
  Offer,
  BreadcrumbList,
  ItemList,
  OpeningHoursSpecification,
  Review as ReviewLd,
  Thing,
  TouristTrip,
  TravelAgency,
  VideoObject,
  WebPage,
} from 'schema-dts'
import { getEnv } from '@/lib/platform/env'
import {
  DEFAULT_LOCALE,
  HREFLANG,
  HTML_LANG,
  LOCALES,
  localePath,
  OG_LOCALES,
  type Locale,
} from '@/lib/site/i18n/locales'
import { CATEGORY_ROUTES, ROUTES, tripPath, uploadUrl, videoEmbedUrl, type Crumb } from '@/lib/site/routes'
import { formatAddress, siteConfig, type CategoryKey } from '@/lib/site/config'
import type { OfficeWeek } from '@/lib/site/office-hours'
import { clockTime, weekGroups } from '@/lib/site/office-hours-text'
import {
  boardingPrices,
  earlyBirdActive,
  offerState,
  schemaAvailability,
  upcomingOffers,
  type Review,
  type TripDetail,
  type TripSummary,
  type Video,
} from '@/lib/catalog'
import { formatDay, todayInIndia } from '@/lib/site/format'
import { ratingSummary, type PublishedReview } from '@/lib/reviews'

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

/**
 * A page's canonical URL in its language and its hreflang alternates: en-IN (today's address),
 * ta-IN (under /ta) and x-default (the English page). The sitemap lists the same alternates.
 */
export function localeAlternates(path: string, locale: Locale): NonNullable<Metadata['alternates']> {
  return { canonical: absoluteUrl(localePath(path, locale)), languages: hreflangUrls(path) }
}

/** The hreflang → URL map of a page in every language, plus x-default (English). */
export function hreflangUrls(path: string): Record<string, string> {
  return {
    ...Object.fromEntries(LOCALES.map((locale) => [HREFLANG[locale], absoluteUrl(localePath(path, locale))])),
    'x-default': absoluteUrl(localePath(path, DEFAULT_LOCALE)),
  }
}

interface PageMetadataInput {
  /** The page's own path without a language (a ROUTES entry or tripPath()): its canonical URL in each language. */
  path: string
  /** The page's language: its canonical URL and Open Graph locale. */
  locale: Locale
  /** The document title; the root layout's template appends the brand. */
  title: string
  description: string
  /** The headline of link previews, when it differs from the title; the brand is appended. */
  socialTitle?: string
}

/**
 * Title, description, canonical URL, Open Graph and Twitter card of a public page, built the
 * same way everywhere. The preview image is each route's `opengraph-image` (and `twitter-image`),
 * which Next adds with its size, type and alt.
 */
export function pageMetadata({ path, locale, title, description, socialTitle }: PageMetadataInput): Metadata {
  const alternates = localeAlternates(path, locale)
  const url = alternates.canonical as string
  const shareTitle = `${socialTitle ?? title} | ${siteConfig.name}`
  return {
    title,
    description,
    alternates,
    openGraph: {
      type: 'website',
      url,
      title: shareTitle,
      description,
      siteName: siteConfig.name,
      locale: OG_LOCALES[locale],
      alternateLocale: LOCALES.filter((other) => other !== locale).map((other) => OG_LOCALES[other]),
    },
    twitter: { card: 'summary_large_image', title: shareTitle, description },
  }
}

/** A trip's meta description: its own text cut to the length search engines show, or its facts. */
export function tripDescription(trip: TripDetail): string {
  const summary = trip.description || `${trip.title}: ${trip.duration}, ${trip.availableDates}.`
  return summary.length > META_DESCRIPTION_MAX_LENGTH
    ? `${summary.slice(0, META_DESCRIPTION_MAX_LENGTH - 1).trimEnd()}…`
    : summary
}

export function tripMetadata(trip: TripDetail, locale: Locale): Metadata {
  return pageMetadata({ path: tripPath(trip.slug), locale, title: trip.title, description: tripDescription(trip) })
}

/** One JSON-LD script's content: a graph of the page's nodes, `<` escaped so no text can close the tag. */
export function jsonLdGraph(nodes: readonly Thing[]): string {
  return JSON.stringify({ '@context': 'https://schema.org', '@graph': nodes }).replace(/</g, '\\u003c')
}

/** The agency node's id: pages refer to it instead of repeating it. */
function agencyId(): string {
  return `${absoluteUrl(ROUTES.home)}#agency`
}

const SCHEMA_DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const

/** The site-wide TravelAgency: contact details, the office's weekly hours (as the owner set them), social profiles and logo. */
export function travelAgencyLd(week: OfficeWeek): TravelAgency {
  const a = siteConfig.address
  const hours: OpeningHoursSpecification[] = weekGroups(week).flatMap(({ days, hours: open }) =>
    open
      ? [
          {
            '@type': 'OpeningHoursSpecification',
            dayOfWeek: days.map((day) => SCHEMA_DAYS[day]!),
            opens: clockTime(open.opens),
            closes: clockTime(open.closes),
          },
        ]
      : [],
  )
  return {
    '@type': 'TravelAgency',
    '@id': agencyId(),
    name: siteConfig.name,
    legalName: siteConfig.legalName,
    description: siteConfig.description,
    url: absoluteUrl(ROUTES.home),
    logo: absoluteUrl(siteConfig.logoPath),
    image: absoluteUrl(siteConfig.logoPath),
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
    openingHoursSpecification: hours,
    sameAs: Object.values(siteConfig.social),
  }
}

/**
 * A BreadcrumbList of exactly the trail the page shows (Home first, in the page's language);
 * each step named by its URL in that language, the current page by its own.
 */
export function breadcrumbLd(trail: readonly Crumb[], currentPath: string, locale: Locale): BreadcrumbList {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: absoluteUrl(localePath(crumb.href ?? currentPath, locale)),
    })),
  }
}

/**
 * The page itself, in its language (schema.org's inLanguage belongs to the page, not to a trip or
 * a list), about its main thing.
 */
function webPageLd(url: string, name: string, locale: Locale, about: string): WebPage {
  return {
    '@type': 'WebPage',
    '@id': `${url}#page`,
    url,
    name,
    inLanguage: HTML_LANG[locale],
    mainEntity: { '@id': about },
  }
}

/**
 * A trip's offers: one per upcoming departure and boarding city (closed ones left out), with its
 * price per person today, its availability (InStock, LimitedAvailability, SoldOut), the day the
 * group leaves (availabilityStarts), the city it boards at and, during an early bird, the day that
 * price ends. A trip without dated departures has one offer at its price.
 */
function tripOffers(trip: TripDetail, url: string, today: string): Offer | Offer[] {
  const base = { priceCurrency: 'INR', url, seller: { '@id': agencyId() } } as const
  const perPerson = (price: number) => ({
    price,
    priceSpecification: { '@type': 'UnitPriceSpecification', price, priceCurrency: 'INR', unitText: 'per person' },
  })
  const departures = upcomingOffers(trip.departures ?? [], today).filter((offer) => offer.status !== 'closed')
  if (departures.length === 0) {
    return {
      '@type': 'Offer',
      ...base,
      ...perPerson(trip.price),
      availability: 'https://schema.org/InStock',
      description: `Departures: ${trip.availableDates}. Duration: ${trip.duration}.`,
    } as Offer
  }
  return departures.flatMap((offer) => {
    const state = offerState(offer, trip.fewSeatsAt)
    const early = earlyBirdActive(offer, today)
    return boardingPrices(offer, trip.price, today).map(
      (point) =>
        ({
          '@type': 'Offer',
          ...base,
          ...perPerson(point.price),
          name: `${formatDay(offer.on)}${point.city ? ` from ${point.city}` : ''}`,
          availability: schemaAvailability(state),
          availabilityStarts: offer.on,
          ...(early ? { priceValidUntil: offer.earlyBird!.until } : {}),
          ...(point.city ? { availableAtOrFrom: { '@type': 'Place', name: point.city } } : {}),
          ...(state.seatsLeft !== undefined
            ? { inventoryLevel: { '@type': 'QuantitativeValue', value: state.seatsLeft } }
            : {}),
        }) as Offer,
    )
  })
}

/**
 * A trip page: the TouristTrip (itinerary as days, INR offers per person) and its breadcrumb, in
 * the page's language: its URL and inLanguage are the page's (the trip's text is the catalogue's);
 * `trail` is the breadcrumb the page shows, Home first.
 */
export function tripJsonLd(
  trip: TripDetail,
  {
    locale,
    trail,
    today = todayInIndia(),
    reviews = [],
  }: {
    locale: Locale
    trail: readonly Crumb[]
    today?: string
    /** The trip's approved reviews from travellers (lib/reviews), as the page shows them. */
    reviews?: readonly PublishedReview[]
  },
): Thing[] {
  const url = absoluteUrl(localePath(tripPath(trip.slug), locale))
  const touristTrip: TouristTrip = {
    '@type': 'TouristTrip',
    '@id': url,
    name: trip.title,
    description: trip.description || undefined,
    url,
    image: trip.images.map(absoluteUploadUrl),
    itinerary: {
      '@type': 'ItemList',
      numberOfItems: trip.itinerary.length,
      itemListElement: trip.itinerary.map((day, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: [day.day, day.title].filter(Boolean).join(': '),
        description: day.activities.join('; '),
      })),
    },
    offers: tripOffers(trip, url, today),
    provider: { '@id': agencyId() },
  }
  const reviewed = tripReviewsLd(reviews)
  // schema-dts types one @type per node; the pair is valid JSON-LD.
  return [
    reviewed ? ({ ...touristTrip, ...reviewed } as unknown as Thing) : touristTrip,
    webPageLd(url, trip.title, locale, url),
    breadcrumbLd(trail, tripPath(trip.slug), locale),
  ]
}

/**
 * What a trip's verified reviews add to its node: each a Review (the name the page shows, the
 * family's words and stars, the day sent, the language written in) and their AggregateRating with
 * the count. The node is then a Product as well, the type search engines read ratings of (a
 * TouristTrip alone has none). Only reviews of travellers who booked this trip count; with none,
 * nothing (null), and the node stays as it was.
 */
export function tripReviewsLd(reviews: readonly PublishedReview[]): {
  '@type': ['TouristTrip', 'Product']
  aggregateRating: AggregateRating
  review: ReviewLd[]
} | null {
  const summary = ratingSummary(reviews)
  if (!summary) return null
  return {
    '@type': ['TouristTrip', 'Product'],
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: summary.average,
      reviewCount: summary.count,
      bestRating: 5,
      worstRating: 1,
    },
    review: reviews.map((review) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: review.name },
      reviewBody: review.body,
      reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
      datePublished: review.datePublished,
      inLanguage: review.language,
    })),
  }
}

/** A category page: its trips as an ItemList named as the page names it, and its breadcrumb (Home first). */
export function categoryJsonLd(
  category: CategoryKey,
  trips: readonly TripSummary[],
  { locale, name, trail }: { locale: Locale; name: string; trail: readonly Crumb[] },
): Thing[] {
  const route = CATEGORY_ROUTES[category]
  const list: ItemList = {
    '@type': 'ItemList',
    name,
    '@id': `${absoluteUrl(localePath(route.href, locale))}#trips`,
    url: absoluteUrl(localePath(route.href, locale)),
    numberOfItems: trips.length,
    itemListElement: trips.map((trip, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: trip.title,
      url: absoluteUrl(localePath(tripPath(trip.slug), locale)),
    })),
  }
  return [list, webPageLd(list.url as string, name, locale, list['@id']!), breadcrumbLd(trail, route.href, locale)]
}

/**
 * /testimonials: each video as a VideoObject, and each written review (the page shows them
 * one by one) as a Review of the agency. No AggregateRating: ratings of ourselves on our own
 * site are not a rating search engines may show.
 */
export function testimonialsJsonLd(reviews: readonly Review[], videos: readonly Video[]): Thing[] {
  const videoNodes = videos.map((video): VideoObject => ({
    '@type': 'VideoObject',
    name: video.title,
    description: `${video.title}: a traveller's video testimonial for ${siteConfig.name}.`,
    thumbnailUrl: video.thumbnail ? absoluteUploadUrl(video.thumbnail) : absoluteUrl(siteConfig.logoPath),
    embedUrl: videoEmbedUrl(video.videoId),
    ...(video.uploadDate ? { uploadDate: video.uploadDate } : {}),
  }))
  const reviewNodes = reviews.map((review): ReviewLd => ({
    '@type': 'Review',
    author: { '@type': 'Person', name: review.name },
    reviewBody: review.description,
    reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 0 },
    itemReviewed: { '@type': 'TravelAgency', '@id': agencyId(), name: siteConfig.name, address: formatAddress() },
  }))
  return [...videoNodes, ...reviewNodes]
}
