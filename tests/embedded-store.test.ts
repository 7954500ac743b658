import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import sharp from 'sharp'
import { databaseTarget, getDb, openDatabase, type Db } from '@/lib/platform/db'
import { todayInIndia } from '@/lib/site/format'
import * as images from '@/lib/catalog/seed/images'
import { CATALOG_TABLES, ensureCatalog, seedCatalog } from '@/lib/catalog/seed/seed'
import { seedBanners, seedCategories, seedReviews, seedTrips, seedVideos } from '@/lib/catalog/seed/data'
import { catalogStore as store } from '@/lib/catalog/embedded/store'
import { siteConfig } from '@/lib/site/config'
import { STORAGE_KINDS, useStorage } from './support/storage'

/** A data folder of this file's own for the pictures (useStorage picks the database). */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gopuram-store-'))
process.env.DATA_DIR = dataDir
delete process.env.TRAVEL_API_URL

afterAll(() => {
  fs.rmSync(dataDir, { recursive: true, force: true })
})

async function count(db: Db, table: (typeof CATALOG_TABLES)[number] | 'leads'): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

/** What one seed writes: the catalogue's row counts as the seed data says. */
const ONE_SEED = {
  categories: seedCategories.length,
  trips: seedTrips.length,
  trip_images: seedTrips.reduce((n, t) => n + t.images.length, 0),
  itinerary_days: seedTrips.reduce((n, t) => n + t.itinerary.length, 0),
  banners: seedBanners.length,
  reviews: seedReviews.length,
  videos: seedVideos.length,
}

async function catalogCounts(db: Db): Promise<typeof ONE_SEED> {
  const entries = await Promise.all(
    Object.keys(ONE_SEED).map(async (table) => [table, await count(db, table as keyof typeof ONE_SEED)] as const),
  )
  return Object.fromEntries(entries) as typeof ONE_SEED
}

