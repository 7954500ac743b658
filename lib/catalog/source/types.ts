import 'server-only'
import type {
  DropdownGroup,
  StoredBanner as Banner,
  StoredCategoryWithTrips as CategoryWithTrips,
  StoredReview as Review,
  StoredTickerItem as TickerItem,
  StoredTripDetail as TripDetail,
  StoredTripSummary as TripSummary,
  StoredVideo as Video,
} from '@/lib/catalog/types'

/**
 * Everything the site reads from its catalogue provider (docs/product.md §7), as stored types
 * (English with its Tamil beside it; the reads localise them).
 * Every method throws on failure (unreachable, non-OK status, timeout, wrong shape);
 * callers decide the fallback outside any cache.
 */
export interface CatalogSource {
  readonly kind: 'embedded' | 'upstream'
  banners(): Promise<Banner[]>
  dropdown(): Promise<DropdownGroup[]>
  tripsByCategory(categoryId: string): Promise<TripSummary[]>
  categoriesWithTrips(): Promise<CategoryWithTrips[]>
  /** null when the provider has no trip with that slug. */
  tripDetail(slug: string): Promise<TripDetail | null>
  pilgrimageTicker(): Promise<TickerItem[]>
  allTrips(): Promise<TripSummary[]>
  reviews(): Promise<Review[]>
  videos(): Promise<Video[]>
  /** The slug a trip has now, when `slug` is one it had before (renamed); null otherwise. */
  tripRedirect(slug: string): Promise<string | null>
}
