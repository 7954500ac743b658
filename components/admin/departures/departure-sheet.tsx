import { Download, FileText, Phone } from 'lucide-react'
import { Link } from '@/components/ui/link'
import { Badge } from '@/components/admin/ui/badge'
import { Panel } from '@/components/admin/ui/panel'
import {
  AGE_BAND_LABELS,
  cityLabel,
  GENDER_LABELS,
  NAME_TO_COME,
  ROOM_SHARING_LABELS,
  SHARING_LABELS,
  type DepartureSheet,
  type SheetBooking,
  type SheetTraveller,
} from '@/lib/bookings'
import { telHref } from '@/lib/leads/desk/contact-links'
import { formatRupees } from '@/lib/site/format'
import { adminBookingPath, adminDepartureDownloadPath, adminLeadPath } from '@/lib/site/routes'
import { cx } from '@/lib/site/utils'

/**
 * A departure's own page: its seats and money in figures, the travellers by boarding city (each
 * phone a tap to call, each family a link to its booking and lead), the rooming list, and the
 * manifest to download. On a phone it is one column of rows the tour manager calls from, every
 * tap target at least 44 px; from 1024 px the rooming list and the cancelled bookings stand beside
 * the travellers.
 */

const linkClass =
  'rounded text-saffron-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-saffron-700'

function Figures({ label, figures }: { label: string; figures: [string, string, string?][] }) {
  return (
    <dl aria-label={label} className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {figures.map(([name, value, tone]) => (
        <div key={name} className="rounded-2xl border border-ink/10 bg-white px-4 py-3">
          <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{name}</dt>
          <dd className={cx('mt-1 text-xl font-semibold tabular-nums sm:text-2xl', tone ?? 'text-ink')}>{value}</dd>
        </div>
      ))}
    </dl>
  )
}

function CallLink({ phone, name }: { phone: string; name: string }) {
  return (
    <a
      href={telHref(phone)}
      aria-label={`Call ${name}, ${phone}`}
      className="inline-flex min-h-11 shrink-0 items-center gap-2 rounded-xl border border-lagoon-700/30 bg-lagoon-50 px-3 text-sm font-semibold text-lagoon-800 tabular-nums hover:bg-lagoon-100 focus-visible:outline-2 focus-visible:outline-saffron-700"
    >
      <Phone className="size-4" aria-hidden />
      {phone}
    </a>
  )
}

function details(traveller: SheetTraveller): string {
  return [
    AGE_BAND_LABELS[traveller.ageBand],
    GENDER_LABELS[traveller.gender],
    SHARING_LABELS[traveller.sharing],
    traveller.room ? `Room ${traveller.room}` : 'No room yet',
  ].join(' · ')
}

function BookingLinks({ booking }: { booking: Pick<SheetBooking, 'id' | 'leadReference'> }) {
  return (
    <span className="flex flex-wrap gap-x-3 text-sm">
      <Link href={adminBookingPath(booking.id)} className={cx(linkClass, 'inline-flex min-h-11 items-center')}>
        Booking {booking.id}
      </Link>
      <Link
        href={adminLeadPath(booking.leadReference)}
        className={cx(linkClass, 'inline-flex min-h-11 items-center font-mono')}
      >
        {booking.leadReference}
      </Link>
    </span>
  )
}

function TravellerRow({ traveller }: { traveller: SheetTraveller }) {
  return (
    <li data-testid="traveller" className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-3">
      <div className="min-w-0">
        <p className="font-semibold break-words">{traveller.name}</p>
        <p className="text-sm text-ink-muted">{details(traveller)}</p>
        {traveller.note && <p className="text-sm text-maroon-800">{traveller.note}</p>}
        <BookingLinks booking={{ id: traveller.bookingId, leadReference: traveller.leadReference }} />
      </div>
      {traveller.phone && <CallLink phone={traveller.phone} name={traveller.name} />}
    </li>
  )
}

function Downloads({ sheet }: { sheet: DepartureSheet }) {
  const files = [
    ['manifest.pdf', 'Manifest and rooming list (PDF)', FileText],
    ['manifest.csv', 'Manifest (CSV)', Download],
    ['rooming-list.csv', 'Rooming list (CSV)', Download],
  ] as const
  return (
    <ul aria-label="Downloads" className="flex flex-wrap gap-2">
      {files.map(([file, label, Icon]) => (
        <li key={file}>
          <a
            href={adminDepartureDownloadPath(sheet.tripId, sheet.departsOn, file)}
            {...(file.endsWith('.csv') ? { download: true } : {})}
            className="inline-flex min-h-11 items-center gap-2 rounded-full border border-ink/15 bg-white px-4 text-sm font-medium hover:bg-sand-100 focus-visible:outline-2 focus-visible:outline-saffron-700"
          >
            <Icon className="size-4" aria-hidden />
            {label}
          </a>
        </li>
      ))}
    </ul>
  )
}