describe.each(STORAGE_KINDS)('the embedded catalogue on %s', (kind) => {
  let cleanup: () => Promise<void>
  beforeAll(async () => {
    cleanup = await useStorage(kind)
  })
  afterAll(() => cleanup())

  it('seeds an empty database when the store is first read, and only then', async () => {
    const db = await getDb()
    expect(await count(db, 'trips')).toBe(0)
    await store.bannerList()
    expect(await catalogCounts(db)).toEqual(ONE_SEED)
  })

  it('seeds the four categories with enough trips each', async () => {
    const groups = await store.categoriesWithTrips()
    expect(groups.map((g) => g.category)).toEqual(['Pilgrimage', 'Domestic', 'International', 'Honeymoon'])
    const sizes = Object.fromEntries(groups.map((g) => [g.category, g.trips.length]))
    expect(sizes.Pilgrimage).toBeGreaterThanOrEqual(8)
    expect(sizes.Domestic).toBeGreaterThanOrEqual(6)
    expect(sizes.International).toBeGreaterThanOrEqual(6)
    expect(sizes.Honeymoon).toBeGreaterThanOrEqual(4)
    expect(await store.tripsByCategoryId(siteConfig.categoryIds.pilgrimage)).toHaveLength(sizes.Pilgrimage)
    expect(await store.tripsByCategoryId(siteConfig.categoryIds.domestic)).toHaveLength(sizes.Domestic)
    expect(await store.tripsByCategoryId(siteConfig.categoryIds.international)).toHaveLength(sizes.International)
    expect(await store.tripsByCategoryId('000000000000000000000000')).toEqual([])
  })

  it('seeds banners, reviews and videos', async () => {
    expect((await store.bannerList()).length).toBeGreaterThanOrEqual(4)
    const reviews = await store.reviewList()
    expect(reviews.length).toBeGreaterThanOrEqual(9)
    for (const review of reviews) {
      expect(Number.isInteger(review.Rating)).toBe(true)
      expect(review.Rating).toBeGreaterThanOrEqual(3)
      expect(review.Rating).toBeLessThanOrEqual(5)
      // The trip it names, with the title in Tamil too (every seeded trip has it).
      expect(review.trip).toEqual({
        slug: expect.any(String),
        title: expect.any(String),
        ta: { title: expect.stringMatching(/[\u0B80-\u0BFF]/) },
      })
      expect(review.travelledOn).toMatch(/^\d{4}-\d{2}$/)
    }
    const videos = await store.videoList()
    expect(videos.length).toBeGreaterThanOrEqual(6)
    for (const video of videos) expect(video.videoId).toMatch(/^[\w-]{11}$/)
  })

  it('keeps the seed order across lists', async () => {
    const all = (await store.tripList()).map((t) => t.slug)
    expect(all).toEqual(seedTrips.map((t) => t.slug))
    const grouped = (await store.categoriesWithTrips()).flatMap((g) => g.trips.map((t) => t.slug))
    expect(all).toEqual(grouped)
    expect((await store.dropdown()).flatMap((g) => g.dropdown.map((d) => d.value))).toEqual(all)
    expect((await store.pilgrimageTicker()).map((t) => t.slug)).toEqual(
      (await store.tripsByCategoryId(siteConfig.categoryIds.pilgrimage)).map((t) => t.slug),
    )
    expect((await store.bannerList()).map((b) => b._id)).toEqual(seedBanners.map((b) => b._id))
    expect((await store.reviewList()).map((r) => r._id)).toEqual(seedReviews.map((r) => r._id))
    expect((await store.videoList()).map((v) => v._id)).toEqual(seedVideos.map((v) => v._id))
  })

  it('gives every trip a complete, well-formed detail', async () => {
    const trips = await store.tripList()
    expect(new Set(trips.map((t) => t._id)).size).toBe(trips.length)
    expect(new Set(trips.map((t) => t.slug)).size).toBe(trips.length)
    for (const trip of trips) {
      const detail = await store.tripDetail(trip.slug)
      expect(detail).not.toBeNull()
      if (!detail) continue
      expect(detail._id).toMatch(/^[0-9a-f]{24}$/)
      expect(detail.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
      expect(Number.isInteger(detail.price)).toBe(true)
      expect(detail.price).toBeGreaterThan(0)
      expect(detail.images.length).toBeGreaterThanOrEqual(3)
      expect(detail.description.length).toBeGreaterThan(80)
      expect(detail.location).not.toBe('')
      expect(detail.includes.length).toBeGreaterThanOrEqual(5)
      expect(detail.itinerary.length).toBeGreaterThanOrEqual(2)
      detail.itinerary.forEach((day, i) => {
        expect(day.day).toBe(`Day ${i + 1}`)
        expect(day.activity.length).toBeGreaterThanOrEqual(1)
      })
      expect(detail).toMatchObject(trip)
      // The detail answers what the seed wrote, in its order.
      const seeded = seedTrips.find((t) => t.slug === trip.slug)!
      expect(detail).toMatchObject({
        title: seeded.title,
        images: seeded.images,
        itinerary: seeded.itinerary,
        includes: seeded.includes,
        excludes: seeded.excludes,
        hotels: seeded.hotels,
      })
    }
    expect(await store.tripDetail('no-such-trip')).toBeNull()
  })

  it('answers when each trip last changed and when each video was published', async () => {
    const db = await getDb()
    const trips = await store.tripList()
    const stored = await db.selectFrom('trips').select(['slug', 'updated_at']).execute()
    for (const trip of trips) {
      expect(trip.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/)
      expect(trip.updatedAt).toBe(stored.find((row) => row.slug === trip.slug)?.updated_at)
      expect((await store.tripDetail(trip.slug))?.updatedAt).toBe(trip.updatedAt)
    }
    // Written when the catalogue was seeded: a moment ago.
    expect(Date.now() - Date.parse(trips[0].updatedAt!)).toBeLessThan(10 * 60_000)

    const today = todayInIndia()
    const videos = await store.videoList()
    expect(videos.length).toBeGreaterThan(0)
    for (const video of videos) {
      expect(video.uploadDate).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      expect(video.uploadDate! < today).toBe(true)
    }

    // Rows without them (added before the columns existed) leave the fields out.
    const [first] = trips
    await db.updateTable('trips').set({ updated_at: null }).where('slug', '=', first.slug).execute()
    await db.updateTable('videos').set({ uploaded_on: null }).execute()
    expect((await store.tripList())[0]).not.toHaveProperty('updatedAt')
    expect(await store.tripDetail(first.slug)).not.toHaveProperty('updatedAt')
    const undated = await store.videoList()
    expect(undated).toHaveLength(videos.length)
    for (const video of undated) expect(video).not.toHaveProperty('uploadDate')
    await seedCatalog(db, { reset: true })
  })

  it('does not reseed a database that already has a catalogue', async () => {
    const db = await getDb()
    const before = await catalogCounts(db)
    const second = await openDatabase(databaseTarget())
    try {
      expect(await seedCatalog(second)).toBe(false)
    } finally {
      await second.destroy()
    }
    expect(await catalogCounts(db)).toEqual(before)
  })

  it('reseeds only the catalogue tables on reset, and the leads stay', async () => {
    const db = await getDb()
    await db
      .insertInto('leads')
      .values({
        reference: 'GH-KEEPME01',
        kind: 'contact',
        form: 'contact',
        payload: '{}',
        idempotency_key: 'embedded-store-keep-me',
        status: 'stored',
        created_at: 0,
      })
      .execute()
    await db.deleteFrom('reviews').where('position', '=', 0).execute()
    expect(await count(db, 'reviews')).toBe(seedReviews.length - 1)
    expect(await seedCatalog(db, { reset: true })).toBe(true)
    expect(await catalogCounts(db)).toEqual(ONE_SEED)
    expect(await db.selectFrom('leads').select('reference').execute()).toEqual([{ reference: 'GH-KEEPME01' }])
    const [first] = await store.tripList()
    expect((await store.tripDetail(first.slug))?.itinerary.length).toBeGreaterThan(0)
  })
})

describe.each(STORAGE_KINDS)('seeding races on %s', (kind) => {
  let cleanup: () => Promise<void>
  beforeEach(async () => {
    cleanup = await useStorage(kind)
  })
  afterEach(() => cleanup())

  // Two connections of one process racing: SQLite's driver is synchronous, so a second
  // connection waiting for the first one's write lock would block the very thread the first
  // needs to finish; one process holds one SQLite connection (lib/platform/db), and the processes race below.
  if (kind === 'postgres') {
    it('seeds once when two connections find the catalogue empty together', async () => {
      const target = databaseTarget()
      const [a, b] = await Promise.all([openDatabase(target), openDatabase(target)])
      try {
        const seeded = await Promise.all([ensureCatalog(a), ensureCatalog(b)])
        expect(seeded.filter(Boolean)).toHaveLength(1)
        // Once per connection: a later read waits for the same seeding instead of checking again.
        expect(ensureCatalog(a)).toBe(ensureCatalog(a))
        expect(await catalogCounts(a)).toEqual(ONE_SEED)
      } finally {
        await Promise.all([a.destroy(), b.destroy()])
      }
    })
  }

  it('seeds once when several processes read an empty catalogue together', async () => {
    const raceDir = fs.mkdtempSync(path.join(dataDir, 'race-'))
    const script = path.join(raceDir, 'read.ts')
    const lib = path.resolve(__dirname, '../lib')
    fs.writeFileSync(
      script,
      `import { closeDatabases, getDb } from ${JSON.stringify(path.join(lib, 'platform/db'))}
import { ensureCatalog } from ${JSON.stringify(path.join(lib, 'catalog/seed/seed'))}
async function main() {
  const start = Number(process.env.START)
  while (Date.now() < start) await new Promise((resolve) => setTimeout(resolve, 1))
  const seeded = await ensureCatalog(await getDb())
  console.log(JSON.stringify({ seeded }))
  await closeDatabases()
}
main().catch((error) => {
  console.error(error)
  process.exitCode = 1
})`,
    )
    // Migrated first, so that the processes meet at the seed rather than queue at the migration.
    await getDb()
    const tsx = path.resolve(__dirname, '../node_modules/.bin/tsx')
    const env = { ...process.env, START: String(Date.now() + 3000) }
    const run = promisify(execFile)
    // The react-server condition lets the server-only modules load outside Next.js.
    const args = ['--conditions', 'react-server', script]
    const results = await Promise.all(
      Array.from({ length: 3 }, () => run(tsx, args, { env, cwd: path.resolve(__dirname, '..') })),
    )
    const seeded = results.map(({ stdout }) => (JSON.parse(stdout.trim()) as { seeded: boolean }).seeded)
    expect(seeded.filter(Boolean)).toHaveLength(1)
    expect(await catalogCounts(await getDb())).toEqual(ONE_SEED)
  }, 60_000)
})

describe('catalogue images', () => {
  let cleanup: () => Promise<void>
  beforeAll(async () => {
    cleanup = await useStorage('sqlite')
  })
  afterAll(() => cleanup())

  const expectWebp = async (file: string, width: number, height: number) => {
    const full = path.join(images.uploadsDir(), file)
    expect(fs.existsSync(full)).toBe(true)
    const meta = await sharp(full).metadata()
    expect({ file, format: meta.format, width: meta.width, height: meta.height }).toEqual({
      file,
      format: 'webp',
      width,
      height,
    })
  }

  it('renders every picture the seed names as WebP', async () => {
    const { files, ms } = await images.generateCatalogImages()
    console.info(`rendered ${files} catalogue images in ${ms} ms`)
    for (const trip of await store.tripList()) {
      expect(trip.images.length).toBeGreaterThanOrEqual(3)
      for (const file of trip.images) await expectWebp(file, 1200, 800)
    }
    for (const banner of await store.bannerList()) await expectWebp(banner.image, 1920, 900)
    for (const video of await store.videoList()) await expectWebp(video.thumbnail, 1280, 720)
    for (const file of siteConfig.galleryImages) await expectWebp(file, 800, 800)
    expect(fs.readdirSync(path.join(images.uploadsDir(), 'trips')).filter((f) => f.endsWith('.tmp'))).toEqual([])
  })

  it('skips existing files and renders a missing one on demand', async () => {
    const file = (await store.tripList())[0].images[0]
    const full = path.join(images.uploadsDir(), file)
    const before = fs.statSync(full).mtimeMs
    await images.generateCatalogImages()
    expect(fs.statSync(full).mtimeMs).toBe(before)
    fs.rmSync(full)
    await expect(images.ensureCatalogImage(file)).resolves.toBe(true)
    await expectWebp(file, 1200, 800)
    await expect(images.ensureCatalogImage('trips/not-in-the-catalogue.webp')).resolves.toBe(false)
  })

  it('paints distinct pictures for different trips', () => {
    const jobs = images.catalogArtJobs()
    const svgs = new Set(jobs.map((job) => images.composeSvg(job)))
    expect(svgs.size).toBe(jobs.length)
  })
})
