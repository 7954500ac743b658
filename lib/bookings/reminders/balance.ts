import type { BookingPaymentRow } from '@/lib/platform/db/schema'

/**
 * What the family still owes on a booking: the amount agreed less the money received net of
 * refunds, where an entry that reverses another counts as its opposite. The reminders' own reading
 * of the ledger (table booking_payments) until the money part of lib/bookings exports its
 * `bookingBalance`, which then replaces it.
 */
export function owedOnBooking(
  agreedTotal: number,
  payments: readonly Pick<BookingPaymentRow, 'kind' | 'amount' | 'reverses_id'>[],
): number {
  const received = payments.reduce((sum, entry) => {
    const sign = (entry.kind === 'received' ? 1 : -1) * (entry.reverses_id === null ? 1 : -1)
    return sum + sign * entry.amount
  }, 0)
  return agreedTotal - received
}
