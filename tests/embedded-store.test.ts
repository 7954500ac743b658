import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import sharp from 'sharp'

/** A fresh data folder before any module under test is loaded. */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gopuram-store-'))
process.env.DATA_DIR = dataDir
delete process.env.TRAVEL_API_URL

type Connection = typeof import('@/lib/db/connection')
type Store = typeof import('@/lib/db/catalog-store')
type Images = typeof import('@/lib/db/images')
type Seed = typeof import('@/lib/db/seed')
type Migrations = typeof import('@/lib/db/migrations')

let connection: Connection
let store: Store['catalogStore']
let images: Images
let seed: Seed
let migrations: Migrations['migrations']
let siteConfig: (typeof import('@/lib/site-config'))['siteConfig']

beforeAll(async () => {
  connection = await import('@/lib/db/connection')
  store = (await import('@/lib/db/catalog-store')).catalogStore
  images = await import('@/lib/db/images')
  seed = await import('@/lib/db/seed')
  migrations = (await import('@/lib/db/migrations')).migrations
  siteConfig = (await import('@/lib/site-config')).siteConfig
})

afterAll(() => {
  fs.rmSync(dataDir, { recursive: true, force: true })
})

const count = (table: string) =>
  (connection.getDb().prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n

describe('embedded catalogue seed', () => {
  it('opens DATA_DIR/site.db in WAL mode with foreign keys on', () => {
    const db = connection.getDb()
    expect(db.name).toBe(path.resolve(dataDir, 'site.db'))
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal')
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1)
    expect(db.pragma('busy_timeout', { simple: true })).toBe(10000)
  })

  it('seeds the four categories with enough trips each', () => {
    const groups = store.categoriesWithTrips()
    expect(groups.map((g) => g.category)).toEqual(['Pilgrimage', 'Domestic', 'International', 'Honeymoon'])
    const sizes = Object.fromEntries(groups.map((g) => [g.category, g.trips.length]))
    expect(sizes.Pilgrimage).toBeGreaterThanOrEqual(8)
    expect(sizes.Domestic).toBeGreaterThanOrEqual(6)
    expect(sizes.International).toBeGreaterThanOrEqual(6)
    expect(sizes.Honeymoon).toBeGreaterThanOrEqual(4)
    expect(store.tripsByCategoryId(siteConfig.categoryIds.pilgrimage)).toHaveLength(sizes.Pilgrimage)
    expect(store.tripsByCategoryId(siteConfig.categoryIds.domestic)).toHaveLength(sizes.Domestic)
    expect(store.tripsByCategoryId(siteConfig.categoryIds.international)).toHaveLength(sizes.International)
    expect(store.tripsByCategoryId('000000000000000000000000')).toEqual([])
  })

  it('seeds banners, reviews and videos', () => {
    expect(store.bannerList().length).toBeGreaterThanOrEqual(4)
    expect(store.reviewList().length).toBeGreaterThanOrEqual(9)
    expect(store.videoList().length).toBeGreaterThanOrEqual(6)
    for (const review of store.reviewList()) {
      expect(Number.isInteger(review.Rating)).toBe(true)
      expect(review.Rating).toBeGreaterThanOrEqual(3)
      expect(review.Rating).toBeLessThanOrEqual(5)
    }
    for (const video of store.videoList()) expect(video.videoId).toMatch(/^[\w-]{11}$/)
  })

  it('keeps the seed order across lists', () => {
    const all = store.tripList().map((t) => t.slug)
    const grouped = store.categoriesWithTrips().flatMap((g) => g.trips.map((t) => t.slug))
    expect(all).toEqual(grouped)
    expect(store.dropdown().flatMap((g) => g.dropdown.map((d) => d.value))).toEqual(all)
    expect(store.pilgrimageTicker().map((t) => t.slug)).toEqual(
      store.tripsByCategoryId(siteConfig.categoryIds.pilgrimage).map((t) => t.slug),
    )
  })

  it('gives every trip a complete, well-formed detail', () => {
    const trips = store.tripList()
    expect(new Set(trips.map((t) => t._id)).size).toBe(trips.length)
    expect(new Set(trips.map((t) => t.slug)).size).toBe(trips.length)
    for (const trip of trips) {
      const detail = store.tripDetail(trip.slug)
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
    }
    expect(store.tripDetail('no-such-trip')).toBeNull()
  })
})

