import { departureMonths, type DeparturePlan } from '@/lib/catalog/departures/schedule'
import {
  filteredHref,
  filterTrips,
  matchesFilters,
  offeredMonths,
  parseTripFilters,
  tripDays,
  withoutFilter,
  type TripFacts,
} from '@/lib/catalog/filters'

/** The trip filters' rules (issue "Find a trip the way visitors spell it"): what a query string asks, what a trip matches. */

const plan = (part: Partial<DeparturePlan>): DeparturePlan => ({
  dates: [],
  schedules: [],
  seasonOpensMonth: null,
  ...part,
})

describe('the month a trip leaves in', () => {
  const today = '2026-11-26'

  test('dated departures give their months, from this one on, never a day that has passed', () => {
    const months = departureMonths(
      plan({
        dates: [
          { on: '2026-11-20', label: '' },
          { on: '2026-11-26', label: '' },
          { on: '2027-01-09', label: '' },
          { on: '2027-01-23', label: '' },
          { on: '2027-05-01', label: '' },
        ],
      }),
      today,
    )
    expect(months).toEqual(['2027-01', '2027-05'])
  })

  test('a date after today in this month counts; dates more than a year ahead do not', () => {
    expect(
      departureMonths(
        plan({
          dates: [
            { on: '2026-11-27', label: '' },
            { on: '2027-12-05', label: '' },
          ],
        }),
        today,
      ),
    ).toEqual(['2026-11'])
  })

  test('a weekly season gives each month of the season; a closed one none', () => {
    const weekly = plan({
      schedules: [{ kind: 'weekly', weekdays: [6], months: [[10, 3]], label: '' }],
    })
    expect(departureMonths(weekly, today)).toEqual(['2026-11', '2026-12', '2027-01', '2027-02', '2027-03', '2027-10'])
    const ended = plan({
      schedules: [{ kind: 'any', weekdays: [], months: 'all', endsOn: '2026-11-01', label: '' }],
    })
    expect(departureMonths(ended, today)).toEqual([])
  })

  test('a season with opening and closing days counts only the months between them', () => {
    const charDham = plan({
      schedules: [
        { kind: 'weekly', weekdays: [0], months: null, startsOn: '2027-05-02', endsOn: '2027-06-20', label: '' },
      ],
    })
    expect(departureMonths(charDham, today)).toEqual(['2027-05', '2027-06'])
  })
})

describe('what a query string asks for', () => {
  test('offered values are read; others are left out and named', () => {
    expect(parseTripFilters({ month: '2027-05', days: '4-7', budget: 'under-20000', category: 'pilgrimage' })).toEqual({
      filters: { month: '2027-05', days: '4-7', budget: 'under-20000', category: 'pilgrimage' },
      ignored: [],
    })
    expect(parseTripFilters({ month: '2027-13', days: '100', budget: '<script>', category: "' OR 1=1" })).toEqual({
      filters: {},
      ignored: ['2027-13', '100', '<script>', "' OR 1=1"],
    })
  })

  test('an empty value is no filter, a repeated one counts once, a long one is cut where it is named', () => {
    expect(parseTripFilters({ month: '', days: ['8+', '1-3'] })).toEqual({ filters: { days: '8+' }, ignored: [] })
    expect(parseTripFilters({ budget: 'x'.repeat(500) }).ignored[0]).toHaveLength(40)
  })

  test('the address keeps the filters in a fixed order, other parameters first, and drops a removed one', () => {
    const filters = { budget: 'over-100000', month: '2027-05' } as const
    expect(filteredHref('/search', filters, { q: 'kashi' })).toBe('/search?q=kashi&month=2027-05&budget=over-100000')
    expect(filteredHref('/pilgrimage', withoutFilter(filters, 'month'))).toBe('/pilgrimage?budget=over-100000')
    expect(filteredHref('/pilgrimage', {})).toBe('/pilgrimage')
  })
})

describe('what a trip matches', () => {
  const trip: TripFacts = {
    slug: 'kashi',
    months: ['2027-01', '2027-05'],
    days: 6,
    price: 32_500,
    categories: ['pilgrimage'],
  }

  test('each filter narrows; together they all must hold', () => {
    expect(matchesFilters(trip, {})).toBe(true)
    expect(matchesFilters(trip, { month: '2027-05' })).toBe(true)
    expect(matchesFilters(trip, { month: '2027-02' })).toBe(false)
    expect(matchesFilters(trip, { days: '4-7' })).toBe(true)
    expect(matchesFilters(trip, { days: '8+' })).toBe(false)
    expect(matchesFilters(trip, { budget: '20000-50000' })).toBe(true)
    expect(matchesFilters(trip, { budget: 'under-20000' })).toBe(false)
    expect(matchesFilters(trip, { category: 'pilgrimage', month: '2027-01', days: '4-7' })).toBe(true)
    expect(matchesFilters(trip, { category: 'domestic' })).toBe(false)
  })

  test('a list is narrowed by its facts in order, and kept whole without filters', () => {
    const other = { ...trip, slug: 'char-dham', days: 12 }
    expect(filterTrips(['kashi', 'char-dham'], [trip, other], { days: '8+' })).toEqual(['char-dham'])
    expect(filterTrips(['kashi', 'char-dham'], [trip, other], {})).toEqual(['kashi', 'char-dham'])
  })

  test('the budget bands meet without a gap or an overlap', () => {
    const at = (price: number) =>
      (['under-20000', '20000-50000', '50000-100000', 'over-100000'] as const).filter((budget) =>
        matchesFilters({ ...trip, price }, { budget }),
      )
    for (const price of [0, 19_999, 20_000, 50_000, 50_001, 100_000, 100_001, 2_450_000])
      expect(at(price)).toHaveLength(1)
  })

  test('days come from the duration as written', () => {
    expect(tripDays('5 Nights / 6 Days')).toBe(6)
    expect(tripDays('1 Night / 2 Days')).toBe(2)
    expect(tripDays('3 nights')).toBe(4)
    expect(tripDays('Flexible')).toBeNull()
    expect(matchesFilters({ ...trip, days: null }, { days: '1-3' })).toBe(false)
  })

  test('the months offered are those the trips leave in, in order, once each', () => {
    expect(
      offeredMonths([trip, { ...trip, slug: 'b', months: ['2026-12', '2027-05'] }]).map((m) => [m.value, m.label]),
    ).toEqual([
      ['2026-12', 'December 2026'],
      ['2027-01', 'January 2027'],
      ['2027-05', 'May 2027'],
    ])
  })
})
