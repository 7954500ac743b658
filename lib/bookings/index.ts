/**
 * Bookings (docs/architecture.md, "lib/bookings"): a won lead booked on one departure, its
 * travellers and rooming, the money received and paid out (an append-only ledger with receipts
 * numbered per financial year), the reminders the queue sends before and after the trip, and a
 * departure's manifest. Other domains and the routes import it only through this entry.
 */
export type {
  AgeBand,
  BookingPaymentRow,
  BookingRow,
  BookingStatus,
  BookingTravellerRow,
  PaymentKind,
  PaymentMode,
  RoomSharing,
  TravellerGender,
} from '@/lib/platform/db/schema'

// The booking core: a booking made from its lead, its travellers, its seats on the departure.
export {
  getBooking,
  listBookingsOfDeparture,
  listBookingsOfLead,
  type Booking,
  type BookingSummary,
  type Traveller,
} from './store'
export { BookingError, type BookedDeparture } from './seats'
export { cancelBooking, changeTravellers, createBooking, STALE_BOOKING_MESSAGE } from './commands'
export {
  AGE_BAND_LABELS,
  AGE_BANDS,
  BOOKING_LIMITS,
  GENDER_LABELS,
  GENDERS,
  SHARING_LABELS,
  SHARINGS,
  type NewBookingFormInput,
  type NewBookingInput,
  type TravellerInput,
} from './schemas'
