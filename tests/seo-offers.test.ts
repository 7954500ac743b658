import { tripJsonLd } from '@/lib/seo'
import type { TripDetail } from '@/lib/catalog'

/** A trip's JSON-LD offers: one per upcoming departure and boarding city, with its availability. */

const TODAY = '2026-12-01'
const base = {
  id: '1',
  slug: 'kashi',
  title: 'Kashi Yatra',
  images: [],
  price: 32500,
  availableDates: '12 Dec 2026',
  duration: '5 Nights / 6 Days',
  description: '',
  location: '',
  itinerary: [],
  includes: [],
} satisfies Partial<TripDetail>

type Offer = Record<string, unknown>
const offersOf = (trip: TripDetail): Offer[] =>
  [(tripJsonLd(trip, { locale: 'en', trail: [], today: TODAY })[0] as { offers: Offer }).offers].flat()

test('one Offer per departure and city: price today, availability, the day it leaves, the city', () => {
  const trip = {
    ...base,
    departures: [
      { on: '2026-11-30', label: '', boarding: [{ city: 'Chennai' }], seats: { offered: 40, taken: 1 } },
      {
        on: '2026-12-12',
        label: '',
        boarding: [{ city: 'Chennai' }, { city: 'Madurai', price: 34000 }],
        seats: { offered: 40, taken: 36 },
        earlyBird: { price: 30500, until: '2026-12-05' },
      },
      { on: '2027-01-09', label: '', boarding: [{ city: 'Chennai' }], seats: { offered: 40, taken: 40 } },
      { on: '2027-02-13', label: '', boarding: [{ city: 'Chennai' }], status: 'closed' },
      { on: '2027-03-13', label: '', boarding: [] },
    ],
  } as TripDetail
  const offers = offersOf(trip)
  expect(
    offers.map((o) => [
      o.availabilityStarts,
      (o.availableAtOrFrom as { name: string } | undefined)?.name,
      o.price,
      o.availability,
    ]),
  ).toEqual([
    ['2026-12-12', 'Chennai', 30500, 'https://schema.org/LimitedAvailability'],
    ['2026-12-12', 'Madurai', 32000, 'https://schema.org/LimitedAvailability'],
    ['2027-01-09', 'Chennai', 32500, 'https://schema.org/SoldOut'],
    ['2027-03-13', undefined, 32500, 'https://schema.org/InStock'],
  ])
  expect(offers[0]).toMatchObject({ priceValidUntil: '2026-12-05', priceCurrency: 'INR' })
  // No field names the day the page was rendered: a cached page would state a stale day.
  expect(offers[0]).not.toHaveProperty('validFrom')
  expect(offers[2]).not.toHaveProperty('priceValidUntil')
})

test('a trip without dated departures keeps its one offer at its price', () => {
  const [offer] = offersOf(base as TripDetail)
  expect(offer).toMatchObject({ '@type': 'Offer', price: 32500, availability: 'https://schema.org/InStock' })
  expect(offer.description).toContain('12 Dec 2026')
})
