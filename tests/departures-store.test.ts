import { getDb } from '@/lib/platform/db'
import { seedCatalog } from '@/lib/catalog/seed/seed'
import { catalogStore as store } from '@/lib/catalog/embedded/store'
import * as schemas from '@/lib/catalog/wire'
import { STORAGE_KINDS, useStorage } from './support/storage'

delete process.env.TRAVEL_API_URL

/** 22 November 2026, 10:00 in India. */
const NOW = new Date('2026-11-22T04:30:00Z')

beforeAll(() => {
  jest.useFakeTimers({ now: NOW, doNotFake: ['nextTick', 'setImmediate', 'setTimeout', 'setInterval'] })
})

afterAll(() => {
  jest.useRealTimers()
})

async function tripId(slug: string): Promise<string> {
  const db = await getDb()
  const row = await db.selectFrom('trips').select('id').where('slug', '=', slug).executeTakeFirstOrThrow()
  return row.id
}

async function setDates(slug: string, days: string[]): Promise<void> {
  const db = await getDb()
  const id = await tripId(slug)
  await db.deleteFrom('trip_departures').where('trip_id', '=', id).execute()
  await db
    .insertInto('trip_departures')
    .values(days.map((day) => ({ trip_id: id, departs_on: day, label: '' })))
    .execute()
}

describe.each(STORAGE_KINDS)('the store makes availableDates and nextDeparture at read time, on %s', (kind) => {
  let cleanup: () => Promise<void>
  beforeAll(async () => {
    cleanup = await useStorage(kind)
    // Seeded as of a day long before the clock: every dated departure has passed by NOW.
    await seedCatalog(await getDb(), { reset: true, today: '2025-03-01' })
  })
  afterAll(async () => {
    jest.setSystemTime(NOW)
    await cleanup()
  })

  it('lists only the departures after today in India, past ones never', async () => {
    await setDates('kashi-gaya-prayag-yatra', ['2026-11-14', '2026-11-22', '2026-12-12', '2027-01-09'])
    const trip = (await store.tripDetail('kashi-gaya-prayag-yatra'))!
    expect(trip.availableDates).toBe('12 Dec 2026, 9 Jan 2027')
    expect(trip.nextDeparture).toBe('2026-12-12')
    const listed = (await store.tripList()).find((t) => t.slug === 'kashi-gaya-prayag-yatra')!
    expect(listed).toMatchObject({ availableDates: '12 Dec 2026, 9 Jan 2027', nextDeparture: '2026-12-12' })
  })

  it('says when the season opens once every date has passed, and leaves the trip out of the ticker', async () => {
    const kailash = (await store.tripDetail('kailash-mansarovar-yatra'))!
    expect(kailash.availableDates).toBe('Opens June 2027')
    expect(kailash).not.toHaveProperty('nextDeparture')
    const charDham = (await store.tripDetail('char-dham-yatra'))!
    expect(charDham.availableDates).toBe('Opens May 2027')
    const ticker = (await store.pilgrimageTicker()).map((t) => t.slug)
    expect(ticker).not.toContain('kailash-mansarovar-yatra')
    expect(ticker).not.toContain('char-dham-yatra')
    expect(ticker).toContain('kashi-gaya-prayag-yatra')
    expect(ticker).toContain('rameswaram-madurai-kanyakumari')
  })

  it('moves on when the clock passes midnight in India', async () => {
    await setDates('dwarka-somnath-jyotirlinga', ['2026-11-27', '2026-12-18'])
    jest.setSystemTime(new Date('2026-11-26T18:29:00Z'))
    expect((await store.tripDetail('dwarka-somnath-jyotirlinga'))!.availableDates).toBe('27 Nov 2026, 18 Dec 2026')
    jest.setSystemTime(new Date('2026-11-26T18:30:00Z'))
    expect((await store.tripDetail('dwarka-somnath-jyotirlinga'))!.availableDates).toBe('18 Dec 2026')
    jest.setSystemTime(NOW)
  })

  it('computes a weekly schedule’s next day and keeps its text', async () => {
    const rajasthan = (await store.tripList()).find((t) => t.slug === 'royal-rajasthan')!
    expect(rajasthan).toMatchObject({ availableDates: 'Every Saturday, Oct–Mar', nextDeparture: '2026-11-28' })
    const maldives = (await store.tripDetail('maldives-water-villa-honeymoon'))!
    expect(maldives.availableDates).toBe('Any date, all year')
    expect(maldives).not.toHaveProperty('nextDeparture')
  })

  it('keeps the stored text of a trip that has no departures as dates', async () => {
    const db = await getDb()
    const id = await tripId('navagraha-temples-kumbakonam')
    await db.deleteFrom('trip_schedules').where('trip_id', '=', id).execute()
    await db.updateTable('trips').set({ available_dates: 'On request' }).where('id', '=', id).execute()
    expect((await store.tripDetail('navagraha-temples-kumbakonam'))!.availableDates).toBe('On request')
    expect((await store.pilgrimageTicker()).map((t) => t.slug)).toContain('navagraha-temples-kumbakonam')
  })

  it('serves exclusions, hotels and the review’s trip and month, and they reach the app types', async () => {
    const wire = (await store.tripDetail('kashi-gaya-prayag-yatra'))!
    expect(wire.excludes).toContain('Flights from your city to Chennai')
    expect(wire.hotels?.[0]).toMatch(/^Varanasi: /)
    const detail = schemas.parseTripDetail({ data: wire })!
    expect(detail).toMatchObject({ nextDeparture: '2026-12-12', excludes: wire.excludes, hotels: wire.hotels })

    const reviews = schemas.parseReviews(await store.reviewList())
    expect(reviews[0]).toMatchObject({
      name: 'Lakshmi Narayanan',
      trip: { slug: 'kashi-gaya-prayag-yatra', title: 'Kashi, Gaya and Prayag Yatra' },
      travelledOn: '2024-12', // the last December before the seed's day, 1 March 2025
    })
    expect(reviews.every((r) => r.trip && r.travelledOn)).toBe(true)
  })

  it('dates the seeded videos before the seed’s day and the trips at the seed’s moment', async () => {
    const videos = await store.videoList()
    // The Kashi diary names 18 November: the last one before 1 March 2025.
    expect(videos[0].uploadDate).toBe('2024-11-18')
    for (const video of videos) expect(video.uploadDate! < '2025-03-01').toBe(true)
    for (const trip of await store.tripList()) expect(trip.updatedAt).toBe(NOW.toISOString())
  })
})

