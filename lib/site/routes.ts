import type { CategoryKey, HomeCategoryKey } from '@/lib/site/config'

/**
 * Every public page's path, named once: links, navigation, metadata and the sitemap use
 * these. Absolute URLs (canonical, Open Graph, JSON-LD, sitemap) come from `absoluteUrl` in
 * lib/seo/index.ts, which prefixes SITE_URL; this module stays free of server code so client
 * components can build links too.
 */
export const ROUTES = {
  home: '/',
  pilgrimage: '/pilgrimage',
  domestic: '/domestic',
  international: '/international',
  honeymoon: '/honeymoon',
  customizedTours: '/customized-tours',
  testimonials: '/testimonials',
  contact: '/contact',
  privacyPolicy: '/privacy-policy',
  termsConditions: '/terms-conditions',
  search: '/search',
} as const

export type RoutePath = (typeof ROUTES)[keyof typeof ROUTES]

export function tripPath(slug: string): string {
  return `/trip/${encodeURIComponent(slug)}`
}

/** The file name of a trip's itinerary PDF, under the trip's address. */
export const ITINERARY_PDF_FILE = 'itinerary.pdf'

/** A trip's itinerary as a PDF (app/[locale]/trip/[slug]/itinerary.pdf). */
export function itineraryPdfPath(slug: string): string {
  return `${tripPath(slug)}/${ITINERARY_PDF_FILE}`
}

export function searchPath(query: string): string {
  return `${ROUTES.search}?q=${encodeURIComponent(query)}`
}

/** The search box's suggestions for a query (app/api/search), their titles in the page's language. */
export function searchSuggestionsPath(query: string, locale: string): string {
  return `/api/search?q=${encodeURIComponent(query)}&lang=${encodeURIComponent(locale)}`
}

/** The testimonials page opened on one of its tabs (the tab lives in the query string). */
export const TESTIMONIALS_TAB_PARAM = 'tab'
export function testimonialsPath(tab: 'reviews' | 'videos'): string {
  return `${ROUTES.testimonials}?${TESTIMONIALS_TAB_PARAM}=${tab}`
}

/** A breadcrumb step; the current page, the last one, has no link. */
export interface Crumb {
  label: string
  href?: string
}

/**
 * The trail a breadcrumb shows: Home (named in the page's language), then the page's own steps.
 * The visible breadcrumb and its JSON-LD both use it.
 */
export function breadcrumbTrail<T extends Crumb>(items: readonly T[], home: string): (T | Crumb)[] {
  return [{ label: home, href: ROUTES.home }, ...items]
}

/** The steps after Home of a trip's breadcrumb: its category (Honeymoon included) when it has one, then the trip. */
export function tripCrumbs(trip: { title: string }, category?: HomeCategoryKey): Crumb[] {
  const route = category === 'honeymoon' ? HONEYMOON_ROUTE : category ? CATEGORY_ROUTES[category] : undefined
  return [...(route ? [{ label: route.label, href: route.href }] : []), { label: trip.title }]
}

