import 'server-only'
import { assertCan, type Caller } from '@/lib/staff'
import { getDb } from '@/lib/platform/db'
import { formatDay, todayInIndia } from '@/lib/site/format'
import { findSellingDeparture, getCatalogTripTitles, listSellingDepartures, type SellingDeparture } from '@/lib/catalog'
import { TRIP_ENQUIRY_FORMS } from '@/lib/leads/forms/trip-enquiry'
import { seatsToBook } from './pipeline'
import type { LeadDetail } from './queries'

/**
 * The owner's departures view: every upcoming departure with how full it is and what it drew,
 * so the owner sees which groups fill and which need a push. Demand is counted on the leads a
 * trip enquiry or waiting list stored with its trip and departure (the index leads_by_departure):
 * enquiries received (not spam), those quoted and not yet answered, those won, and those on the
 * waiting list. The departures come from the embedded catalogue; when the catalogue is the
 * provider's, there are none here, and the view lists the departures the leads name instead.
 */

export interface DepartureDemand {
  /** Leads naming the departure, outside spam (the waiting list included). */
  received: number
  /** Of those, at the Quoted stage now: a price sent, no answer yet. */
  quoted: number
  won: number
  /** Of those, sent from the sold-out departure's waiting list. */
  waitingList: number
}

export interface DepartureReportRow {
  /** The catalogue's trip id, for the departure's own page; none for a departure only leads name. */
  tripId?: string
  tripSlug: string
  tripTitle: string
  /** YYYY-MM-DD */
  on: string
  /** What the catalogue sells on it; none when the catalogue does not list it (any more). */
  sale?: Pick<SellingDeparture, 'published' | 'offer' | 'state'>
  demand: DepartureDemand
}

export interface DeparturesReport {
  /** Whether the departures are the catalogue's (embedded) or only those the leads name (upstream). */
  source: 'catalogue' | 'leads'
  rows: DepartureReportRow[]
}

const NO_DEMAND: DepartureDemand = { received: 0, quoted: 0, won: 0, waitingList: 0 }
const keyOf = (tripSlug: string, on: string) => `${tripSlug} ${on}`

/** Demand per departure named by leads after `today`, keyed by "trip-slug YYYY-MM-DD". */
export async function departureDemand(
  caller: Caller,
  today: string = todayInIndia(),
): Promise<Map<string, { tripSlug: string; on: string; demand: DepartureDemand }>> {
  assertCan(caller, 'departures.report')
  const db = await getDb()
  const rows = await db
    .selectFrom('leads')
    .select((eb) => [
      'trip',
      'departure',
      eb.fn.countAll<number>().as('received'),
      eb.fn.sum<number>(eb.case().when('stage', '=', 'quoted').then(1).else(0).end()).as('quoted'),
      eb.fn.sum<number>(eb.case().when('stage', '=', 'won').then(1).else(0).end()).as('won'),
      eb.fn
        .sum<number>(eb.case().when('form', '=', TRIP_ENQUIRY_FORMS.waitlist).then(1).else(0).end())
        .as('waiting_list'),
    ])
    .where('trip', 'is not', null)
    .where('departure', '>', today)
    .where('status', '!=', 'spam')
    .groupBy(['trip', 'departure'])
    .execute()
  return new Map(
    rows.map((row) => [
      keyOf(row.trip!, row.departure!),
      {
        tripSlug: row.trip!,
        on: row.departure!,
        // PostgreSQL answers counts and sums as text (bigint), SQLite as numbers.
        demand: {
          received: Number(row.received),
          quoted: Number(row.quoted),
          won: Number(row.won),
          waitingList: Number(row.waiting_list),
        },
      },
    ]),
  )
}

/**
 * Every upcoming departure, soonest first, with its demand. Embedded: the catalogue's
 * departures, then any a lead names that the catalogue no longer lists, in date order.
 * Upstream: the departures the leads name.
 */
export async function departuresReport(caller: Caller, today: string = todayInIndia()): Promise<DeparturesReport> {
  assertCan(caller, 'departures.report')
  const [selling, demand] = await Promise.all([listSellingDepartures(today), departureDemand(caller, today)])
  const rows: DepartureReportRow[] = (selling ?? []).map((departure) => ({
    tripId: departure.tripId,
    tripSlug: departure.tripSlug,
    tripTitle: departure.tripTitle,
    on: departure.offer.on,
    sale: { published: departure.published, offer: departure.offer, state: departure.state },
    demand: demand.get(keyOf(departure.tripSlug, departure.offer.on))?.demand ?? NO_DEMAND,
  }))
  const listed = new Set(rows.map((row) => keyOf(row.tripSlug, row.on)))
  const unlisted = [...demand.values()].filter((named) => !listed.has(keyOf(named.tripSlug, named.on)))
  if (unlisted.length) {
    const titles = await getCatalogTripTitles()
    const named = unlisted
      .map(({ tripSlug, on, demand }) => ({ tripSlug, tripTitle: titles.get(tripSlug) ?? tripSlug, on, demand }))
      .sort((a, b) => a.tripTitle.localeCompare(b.tripTitle))
    rows.push(...named)
  }
  // By day; on one day the catalogue's order of trips, then the others by title (the sort is stable).
  rows.sort((a, b) => a.on.localeCompare(b.on))
  return { source: selling ? 'catalogue' : 'leads', rows }
}

/** What booking a lead would take: its travellers on its departure, and that departure's seats now. */
export interface WonBooking {
  seats: number
  /** The departure's day in words. */
  day: string
  offered: number
  taken: number
}

/** "4 travellers on 12 Dec 2026 (36 of 40 seats taken, 4 left)", beside "Book this family". */
export function wonBookingText({ seats, day, offered, taken }: WonBooking): string {
  const travellers = `${seats} ${seats === 1 ? 'traveller' : 'travellers'}`
  const left = offered - taken
  const count =
    seats <= left
      ? `${taken} of ${offered} seats taken, ${left} left`
      : `only ${left} of ${offered} ${left === 1 ? 'is' : 'are'} left`
  return `${travellers} on ${day} (${count})`
}

/**
 * What booking a lead would take, for the "Book this family" link beside its status: its
 * travellers on the departure it names, when the lead is not spam and the catalogue counts that
 * departure's seats.
 */
export async function wonBooking(lead: LeadDetail): Promise<WonBooking | undefined> {
  const seats = seatsToBook(lead)
  if (!lead.trip || !lead.departure || seats === undefined) return undefined
  if (lead.status === 'spam') return undefined
  const sale = await findSellingDeparture(lead.trip, lead.departure)
  if (!sale?.offer.seats) return undefined
  return { seats, day: formatDay(lead.departure), ...sale.offer.seats }
}
