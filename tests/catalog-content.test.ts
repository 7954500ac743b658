import sharp from 'sharp'
import {
  drawVideoThumbnail,
  listBanners,
  listReviews,
  listVideos,
  moveContent,
  removeContent,
  saveBanner,
  saveReview,
  saveVideo,
  StaleContent,
} from '@/lib/catalog/editor/content'
import { getDb } from '@/lib/platform/db'
import { catalogStore } from '@/lib/catalog/embedded/store'
import { bannerSchema, reviewSchema, videoSchema, youtubeId } from '@/lib/catalog/editor/content-schema'
import { testOwner } from './support/staff'
import { STORAGE_KINDS, useStorage } from './support/storage'

/**
 * The catalogue editor's banners, reviews and videos: their forms' rules, then each list
 * added to, edited (with the version check), reordered and removed on each database, with
 * what the public reads answer after each change.
 */

const owner = testOwner

describe('the forms', () => {
  it.each([
    ['dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s', 'dQw4w9WgXcQ'],
    ['youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://example.com/watch?v=dQw4w9WgXcQ', null],
    ['https://www.youtube.com/watch?v=short', null],
    ['not a video', null],
  ])('reads the video id of %s', (input, id) => {
    expect(youtubeId(input)).toBe(id)
  })

  it('keeps a banner button on this site or on https', () => {
    const banner = { version: '0', title: 'Margazhi', buttonText: 'Go', buttonUrl: '/pilgrimage' }
    expect(bannerSchema.safeParse(banner).success).toBe(true)
    expect(bannerSchema.safeParse({ ...banner, buttonUrl: 'https://example.com/offer' }).success).toBe(true)
    for (const buttonUrl of [
      'javascript:alert(1)',
      'http://example.com',
      '//evil.example',
      '/\\evil.example',
      'pilgrimage',
    ]) {
      const result = bannerSchema.safeParse({ ...banner, buttonUrl })
      expect(result.success).toBe(false)
    }
  })

  it('takes ratings 0 to 5 as whole numbers', () => {
    const review = { version: '0', name: 'Meena', description: 'Lovely' }
    expect(reviewSchema.parse({ ...review, rating: '0' }).rating).toBe(0)
    expect(reviewSchema.parse({ ...review, rating: '5' }).rating).toBe(5)
    for (const rating of ['6', '-1', '4.5', '']) {
      expect(reviewSchema.safeParse({ ...review, rating }).error?.issues[0]?.message).toBe(
        'Please give a rating from 0 to 5',
      )
    }
  })

  it('takes a review’s trip and month travelled, both optional', () => {
    const review = { version: '0', name: 'Meena', rating: '5', description: 'Lovely' }
    expect(reviewSchema.parse(review)).toMatchObject({ tripId: '', travelledOn: '' })
    expect(reviewSchema.parse({ ...review, tripId: 'abc123', travelledOn: '2026-10' })).toMatchObject({
      tripId: 'abc123',
      travelledOn: '2026-10',
    })
    const message = (over: object) => reviewSchema.safeParse({ ...review, ...over }).error?.issues[0]?.message
    expect(message({ travelledOn: '2026-13' })).toBe('Choose the month travelled, like 2026-10')
    expect(message({ travelledOn: 'October' })).toBe('Choose the month travelled, like 2026-10')
    expect(message({ travelledOn: '2999-01' })).toBe('The month travelled cannot be ahead of this month')
    expect(message({ tripId: '../trips' })).toBe('Choose a trip of the list')
  })

  it('stores the id of a pasted address', () => {
    expect(videoSchema.parse({ version: '0', video: 'https://youtu.be/dQw4w9WgXcQ', title: 'Walk' }).video).toBe(
      'dQw4w9WgXcQ',
    )
  })

  it('draws a 16:9 thumbnail from a title', async () => {
    const meta = await sharp(
      await drawVideoThumbnail('Kumbakonam & the <Navagraha> temples in one long weekend'),
    ).metadata()
    expect(meta).toMatchObject({ format: 'webp', width: 1280, height: 720 })
  })
})

