/**
 * The booking page's money: what was agreed, received, refunded and is still owed, the ledger
 * with its receipts, and the forms that record an entry. Filled by the money ledger (lib/bookings).
 */
export function BookingMoney({ bookingId }: { bookingId: number }) {
  void bookingId
  return null
}
