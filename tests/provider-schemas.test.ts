import {
  ContractError,
  parseBanners,
  parseCategoriesWithTrips,
  parseDropdown,
  parseReviews,
  parseTicker,
  parseTrips,
  parseTripDetail,
  parseVideos,
} from '@/lib/catalog/wire'

const trip = {
  _id: '64a1f0c2e4b0a1c2d3e4f601',
  slug: 'kashi-gaya-prayag',
  title: 'Kashi Gaya Prayag Yatra',
  images: ['trips/kashi-1.webp', 'trips/kashi-2.webp'],
  price: 28500,
  availableDates: 'Every Friday',
  duration: '6 Nights / 7 Days',
}

describe('provider answers: good', () => {
  it('maps a {data: [...]} trip list to app trips', () => {
    expect(parseTrips({ data: [trip] }, 'trips')).toEqual([
      {
        id: trip._id,
        slug: trip.slug,
        title: trip.title,
        images: trip.images,
        price: 28500,
        availableDates: 'Every Friday',
        duration: '6 Nights / 7 Days',
      },
    ])
  })

  it('maps a trip detail with itinerary and inclusions', () => {
    const detail = parseTripDetail({
      data: {
        ...trip,
        description: 'Three holy cities.',
        location: 'Varanasi, Uttar Pradesh',
        itinerary: [{ day: 'Day 1', title: 'Arrive in Varanasi', activity: ['Ganga aarti', 'Hotel check-in'] }],
        includes: ['Hotel stay', 'Breakfast'],
      },
    })
    expect(detail).toMatchObject({
      slug: 'kashi-gaya-prayag',
      description: 'Three holy cities.',
      location: 'Varanasi, Uttar Pradesh',
      itinerary: [{ day: 'Day 1', title: 'Arrive in Varanasi', activities: ['Ganga aarti', 'Hotel check-in'] }],
      includes: ['Hotel stay', 'Breakfast'],
    })
  })

  it('maps dropdown groups, categories with trips, ticker, banners, reviews and videos', () => {
    expect(
      parseDropdown({ data: [{ category: 'Pilgrimage', dropdown: [{ label: 'Kashi', value: 'kashi' }] }] }),
    ).toEqual([{ category: 'Pilgrimage', items: [{ label: 'Kashi', value: 'kashi' }] }])
    expect(parseCategoriesWithTrips({ data: [{ category: 'Domestic', trips: [trip] }] })[0].trips).toHaveLength(1)
    expect(
      parseTicker({ data: [{ _id: 'a1', slug: 's', title: 'T', availableDates: 'D', duration: '3 Days' }] }),
    ).toEqual([{ id: 'a1', slug: 's', title: 'T', availableDates: 'D', duration: '3 Days' }])
    expect(parseBanners({ data: [{ _id: 'b1', image: 'banners/a.webp' }] })).toEqual([
      { id: 'b1', image: 'banners/a.webp', tag: '', title: '', subtitle: '', buttonText: '', buttonUrl: '' },
    ])
    expect(parseReviews([{ _id: 'r1', name: 'Lakshmi', Rating: 5, description: 'Wonderful.' }])).toEqual([
      { id: 'r1', name: 'Lakshmi', rating: 5, description: 'Wonderful.' },
    ])
    expect(
      parseVideos({ data: [{ _id: 'v1', videoId: 'dQw4w9WgXcQ', thumbnail: 'videos/v1.webp', title: 'Char Dham' }] }),
    ).toEqual([{ id: 'v1', videoId: 'dQw4w9WgXcQ', thumbnail: 'videos/v1.webp', title: 'Char Dham' }])
  })
})

