import type { DepartureOffer } from '@/lib/catalog/departures/offers'

/**
 * The catalogue's types (docs/product.md §3), in two kinds:
 * - stored: an item as the provider gives it, its English and, beside it, its Tamil (`ta`, the
 *   embedded provider's addition). The wire schemas (lib/catalog/wire.ts) map each wire
 *   item to these, and every source answers them. A departure's Tamil stands beside its English
 *   (`labelTa`, `noteTa`, a boarding city's `cityTa`: lib/catalog/departures/offers.ts), as the
 *   store and the editor keep it; on the wire it nests in `ta` like every item's.
 * - localised: an item in one page's language (lib/catalog/localize.ts, the only way from one to
 *   the other): its texts in that language where they exist, in English where they do not, and
 *   those named in `en`. A localised item has no `ta`, so a stored item is refused wherever a
 *   page expects a localised one.
 * Type-only and client-safe: components import from here without loading the schemas.
 */

/** A trip's Tamil as the provider sends it: any field may be missing ("not translated yet"). */
export interface TripTamil {
  title?: string
  location?: string
  description?: string
  /** Lined up with the English days by position: each day's title and its activities. */
  itinerary?: { title?: string; activities?: string[] }[]
  includes?: string[]
  excludes?: string[]
  hotels?: string[]
  /** Lined up with the English rows of the trip's own cancellation schedule. */
  cancellation?: { when?: string; refund?: string }[]
  /** Lined up with the English pictures: each one described in Tamil ('' for none). */
  imageAlts?: string[]
  /** The departures as a Tamil reader reads them, made by the provider from the same plan. */
  availableDates?: string
}

export interface BannerTamil {
  tag?: string
  title?: string
  subtitle?: string
  buttonText?: string
}

/** The fields of an item shown in English on a page of another language (they have no version in it). */
export type EnglishFields<K extends string> = Partial<Record<K, true>>

/** An item after localisation: `en` names its fields that stayed English; its Tamil is gone. */
export interface Localized<K extends string> {
  en?: EnglishFields<K>
  ta?: never
}

/** The fields a trip list shows that the provider may send in Tamil. */
export type SummaryFields = 'title' | 'availableDates'

/** The fields of a trip's page that the provider may send in Tamil, each marked apart when it stays English. */
export type DetailFields =
  SummaryFields | 'location' | 'description' | 'includes' | 'excludes' | 'hotels' | 'cancellation' | 'imageAlts'

export type DayFields = 'title' | 'activities'

export type BannerFields = 'tag' | 'title' | 'subtitle' | 'buttonText'

/** A trip in a list, as the provider gives it (English, with its Tamil beside it). */
export interface StoredTripSummary {
  id: string
  slug: string
  title: string
  /** File names under the uploads path; the first is the card image. */
  images: string[]
  /** Price per person in Indian rupees. */
  price: number
  /** The departures as the visitor reads them ("12 Dec 2026, 16 Jan 2027", "Every Saturday, Oct–Mar", "Opens May 2027"). */
  availableDates: string
  duration: string
  /** The next departure still ahead (YYYY-MM-DD), when the catalogue keeps departures as dates. */
  nextDeparture?: string
  /** When the trip last changed (ISO date-time), for the sitemap's lastModified. */
  updatedAt?: string
  /** The months (YYYY-MM) from this one on with a departure ahead, for the month filter; without it, none is known. */
  departureMonths?: string[]
  /** The dated departures ahead with their seats, boarding cities and prices; without them, today's page. */
  departures?: DepartureOffer[]
  /** "n seats left" from this many seats down (the owner's setting); without it, FEW_SEATS_DEFAULT. */
  fewSeatsAt?: number
  /** The trip's Tamil, where the provider has it. */
  ta?: TripTamil
}

export interface StoredItineraryDay {
  day: string
  title: string
  activities: string[]
}

/** A trip's page as the provider gives it. */
export interface StoredTripDetail extends StoredTripSummary {
  description: string
  location: string
  itinerary: StoredItineraryDay[]
  includes: string[]
  /** What the price does not cover; optional (the spec's wire shape has no such field). */
  excludes?: string[]
  /** Where the group stays, one line per stop ("Varanasi: Hotel Ganges Grand, 2 nights"); optional. */
  hotels?: string[]
  /** Each picture described, in the order of `images`; '' where staff gave none. */
  imageAlts?: string[]
  childPrice?: number
  /** The ages the child's price is for, as the agency words them. */
  childAges?: string
  seniorPrice?: number
  /** This trip's cancellation schedule; without it, the terms' (CANCELLATION_TERMS). */
  cancellation?: { when: string; refund: string }[]
  /**
   * The coming dates of the trip's seasons (weekly, any day) a visitor can choose, "on request",
   * soonest first (lib/catalog/departures/schedule.ts seasonDates); a date already sold as a
   * dated departure is among `departures` instead.
   */
  seasonDates?: string[]
}

export interface StoredCategoryWithTrips {
  category: string
  trips: StoredTripSummary[]
}

export interface DropdownItem {
  label: string
  /** The trip's slug. */
  value: string
  ta?: { label?: string }
}

/** A navigation group as the provider gives it; lib/catalog/navigation.ts builds the menu from it. */
export interface DropdownGroup {
  category: string
  items: DropdownItem[]
  ta?: { category?: string }
}

export interface StoredTickerItem {
  id: string
  slug: string
  title: string
  availableDates: string
  duration: string
  ta?: { title?: string; availableDates?: string }
}

export interface StoredBanner {
  id: string
  image: string
  tag: string
  title: string
  subtitle: string
  buttonText: string
  buttonUrl: string
  ta?: BannerTamil
}

/** The trip a review names. */
export interface StoredTripRef {
  slug: string
  title: string
  ta?: { title?: string }
}

export interface StoredReview {
  id: string
  name: string
  /** 0–5 stars. */
  rating: number
  description: string
  trip?: StoredTripRef
  /** The month travelled (YYYY-MM). */
  travelledOn?: string
}

export interface StoredVideo {
  id: string
  videoId: string
  thumbnail: string
  title: string
  /** The day the video was published (YYYY-MM-DD), where known: VideoObject.uploadDate. */
  uploadDate?: string
  ta?: { title?: string }
}

/** What a page reads: each stored item in the page's language. */
export type TripSummary = Omit<StoredTripSummary, 'ta'> & Localized<DetailFields>
export type ItineraryDay = StoredItineraryDay & Localized<DayFields>
export type TripDetail = Omit<StoredTripDetail, 'ta' | 'itinerary'> & {
  itinerary: ItineraryDay[]
} & Localized<DetailFields>
export type TickerItem = Omit<StoredTickerItem, 'ta'> & Localized<SummaryFields>
export type Banner = Omit<StoredBanner, 'ta'> & Localized<BannerFields>
export type Review = Omit<StoredReview, 'trip'> & { trip?: Omit<StoredTripRef, 'ta'> & Localized<'title'> }
export type Video = Omit<StoredVideo, 'ta'> & Localized<'title'>
