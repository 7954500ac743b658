/**
 * The booking page's reminders: those the queue sent and those still to come (balance due,
 * before departure, welcome home). Filled by the reminders (lib/bookings).
 */
export function BookingReminders({ bookingId }: { bookingId: number }) {
  void bookingId
  return null
}
