/** Application types (docs/product.md §3). Wire shapes live in lib/provider/schemas.ts. */

export interface TripSummary {
  id: string
  slug: string
  title: string
  /** File names under the uploads path; the first is the card image. */
  images: string[]
  /** Price per person in Indian rupees. */
  price: number
  availableDates: string
  duration: string
}

export interface ItineraryDay {
  day: string
  title: string
  activities: string[]
}

export interface TripDetail extends TripSummary {
  description: string
  location: string
  itinerary: ItineraryDay[]
  includes: string[]
}

export interface CategoryWithTrips {
  category: string
  trips: TripSummary[]
}

export interface DropdownGroup {
  category: string
  items: { label: string; value: string }[]
}

export interface TickerItem {
  id: string
  slug: string
  title: string
  availableDates: string
  duration: string
}

export interface Banner {
  id: string
  image: string
  tag: string
  title: string
  subtitle: string
  buttonText: string
  buttonUrl: string
}

export interface Review {
  id: string
  name: string
  /** 0 to 5 stars. */
  rating: number
  description: string
}

export interface Video {
  id: string
  videoId: string
  thumbnail: string
  title: string
}