describe('the optional wire fields', () => {
  const trip = { _id: 'a1', slug: 's', title: 'T', images: [], price: 100, availableDates: 'D', duration: '3 Days' }

  it('parse when absent (an upstream that only sends the spec’s fields) and leave no keys behind', () => {
    const [summary] = schemas.parseTrips([trip], 'trips')
    expect(Object.keys(summary)).not.toContain('nextDeparture')
    const detail = schemas.parseTripDetail({ ...trip, description: '', location: '', itinerary: [], includes: [] })!
    expect(Object.keys(detail)).not.toContain('excludes')
    expect(Object.keys(detail)).not.toContain('hotels')
    const [review] = schemas.parseReviews([{ _id: 'r', name: 'N', Rating: 5, description: 'Good' }])
    expect(review).toEqual({ id: 'r', name: 'N', rating: 5, description: 'Good' })
  })

  it('drop a malformed value, never the item', () => {
    const [summary] = schemas.parseTrips([{ ...trip, nextDeparture: '12 Dec 2026' }], 'trips')
    expect(summary.slug).toBe('s')
    expect(summary.nextDeparture).toBeUndefined()
    const [review] = schemas.parseReviews([
      { _id: 'r', name: 'N', Rating: 5, description: 'Good', trip: { slug: '' }, travelledOn: '2026-13' },
    ])
    expect(review).toEqual({ id: 'r', name: 'N', rating: 5, description: 'Good' })
    const [ok] = schemas.parseTrips([{ ...trip, nextDeparture: '2026-12-12' }], 'trips')
    expect(ok.nextDeparture).toBe('2026-12-12')
  })
})