/** A video's privacy-enhanced YouTube player: the popup plays it there, structured data names it. */
export function videoEmbedUrl(videoId: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}`
}

/** A video's own page on YouTube, for visitors whose network or browser will not play the embed. */
export function videoWatchUrl(videoId: string): string {
  return `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`
}

/** Uploaded images: the site serves them here in both modes, as the provider does (docs/product.md §3). */
export const UPLOADS_PATH = '/uploads'

/** The site's path of an uploaded file, as the catalogue names it ("trips/a.webp" or "/uploads/trips/a.webp"). */
export function uploadUrl(file: string): string {
  const clean = file.replace(/^\/+/, '').replace(/^uploads\//, '')
  return `${UPLOADS_PATH}/${clean.split('/').map(encodeURIComponent).join('/')}`
}

/** The category pages, with the short label of menus and crumbs and the page title of lists. */
export const CATEGORY_ROUTES = {
  pilgrimage: { href: ROUTES.pilgrimage, label: 'Pilgrimage', title: 'Pilgrimage Tours' },
  domestic: { href: ROUTES.domestic, label: 'Domestic', title: 'Domestic Tours' },
  international: { href: ROUTES.international, label: 'International', title: 'International Tours' },
} as const satisfies Record<CategoryKey, { href: string; label: string; title: string }>

/** The honeymoon packages: a package page in menus, and the category of the honeymoon trips. */
const HONEYMOON_ROUTE = { href: ROUTES.honeymoon, label: 'Honeymoon', title: 'Honeymoon Packages' } as const

/**
 * Where a category page's address with filters is rewritten to (proxy.ts): a page of its own that reads the
 * query string, under the category's folder (so it has the category's link preview), while the plain category page
 * stays prerendered. Visitors and links keep the category's address.
 */
export function filteredCategoryPath(category: CategoryKey): string {
  return `${CATEGORY_ROUTES[category].href}/filtered`
}

/** The catalogue's other browsing pages, after the categories in menus and the footer. */
export const PACKAGE_ROUTES = [
  HONEYMOON_ROUTE,
  { href: ROUTES.customizedTours, label: 'Customized Tours', title: 'Customized Tours' },
  { href: ROUTES.testimonials, label: 'Testimonials', title: 'Testimonials' },
] as const

/**
 * The browsing pages by their ROUTES key, in menu order: the categories, then the other package
 * pages. The footer lists them and the menu names them by this key in the page's language
 * (common.nav, common.pageTitles).
 */
export const BROWSE_ROUTE_KEYS = [
  'pilgrimage',
  'domestic',
  'international',
  'honeymoon',
  'customizedTours',
  'testimonials',
] as const satisfies readonly (keyof typeof ROUTES)[]
export type BrowseRouteKey = (typeof BROWSE_ROUTE_KEYS)[number]

/** Where the page of a category named by the provider lives: "International" → /international. */
export function categoryPathFromName(name: string): string {
  return `/${name.trim().toLowerCase().replace(/\s+/g, '-')}`
}

/** Every indexable page that is not a trip, in sitemap order. */
export const SITEMAP_PATHS: RoutePath[] = [
  ROUTES.home,
  ...Object.values(CATEGORY_ROUTES).map((route) => route.href),
  ...PACKAGE_ROUTES.map((route) => route.href),
  ROUTES.contact,
  ROUTES.privacyPolicy,
  ROUTES.termsConditions,
]

/** The back office's pages (staff only; never in the sitemap, disallowed in robots.txt). */
export const ADMIN_ROUTES = {
  home: '/admin',
  today: '/admin/today',
  signIn: '/admin/sign-in',
  twoFactor: '/admin/sign-in/two-factor',
  spam: '/admin/spam',
  subscribers: '/admin/subscribers',
  staff: '/admin/staff',
  account: '/admin/account',
  audit: '/admin/audit',
  messages: '/admin/messages',
  settings: '/admin/settings',
  departures: '/admin/departures',
  reports: '/admin/reports',
  catalog: '/admin/catalog',
  catalogBanners: '/admin/catalog/banners',
  catalogReviews: '/admin/catalog/reviews',
  catalogVideos: '/admin/catalog/videos',
  catalogSeats: '/admin/catalog/seats',
  catalogBoardingCities: '/admin/catalog/boarding-cities',
  newTrip: '/admin/catalog/trips/new',
  leadsExport: '/admin/export/leads',
  subscribersExport: '/admin/export/subscribers',
  reportsExport: '/admin/export/reports',
  departuresExport: '/admin/export/departures',
  reviews: '/admin/reviews',
} as const

export function adminTripPath(id: string): string {
  return `/admin/catalog/trips/${encodeURIComponent(id)}`
}

/** One report's table as CSV, over a range of days in India (YYYY-MM-DD, both included). */
export function adminReportCsvPath(table: string, range: { from: string; to: string }): string {
  return `${ADMIN_ROUTES.reportsExport}/${encodeURIComponent(table)}?${new URLSearchParams(range)}`
}

export function adminLeadPath(reference: string): string {
  return `/admin/leads/${encodeURIComponent(reference)}`
}

/** A booking's page in the back office (lib/bookings). */
export function adminBookingPath(id: number): string {
  return `/admin/bookings/${id}`
}

/** A receipt's PDF of a booking's ledger entry, for staff. */
export function adminReceiptPdfPath(bookingId: number, entryId: number): string {
  return `${adminBookingPath(bookingId)}/receipts/${entryId}`
}

/** Book the family of a lead (from its latest quote, when it has one). */
export function adminNewBookingPath(reference: string): string {
  return `${adminLeadPath(reference)}/book`
}

/** A departure's own page in the back office: seats, travellers, rooming list, money. */
export function adminDeparturePath(tripId: string, departsOn: string): string {
  return `${ADMIN_ROUTES.departures}/${encodeURIComponent(tripId)}/${departsOn}`
}

/** A departure's manifest or rooming list to download: "manifest.csv", "rooming-list.csv", "manifest.pdf". */
export function adminDepartureDownloadPath(tripId: string, departsOn: string, file: string): string {
  return `${ADMIN_ROUTES.departuresExport}/${encodeURIComponent(tripId)}/${departsOn}/${file}`
}

export function adminNewQuotePath(reference: string): string {
  return `${adminLeadPath(reference)}/quotes/new`
}

export function adminQuotePath(reference: string, number: string, version?: number): string {
  const path = `${adminLeadPath(reference)}/quotes/${encodeURIComponent(number)}`
  return version === undefined ? path : `${path}?version=${version}`
}

export function adminQuotePdfPath(reference: string, number: string, version: number): string {
  return `${adminLeadPath(reference)}/quotes/${encodeURIComponent(number)}/pdf?version=${version}`
}

/** A sent quote's PDF by its token, no sign-in (app/q/[token]); the links given to families are their page's. */
export const QUOTE_LINK_PREFIX = '/q'
export function quotePdfLinkPath(token: string): string {
  return `${QUOTE_LINK_PREFIX}/${encodeURIComponent(token)}`
}

/**
 * The link a family is given with a quote (its e-mail, its WhatsApp text): their own page
 * (app/my/[token]), by a random token, a sent quote's or one staff made, no sign-in.
 */
export const FAMILY_PAGE_PREFIX = '/my'
export function quoteLinkPath(token: string): string {
  return `${FAMILY_PAGE_PREFIX}/${encodeURIComponent(token)}`
}

/** The latest quote's PDF on the family's page. */
export function familyQuotePdfPath(token: string): string {
  return `${quoteLinkPath(token)}/quote.pdf`
}

/** A receipt's PDF on the family's page, by the page's token and the ledger entry. */
export function familyReceiptPdfPath(token: string, entryId: number): string {
  return `${quoteLinkPath(token)}/receipts/${entryId}`
}

/**
 * The link a booking's family is sent after the trip to write their review (app/review/[token]),
 * by the review's random token, no sign-in; it works until the review is sent.
 */
export const REVIEW_LINK_PREFIX = '/review'
export function reviewLinkPath(token: string): string {
  return `${REVIEW_LINK_PREFIX}/${encodeURIComponent(token)}`
}

/** A review in the back office: its words, photos and the decisions on them. */
export function adminReviewPath(id: number): string {
  return `${ADMIN_ROUTES.reviews}/${id}`
}

/** A review's photo as staff see it before it is published (staff only; a published one is also under /uploads). */
export function adminReviewPhotoPath(photoId: number): string {
  return `${ADMIN_ROUTES.reviews}/photos/${photoId}`
}
