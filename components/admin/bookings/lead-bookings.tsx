import { CalendarCheck } from 'lucide-react'
import { Link } from '@/components/ui/link'
import { Badge } from '@/components/admin/ui/badge'
import { Panel } from '@/components/admin/ui/panel'
import type { BookingSummary } from '@/lib/bookings/store'
import { adminBookingPath, adminNewBookingPath } from '@/lib/site/routes'
import { formatDay, formatRupees } from '@/lib/site/format'

/**
 * The lead page's bookings: each booking (trip, departure, seats, amount agreed, cancelled or
 * not), one link a row, and "Book" for a lead at Quoted or Won when the role books (`canBook`).
 */
export function LeadBookings({
  reference,
  bookings,
  canBook,
}: {
  reference: string
  bookings: BookingSummary[]
  canBook: boolean
}) {
  if (bookings.length === 0 && !canBook) return null
  return (
    <Panel title="Bookings" variant="card">
      {bookings.length === 0 ? (
        <p className="text-sm text-ink-muted">Not booked yet.</p>
      ) : (
        <ul className="-my-1 divide-y divide-ink/5">
          {bookings.map((booking) => (
            <li key={booking.id}>
              <Link
                href={adminBookingPath(booking.id)}
                className="flex min-h-11 flex-col gap-0.5 py-2 text-sm hover:text-saffron-800 focus-visible:outline-2 focus-visible:outline-saffron-700"
              >
                <span className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold">{formatDay(booking.departs_on)}</span>
                  {booking.status === 'cancelled' ? (
                    <Badge className="bg-ink/10 text-ink">Cancelled</Badge>
                  ) : (
                    <Badge className="bg-lagoon-50 text-lagoon-800">Confirmed</Badge>
                  )}
                  <span className="ml-auto font-semibold tabular-nums">{formatRupees(booking.agreed_total)}</span>
                </span>
                <span className="text-ink-muted">
                  {booking.trip_title} · {booking.seats} {booking.seats === 1 ? 'seat' : 'seats'}
                  {booking.boarding_city ? ` · from ${booking.boarding_city}` : ''}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {canBook && (
        <Link
          href={adminNewBookingPath(reference)}
          className="mt-3 inline-flex min-h-11 items-center gap-2 rounded-full border border-ink/15 bg-white px-4 text-sm font-semibold hover:border-saffron-600 hover:text-saffron-800 focus-visible:outline-2 focus-visible:outline-saffron-700"
        >
          <CalendarCheck className="size-4" aria-hidden /> Book
        </Link>
      )}
    </Panel>
  )
}
