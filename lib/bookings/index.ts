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
export { AGE_BAND_LABELS, cityLabel, GENDER_LABELS, NAME_TO_COME, NO_ROOM, SHARING_LABELS } from './manifest/labels'
