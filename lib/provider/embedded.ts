import 'server-only'
import { catalogStore } from '@/lib/db/catalog-store'
import {
  parseBanners,
  parseCategoriesWithTrips,
  parseDropdown,
  parseReviews,
  parseTicker,
  parseTrips,
  parseTripDetail,
  parseVideos,
} from './schemas'
import type { CatalogSource } from './types'

/**
 * The embedded provider: the SQLite store answers in the wire shapes of the contract,
 * and goes through the same parsers as the upstream, so both sources agree by construction.
 */
export function createEmbeddedSource(): CatalogSource {
  return {
    kind: 'embedded',
    banners: async () => parseBanners(catalogStore.bannerList()),
    dropdown: async () => parseDropdown(catalogStore.dropdown()),
    tripsByCategory: async (categoryId) => parseTrips(catalogStore.tripsByCategoryId(categoryId), 'trips by category'),
    categoriesWithTrips: async () => parseCategoriesWithTrips(catalogStore.categoriesWithTrips()),
    tripDetail: async (slug) => parseTripDetail(catalogStore.tripDetail(slug)),
    pilgrimageTicker: async () => parseTicker(catalogStore.pilgrimageTicker()),
    allTrips: async () => parseTrips(catalogStore.tripList(), 'all trips'),
    reviews: async () => parseReviews(catalogStore.reviewList()),
    videos: async () => parseVideos(catalogStore.videoList()),
  }
}
