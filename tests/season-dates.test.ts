import { seasonDates, type Schedule } from '@/lib/catalog/departures/schedule'

/** The coming dates of a trip's seasons a visitor can choose as chips (lib/catalog/departures/schedule.ts). */

const weekly = (weekdays: number[], rest: Partial<Schedule> = {}): Schedule => ({
  kind: 'weekly',
  weekdays,
  months: null,
  label: '',
  ...rest,
})
const anyDay = (rest: Partial<Schedule> = {}): Schedule => ({
  kind: 'any',
  weekdays: [],
  months: 'all',
  label: '',
  ...rest,
})
const plan = (schedules: Schedule[], dates: string[] = []) => ({
  schedules,
  dates: dates.map((on) => ({ on, label: '' })),
})

// Saturday 28 November 2026 in India.
const SATURDAY = '2026-11-28'

test('weekly Sundays from a Saturday: the next 8 Sundays, tomorrow first', () => {
  expect(seasonDates(plan([weekly([0])]), SATURDAY)).toEqual([
    '2026-11-29',
    '2026-12-06',
    '2026-12-13',
    '2026-12-20',
    '2026-12-27',
    '2027-01-03',
    '2027-01-10',
    '2027-01-17',
  ])
})

test('today is never offered: a group leaving today can no longer be joined', () => {
  expect(seasonDates(plan([weekly([6])]), SATURDAY)[0]).toBe('2026-12-05')
})

test('a season ending: only its dates up to its last day', () => {
  expect(seasonDates(plan([weekly([0], { endsOn: '2026-12-15' })]), SATURDAY)).toEqual([
    '2026-11-29',
    '2026-12-06',
    '2026-12-13',
  ])
  // Ended: nothing.
  expect(seasonDates(plan([weekly([0], { endsOn: '2026-11-28' })]), SATURDAY)).toEqual([])
})

test('months ranges: a December–January season skips the months between, across the year end', () => {
  expect(seasonDates(plan([weekly([6], { months: [[12, 1]] })]), '2027-01-20')).toEqual([
    '2027-01-23',
    '2027-01-30',
    '2027-12-04',
    '2027-12-11',
    '2027-12-18',
    '2027-12-25',
    '2028-01-01',
    '2028-01-08',
  ])
})

test('two weekdays of a season count as one list of 8', () => {
  expect(seasonDates(plan([weekly([2, 5])]), SATURDAY)).toEqual([
    '2026-12-01',
    '2026-12-04',
    '2026-12-08',
    '2026-12-11',
    '2026-12-15',
    '2026-12-18',
    '2026-12-22',
    '2026-12-25',
  ])
})

test('any day: the next 14 days of the season', () => {
  const days = seasonDates(plan([anyDay()]), SATURDAY)
  expect(days).toHaveLength(14)
  expect(days[0]).toBe('2026-11-29')
  expect(days.at(-1)).toBe('2026-12-12')
})

test('any day of a season that opens later: its first 14 days', () => {
  const days = seasonDates(plan([anyDay({ startsOn: '2027-05-08', endsOn: '2027-11-05' })]), SATURDAY)
  expect(days[0]).toBe('2027-05-08')
  expect(days.at(-1)).toBe('2027-05-21')
})

test('a season date a booking made a dated departure is listed as that departure, not twice', () => {
  const days = seasonDates(plan([weekly([0])], ['2026-12-06']), SATURDAY)
  expect(days).not.toContain('2026-12-06')
  expect(days.slice(0, 2)).toEqual(['2026-11-29', '2026-12-13'])
  // It is still one of the season's 8, shown once as the departure.
  expect(days).toHaveLength(7)
})

test('a trip of dated departures only has no season dates', () => {
  expect(seasonDates(plan([], ['2026-12-12']), SATURDAY)).toEqual([])
})
