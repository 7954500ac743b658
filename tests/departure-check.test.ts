import { DEPARTURE_MESSAGES, departureErrors } from '@/lib/leads/intake/departure'
import type { TripDetail } from '@/lib/catalog'
import { seasonDates } from '@/lib/catalog/departures/schedule'

/** The lead intake's check of the departure a trip enquiry names (lib/leads/intake/departure.ts). */

const TODAY = '2026-12-01'
const trip = {
  slug: 'kashi',
  price: 32500,
  departures: [
    { on: '2026-11-28', label: '', boarding: [{ city: 'Chennai' }], seats: { offered: 40, taken: 2 } },
    {
      on: '2026-12-12',
      label: '',
      boarding: [{ city: 'Chennai' }, { city: 'Madurai', price: 34000 }],
      seats: { offered: 40, taken: 36 },
    },
    { on: '2027-01-09', label: '', boarding: [{ city: 'Chennai' }], seats: { offered: 40, taken: 40 } },
    {
      on: '2027-02-13',
      label: '',
      boarding: [{ city: 'Chennai' }],
      seats: { offered: 40, taken: 1 },
      status: 'closed',
    },
    { on: '2027-03-13', label: '', boarding: [] },
  ],
} as unknown as TripDetail

const check = (form: string, fields: { departure?: string; boardingCity?: string }, read = async () => trip) =>
  departureErrors(form, { tripId: 'kashi', ...fields }, { read, today: TODAY })

test('an open departure of the trip, and one of its cities, pass', async () => {
  expect(await check('trip-enquiry', { departure: '2026-12-12', boardingCity: 'Madurai' })).toBeUndefined()
  // A departure that names no city takes any boarding the visitor asks for.
  expect(await check('trip-enquiry', { departure: '2027-03-13', boardingCity: 'Salem' })).toBeUndefined()
  // Nothing chosen: nothing to check, and the catalogue is not read.
  const read = jest.fn(async () => trip)
  expect(await check('trip-enquiry', {}, read)).toBeUndefined()
  expect(read).not.toHaveBeenCalled()
})

test('a sold-out departure takes the waiting list, not an enquiry', async () => {
  expect(await check('trip-enquiry', { departure: '2027-01-09' })).toEqual({ departure: [DEPARTURE_MESSAGES.soldOut] })
  expect(await check('waiting-list', { departure: '2027-01-09' })).toBeUndefined()
})

test('a past, closed or unknown departure, or a city it does not board at, is refused with its field', async () => {
  expect(await check('trip-enquiry', { departure: '2026-11-28' })).toEqual({
    departure: [DEPARTURE_MESSAGES.notOfTrip],
  })
  expect(await check('trip-enquiry', { departure: '2026-12-01' })).toEqual({
    departure: [DEPARTURE_MESSAGES.notOfTrip],
  })
  expect(await check('waiting-list', { departure: '2027-02-13' })).toEqual({ departure: [DEPARTURE_MESSAGES.closed] })
  expect(await check('trip-enquiry', { departure: '2026-12-12', boardingCity: 'Coimbatore' })).toEqual({
    boardingCity: [DEPARTURE_MESSAGES.city],
  })
  expect(await check('trip-enquiry', { boardingCity: 'Atlantis' })).toEqual({ boardingCity: [DEPARTURE_MESSAGES.city] })
})

test('a lead is never lost to the check: an unreadable catalogue or an unknown trip lets it through', async () => {
  expect(await check('trip-enquiry', { departure: '2027-01-09' }, async () => undefined as never)).toBeUndefined()
  expect(await check('trip-enquiry', { departure: '2027-01-09' }, async () => null as never)).toBeUndefined()
  expect(
    await check('trip-enquiry', { departure: '2027-01-09' }, async () => {
      throw new Error('provider down')
    }),
  ).toBeUndefined()
})

test('a coming date of a season the trip leaves on passes, on request; another day is refused', async () => {
  // Every Saturday, no dated departure: TODAY (Tue 1 Dec 2026) offers 5 Dec on.
  const season = {
    slug: 'mahabalipuram',
    price: 4500,
    seasonDates: seasonDates(
      { dates: [], schedules: [{ kind: 'weekly', weekdays: [6], months: 'all', label: '' }] },
      TODAY,
    ),
  } as unknown as TripDetail
  const read = async () => season
  expect(await check('trip-enquiry', { departure: '2026-12-05' }, read)).toBeUndefined()
  expect(await check('trip-enquiry', { departure: '2026-12-12', boardingCity: 'Chennai' }, read)).toBeUndefined()
  // A Friday, a past Saturday and a Saturday beyond the dates the page offers are not the season's to enquire on.
  for (const departure of ['2026-12-04', '2026-11-28', '2027-06-05']) {
    expect(await check('trip-enquiry', { departure }, read)).toEqual({ departure: [DEPARTURE_MESSAGES.notOfTrip] })
  }
})