function Travellers({ sheet }: { sheet: DepartureSheet }) {
  if (sheet.boarding.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-ink/20 bg-white p-8 text-center text-ink-muted">
        No one is booked on this departure yet.
      </p>
    )
  }
  return (
    <div className="space-y-4">
      {sheet.boarding.map((group) => {
        const id = `boarding-${group.city || 'none'}`
        return (
          <section
            key={group.city}
            aria-labelledby={id}
            className="overflow-hidden rounded-2xl border border-ink/10 bg-white"
          >
            <h3 id={id} className="flex items-baseline justify-between gap-3 bg-sand-100 px-4 py-2 font-semibold">
              <span>{cityLabel(group.city)}</span>
              <span className="text-sm font-medium text-ink-muted tabular-nums">
                {group.seats} {group.seats === 1 ? 'traveller' : 'travellers'}
              </span>
            </h3>
            <ul className="divide-y divide-ink/10">
              {group.travellers.map((traveller) => (
                <TravellerRow key={`${traveller.bookingId}-${traveller.position}`} traveller={traveller} />
              ))}
              {sheet.bookings
                .filter((booking) => booking.boardingCity === group.city && booking.namesToCome > 0)
                .map((booking) => (
                  <li
                    key={`${booking.id}-to-come`}
                    className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-3"
                  >
                    <div className="min-w-0">
                      <p className="font-semibold text-ink-muted">
                        {NAME_TO_COME} × {booking.namesToCome}
                      </p>
                      <p className="text-sm break-words text-ink-muted">{booking.family}</p>
                      <BookingLinks booking={booking} />
                    </div>
                    {booking.phone && <CallLink phone={booking.phone} name={booking.family} />}
                  </li>
                ))}
            </ul>
          </section>
        )
      })}
    </div>
  )
}

function Rooming({ sheet }: { sheet: DepartureSheet }) {
  return (
    <Panel title="Rooming list" variant="card">
      {sheet.rooms.length === 0 && sheet.unassigned.length === 0 ? (
        <p className="text-sm text-ink-muted">No travellers yet.</p>
      ) : (
        <ul className="divide-y divide-ink/10">
          {sheet.rooms.map((room) => (
            <li key={room.label} data-testid="room" className="py-2">
              <p className="flex flex-wrap items-center gap-2">
                <span className="font-semibold">Room {room.label}</span>
                <span className="text-sm text-ink-muted">{ROOM_SHARING_LABELS[room.sharing]}</span>
                {room.check && <Badge className="bg-maroon-50 text-maroon-800">{room.check}</Badge>}
              </p>
              <p className="text-sm break-words">{room.travellers.map((traveller) => traveller.name).join(', ')}</p>
            </li>
          ))}
          {sheet.unassigned.length > 0 && (
            <li data-testid="no-room" className="py-2">
              <p className="font-semibold text-maroon-800">No room yet ({sheet.unassigned.length})</p>
              <p className="text-sm break-words">
                {sheet.unassigned
                  .map((traveller) => `${traveller.name} (${SHARING_LABELS[traveller.sharing]})`)
                  .join(', ')}
              </p>
            </li>
          )}
        </ul>
      )}
    </Panel>
  )
}

function Cancelled({ bookings }: { bookings: SheetBooking[] }) {
  if (bookings.length === 0) return null
  return (
    <Panel title="Cancelled bookings" variant="card">
      <ul className="divide-y divide-ink/10">
        {bookings.map((booking) => (
          <li key={booking.id} className="py-2 text-sm">
            <p className="font-medium break-words">
              {booking.family} · {booking.seats} {booking.seats === 1 ? 'seat' : 'seats'}
            </p>
            <p className="text-ink-muted">
              Received {formatRupees(booking.received)} · refunded {formatRupees(booking.refunded)}
            </p>
            <BookingLinks booking={booking} />
          </li>
        ))}
      </ul>
    </Panel>
  )
}

export function DepartureSheetView({ sheet }: { sheet: DepartureSheet }) {
  const { seats, money } = sheet
  return (
    <div className="space-y-5">
      <Downloads sheet={sheet} />
      <Figures
        label="Seats"
        figures={[
          ['Offered', seats.offered === null ? 'Not counted' : String(seats.offered)],
          ['Booked', String(seats.booked), 'text-maroon-700'],
          ['Held by owner', String(seats.held)],
          ['Left', seats.left === null ? '–' : String(seats.left), 'text-lagoon-800'],
        ]}
      />
      <Figures
        label="Money"
        figures={[
          ['Agreed', formatRupees(money.agreed)],
          ['Received', formatRupees(money.received), 'text-lagoon-800'],
          ['Refunded', formatRupees(money.refunded)],
          ['Outstanding', formatRupees(money.outstanding), money.outstanding ? 'text-maroon-700' : undefined],
        ]}
      />
      <div className="grid grid-cols-1 items-start gap-5 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <section aria-labelledby="travellers" className="min-w-0 space-y-3">
          <h2 id="travellers" className="text-lg font-semibold">
            Travellers by boarding city
          </h2>
          <Travellers sheet={sheet} />
        </section>
        <div className="min-w-0 space-y-5">
          <Rooming sheet={sheet} />
          <Cancelled bookings={sheet.cancelled} />
        </div>
      </div>
    </div>
  )
}
