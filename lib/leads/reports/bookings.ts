import 'server-only'
import { sql, type RawBuilder } from 'kysely'
import { assertCan, type Caller } from '@/lib/staff'
import { getDb } from '@/lib/platform/db'
import { ledgerTotalsQuery, outstandingSql } from '@/lib/bookings'
import { getCatalogTripTitles } from '@/lib/catalog'
import { formatDay, formatMonthYear } from '@/lib/site/format'
import { adminDeparturePath } from '@/lib/site/routes'
import { DAY_MS, dayStartInIndia, IST_OFFSET_MS, monthOfDay, monthsOf } from './aggregates'
import type { ReportRange } from './schemas'

/**
 * The owner's reports of bookings and their money: the confirmed bookings made within a range of
 * days in India, counted on the database by the month each was made, by trip and by departure. For
 * each group: the bookings, their travellers (seats), the revenue (the totals agreed with the
 * families), what has been collected (money received less refunds, a reversed entry undone: the
 * ledger's rule in lib/bookings) and what is still outstanding today. A cancelled booking counts in
 * none of them.
 */

export const BOOKING_REPORTS = ['bookings-month', 'bookings-trip', 'bookings-departure'] as const
export type BookingReportBreakdown = (typeof BOOKING_REPORTS)[number]

export interface BookingCounts {
  bookings: number
  travellers: number
  /** Whole rupees agreed. */
  revenue: number
  /** Whole rupees received less refunded. */
  collected: number
  outstanding: number
}

export interface BookingReportRow extends BookingCounts {
  key: string
  label: string
  /** The departure's own page, for a row of the departures report. */
  href?: string
}

export interface BookingReportTable {
  breakdown: BookingReportBreakdown
  range: ReportRange
  rows: BookingReportRow[]
  total: BookingCounts
}

const EMPTY: BookingCounts = { bookings: 0, travellers: 0, revenue: 0, collected: 0, outstanding: 0 }

type Grouped = BookingCounts & { keys: (string | null)[]; named: (string | null)[] }

/**
 * The range's confirmed bookings grouped by the `keys` expressions, with their figures and the
 * `named` expressions (aggregates: a name to show for each group).
 */
async function grouped(
  caller: Caller,
  range: ReportRange,
  keys: RawBuilder<string | null>[],
  named: RawBuilder<string | null>[] = [],
): Promise<Grouped[]> {
  assertCan(caller, 'reports.read')
  const db = await getDb()
  const received = sql.ref<number | null>('l.received')
  const refunded = sql.ref<number | null>('l.refunded')
  const rows = (await db
    .selectFrom('bookings as b')
    .leftJoin(ledgerTotalsQuery(db).as('l'), 'l.booking_id', 'b.id')
    .select((eb) => [
      ...keys.map((key, index) => key.as(`k${index}`)),
      ...named.map((name, index) => name.as(`n${index}`)),
      eb.fn.countAll<number>().as('bookings'),
      eb.fn.sum<number>('b.seats').as('travellers'),
      eb.fn.sum<number>('b.agreed_total').as('revenue'),
      eb.fn.sum<number>(sql`COALESCE(${received}, 0) - COALESCE(${refunded}, 0)`).as('collected'),
      eb.fn.sum<number>(outstandingSql(sql.ref('b.agreed_total'), received, refunded)).as('outstanding'),
    ])
    .where('b.status', '=', 'confirmed')
    .where('b.created_at', '>=', dayStartInIndia(range.from))
    .where('b.created_at', '<', dayStartInIndia(range.to) + DAY_MS)
    .groupBy(keys.map((_, index) => sql.ref(`k${index}`)))
    .execute()) as unknown as Record<string, string | number | null>[]
  // PostgreSQL answers counts and sums as text (bigint, numeric), SQLite as numbers.
  return rows.map((row) => ({
    keys: keys.map((_, index) => (row[`k${index}`] === null ? null : String(row[`k${index}`]))),
    named: named.map((_, index) => (row[`n${index}`] === null ? null : String(row[`n${index}`]))),
    bookings: Number(row.bookings),
    travellers: Number(row.travellers),
    revenue: Number(row.revenue),
    collected: Number(row.collected),
    outstanding: Number(row.outstanding),
  }))
}