describe.each(STORAGE_KINDS)('banners, reviews and videos on %s', (kind) => {
  let cleanup: () => Promise<void>
  beforeAll(async () => {
    jest.spyOn(console, 'info').mockImplementation(() => undefined)
    cleanup = await useStorage(kind)
  })
  afterAll(async () => {
    await cleanup()
    jest.restoreAllMocks()
  })

  const png = () =>
    sharp({ create: { width: 1600, height: 900, channels: 3, background: '#b45309' } })
      .png()
      .toBuffer()

  it('adds a review at the end, edits it, refuses a stale edit, moves and removes it', async () => {
    const values = reviewSchema.parse({ version: '0', name: 'Meena', rating: '5', description: 'Wonderful' })
    const id = await saveReview(owner, null, values)
    expect((await catalogStore.reviewList()).at(-1)).toMatchObject({ _id: id, name: 'Meena', Rating: 5 })

    await saveReview(owner, id, { ...values, version: 1, description: 'Wonderful yatra' })
    await expect(saveReview(owner, id, { ...values, version: 1, rating: 1 })).rejects.toBeInstanceOf(StaleContent)
    expect((await listReviews()).find((r) => r.id === id)).toMatchObject({
      description: 'Wonderful yatra',
      rating: 5,
      version: 2,
    })

    const order = async () => (await listReviews()).map((r) => r.id)
    const before = await order()
    await moveContent(owner, 'reviews', id, 'up')
    expect((await order()).indexOf(id)).toBe(before.indexOf(id) - 1)
    await removeContent(owner, 'reviews', id)
    expect(await order()).not.toContain(id)
    await expect(removeContent(owner, 'reviews', id)).rejects.toMatchObject({ message: 'This review no longer exists' })
  })

  it('stores the trip and month a review names, refuses a trip that is not in the catalogue, and the public list shows them', async () => {
    const db = await getDb()
    const trip = await db
      .selectFrom('trips')
      .select(['id', 'slug', 'title'])
      .where('published', '=', 1)
      .executeTakeFirstOrThrow()
    const values = reviewSchema.parse({
      version: '0',
      name: 'Lakshmi',
      rating: '4',
      description: 'The Madurai boarding saved us a day',
      tripId: trip.id,
      travelledOn: '2025-12',
    })
    const id = await saveReview(owner, null, values)
    expect((await listReviews()).find((r) => r.id === id)).toMatchObject({ tripId: trip.id, travelledOn: '2025-12' })
    expect((await catalogStore.reviewList()).find((r) => r._id === id)).toMatchObject({
      trip: { slug: trip.slug, title: trip.title },
      travelledOn: '2025-12',
    })
    await expect(saveReview(owner, id, { ...values, version: 1, tripId: 'no-such-trip' })).rejects.toMatchObject({
      field: 'tripId',
    })
    await saveReview(owner, id, { ...values, version: 1, tripId: '', travelledOn: '' })
    expect((await listReviews()).find((r) => r.id === id)).toMatchObject({ tripId: '', travelledOn: '', version: 2 })
    await removeContent(owner, 'reviews', id)
  })

  it('adds a banner only with its picture, kept in the database, and removes the picture with it', async () => {
    const values = bannerSchema.parse({ version: '0', title: 'Margazhi', buttonText: 'Go', buttonUrl: '/pilgrimage' })
    await expect(saveBanner(owner, null, values, null)).rejects.toMatchObject({ field: 'file' })
    const id = await saveBanner(owner, null, values, await png())
    const banner = (await listBanners()).find((b) => b.id === id)!
    expect(banner.image).toMatch(/^banners\/[0-9a-f]{16}\.webp$/)
    expect((await catalogStore.bannerList()).at(-1)).toMatchObject({
      _id: id,
      title: 'Margazhi',
      buttonUrl: '/pilgrimage',
    })

    // Editing without a new picture keeps the old one.
    await saveBanner(owner, id, { ...values, version: 1, subtitle: 'Dawn darshan' }, null)
    expect((await listBanners()).find((b) => b.id === id)).toMatchObject({
      image: banner.image,
      subtitle: 'Dawn darshan',
    })

    const stored = async () =>
      (await (await getDb()).selectFrom('uploaded_files').select('path').where('path', '=', banner.image).execute())
        .length
    expect(await stored()).toBe(1)
    await removeContent(owner, 'banners', id)
    expect(await stored()).toBe(0)
  })

  it('adds a video with a drawn thumbnail, or with an uploaded one', async () => {
    const values = videoSchema.parse({ version: '0', video: 'https://youtu.be/dQw4w9WgXcQ', title: 'Temple walk' })
    const drawn = await saveVideo(owner, null, values, null)
    const uploaded = await saveVideo(owner, null, { ...values, title: 'Second walk' }, await png())
    const videos = await listVideos()
    const thumbnailOf = (id: string) => videos.find((v) => v.id === id)!.thumbnail
    expect(thumbnailOf(drawn)).toMatch(/^videos\/.+\.webp$/)
    const row = await (
      await getDb()
    )
      .selectFrom('uploaded_files')
      .select('bytes')
      .where('path', '=', thumbnailOf(uploaded))
      .executeTakeFirstOrThrow()
    expect(await sharp(row.bytes).metadata()).toMatchObject({ width: 1600, height: 900 })
    expect((await catalogStore.videoList()).slice(-2).map((v) => v.title)).toEqual(['Temple walk', 'Second walk'])
  })
})
