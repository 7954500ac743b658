import {
  boardingPrices,
  departureInWords,
  earlyBirdActive,
  FEW_SEATS_DEFAULT,
  lowestPrice,
  nextOpenOffer,
  offerState,
  offersByMonth,
  priceFrom,
  schemaAvailability,
  upcomingOffers,
  urgencyText,
  type DepartureOffer,
} from '@/lib/catalog/departures/offers'
import { todayInIndia } from '@/lib/site/format'

const offer = (over: Partial<DepartureOffer> = {}): DepartureOffer => ({
  on: '2027-01-09',
  label: '',
  boarding: [],
  ...over,
})
const seats = (offered: number, taken: number) => offer({ seats: { offered, taken } })

describe('the status a visitor sees', () => {
  test('no seat left is Sold out, and a sold-out departure is not open', () => {
    expect(offerState(seats(40, 40))).toMatchObject({ availability: 'sold-out', text: 'Sold out', open: false })
    // Seats taken above those offered (a count corrected by phone) still read as sold out, never negative.
    expect(offerState(seats(40, 43))).toMatchObject({ availability: 'sold-out', seatsLeft: 0 })
  })

  test('"n seats left" at or under the threshold, and not above it', () => {
    expect(FEW_SEATS_DEFAULT).toBe(6)
    expect(offerState(seats(40, 34))).toMatchObject({ availability: 'few-seats', text: '6 seats left', seatsLeft: 6 })
    expect(offerState(seats(40, 39)).text).toBe('1 seat left')
    expect(offerState(seats(40, 33)).availability).toBe('filling-fast')
    // The owner's threshold replaces the default.
    expect(offerState(seats(40, 30), 10).text).toBe('10 seats left')
    expect(offerState(seats(40, 30), 9).text).toBe('Filling fast')
  })

  test('Filling fast only above half full, else Available', () => {
    expect(offerState(seats(40, 21)).text).toBe('Filling fast')
    expect(offerState(seats(40, 20)).text).toBe('Available')
    expect(offerState(seats(40, 0))).toMatchObject({ availability: 'available', open: true, seatsLeft: 40 })
  })

  test('Guaranteed stands beside any availability; Closed replaces them all', () => {
    expect(offerState({ ...seats(40, 37), status: 'guaranteed' })).toMatchObject({
      text: '3 seats left',
      guaranteed: true,
    })
    expect(offerState({ ...seats(40, 40), status: 'guaranteed' })).toMatchObject({ text: 'Sold out', guaranteed: true })
    expect(offerState({ ...seats(40, 2), status: 'closed' })).toMatchObject({ text: 'Closed', open: false })
  })

  test('a departure without a seat count is on request and open', () => {
    expect(offerState(offer())).toMatchObject({ availability: 'on-request', open: true, guaranteed: false })
    expect(offerState(offer({ status: 'guaranteed' })).guaranteed).toBe(true)
  })

  test('cards and the docked bar speak only of urgency', () => {
    expect(urgencyText(offerState(seats(40, 36)))).toBe('4 seats left')
    expect(urgencyText(offerState(seats(40, 30)))).toBe('Filling fast')
    expect(urgencyText(offerState(seats(40, 2)))).toBeUndefined()
    expect(urgencyText(offerState(offer()))).toBeUndefined()
  })
})