describe('provider answers: tolerant', () => {
  it('reads the optional departures, seats and prices, dropping only what is malformed', () => {
    const [parsed] = parseTrips(
      [
        {
          ...trip,
          fewSeatsAt: '4',
          departures: [
            {
              on: '2027-01-09',
              // A city's Tamil name is kept where it is text; anything else is left out, the city kept.
              boarding: [
                { city: 'Chennai', ta: { city: ' சென்னை ' } },
                { city: 'Madurai', price: '34000', ta: { city: 42 } },
                { city: 'Hosur', ta: { city: '' } },
                { city: '' },
              ],
              seats: { offered: 40, taken: 36 },
              status: 'guaranteed',
              earlyBird: { price: 30500, until: '2026-12-15' },
              note: ' Aarti by boat ',
            },
            // Malformed parts are left out, the departure kept; a departure without a real day is dropped.
            { on: '2027-02-13', seats: { offered: -1, taken: 0 }, status: 'sometimes', earlyBird: { price: 1 } },
            { on: '2027-02-30' },
            'not a departure',
          ],
        },
      ],
      'trips',
    )
    expect(parsed.fewSeatsAt).toBe(4)
    expect(parsed.departures).toEqual([
      {
        on: '2027-01-09',
        label: '',
        boarding: [{ city: 'Chennai', cityTa: 'சென்னை' }, { city: 'Madurai', price: 34000 }, { city: 'Hosur' }],
        seats: { offered: 40, taken: 36 },
        status: 'guaranteed',
        earlyBird: { price: 30500, until: '2026-12-15' },
        note: 'Aarti by boat',
      },
      { on: '2027-02-13', label: '', boarding: [] },
    ])
    const detail = parseTripDetail({
      ...trip,
      description: '',
      itinerary: [],
      includes: [],
      childPrice: 21000,
      childAges: '5 to 11 years',
      seniorPrice: 'free',
      cancellation: [{ when: '30 days before', refund: 'Full refund' }],
    })!
    expect(detail).toMatchObject({
      childPrice: 21000,
      childAges: '5 to 11 years',
      cancellation: [{ when: '30 days before', refund: 'Full refund' }],
    })
    expect(detail).not.toHaveProperty('seniorPrice')
  })

  it('a provider without departures, seats or the trip extras gives today’s trip', () => {
    const [parsed] = parseTrips([trip], 'trips')
    for (const key of ['departures', 'fewSeatsAt']) expect(parsed).not.toHaveProperty(key)
    const detail = parseTripDetail({ ...trip, description: '', itinerary: [], includes: [] })!
    for (const key of ['childPrice', 'childAges', 'seniorPrice', 'cancellation']) expect(detail).not.toHaveProperty(key)
  })

  it('accepts a bare array as well as {data}', () => {
    expect(parseTrips([trip], 'trips')).toHaveLength(1)
  })

  it('coerces numbers sent as strings and fills missing optional texts', () => {
    const [parsed] = parseTrips([{ ...trip, price: '31000', availableDates: undefined, _id: 42 }], 'trips')
    expect(parsed.price).toBe(31000)
    expect(parsed.availableDates).toBe('')
    expect(parsed.id).toBe('42')
  })

  it('drops a malformed item, logs it, and keeps the rest', () => {
    const log = jest.fn()
    const parsed = parseTrips({ data: [trip, { ...trip, slug: '' }, { title: 'no id' }, null] }, 'trips', log)
    expect(parsed.map((t) => t.slug)).toEqual(['kashi-gaya-prayag'])
    expect(log).toHaveBeenCalledTimes(3)
    expect(log.mock.calls[0][0]).toMatch(/trips: dropped malformed item 1/)
  })

  it('clamps review ratings to 0-5 stars and drops items without a name', () => {
    const log = jest.fn()
    const reviews = parseReviews(
      {
        data: [
          { _id: 'r', name: 'A', Rating: 9, description: 'x' },
          { _id: 's', name: 'B', Rating: -2, description: 'y' },
          { _id: 't', Rating: 4, description: 'z' },
        ],
      },
      log,
    )
    expect(reviews.map((r) => r.rating)).toEqual([5, 0])
    expect(log).toHaveBeenCalledTimes(1)
  })

  it('keeps only string images and drops malformed itinerary days', () => {
    const log = jest.fn()
    const detail = parseTripDetail(
      {
        data: {
          ...trip,
          images: ['a.webp', 3, null, ''],
          description: 'd',
          location: 'l',
          itinerary: [{ title: 'no day' }, { day: 2, title: 'Ok', activity: ['x'] }],
          includes: 'oops',
        },
      },
      log,
    )
    expect(detail?.images).toEqual(['a.webp'])
    expect(detail?.itinerary).toEqual([{ day: '2', title: 'Ok', activities: ['x'] }])
    expect(detail?.includes).toEqual([])
    expect(log).toHaveBeenCalledTimes(1)
  })

  it('rejects video ids that could not be a YouTube id', () => {
    const log = jest.fn()
    expect(parseVideos({ data: [{ _id: 'v', videoId: '"><script>', title: 't' }] }, log)).toEqual([])
    expect(log).toHaveBeenCalledTimes(1)
  })
})

describe('provider answers: bad', () => {
  it.each([null, 'text', 42, { data: 'nope' }, { items: [] }])(
    'throws a ContractError for a list answer of %p',
    (body) => {
      expect(() => parseTrips(body, 'trips')).toThrow(ContractError)
    },
  )

  it('answers null for a detail of null (not found) and throws for a broken detail', () => {
    expect(parseTripDetail({ data: null })).toBeNull()
    expect(() => parseTripDetail({ data: { title: 'no slug' } })).toThrow(ContractError)
  })
})
