import type { ReactNode } from 'react'
import { ActionForm } from '@/components/admin/ui/action-form'
import { BackLink } from '@/components/admin/ui/back-link'
import { Badge } from '@/components/admin/ui/badge'
import { Panel } from '@/components/admin/ui/panel'
import { Textarea } from '@/components/ui/input'
import { cancelBookingAction } from '@/lib/bookings/actions'
import { AGE_BAND_LABELS, BOOKING_LIMITS, GENDER_LABELS, SHARING_LABELS } from '@/lib/bookings/schemas'
import type { Booking } from '@/lib/bookings/store'
import { adminLeadPath } from '@/lib/site/routes'
import { formatDateTimeInIndia, formatDay, formatRupees } from '@/lib/site/format'
import { LOCALE_NAMES, isLocale } from '@/lib/site/i18n/locales'
import { TravellersForm } from './travellers-form'

/**
 * A booking's page: who (the family, from its lead), what (trip, departure, boarding city, seats,
 * the amount agreed), its status; its travellers, changed here while it is confirmed; its money and
 * reminders (their own parts, which the page renders into `money` and `reminders`); and
 * cancelling with a reason, which gives the seats back.
 */
export function BookingView({
  booking,
  canManage,
  money,
  reminders,
}: {
  booking: Booking
  canManage: boolean
  money: ReactNode
  reminders: ReactNode
}) {
  const confirmed = booking.status === 'confirmed'
  const family = booking.family_name ?? booking.travellers[0]?.name ?? 'Family'
  const language = isLocale(booking.language) ? LOCALE_NAMES[booking.language] : booking.language
  const facts: [string, string][] = [
    ['Trip', booking.trip_title],
    ['Departure', formatDay(booking.departs_on)],
    ...(booking.returns_on ? ([['Back', formatDay(booking.returns_on)]] as [string, string][]) : []),
    ['Boarding city', booking.boarding_city || 'None'],
    ['Seats', String(booking.seats)],
    ['Amount agreed', formatRupees(booking.agreed_total)],
    ['Family’s language', language],
    ['Booked', `${formatDateTimeInIndia(booking.created_at)} by ${booking.created_by_name}`],
  ]
  return (
    <article className="space-y-4">
      <header className="space-y-2">
        <BackLink href={adminLeadPath(booking.lead_reference)}>Lead {booking.lead_reference}</BackLink>
        <h1 className="text-2xl leading-tight font-semibold text-balance">
          {family}
          <span className="mt-1 block text-lg font-normal text-ink-muted">
            {booking.trip_title} · {formatDay(booking.departs_on)}
            {booking.boarding_city ? ` from ${booking.boarding_city}` : ''}
          </span>
        </h1>
        <div className="flex flex-wrap items-center gap-2 text-sm text-ink-muted">
          {confirmed ? (
            <Badge className="bg-lagoon-50 text-lagoon-800">Confirmed</Badge>
          ) : (
            <Badge className="bg-maroon-700 text-white">Cancelled</Badge>
          )}
          <span>
            {booking.seats} {booking.seats === 1 ? 'seat' : 'seats'} · {formatRupees(booking.agreed_total)} agreed
          </span>
        </div>
        {!confirmed && (
          <p className="text-sm">
            Cancelled {booking.cancelled_at ? formatDateTimeInIndia(booking.cancelled_at) : ''}
            {booking.cancelled_by_name ? ` by ${booking.cancelled_by_name}` : ''}: {booking.cancel_reason}
          </p>
        )}
      </header>

      <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        <div className="min-w-0 space-y-4">
          <Panel title="Travellers" variant="card">
            {confirmed && canManage ? (
              <TravellersForm
                bookingId={booking.id}
                version={booking.version}
                travellers={booking.travellers.map((t) => ({
                  name: t.name,
                  ageBand: t.age_band,
                  gender: t.gender,
                  sharing: t.sharing,
                  room: t.room,
                  phone: t.phone,
                  note: t.note,
                }))}
              />
            ) : (
              <ol className="-my-1 divide-y divide-ink/5 text-sm">
                {booking.travellers.map((t) => (
                  <li key={t.position} className="py-2">
                    <p className="font-semibold">{t.name}</p>
                    <p className="text-ink-muted">
                      {[
                        AGE_BAND_LABELS[t.age_band],
                        GENDER_LABELS[t.gender],
                        `${SHARING_LABELS[t.sharing]} room`,
                        t.room && `room ${t.room}`,
                        t.phone,
                        t.note,
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </p>
                  </li>
                ))}
              </ol>
            )}
          </Panel>
          {money}
        </div>
        <div className="min-w-0 space-y-4">
          <Panel title="Booking" variant="card">
            <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm">
              {facts.map(([label, value]) => (
                <div key={label} className="contents">
                  <dt className="text-ink-muted">{label}</dt>
                  <dd className="min-w-0 break-words">{value}</dd>
                </div>
              ))}
            </dl>
            {booking.note && <p className="mt-3 text-sm whitespace-pre-line">{booking.note}</p>}
          </Panel>
          {reminders}
          {confirmed && canManage && (
            <Panel title="Cancel the booking" variant="card">
              <ActionForm
                action={cancelBookingAction.bind(null, booking.id, booking.version)}
                submitLabel="Cancel booking"
                submitVariant="outline"
                confirmText={`Cancel this booking? Its ${booking.seats} ${booking.seats === 1 ? 'seat goes' : 'seats go'} back on sale.`}
              >
                <label className="block text-sm font-medium" htmlFor={`cancel-${booking.id}`}>
                  Reason
                </label>
                <Textarea
                  id={`cancel-${booking.id}`}
                  name="reason"
                  required
                  maxLength={BOOKING_LIMITS.reasonLength}
                  className="min-h-20"
                />
              </ActionForm>
            </Panel>
          )}
        </div>
      </div>
    </article>
  )
}
