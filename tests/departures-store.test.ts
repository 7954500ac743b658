import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import Database from 'better-sqlite3'

/** A fresh data folder before any module under test is loaded. */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gopuram-departures-'))
process.env.DATA_DIR = dataDir
delete process.env.TRAVEL_API_URL

type Connection = typeof import('@/lib/db/connection')
type Store = (typeof import('@/lib/db/catalog-store'))['catalogStore']
type Schemas = typeof import('@/lib/provider/schemas')

let connection: Connection
let store: Store
let schemas: Schemas
let seedCatalog: (typeof import('@/lib/db/seed'))['seedCatalog']
let migrations: (typeof import('@/lib/db/migrations'))['migrations']
let pilgrimageId: string

/** 22 November 2026, 10:00 in India. */
const NOW = new Date('2026-11-22T04:30:00Z')

beforeAll(async () => {
  jest.useFakeTimers({ now: NOW, doNotFake: ['nextTick', 'setImmediate', 'setTimeout', 'setInterval'] })
  connection = await import('@/lib/db/connection')
  store = (await import('@/lib/db/catalog-store')).catalogStore
  schemas = await import('@/lib/provider/schemas')
  seedCatalog = (await import('@/lib/db/seed')).seedCatalog
  migrations = (await import('@/lib/db/migrations')).migrations
  pilgrimageId = (await import('@/lib/site-config')).siteConfig.categoryIds.pilgrimage
  // Seeded as of a day long before the clock: every dated departure has passed by NOW.
  seedCatalog(connection.getDb(), { reset: true, today: '2025-03-01' })
})