describe('prices by boarding city', () => {
  const kashi = offer({
    boarding: [{ city: 'Chennai' }, { city: 'Madurai', price: 34000 }, { city: 'Tiruchirappalli', price: 33500 }],
  })

  test("a city without its own price has the trip's", () => {
    expect(boardingPrices(kashi, 32500, '2026-12-01')).toEqual([
      { city: 'Chennai', price: 32500, standard: 32500 },
      { city: 'Madurai', price: 34000, standard: 34000 },
      { city: 'Tiruchirappalli', price: 33500, standard: 33500 },
    ])
    expect(priceFrom(kashi, 32500, '2026-12-01', 'Madurai')).toBe(34000)
    expect(priceFrom(kashi, 32500, '2026-12-01', 'Coimbatore')).toBeUndefined()
    expect(lowestPrice(kashi, 32500, '2026-12-01')).toBe(32500)
  })

  test('a departure naming no city is sold at the trip price', () => {
    expect(boardingPrices(offer(), 9800, '2026-12-01')).toEqual([{ city: '', price: 9800, standard: 9800 }])
  })

  test('the early bird lowers the first city to its price and the others by the same amount', () => {
    const early = { ...kashi, earlyBird: { price: 30500, until: '2026-12-15' } }
    expect(boardingPrices(early, 32500, '2026-12-15')).toEqual([
      { city: 'Chennai', price: 30500, standard: 32500 },
      { city: 'Madurai', price: 32000, standard: 34000 },
      { city: 'Tiruchirappalli', price: 31500, standard: 33500 },
    ])
    expect(lowestPrice(early, 32500, '2026-12-16')).toBe(32500)
  })

  test('the early bird holds through its last day and ends at midnight in India', () => {
    const early = offer({ earlyBird: { price: 30500, until: '2026-12-15' } })
    // 23:59 in India on the last day is 18:29 UTC; midnight is 18:30 UTC.
    const lastMinute = todayInIndia(new Date('2026-12-15T18:29:59Z'))
    const midnight = todayInIndia(new Date('2026-12-15T18:30:00Z'))
    expect(lastMinute).toBe('2026-12-15')
    expect(earlyBirdActive(early, lastMinute)).toBe(true)
    expect(midnight).toBe('2026-12-16')
    expect(earlyBirdActive(early, midnight)).toBe(false)
    expect(priceFrom(early, 32500, midnight, '')).toBe(32500)
  })
})

describe('which departures are shown', () => {
  const list = [
    offer({ on: '2026-12-12', seats: { offered: 40, taken: 40 } }),
    offer({ on: '2026-11-28' }),
    offer({ on: '2027-01-09', seats: { offered: 40, taken: 10 } }),
    offer({ on: '2026-12-26', status: 'closed' }),
    offer({ on: '2026-11-30', seats: { offered: 40, taken: 1 } }),
  ]

  test('only departures after today, soonest first', () => {
    expect(upcomingOffers(list, '2026-11-30').map((o) => o.on)).toEqual(['2026-12-12', '2026-12-26', '2027-01-09'])
  })

  test('the next open departure skips sold-out and closed ones', () => {
    expect(nextOpenOffer(list, '2026-11-30')?.offer.on).toBe('2027-01-09')
    expect(nextOpenOffer(list, '2026-11-27')?.offer.on).toBe('2026-11-28')
    expect(nextOpenOffer(list, '2027-01-09')).toBeUndefined()
  })

  test('grouped by month in order', () => {
    const groups = offersByMonth(upcomingOffers(list, '2026-11-27'))
    expect(groups.map((g) => [g.month, g.offers.length])).toEqual([
      ['2026-11', 2],
      ['2026-12', 2],
      ['2027-01', 1],
    ])
  })
})

test('schema.org availability follows the status', () => {
  expect(schemaAvailability(offerState(seats(40, 40)))).toBe('https://schema.org/SoldOut')
  expect(schemaAvailability(offerState(seats(40, 36)))).toBe('https://schema.org/LimitedAvailability')
  expect(schemaAvailability(offerState(seats(40, 30)))).toBe('https://schema.org/LimitedAvailability')
  expect(schemaAvailability(offerState(seats(40, 3)))).toBe('https://schema.org/InStock')
  expect(schemaAvailability(offerState(offer()))).toBe('https://schema.org/InStock')
})

test('a departure in words never shows an ISO date', () => {
  expect(departureInWords({ tripTitle: 'Char Dham Yatra', on: '2027-05-08', city: 'Chennai', travellers: 4 })).toBe(
    'Char Dham Yatra, 8 May 2027 from Chennai, 4 people',
  )
  expect(departureInWords({ on: '2027-05-08', travellers: '1' })).toBe('8 May 2027, 1 person')
  expect(departureInWords({ tripTitle: 'Kashi', on: '2027-01-09', city: null, travellers: null })).toBe(
    'Kashi, 9 Jan 2027',
  )
})
