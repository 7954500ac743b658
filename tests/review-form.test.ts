import sharp from 'sharp'
import { handleReviewPost, readReviewPage } from '@/lib/reviews'
import { readOutcome, reviewOutcomePath } from '@/lib/reviews/form/outcome'
import { chosenPhotos } from '@/lib/reviews/form/photos'
import { readReviewForm } from '@/lib/reviews/form/schema'
import { REVIEW_BODY_MAX, REVIEW_PHOTO_MAX_BYTES } from '@/lib/reviews/constants'
import { reviewLinkPath } from '@/lib/site/routes'
import { replaceEnv } from './support/env'
import { requestedReview, storedReview } from './support/rform-rows'
import { STORAGE_KINDS, useStorage } from './support/storage'

/**
 * The review form a family opens from its link (lib/reviews/form, /review/<token>): what its one
 * schema takes, the address its answer comes back to, and the handler on each database: a review
 * stored pending with its photos re-encoded without their location and camera tags, each refused
 * photo named, what was typed kept, a used or declined link refused, "no, thank you" kept.
 */

function form(fields: Record<string, string>, photos: { bytes: Uint8Array; name: string; type: string }[] = []) {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.append(name, value)
  for (const photo of photos)
    data.append('photos', new File([new Uint8Array(photo.bytes)], photo.name, { type: photo.type }))
  return data
}

const words = {
  rating: '5',
  body: 'காசி யாத்திரை மிக நன்றாக இருந்தது. எல்லா ஏற்பாடுகளும் சிறப்பு.',
  language: 'ta',
  displayName: 'மீ. சு.',
  consentName: 'on',
  consentPhotos: 'on',
  lang: 'ta',
}

/** A phone's photo: a JPEG with the camera's make and model and a GPS position in its EXIF. */
function phoneJpeg(width = 3000, height = 2000): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#c8743a' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Pocket 12' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '25/1 18/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '83/1 0/1 36/1' },
    })
    .toBuffer()
}

describe('the review form’s schema', () => {
  it('takes stars, words, the language written in, the name and the two consents', () => {
    const read = readReviewForm(form({ ...words, body: `  ${words.body}  `, consentPhotos: '' }), 'en')
    expect(read).toEqual({
      ok: true,
      values: {
        rating: 5,
        body: words.body,
        language: 'ta',
        displayName: 'மீ. சு.',
        consentName: true,
        consentPhotos: false,
      },
    })
  })

  it('names each problem and keeps what was typed', () => {
    const read = readReviewForm(form({ body: '   ', language: 'fr', displayName: '' }), 'ta')
    expect(read).toEqual({
      ok: false,
      problems: [
        { code: 'ratingMissing' },
        { code: 'bodyMissing' },
        { code: 'nameMissing' },
        { code: 'languageInvalid' },
      ],
      entries: {
        rating: null,
        body: '   ',
        language: 'ta',
        displayName: '',
        consentName: false,
        consentPhotos: false,
      },
    })
  })

  it('refuses stars outside 1–5 and words over the limit', () => {
    for (const rating of ['0', '6', '4.5', 'five']) {
      const read = readReviewForm(form({ ...words, rating }), 'en')
      expect(read.ok ? [] : read.problems).toEqual([{ code: 'ratingMissing' }])
    }
    const long = readReviewForm(
      form({ ...words, body: 'அ'.repeat(REVIEW_BODY_MAX + 1), displayName: 'x'.repeat(61) }),
      'en',
    )
    expect(long.ok ? [] : long.problems).toEqual([{ code: 'bodyLong' }, { code: 'nameLong' }])
    expect(readReviewForm(form({ ...words, body: 'அ'.repeat(REVIEW_BODY_MAX) }), 'en').ok).toBe(true)
  })

  it('counts no photo when the file input was left empty', () => {
    const empty = new FormData()
    empty.append('photos', new File([], '', { type: 'application/octet-stream' }))
    expect(chosenPhotos(empty.getAll('photos'))).toEqual([])
  })
})

describe('the answer’s address', () => {
  it('carries the language, the problems with their photo, and thanks; nothing else is read from it', () => {
    const path = reviewOutcomePath('tok_en-1234567890abcdef', {
      language: 'ta',
      problems: [{ code: 'ratingMissing' }, { code: 'photoFormat', photo: 2 }],
    })
    expect(path).toBe('/review/tok_en-1234567890abcdef?lang=ta&problems=ratingMissing.photoFormat-2#problems')
    const query = Object.fromEntries(new URL(path, 'https://x.example').searchParams)
    expect(readOutcome(query)).toEqual({
      language: 'ta',
      problems: [{ code: 'ratingMissing' }, { code: 'photoFormat', photo: 2 }],
      sent: false,
    })
    expect(readOutcome({ lang: 'fr', problems: 'dropTables.photoSize-x', sent: 'yes' })).toEqual({
      language: null,
      problems: [{ code: 'photoSize' }],
      sent: false,
    })
  })
})

