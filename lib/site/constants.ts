/**
 * The product's business constants and timings (docs/product.md §9) and the catalogue's cache
 * tags, named once. A constant only one module uses lives beside that module instead;
 * breakpoints are in app/globals.css (lib/site/breakpoints.ts for scripts).
 */

// Home sections and footer (docs/product.md §9)
export const HOME_TRIPS_PER_CATEGORY = 6
export const FOOTER_TRIP_LIMIT = 6
export const SLIDER_PAGE_SIZE_WIDE = 3 // domestic and international sliders
export const SLIDER_PAGE_SIZE_DEFAULT = 4
export const TESTIMONIALS_VISIBLE_WIDE = 3 // written reviews in view above 1024 px
export const HOME_REVIEWS_BELOW_WIDE = 3 // written reviews the home page shows at or below 1024 px; the rest are on /testimonials

// Carousels and transitions, in milliseconds
export const BANNER_ADVANCE_MS = 4000
export const BANNER_SWITCH_MS = 500
export const BANNER_FADE_MS = 700
export const SLIDE_TRANSITION_MS = 500
export const TESTIMONIAL_AUTOPLAY_MS = 5000
export const VIDEO_AUTOPLAY_MS = 5000

// Popup, clipboard and header
export const ENQUIRY_POPUP_DELAY_MS = 2000
/** The first-visit popup waits for this long without a key, a click or a touch before it opens. */
export const ENQUIRY_POPUP_IDLE_MS = 2000
export const COPY_CONFIRMATION_MS = 2000
export const HEADER_SCROLL_THRESHOLD_PX = 10

// Business facts (docs/product.md §1, §9)
export const ADVANCE_PAYMENT_PERCENT = 50
export const BALANCE_DUE_DAYS_BEFORE_DEPARTURE = 7
export const YEARS_OF_EXPERIENCE = 15
export const DEFAULT_TRAVELLERS = 1

// Cache tags, one per catalogue resource; POST /api/revalidate purges by these.
export const CACHE_TAGS = {
  banners: 'banners',
  navigation: 'navigation',
  categoryTrips: 'category-trips',
  homeCategories: 'home-categories',
  tripDetail: 'trip-detail',
  pilgrimageTicker: 'pilgrimage-ticker',
  allTrips: 'all-trips',
  reviews: 'reviews',
  videos: 'videos',
  /** The office's weekly hours as the owner sets them (the top bar, the contact page, the agency's structured data). */
  officeWeek: 'office-week',
} as const
export type CacheTag = (typeof CACHE_TAGS)[keyof typeof CACHE_TAGS]
export const ALL_CACHE_TAGS: CacheTag[] = Object.values(CACHE_TAGS)
/**
 * What a trip's save in the catalogue editor can change: its page, every list it is in (the
 * category pages, the home sections, the navigation, the ticker, the sitemap) and the reviews,
 * which name and link their trip. Banners and videos do not show trips.
 */
export const TRIP_CACHE_TAGS: CacheTag[] = [
  CACHE_TAGS.tripDetail,
  CACHE_TAGS.categoryTrips,
  CACHE_TAGS.homeCategories,
  CACHE_TAGS.navigation,
  CACHE_TAGS.pilgrimageTicker,
  CACHE_TAGS.allTrips,
  CACHE_TAGS.reviews,
]

/**
 * The terms' cancellation schedule (docs/product.md §2): refund by days left before departure. The
 * text is what visitors read; `refundPercent` (of the tour cost) and `lessAdminFee` are the same rule
 * for the refund a cancelled booking is due (lib/bookings/money/rules.ts).
 */
export const CANCELLATION_SCHEDULE = [
  {
    minDays: 60,
    maxDays: null,
    refund: 'Full refund less an administration fee',
    refundPercent: 100,
    lessAdminFee: true,
  },
  { minDays: 30, maxDays: 59, refund: '50% of the tour cost', refundPercent: 50, lessAdminFee: false },
  { minDays: 15, maxDays: 29, refund: '25% of the tour cost', refundPercent: 25, lessAdminFee: false },
  { minDays: 0, maxDays: 14, refund: 'No refund', refundPercent: 0, lessAdminFee: false },
] as const

/**
 * The administration fee the schedule's full refund is less of, whole rupees per booking, until the
 * owner sets their own on the Settings screen (MoneySettings.adminFee).
 */
export const CANCELLATION_ADMIN_FEE_RUPEES = 1_000
