/** Application types (docs/product.md §3). Wire shapes live in lib/provider/schemas.ts. */

export interface TripSummary {
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
  /**
   * The next departure still ahead (ISO date, YYYY-MM-DD), when the catalogue keeps departures as
   * dates. Absent for trips run on any date and for sources that only send the text.
   */
  nextDeparture?: string
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
  /** What the price does not cover; optional (the spec's wire shape has no such field). */
  excludes?: string[]
  /** Where the group stays, one line per stop ("Varanasi: Hotel Ganges Grand, 2 nights"); optional. */
  hotels?: string[]
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
  /** The trip the reviewer travelled on, where the data has it (optional: not in the spec's wire shape). */
  trip?: { slug: string; title: string }
  /** The month travelled (YYYY-MM), where the data has it. */
  travelledOn?: string
}

export interface Video {
  id: string
  videoId: string
  thumbnail: string
  title: string
}
