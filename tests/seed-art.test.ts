import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gopuram-art-'))
process.env.DATA_DIR = dataDir
delete process.env.TRAVEL_API_URL

type Images = typeof import('@/lib/catalog/seed/images')
type SeedArt = typeof import('@/lib/catalog/seed/scenes')
type SeedData = typeof import('@/lib/catalog/seed/data')

let images: Images
let art: SeedArt
let seed: SeedData

beforeAll(async () => {
  images = await import('@/lib/catalog/seed/images')
  art = await import('@/lib/catalog/seed/scenes')
  seed = await import('@/lib/catalog/seed/data')
})

afterAll(() => {
  fs.rmSync(dataDir, { recursive: true, force: true })
})

/** Scenes about the trip rather than its place: they may appear in any trip's gallery. */
const GENERIC = ['banana-leaf-meal', 'thali', 'hotel-room', 'candlelit-dinner', 'tour-coach']
const key = (choice: { scene: string; view?: string }) => `${choice.scene}|${choice.view ?? ''}`

describe('seeded art choices', () => {
  it('opens every seeded trip with a landmark of its own', () => {
    const cards = seed.seedTrips.map((trip) => {
      const choices = art.tripArt[trip.slug]
      expect({ slug: trip.slug, hasArt: Array.isArray(choices) }).toEqual({ slug: trip.slug, hasArt: true })
      expect(GENERIC).not.toContain(choices[0].scene)
      return choices[0].scene
    })
    expect(new Set(cards).size).toBe(cards.length)
  })

  it('gives the trips their promised landmarks', () => {
    const card = (slug: string) => art.tripArt[slug][0].scene
    expect(card('dubai-abu-dhabi')).toBe('burj-khalifa')
    expect(card('singapore-malaysia-explorer')).toBe('marina-bay-sands')
    expect(art.tripArt['singapore-malaysia-explorer'].map((c) => c.scene)).toContain('merlion')
    expect(card('kashi-gaya-prayag-yatra')).toBe('ghats')
    expect(card('char-dham-yatra')).toBe('kedarnath')
    expect(card('kailash-mansarovar-yatra')).toBe('kailash')
    expect(card('europe-paris-switzerland-italy')).toBe('eiffel-tower')
    expect(card('maldives-water-villa-honeymoon')).toBe('water-villas')
    expect(card('kashmir-paradise-on-earth')).toBe('dal-lake')
  })

  it('fills a trip gallery with different scenes, never one picture recoloured', () => {
    for (const [slug, choices] of Object.entries(art.tripArt)) {
      expect({ slug, count: choices.length >= 3 }).toEqual({ slug, count: true })
      const scenes = choices.map(key)
      expect({ slug, distinct: new Set(scenes).size }).toEqual({ slug, distinct: scenes.length })
    }
  })

  it('names only scenes that have a painter, and uses every painter', () => {
    const used = new Set<string>()
    const all = [
      ...Object.values(art.tripArt).flat(),
      ...Object.values(art.bannerArt),
      ...Object.values(art.videoArt),
      ...art.siteGalleryArt,
    ]
    for (const choice of all) {
      used.add(choice.scene)
      if (choice.view) used.add(choice.view)
    }
    expect(Object.keys(images.PAINTERS).sort()).toEqual([...art.SCENES].sort())
    expect([...used].sort()).toEqual([...art.SCENES].sort())
  })

  it('names each picture after its art, so a change of art changes the file name', () => {
    const files = art.tripImageFiles('dubai-abu-dhabi')
    expect(files[0]).toMatch(/^trips\/dubai-abu-dhabi-1-burj-khalifa-[0-9a-z]{6}\.webp$/)
    expect(art.tripImageFiles('dubai-abu-dhabi')).toEqual(files)
    const names = [
      ...Object.keys(art.tripArt).flatMap((slug) => art.tripImageFiles(slug)),
      ...Object.keys(art.bannerArt).map((name) => art.bannerImageFile(name as keyof typeof art.bannerArt)),
      ...Object.keys(art.videoArt).map((name) => art.videoThumbnailFile(name as keyof typeof art.videoArt)),
    ]
    expect(new Set(names).size).toBe(names.length)
    // Same place, another scene choice: another name.
    expect(art.bannerImageFile('kerala-houseboat')).not.toBe(
      art.videoThumbnailFile('kerala-houseboat').replace('videos/', 'banners/'),
    )
    expect(() => art.tripImageFiles('no-such-trip')).toThrow(/lib\/catalog\/seed\/scenes\.ts/)
  })
})

describe('seeded art pictures', () => {
  it('has a picture job for every file the seed names, with the scene chosen for it', () => {
    const jobs = new Map(images.catalogArtJobs().map((job) => [job.file, job]))
    for (const trip of seed.seedTrips)
      trip.images.forEach((file, i) => expect(jobs.get(file)?.choice).toEqual(art.tripArt[trip.slug][i]))
    for (const banner of seed.seedBanners) expect(jobs.get(banner.image)).toBeDefined()
    for (const video of seed.seedVideos) expect(jobs.get(video.thumbnail)).toBeDefined()
  })

  it('paints the same file name the same way, to the byte', async () => {
    const job = images.catalogArtJobs().find((j) => j.choice.scene === 'hotel-room')!
    expect(images.composeSvg(job)).toBe(images.composeSvg({ ...job }))
    const root = path.join(dataDir, 'twice')
    await images.ensureCatalogImage(job.file, root)
    const first = fs.readFileSync(path.join(root, job.file))
    fs.rmSync(path.join(root, job.file))
    await images.ensureCatalogImage(job.file, root)
    expect(fs.readFileSync(path.join(root, job.file)).equals(first)).toBe(true)
    const meta = await sharp(first).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', job.width, job.height])
  })

  it('paints a trip gallery as different pictures, not one scene recoloured', async () => {
    const trip = seed.seedTrips.find((t) => t.slug === 'dubai-abu-dhabi')!
    const jobs = new Map(images.catalogArtJobs().map((job) => [job.file, job]))
    // Mean colour of each picture's centre, at 16×16: a hue shift keeps the layout, a new scene does not.
    const thumbs = await Promise.all(
      trip.images.map((file) =>
        sharp(Buffer.from(images.composeSvg(jobs.get(file)!)))
          .resize(16, 16)
          .greyscale()
          .raw()
          .toBuffer(),
      ),
    )
    for (let a = 0; a < thumbs.length; a++)
      for (let b = a + 1; b < thumbs.length; b++) {
        const diff = thumbs[a].reduce((sum, v, i) => sum + Math.abs(v - thumbs[b][i]), 0) / thumbs[a].length
        expect(diff).toBeGreaterThan(12)
      }
  })

  it('draws a window view inside a room, clipped to its own svg', () => {
    const job = images.catalogArtJobs().find((j) => j.choice.scene === 'hotel-room' && j.choice.view)!
    const svg = images.composeSvg(job)
    expect(svg.match(/<svg /g)?.length).toBe(2)
    const ids = [...svg.matchAll(/ id="([^"]+)"/g)].map((m) => m[1])
    expect(new Set(ids).size).toBe(ids.length)
  })
})
