import 'server-only'
import { catalogStore } from '@/lib/catalog/embedded/store'
import {
  parseBanners,
  parseCategoriesWithTrips,
  parseDropdown,
  parseReviews,
  parseTicker,
  parseTrips,
  parseTripDetail,
  parseVideos,
} from '@/lib/catalog/wire'
import type { CatalogSource } from './types'

/**
 * The embedded provider: the catalogue store (lib/catalog/embedded, on the site's database) answers in
 * the wire shapes of the contract, and goes through the same parsers as the upstream, so both
 * sources agree by construction.
 */
export function createEmbeddedSource(): CatalogSource {
  return {
    kind: 'embedded',
    banners: async () => parseBanners(await catalogStore.bannerList()),
    dropdown: async () => parseDropdown(await catalogStore.dropdown()),
    tripsByCategory: async (categoryId) =>
      parseTrips(await catalogStore.tripsByCategoryId(categoryId), 'trips by category'),
    categoriesWithTrips: async () => parseCategoriesWithTrips(await catalogStore.categoriesWithTrips()),
    tripDetail: async (slug) => parseTripDetail(await catalogStore.tripDetail(slug)),
    pilgrimageTicker: async () => parseTicker(await catalogStore.pilgrimageTicker()),
    allTrips: async () => parseTrips(await catalogStore.tripList(), 'all trips'),
    reviews: async () => parseReviews(await catalogStore.reviewList()),
    videos: async () => parseVideos(await catalogStore.videoList()),
    tripRedirect: (slug) => catalogStore.tripRedirect(slug),
  }
}
