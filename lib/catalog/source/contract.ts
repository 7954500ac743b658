import 'server-only'

/**
 * The provider's REST contract (docs/product.md §7): the read paths here, the lead write
 * paths in LEAD_ENDPOINTS (lib/leads/forms/endpoints.ts), which the forms post to.
 * The uploads path, which the site also serves, is UPLOADS_PATH in lib/site/routes.ts.
 */
export const CONTRACT_PATHS = {
  banners: '/api/web/banner/list',
  dropdown: '/api/web/trip/dropdown',
  tripsByCategory: '/api/web/trip/category/trip',
  categoriesWithTrips: '/api/web/trip/category/trip/list',
  tripDetail: '/api/web/trip/detail',
  pilgrimageTicker: '/api/web/trip/getAllPiligrimage',
  allTrips: '/api/web/trip/list',
  reviews: '/api/web/review/list',
  videos: '/api/web/youtube/list',
} as const
