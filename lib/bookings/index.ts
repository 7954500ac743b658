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

// Reminders: balance due, before departure and welcome home, each sent once by the job queue.
export {
  bookingReminders,
  dueReminders,
  reminderToSend,
  todaysReminders,
  type ReminderToSend,
  type TodayReminder,
} from './reminders/queries'
export {
  planReminders,
  REMINDER_JOBS,
  REMINDER_KINDS,
  reminderJobKey,
  returnDay,
  type PlannedReminder,
  type ReminderKind,
} from './reminders/schedule'
export { REMINDER_LABELS, type ReminderState, type ReminderStatus } from './reminders/status'
// Money received and paid out (./money): the ledger, its receipts and what the family's page shows of it.
export { familyBookingMoney, familyReceiptPdf, type FamilyMoney } from './money/receipts'
export { receiptWords } from './money/words'
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
// The departure's page, manifest and rooming list, and the ledger's reading rule the reports share.
export {
  getDepartureSheet,
  type BoardingGroup,
  type DepartureMoney,
  type DepartureSeats,
  type DepartureSheet,
  type Room,
  type SheetBooking,
  type SheetTraveller,
} from './manifest/sheet'
export {
  ledgerTotalsQuery,
  netReceived,
  outstandingOf,
  outstandingSql,
  readLedgerTotals,
  type LedgerTotals,
} from './manifest/ledger'
export { departureSheetDownload, SHEET_DOWNLOADS, type SheetDownload } from './manifest/export'
export { cityLabel, NAME_TO_COME, NO_ROOM, ROOM_SHARING_LABELS } from './manifest/labels'
