/**
 * The seeded catalogue's Tamil, as a Chennai agency writes it for its Tamil-first families (not
 * word for word): one entry per seeded trip, banner, category and video, keyed by the English
 * item's slug or id. Lists line up with the English ones where they must (itinerary days, in
 * order); inclusions, exclusions and hotels are lists of their own.
 */
export interface SeedTripTamil {
  title: string
  location: string
  description: string
  /** One entry per English itinerary day, in the same order: the day's title and its activities. */
  itinerary: { title: string; activity: string[] }[]
  includes: string[]
  excludes: string[]
  hotels: string[]
}

export interface SeedBannerTamil {
  tag: string
  title: string
  subtitle: string
  buttonText: string
}