function add(into: BookingCounts, from: BookingCounts) {
  into.bookings += from.bookings
  into.travellers += from.travellers
  into.revenue += from.revenue
  into.collected += from.collected
  into.outstanding += from.outstanding
}

function totalOf(rows: BookingCounts[]): BookingCounts {
  const total = { ...EMPTY }
  for (const row of rows) add(total, row)
  return total
}

const countsOf = ({ bookings, travellers, revenue, collected, outstanding }: BookingCounts): BookingCounts => ({
  bookings,
  travellers,
  revenue,
  collected,
  outstanding,
})

/** By the month in India each booking was made: every month of the range, those without bookings too. */
export async function bookingsByMonth(caller: Caller, range: ReportRange): Promise<BookingReportTable> {
  const day = sql<string>`(b.created_at + ${sql.lit(IST_OFFSET_MS)}) / ${sql.lit(DAY_MS)}`
  const rows = await grouped(caller, range, [day])
  const months = new Map<string, BookingCounts>()
  for (const row of rows) {
    const month = monthOfDay(Number(row.keys[0]))
    const into = months.get(month) ?? { ...EMPTY }
    add(into, row)
    months.set(month, into)
  }
  const table = monthsOf(range).map((month) => ({
    key: month,
    label: formatMonthYear(month),
    ...(months.get(month) ?? EMPTY),
  }))
  return { breakdown: 'bookings-month', range, rows: table, total: totalOf(table) }
}

/** Most revenue first, then by name. */
const byRevenue = (a: BookingReportRow, b: BookingReportRow) => b.revenue - a.revenue || a.label.localeCompare(b.label)

/** By trip: the catalogue's title where it still has the trip, else the title it had when booked. */
export async function bookingsByTrip(caller: Caller, range: ReportRange): Promise<BookingReportTable> {
  const [rows, titles] = await Promise.all([
    grouped(caller, range, [sql`b.trip_id`], [sql`MAX(b.trip_slug)`, sql`MAX(b.trip_title)`]),
    getCatalogTripTitles(),
  ])
  const table = rows
    .map((row) => ({
      key: row.keys[0]!,
      label: titles.get(row.named[0] ?? '') ?? row.named[1] ?? row.keys[0]!,
      ...countsOf(row),
    }))
    .sort(byRevenue)
  return { breakdown: 'bookings-trip', range, rows: table, total: totalOf(table) }
}

/** By departure, soonest first: the day and the trip, each a link to the departure's page. */
export async function bookingsByDeparture(caller: Caller, range: ReportRange): Promise<BookingReportTable> {
  const [rows, titles] = await Promise.all([
    grouped(caller, range, [sql`b.trip_id`, sql`b.departs_on`], [sql`MAX(b.trip_slug)`, sql`MAX(b.trip_title)`]),
    getCatalogTripTitles(),
  ])
  const table = rows
    .map((row) => {
      const [tripId, day] = row.keys as [string, string]
      return {
        key: `${tripId} ${day}`,
        label: `${formatDay(day)} · ${titles.get(row.named[0] ?? '') ?? row.named[1] ?? tripId}`,
        href: adminDeparturePath(tripId, day),
        ...countsOf(row),
      }
    })
    // The key ends with the day: soonest first, then by trip.
    .sort((a, b) => a.key.slice(-10).localeCompare(b.key.slice(-10)) || a.label.localeCompare(b.label))
  return { breakdown: 'bookings-departure', range, rows: table, total: totalOf(table) }
}

export const BOOKING_REPORT_TABLES: Record<
  BookingReportBreakdown,
  (caller: Caller, range: ReportRange) => Promise<BookingReportTable>
> = {
  'bookings-month': bookingsByMonth,
  'bookings-trip': bookingsByTrip,
  'bookings-departure': bookingsByDeparture,
}
