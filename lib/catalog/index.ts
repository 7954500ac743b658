import 'server-only'
/**
 * The catalogue's entry for the other domains and the pages: the cached reads (./reads), a lead's
 * trip named (./trip-titles), the departures as they are sold and booked (./departures), the
 * itinerary PDF for the outbox (./itinerary/mail), the pictures (./uploads), and the catalogue's
 * types. Re-exports only: each name is made in the module it comes from.
 */
export {
  getAllTrips,
  getBanners,
  getCategoryTrips,
  getFooterTrips,
  getHomeCategories,
  getHoneymoonTrips,
  getNavigation,
  getPilgrimageTicker,
  getPopularTrips,
  getReviews,
  getTrip,
  getTripCategories,
  getTripListing,
  getTripRedirect,
  getVideos,
  type Loaded,
} from './reads'
export { getItineraryPdf } from './itinerary/mail'
export { getCatalogTripTitles } from './trip-titles'
export { tripDays } from './filters'
export { boardingCityIn } from './boarding-city-names'
export { findSellingDeparture, listSellingDepartures, type SellingDeparture } from './editor/departures'
export { readUpload } from './uploads'
export {
  FEW_SEATS_DEFAULT,
  FEW_SEATS_LIMITS,
  GUARANTEED_TEXT,
  OWNER_STATUSES,
  boardingPrices,
  cityName,
  departureDayShort,
  departureInWords,
  earlyBirdActive,
  lowestPrice,
  nextOpenOffer,
  offerState,
  offerStatusText,
  offersByMonth,
  priceFrom,
  schemaAvailability,
  upcomingOffers,
  urgencyText,
  type Availability,
  type BoardingPoint,
  type BoardingPrice,
  type DepartureOffer,
  type OfferState,
  type OfferStatusKey,
  type OwnerStatus,
} from './departures/offers'
export type {
  Banner,
  DropdownGroup,
  DropdownItem,
  ItineraryDay,
  Review,
  StoredTripDetail,
  StoredTripSummary,
  TickerItem,
  TripDetail,
  TripSummary,
  TripTamil,
  Video,
} from './types'
// Bookings (lib/bookings): a season's dates and a trip's length, for a booking on a date of a season.
export { addDays, leavesOn, scheduleFromRow, seasonDates } from './departures/schedule'
export { tripRefundSchedule, type RefundRow } from './cancellation'
