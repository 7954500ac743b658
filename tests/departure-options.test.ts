import { departureOptions } from '@/components/trip/departure-choice'
import type { TripTranslator } from '@/components/trip/trip-text'
import type { TripDetail } from '@/lib/catalog'

/** The departures a trip page's enquiry offers: dated ones and the coming dates of its seasons, in one list. */

const TODAY = '2026-11-28'
const t = ((key: string, values?: Record<string, unknown>) =>
  key === 'departures.option' ? `${values!.weekday}, ${values!.day} · ${values!.status}` : key) as TripTranslator

test("a season's coming dates join the dated departures, soonest first, on request and with no city of their own", () => {
  const trip = {
    price: 4500,
    departures: [{ on: '2026-12-11', label: '', boarding: [{ city: 'Chennai' }], seats: { offered: 20, taken: 4 } }],
    seasonDates: ['2026-11-28', '2026-12-04', '2026-12-11', '2026-12-18'],
  } as unknown as TripDetail
  const options = departureOptions(trip, TODAY, t, 'en')
  // Today is gone; 11 Dec is the dated departure (its seats), once.
  expect(options.map((o) => o.on)).toEqual(['2026-12-04', '2026-12-11', '2026-12-18'])
  expect(options[0]).toMatchObject({ label: 'Fri, 4 Dec 2026 · status.onRequest', soldOut: false, cities: [] })
  expect(options[1]!.label).toBe('Fri, 11 Dec 2026 · status.available')
  expect(options[1]!.cities.map((c) => c.city)).toEqual(['Chennai'])
})
