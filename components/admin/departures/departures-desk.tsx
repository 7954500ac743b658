import { DepartureBriefingForm } from '@/components/admin/departures/departure-briefing-form'
import { SeatsAdjuster } from '@/components/admin/departures/seats-adjuster'
import { Badge } from '@/components/admin/ui/badge'
import { changeSeatsTakenAction, stepSeatsTakenAction } from '@/lib/catalog/editor/departure-actions'
import type { DepartureBriefing } from '@/lib/catalog/editor/departure-schema'
import type { SellingDeparture as DeskDeparture } from '@/lib/catalog/editor/departures'
import { GUARANTEED_TEXT, offersByMonth, type OfferState } from '@/lib/catalog/departures/offers'
import { formatDay, formatMonthYear, weekdayShort } from '@/lib/site/format'
import { ADMIN_ROUTES, adminTripPath } from '@/lib/site/routes'
import { cx } from '@/lib/site/utils'

/**
 * The departures desk: every upcoming dated departure of every trip by month, soonest first,
 * with how full it is, the status the trip page shows for it, and the quick seats-taken change
 * for whoever took a booking by phone. A departure without a seat count is "On request" and
 * has nothing to change here.
 */

const STATUS_STYLE: Record<OfferState['availability'], string> = {
  available: 'bg-lagoon-100 text-lagoon-900',
  'filling-fast': 'bg-saffron-100 text-saffron-900',
  'few-seats': 'bg-maroon-50 text-maroon-800',
  'sold-out': 'bg-ink text-white',
  closed: 'bg-sand-200 text-ink',
  'on-request': 'bg-sand-100 text-ink',
}

const BAR_STYLE: Partial<Record<OfferState['availability'], string>> = {
  'filling-fast': 'bg-saffron-600',
  'few-seats': 'bg-maroon-700',
  'sold-out': 'bg-ink',
}

function SeatsMeter({
  offered,
  taken,
  availability,
}: {
  offered: number
  taken: number
  availability: OfferState['availability']
}) {
  const share = Math.min(100, Math.round((taken / offered) * 100))
  return (
    <div aria-hidden className="mt-1.5 h-1.5 w-full max-w-48 overflow-hidden rounded-full bg-sand-200">
      <div
        className={cx('h-full rounded-full', BAR_STYLE[availability] ?? 'bg-lagoon-600')}
        style={{ width: `${share}%` }}
      />
    </div>
  )
}

function DepartureRow({ departure, briefing }: { departure: DeskDeparture; briefing?: DepartureBriefing }) {
  const { offer, state } = departure
  const day = formatDay(offer.on)
  const seats = offer.seats
  const cities = offer.boarding.map((point) => point.city)
  return (
    <li
      className="grid gap-3 px-4 py-3.5 text-sm lg:grid-cols-[9rem_minmax(0,1fr)_11rem_23.5rem] lg:items-center"
      data-testid="desk-departure"
      data-trip={departure.tripSlug}
      data-departure={offer.on}
    >
      <p className="font-semibold text-ink tabular-nums">
        <span className="text-ink-muted">{weekdayShort(offer.on)}, </span>
        {day}
      </p>
      <div className="min-w-0">
        <a
          href={adminTripPath(departure.tripId)}
          className="font-medium text-ink underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-saffron-700"
        >
          {departure.tripTitle}
        </a>
        {!departure.published && (
          <Badge weight="medium" className="ml-2 bg-sand-200 text-ink">
            Hidden
          </Badge>
        )}
        <p className="mt-0.5 text-ink-muted">
          {cities.length > 0 ? `Boards at ${cities.join(', ')}` : 'No boarding city named'}
          {offer.label ? ` · ${offer.label}` : ''}
        </p>
      </div>
      <div>
        <p className="flex flex-wrap items-center gap-1.5">
          <Badge className={STATUS_STYLE[state.availability]}>{state.text}</Badge>
          {state.guaranteed && <Badge className="bg-lagoon-700 text-white">{GUARANTEED_TEXT}</Badge>}
        </p>
        {seats ? (
          <>
            <p className="mt-1 text-ink-muted tabular-nums" data-testid="seats-count">
              <span className="font-semibold text-ink">{seats.taken}</span> of {seats.offered} taken ·{' '}
              {Math.max(0, seats.offered - seats.taken)} left
            </p>
            <SeatsMeter offered={seats.offered} taken={seats.taken} availability={state.availability} />
          </>
        ) : (
          <p className="mt-1 text-ink-muted">Seats are not counted</p>
        )}
      </div>
      {seats ? (
        <SeatsAdjuster
          departure={`${departure.tripTitle}, ${day}`}
          offered={seats.offered}
          taken={seats.taken}
          step={stepSeatsTakenAction.bind(null, departure.tripId, offer.on)}
          change={changeSeatsTakenAction.bind(null, departure.tripId, offer.on)}
        />
      ) : (
        <span className="hidden lg:block" />
      )}
      {briefing && (
        <DepartureBriefingForm
          tripId={departure.tripId}
          departsOn={offer.on}
          departure={`${departure.tripTitle}, ${day}`}
          briefing={briefing}
        />
      )}
    </li>
  )
}

export function DeparturesDesk({
  departures,
  fewSeatsAt,
  canEditSettings,
  briefings,
}: {
  departures: DeskDeparture[]
  fewSeatsAt: number
  canEditSettings: boolean
  /** Each departure's briefing for its families, keyed "trip_id day"; given to owners, who edit it. */
  briefings?: Map<string, DepartureBriefing>
}) {
  if (departures.length === 0) {
    return (
      <p className="rounded-2xl border border-ink/10 bg-white p-6 text-sm">
        No trip has a dated departure ahead. Add departure dates on a trip&rsquo;s page.
      </p>
    )
  }
  const months = offersByMonth(departures.map((departure) => ({ ...departure.offer, departure })))
  return (
    <div className="space-y-6">
      <p className="text-sm text-ink-muted">
        A departure shows &ldquo;n seats left&rdquo; from {fewSeatsAt} {fewSeatsAt === 1 ? 'seat' : 'seats'} down
        {canEditSettings ? (
          <>
            {' '}
            (
            <a
              href={ADMIN_ROUTES.catalogBoardingCities}
              className="font-medium text-maroon-800 underline underline-offset-4"
            >
              change
            </a>
            )
          </>
        ) : null}
        .
      </p>
      {months.map(({ month, offers }) => (
        <section key={month} aria-labelledby={`month-${month}`}>
          <h2 id={`month-${month}`} className="mb-3 text-lg font-semibold">
            {formatMonthYear(month)}{' '}
            <span className="text-sm font-normal text-ink-muted">
              · {offers.length} {offers.length === 1 ? 'departure' : 'departures'}
            </span>
          </h2>
          <ul className="divide-y divide-ink/10 overflow-hidden rounded-2xl border border-ink/10 bg-white">
            {offers.map(({ departure }) => (
              <DepartureRow
                key={`${departure.tripId} ${departure.offer.on}`}
                departure={departure}
                briefing={briefings?.get(`${departure.tripId} ${departure.offer.on}`)}
              />
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}