afterAll(() => {
  jest.useRealTimers()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

const db = () => connection.getDb()
const tripId = (slug: string) => (db().prepare('SELECT id FROM trips WHERE slug = ?').get(slug) as { id: string }).id
const setDates = (slug: string, days: string[]) => {
  db().prepare('DELETE FROM trip_departures WHERE trip_id = ?').run(tripId(slug))
  const insert = db().prepare("INSERT INTO trip_departures (trip_id, departs_on, label) VALUES (?, ?, '')")
  for (const day of days) insert.run(tripId(slug), day)
}

describe('the store makes availableDates and nextDeparture at read time', () => {
  it('lists only the departures after today in India, past ones never', () => {
    setDates('kashi-gaya-prayag-yatra', ['2026-11-14', '2026-11-22', '2026-12-12', '2027-01-09'])
    const trip = store.tripDetail('kashi-gaya-prayag-yatra')!
    expect(trip.availableDates).toBe('12 Dec 2026, 9 Jan 2027')
    expect(trip.nextDeparture).toBe('2026-12-12')
    const listed = store.tripList().find((t) => t.slug === 'kashi-gaya-prayag-yatra')!
    expect(listed).toMatchObject({ availableDates: '12 Dec 2026, 9 Jan 2027', nextDeparture: '2026-12-12' })
  })

  it('says when the season opens once every date has passed, and leaves the trip out of the ticker', () => {
    const kailash = store.tripDetail('kailash-mansarovar-yatra')!
    expect(kailash.availableDates).toBe('Opens June 2027')
    expect(kailash).not.toHaveProperty('nextDeparture')
    const charDham = store.tripDetail('char-dham-yatra')!
    expect(charDham.availableDates).toBe('Opens May 2027')
    const ticker = store.pilgrimageTicker().map((t) => t.slug)
    expect(ticker).not.toContain('kailash-mansarovar-yatra')
    expect(ticker).not.toContain('char-dham-yatra')
    expect(ticker).toContain('kashi-gaya-prayag-yatra')
    expect(ticker).toContain('rameswaram-madurai-kanyakumari')
  })

  it('moves on when the clock passes midnight in India', () => {
    setDates('dwarka-somnath-jyotirlinga', ['2026-11-27', '2026-12-18'])
    jest.setSystemTime(new Date('2026-11-26T18:29:00Z'))
    expect(store.tripDetail('dwarka-somnath-jyotirlinga')!.availableDates).toBe('27 Nov 2026, 18 Dec 2026')
    jest.setSystemTime(new Date('2026-11-26T18:30:00Z'))
    expect(store.tripDetail('dwarka-somnath-jyotirlinga')!.availableDates).toBe('18 Dec 2026')
    jest.setSystemTime(NOW)
  })

  it('computes a weekly schedule’s next day and keeps its text', () => {
    const rajasthan = store.tripList().find((t) => t.slug === 'royal-rajasthan')!
    expect(rajasthan).toMatchObject({ availableDates: 'Every Saturday, Oct–Mar', nextDeparture: '2026-11-28' })
    const maldives = store.tripDetail('maldives-water-villa-honeymoon')!
    expect(maldives.availableDates).toBe('Any date, all year')
    expect(maldives).not.toHaveProperty('nextDeparture')
  })

  it('keeps the stored text of a trip that has no departures as dates', () => {
    const id = tripId('navagraha-temples-kumbakonam')
    db().prepare('DELETE FROM trip_schedules WHERE trip_id = ?').run(id)
    db().prepare("UPDATE trips SET available_dates = 'On request' WHERE id = ?").run(id)
    expect(store.tripDetail('navagraha-temples-kumbakonam')!.availableDates).toBe('On request')
    expect(store.pilgrimageTicker().map((t) => t.slug)).toContain('navagraha-temples-kumbakonam')
  })

  it('serves exclusions, hotels and the review’s trip and month, and they reach the app types', () => {
    const wire = store.tripDetail('kashi-gaya-prayag-yatra')!
    expect(wire.excludes).toContain('Flights from your city to Chennai')
    expect(wire.hotels?.[0]).toMatch(/^Varanasi: /)
    const detail = schemas.parseTripDetail({ data: wire })!
    expect(detail).toMatchObject({ nextDeparture: '2026-12-12', excludes: wire.excludes, hotels: wire.hotels })

    const reviews = schemas.parseReviews(store.reviewList())
    expect(reviews[0]).toMatchObject({
      name: 'Lakshmi Narayanan',
      trip: { slug: 'kashi-gaya-prayag-yatra', title: 'Kashi, Gaya and Prayag Yatra' },
      travelledOn: '2024-12', // the last December before the seed's day, 1 March 2025
    })
    expect(reviews.every((r) => r.trip && r.travelledOn)).toBe(true)
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

describe('migration 3', () => {
  it('reseeds a catalogue of the text era with departures as dates, and keeps the leads', () => {
    const file = path.join(dataDir, 'v2', 'site.db')
    fs.mkdirSync(path.dirname(file), { recursive: true })
    const old = new Database(file)
    connection.migrate(old, migrations.slice(0, 2))
    old.exec(`INSERT INTO categories VALUES ('${pilgrimageId}', 'Pilgrimage', 0);
      INSERT INTO trips (id, category_id, slug, title, duration, available_dates, price, description, location, position)
      VALUES ('t1', '${pilgrimageId}', 'old-trip', 'Old', '1 Day', '14 Nov 2026', 1, 'd', 'l', 0);
      INSERT INTO leads (reference, kind, form, payload, idempotency_key, status, created_at)
      VALUES ('GH-AAAAAAAA', 'contact', 'contact', '{}', 'k1', 'stored', 0);`)
    old.close()

    const reopened = connection.openDatabase(file)
    try {
      const slugs = reopened.prepare('SELECT slug FROM trips').all() as { slug: string }[]
      expect(slugs.map((s) => s.slug)).not.toContain('old-trip')
      expect(slugs.length).toBeGreaterThan(20)
      expect((reopened.prepare('SELECT COUNT(*) AS n FROM trip_departures').get() as { n: number }).n).toBeGreaterThan(
        0,
      )
      expect(reopened.prepare('SELECT reference FROM leads').all()).toEqual([{ reference: 'GH-AAAAAAAA' }])
    } finally {
      reopened.close()
    }
  })
})
