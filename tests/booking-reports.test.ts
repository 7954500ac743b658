import { getDb } from '@/lib/platform/db'
import {
  bookingsByDeparture,
  bookingsByMonth,
  bookingsByTrip,
  type BookingReportTable,
} from '@/lib/leads/reports/bookings'
import { bookingReportCsv } from '@/lib/leads/reports/csv'
import { NotAllowed } from '@/lib/staff/permissions'
import { insertBooking, type BookingSeed } from './support/manifest-rows'
import { testAgent, testOwner } from './support/staff'
import { STORAGE_KINDS, useStorage } from './support/storage'

/**
 * The owner's reports of bookings on each database: the confirmed bookings made within a range of
 * days in India, by month, trip and departure, with their travellers, revenue (agreed), collected
 * (received less refunded, a reversal undone) and outstanding. Every figure is worked out by hand.
 */

jest.mock('@/lib/catalog', () => ({
  ...jest.requireActual('@/lib/catalog'),
  getCatalogTripTitles: async () => new Map([['char-dham', 'Char Dham Yatra']]),
}))

const RANGE = { from: '2026-03-01', to: '2026-04-30' }
const CHAR_DHAM = {
  tripId: 'trip-a',
  tripSlug: 'char-dham',
  tripTitle: 'Char Dham (as booked)',
  departsOn: '2026-05-10',
}
const KERALA = { tripId: 'trip-b', tripSlug: 'kerala', tripTitle: 'Kerala Backwaters', departsOn: '2026-06-01' }

const SEEDS: (Omit<BookingSeed, 'travellers' | 'family'> & { at: string; people: number })[] = [
  // 01:30 on 1 April in India, 31 March in UTC.
  { ...CHAR_DHAM, at: '2026-03-31T20:00:00Z', people: 2, agreedTotal: 60_000, payments: [{ amount: 30_000 }] },
  {
    ...CHAR_DHAM,
    at: '2026-03-15T06:00:00Z',
    people: 3,
    agreedTotal: 90_000,
    payments: [{ amount: 100_000 }, { kind: 'refund', amount: 10_000 }],
  },
  {
    ...KERALA,
    at: '2026-04-20T06:00:00Z',
    people: 1,
    agreedTotal: 40_000,
    payments: [{ amount: 5_000 }, { amount: 5_000 }, { amount: 5_000, reverses: 1 }],
  },
  // The range's first instant; no money yet.
  { ...KERALA, at: '2026-02-28T18:30:00Z', people: 1, agreedTotal: 45_000 },
  // Left out: cancelled, the instant before the range, the instant after it.
  {
    ...CHAR_DHAM,
    at: '2026-04-05T06:00:00Z',
    people: 2,
    agreedTotal: 50_000,
    status: 'cancelled',
    payments: [{ amount: 20_000 }],
  },
  { ...CHAR_DHAM, at: '2026-02-28T18:29:59.999Z', people: 1, agreedTotal: 30_000 },
  { ...KERALA, at: '2026-04-30T18:30:00Z', people: 1, agreedTotal: 30_000 },
]

/** A table's rows as "label: bookings/travellers/revenue/collected/outstanding". */
const figures = (table: BookingReportTable) =>
  table.rows.map(
    (row) => `${row.label}: ${row.bookings}/${row.travellers}/${row.revenue}/${row.collected}/${row.outstanding}`,
  )

describe.each(STORAGE_KINDS)('bookings reports on %s', (kind) => {
  let cleanup: () => Promise<void>
  beforeAll(async () => {
    cleanup = await useStorage(kind)
    const db = await getDb()
    for (const [index, seed] of SEEDS.entries()) {
      await insertBooking(db, {
        ...seed,
        family: `Family ${index}`,
        createdAt: Date.parse(seed.at),
        travellers: Array.from({ length: seed.people }, (_, n) => ({ name: `Traveller ${index}.${n}` })),
      })
    }
  })
  afterAll(async () => {
    await cleanup()
  })

  test('by the month booked in India, every month of the range; cancelled and outside left out', async () => {
    const table = await bookingsByMonth(testOwner, RANGE)
    expect(figures(table)).toEqual(['March 2026: 2/4/135000/90000/45000', 'April 2026: 2/3/100000/35000/65000'])
    expect(table.total).toEqual({
      bookings: 4,
      travellers: 7,
      revenue: 235_000,
      collected: 125_000,
      outstanding: 110_000,
    })
  })

  test('by trip: the catalogue title where it has one, else the title as booked; most revenue first', async () => {
    const table = await bookingsByTrip(testOwner, RANGE)
    expect(figures(table)).toEqual([
      'Char Dham Yatra: 2/5/150000/120000/30000',
      'Kerala Backwaters: 2/2/85000/5000/80000',
    ])
  })

  test('by departure, soonest first, each a link to its page', async () => {
    const table = await bookingsByDeparture(testOwner, RANGE)
    expect(figures(table)).toEqual([
      '10 May 2026 · Char Dham Yatra: 2/5/150000/120000/30000',
      '1 Jun 2026 · Kerala Backwaters: 2/2/85000/5000/80000',
    ])
    expect(table.rows.map((row) => row.href)).toEqual([
      '/admin/departures/trip-a/2026-05-10',
      '/admin/departures/trip-b/2026-06-01',
    ])
  })

  test('a range of one day counts that day in India only', async () => {
    const table = await bookingsByMonth(testOwner, { from: '2026-04-01', to: '2026-04-01' })
    expect(table.total).toEqual({ bookings: 1, travellers: 2, revenue: 60_000, collected: 30_000, outstanding: 30_000 })
  })

  test('an agent is refused every bookings report', async () => {
    for (const report of [bookingsByMonth, bookingsByTrip, bookingsByDeparture]) {
      await expect(report(testAgent, RANGE)).rejects.toBeInstanceOf(NotAllowed)
    }
  })

  test('the CSV holds the table in whole rupees, the total last', async () => {
    const response = await bookingReportCsv(testOwner, 'bookings-departure', RANGE)
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="bookings-by-departure-2026-03-01-to-2026-04-30.csv"',
    )
    const lines = Buffer.from(await response.arrayBuffer())
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
    expect(lines).toEqual([
      'Departure,Bookings,Travellers,Revenue (₹),Collected (₹),Outstanding (₹)',
      '10 May 2026 · Char Dham Yatra,2,5,150000,120000,30000',
      '1 Jun 2026 · Kerala Backwaters,2,2,85000,5000,80000',
      'Total,4,7,235000,125000,110000',
    ])
  })
})