describe.each(STORAGE_KINDS)('a family’s review from its link on %s', (kind) => {
  let cleanup: () => Promise<void>
  let restoreEnv: () => void
  let client = 0

  beforeAll(async () => {
    restoreEnv = replaceEnv({ TRAVEL_API_URL: undefined, REDIS_URL: undefined, TRUST_PROXY_HOPS: '1' })
    cleanup = await useStorage(kind)
  })
  afterAll(async () => {
    await cleanup()
    restoreEnv()
  })

  /** Posts the form as a browser does (multipart), from a client of its own; answers the 303's address. */
  async function post(token: string, body: FormData, from = `203.0.113.${++client}-${kind}`) {
    const response = await handleReviewPost(
      new Request(`https://www.gopuram.example${reviewLinkPath(token)}/send`, {
        method: 'POST',
        body,
        headers: { 'x-forwarded-for': from },
      }),
      token,
    )
    expect(response.status).toBe(303)
    return response.headers.get('location')!
  }

  it('stores the review pending with its photos, re-encoded as WebP without location or camera tags', async () => {
    const { token, reviewId } = await requestedReview({ language: 'ta', name: 'Meenakshi Sundaram' })
    const original = await phoneJpeg()
    const kept = await sharp(original).metadata()
    expect(kept.exif).toEqual(expect.any(Buffer))
    expect(original.includes(Buffer.from('PhoneMaker'))).toBe(true)
    const png = await sharp({ create: { width: 800, height: 600, channels: 4, background: '#2a6f97' } })
      .png()
      .toBuffer()

    const before = Date.now()
    const location = await post(
      token,
      form(words, [
        { bytes: original, name: 'IMG_0042.JPG', type: 'image/jpeg' },
        { bytes: png, name: 'ghat.png', type: 'image/png' },
      ]),
    )
    expect(location).toBe(`/review/${token}?sent=1`)

    const { review, photos } = await storedReview(reviewId)
    expect(review).toMatchObject({
      status: 'pending',
      rating: 5,
      body: words.body,
      language: 'ta',
      display_name: 'மீ. சு.',
      consent_name: 1,
      consent_photos: 1,
      version: 2,
    })
    expect(Number(review.submitted_at)).toBeGreaterThanOrEqual(before)
    expect(
      photos.map((photo) => [photo.position, photo.status, photo.content_type, photo.width, photo.height, photo.file]),
    ).toEqual([
      [0, 'pending', 'image/webp', 1600, 1067, null],
      [1, 'pending', 'image/webp', 800, 600, null],
    ])
    for (const photo of photos) {
      const bytes = Buffer.from(photo.bytes)
      const metadata = await sharp(bytes).metadata()
      expect(metadata.format).toBe('webp')
      expect(metadata.exif).toBeUndefined()
      expect(metadata.xmp).toBeUndefined()
      expect(bytes.includes(Buffer.from('EXIF'))).toBe(false)
      expect(bytes.includes(Buffer.from('PhoneMaker'))).toBe(false)
      expect(bytes.includes(Buffer.from('Pocket 12'))).toBe(false)
    }

    // Thanks just after; the link opens nothing else any more, and a second send is refused.
    expect(await readReviewPage(token, { sent: '1' })).toMatchObject({ state: 'thanks', locale: 'ta' })
    expect(await readReviewPage(token, {})).toBeNull()
    expect(await post(token, form({ ...words, rating: '1', body: 'Second try' }))).toBe(`/review/${token}`)
    expect((await storedReview(reviewId)).review).toMatchObject({ rating: 5, body: words.body, version: 2 })
  })

  it.each([
    [
      'a HEIC photo',
      () =>
        Promise.resolve(
          Buffer.concat([Buffer.from('0000001c6674797068656963000000006d69663168656963', 'hex'), Buffer.alloc(64)]),
        ),
      'IMG_0001.HEIC',
      'image/heic',
      'photoFormat',
    ],
    [
      'a GIF',
      () =>
        sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
          .gif()
          .toBuffer(),
      'dance.gif',
      'image/gif',
      'photoFormat',
    ],
    [
      'a PDF named .jpg',
      () => Promise.resolve(Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF')),
      'ticket.jpg',
      'image/jpeg',
      'photoFormat',
    ],
    [
      'an AVIF',
      () =>
        sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
          .avif()
          .toBuffer(),
      'photo.avif',
      'image/avif',
      'photoFormat',
    ],
    [
      'a photo over 10 MB',
      () => Promise.resolve(Buffer.alloc(REVIEW_PHOTO_MAX_BYTES + 1)),
      'huge.jpg',
      'image/jpeg',
      'photoSize',
    ],
  ])('refuses %s by its place, keeps what was typed and stores no review', async (_, make, name, type, code) => {
    const { token, reviewId } = await requestedReview({ language: 'en', name: 'Ravi Kumar' })
    const good = await phoneJpeg(400, 300)
    const location = await post(
      token,
      form({ ...words, lang: 'en' }, [
        { bytes: good, name: 'temple.jpg', type: 'image/jpeg' },
        { bytes: await make(), name, type },
      ]),
    )
    expect(location).toBe(`/review/${token}?problems=${code}-2#problems`)
    const { review, photos } = await storedReview(reviewId)
    expect(review).toMatchObject({
      status: 'requested',
      submitted_at: null,
      rating: 5,
      body: words.body,
      language: 'ta',
    })
    expect(photos).toEqual([])

    const page = await readReviewPage(token, Object.fromEntries(new URL(location, 'https://x.example').searchParams))
    expect(page).toMatchObject({
      state: 'form',
      locale: 'en',
      name: 'Ravi Kumar',
      month: 'December 2026',
      problems: [{ code, photo: 2 }],
      entries: {
        rating: 5,
        body: words.body,
        language: 'ta',
        displayName: 'மீ. சு.',
        consentName: true,
        consentPhotos: true,
      },
    })
  })

  it('refuses a sixth photo', async () => {
    const { token, reviewId } = await requestedReview()
    const photo = { bytes: await phoneJpeg(40, 30), name: 'a.jpg', type: 'image/jpeg' }
    const location = await post(token, form({ ...words, lang: 'en' }, Array(6).fill(photo)))
    expect(location).toBe(`/review/${token}?problems=photoCount#problems`)
    expect((await storedReview(reviewId)).review.status).toBe('requested')
  })

  it('shows the form in the booking’s language, or the other one asked for, with the trip and the month travelled', async () => {
    const { token, trip } = await requestedReview({ language: 'ta', name: 'Lakshmi' })
    const tamil = await readReviewPage(token, {})
    expect(tamil).toMatchObject({
      state: 'form',
      locale: 'ta',
      bookingLocale: 'ta',
      name: 'Lakshmi',
      month: 'டிசம்பர் 2026',
      problems: [],
      entries: {
        rating: null,
        body: '',
        language: 'ta',
        displayName: 'Lakshmi',
        consentName: false,
        consentPhotos: false,
      },
    })
    expect(tamil?.state === 'form' && tamil.trip).toBeTruthy()
    const english = await readReviewPage(token, { lang: 'en' })
    expect(english).toMatchObject({
      state: 'form',
      locale: 'en',
      bookingLocale: 'ta',
      month: 'December 2026',
      trip: trip.title,
    })
    expect(await readReviewPage('no-such-token-0000000000', {})).toBeNull()
    expect(await readReviewPage('../../etc', {})).toBeNull()
  })

  it('keeps "no, thank you": declined, never a review after it', async () => {
    const { token, reviewId } = await requestedReview({ language: 'ta' })
    expect(await post(token, form({ intent: 'decline', lang: 'ta' }))).toBe(`/review/${token}`)
    const { review } = await storedReview(reviewId)
    expect(review.status).toBe('declined')
    expect(Number(review.declined_at)).toBeGreaterThan(0)
    expect(await readReviewPage(token, {})).toMatchObject({ state: 'declined', locale: 'ta' })

    expect(await post(token, form(words))).toBe(`/review/${token}`)
    const after = await storedReview(reviewId)
    expect(after.review).toMatchObject({ status: 'declined', rating: null, submitted_at: null })
    expect(after.photos).toEqual([])
  })

  it('answers a made-up link with its page, which opens nothing', async () => {
    expect(await post('made-up-token-000000000000', form(words))).toBe('/review/made-up-token-000000000000')
  })

  it('stops a client after 20 sends in an hour', async () => {
    const { token, reviewId } = await requestedReview()
    const from = `198.51.100.7-${kind}`
    for (let i = 0; i < 20; i += 1) {
      expect(await post(token, form({ lang: 'en' }), from)).toContain('problems=ratingMissing')
    }
    expect(await post(token, form({ ...words, lang: 'en' }), from)).toBe(`/review/${token}?problems=tooMany#problems`)
    expect((await storedReview(reviewId)).review.status).toBe('requested')
  })
})