describe('catalogue images', () => {
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
    for (const trip of store.tripList()) {
      expect(trip.images.length).toBeGreaterThanOrEqual(3)
      for (const file of trip.images) await expectWebp(file, 1200, 800)
    }
    for (const banner of store.bannerList()) await expectWebp(banner.image, 1920, 900)
    for (const video of store.videoList()) await expectWebp(video.thumbnail, 1280, 720)
    for (const file of siteConfig.galleryImages) await expectWebp(file, 800, 800)
    expect(fs.readdirSync(path.join(images.uploadsDir(), 'trips')).filter((f) => f.endsWith('.tmp'))).toEqual([])
  })

  it('skips existing files and renders a missing one on demand', async () => {
    const file = store.tripList()[0].images[0]
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

describe('migrations and reopening', () => {
  it('records every migration once and is idempotent', () => {
    const db = connection.getDb()
    expect(connection.migrate(db)).toEqual([])
    const versions = db.prepare('SELECT version FROM schema_migrations ORDER BY version').all()
    expect(versions).toEqual(migrations.map((m) => ({ version: m.version })))
  })

  it('applies only the migrations a file has not recorded yet', () => {
    const file = path.join(dataDir, 'partial.db')
    const db = connection.openDatabase(file)
    try {
      const extra = {
        version: migrations[migrations.length - 1].version + 1,
        name: 'probe',
        up: 'CREATE TABLE probe (x INTEGER)',
      }
      expect(connection.migrate(db, [...migrations, extra])).toEqual([extra.version])
      expect(connection.migrate(db, [...migrations, extra])).toEqual([])
      expect(() => connection.migrate(db, [extra, ...migrations])).toThrow(/out of order/)
    } finally {
      db.close()
    }
  })

  it('does not reseed a database that already has a catalogue', () => {
    const before = { trips: count('trips'), reviews: count('reviews'), images: count('trip_images') }
    const second = connection.openDatabase(connection.databaseFile(dataDir))
    try {
      expect(seed.seedCatalog(second)).toBe(false)
    } finally {
      second.close()
    }
    expect({ trips: count('trips'), reviews: count('reviews'), images: count('trip_images') }).toEqual(before)
  })

  it('reseeds only the catalogue tables on reset', () => {
    const db = connection.getDb()
    db.exec("CREATE TABLE IF NOT EXISTS keep_me (x TEXT); INSERT INTO keep_me VALUES ('lead')")
    db.prepare('DELETE FROM reviews WHERE position = 0').run()
    const reviews = count('reviews')
    expect(seed.seedCatalog(db, { reset: true })).toBe(true)
    expect(count('reviews')).toBe(reviews + 1)
    expect(count('keep_me')).toBe(1)
    expect(store.tripDetail(store.tripList()[0].slug)?.itinerary.length).toBeGreaterThan(0)
  })

  it('migrates and seeds exactly once when several processes open a fresh file together', async () => {
    const raceDir = fs.mkdtempSync(path.join(dataDir, 'race-'))
    const script = path.join(raceDir, 'open.ts')
    const connectionModule = path.resolve(__dirname, '../lib/db/connection')
    fs.writeFileSync(
      script,
      `import { getDb } from ${JSON.stringify(connectionModule)}
const start = Number(process.env.START)
while (Date.now() < start) {}
const db = getDb()
console.log(JSON.stringify(db.prepare('SELECT COUNT(*) AS n FROM trips').get()))`,
    )
    const tsx = path.resolve(__dirname, '../node_modules/.bin/tsx')
    const env = { ...process.env, DATA_DIR: raceDir, START: String(Date.now() + 2500) }
    const run = promisify(execFile)
    // The react-server condition lets the server-only modules load outside Next.js.
    const args = ['--conditions', 'react-server', script]
    const results = await Promise.all(
      Array.from({ length: 5 }, () => run(tsx, args, { env, cwd: path.resolve(__dirname, '..') })),
    )
    const expected = count('trips')
    for (const { stdout } of results) expect(JSON.parse(stdout.trim())).toEqual({ n: expected })
    const db = connection.openDatabase(connection.databaseFile(raceDir))
    try {
      expect((db.prepare('SELECT COUNT(*) AS n FROM trips').get() as { n: number }).n).toBe(expected)
      expect((db.prepare('SELECT COUNT(*) AS n FROM schema_migrations').get() as { n: number }).n).toBe(
        migrations.length,
      )
    } finally {
      db.close()
    }
  })
})
