import { Link } from '@/components/ui/link'
import { Badge } from '@/components/admin/ui/badge'
import { Notice } from '@/components/admin/ui/notice'
import { RowList } from '@/components/admin/ui/row-list'
import { GUARANTEED_TEXT, type Availability } from '@/lib/catalog/departures/offers'
import type { DepartureReportRow, DeparturesReport } from '@/lib/leads/desk/departures'
import { leadFiltersQuery, type LeadFilters } from '@/lib/leads/desk/schemas'
import { TRIP_ENQUIRY_FORMS } from '@/lib/leads/forms/trip-enquiry'
import { formatDay, weekdayShort } from '@/lib/site/format'
import { ADMIN_ROUTES, adminDeparturePath } from '@/lib/site/routes'
import { cx } from '@/lib/site/utils'

const TONES: Record<Availability, string> = {
  available: 'bg-lagoon-50 text-lagoon-800',
  'filling-fast': 'bg-saffron-100 text-saffron-900',
  'few-seats': 'bg-saffron-700 text-white',
  'sold-out': 'bg-maroon-700 text-white',
  closed: 'bg-ink/10 text-ink-muted',
  'on-request': 'bg-sand-200 text-ink',
}

const COLUMNS =
  'lg:grid lg:grid-cols-[9.5rem_minmax(0,1.6fr)_minmax(0,1.1fr)_minmax(0,1.1fr)_repeat(4,5.5rem)] lg:items-center lg:gap-3'

/** The inbox's address with the leads of one departure, narrowed further by `more`. */
function inboxHref(row: DepartureReportRow, more: Partial<LeadFilters> = {}): string {
  return `${ADMIN_ROUTES.home}${leadFiltersQuery({ trip: row.tripSlug, departure: row.on, ...more })}`
}

function Seats({ row }: { row: DepartureReportRow }) {
  const seats = row.sale?.offer.seats
  if (!row.sale) return <span className="text-ink-muted">Not in the catalogue</span>
  if (!seats) return <span className="text-ink-muted">Not counted</span>
  const full = seats.offered > 0 ? Math.min(100, Math.round((seats.taken / seats.offered) * 100)) : 0
  return (
    <span className="block">
      <span className="tabular-nums">
        <strong className="font-semibold">{seats.taken}</strong> of {seats.offered} taken
      </span>
      <span aria-hidden className="mt-1 block h-1.5 overflow-hidden rounded-full bg-sand-200">
        <span
          className={cx('block h-full rounded-full', full >= 100 ? 'bg-maroon-700' : 'bg-saffron-600')}
          style={{ width: `${full}%` }}
        />
      </span>
    </span>
  )
}

function Status({ row }: { row: DepartureReportRow }) {
  if (!row.sale) return null
  const { state, published } = row.sale
  return (
    <span className="flex flex-wrap justify-end gap-1.5 lg:justify-start">
      <Badge className={TONES[state.availability]}>{state.text}</Badge>
      {state.guaranteed && <Badge className="bg-lagoon-700 text-white">{GUARANTEED_TEXT}</Badge>}
      {!published && <Badge className="bg-ink/10 text-ink-muted">Trip hidden</Badge>}
    </span>
  )
}

function Count({ label, value, href }: { label: string; value: number; href: string }) {
  return (
    <Link
      href={href}
      aria-label={`${label}: ${value}`}
      className="flex min-h-11 flex-col items-center justify-center rounded-xl px-1 py-1 underline-offset-4 hover:bg-sand-100 hover:underline focus-visible:outline-2 focus-visible:outline-saffron-700 lg:min-h-10 lg:items-end lg:px-2"
    >
      <span
        className={cx(
          'text-lg leading-tight tabular-nums lg:text-base',
          value ? 'font-semibold text-saffron-800' : 'text-ink-muted',
        )}
      >
        {value}
      </span>
      <span className="text-xs whitespace-nowrap text-ink-muted lg:sr-only">{label}</span>
    </Link>
  )
}

/**
 * The owner's departures view: each upcoming departure, soonest first, with its seats, its status
 * as visitors read it and what it drew; each count opens the inbox on those leads. One card per
 * departure on a phone, a table's columns from 1024 px.
 */
export function DeparturesReportView({ report }: { report: DeparturesReport }) {
  return (
    <div className="space-y-4">
      {report.source === 'leads' && (
        <Notice tone="sand">
          The trips come from the travel provider, so this site holds no departures or seats. Listed here are the
          departures your leads name.
        </Notice>
      )}
      {report.rows.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-ink/20 bg-white p-8 text-center text-ink-muted">
          {report.source === 'leads' ? 'No lead names an upcoming departure yet.' : 'No upcoming departures.'}
        </p>
      ) : (
        <RowList
          header={
            <div
              aria-hidden
              className={`hidden border-b border-ink/10 bg-sand-100 px-4 py-2 text-xs font-semibold tracking-wide text-ink-muted uppercase ${COLUMNS}`}
            >
              <span>Departure</span>
              <span>Trip</span>
              <span>Seats</span>
              <span>Status</span>
              <span className="text-right">Enquiries</span>
              <span className="text-right">Quoted</span>
              <span className="text-right">Won</span>
              <span className="text-right">Waiting list</span>
            </div>
          }
        >
          {report.rows.map((row) => (
            <li
              key={`${row.tripSlug} ${row.on}`}
              data-testid="departure-row"
              className={`grid gap-2 px-4 py-3 text-sm ${COLUMNS}`}
            >
              <div className="flex items-baseline justify-between gap-2 lg:block">
                <time dateTime={row.on} className="font-semibold whitespace-nowrap">
                  <span className="text-ink-muted">{weekdayShort(row.on)}</span> {formatDay(row.on)}
                </time>
                <span className="lg:hidden">
                  <Status row={row} />
                </span>
              </div>
              <div className="font-medium break-words">
                {row.tripId ? (
                  <Link
                    href={adminDeparturePath(row.tripId, row.on)}
                    className="inline-flex min-h-11 items-center text-saffron-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-saffron-700 lg:min-h-0"
                  >
                    {row.tripTitle}
                  </Link>
                ) : (
                  row.tripTitle
                )}
              </div>
              <div>
                <Seats row={row} />
              </div>
              <div className="hidden lg:block">
                <Status row={row} />
              </div>
              <div className="col-span-full mt-1 grid grid-cols-4 gap-1 rounded-xl bg-sand-50 lg:contents">
                <Count label="Enquiries" value={row.demand.received} href={inboxHref(row)} />
                <Count label="Quoted" value={row.demand.quoted} href={inboxHref(row, { stage: 'quoted' })} />
                <Count label="Won" value={row.demand.won} href={inboxHref(row, { stage: 'won' })} />
                <Count
                  label="Waiting list"
                  value={row.demand.waitingList}
                  href={inboxHref(row, { form: TRIP_ENQUIRY_FORMS.waitlist })}
                />
              </div>
            </li>
          ))}
        </RowList>
      )}
    </div>
  )
}
