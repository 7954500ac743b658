/** The provider's REST contract (spec §7): every path in one place. */
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
  newsletter: '/api/web/email',
  tripEnquiry: '/api/web/enquiry/create',
  contact: '/api/web/contact/create',
  customized: '/api/web/customized/create',
  popupEnquiry: '/api/enquiry',
} as const

/** Images are served from the uploads path under the API base (spec §3). */
export const UPLOADS_PATH = '/uploads'
