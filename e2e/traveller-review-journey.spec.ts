import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { promisify } from 'node:util'
import { expect, test } from '@playwright/test'
import PostalMime from 'postal-mime'
import sharp from 'sharp'
import { startMailbox } from '../tests/support/mailbox'
import { withSiteDb } from './lead-store'
import { openRendered, revalidateReviews } from './rpub-rows'
import { createStaff, signIn, useOwnClientAddress } from './staff'
import { servers, uniqueName } from './support'

test.beforeEach(({ page }, testInfo) => useOwnClientAddress(page, testInfo))

/**
 * A review from the people who travelled, end to end on the embedded build, on a 390 px phone:
 * the clock moves past a departure's return (the queue run at chosen instants, never waiting), the
 * family's request goes once, in Tamil; they send a Tamil review with two photos from their phone,
 * with the camera's GPS position in them; staff approve one photo and publish the words; the trip
 * page then shows the review with its month and boarding city, the approved photo without any GPS
 * tag (read in the test from the bytes served), the other photo nowhere, and the trip's
 * AggregateRating of 1 review. The rows are removed after, and the pages rendered again.
 */

const SLUG = 'kailash-mansarovar-yatra'
const DEPARTS_ON = '2031-03-10'
const RETURNS_ON = '2031-03-21'
const WORDS = 'கைலாய யாத்திரை மனதுக்கு நிறைவாக இருந்தது. வயதான அம்மாவை எல்லோரும் அன்புடன் கவனித்துக்கொண்டார்கள்.'
const { embedded } = servers

/** The review requests' queue, run once by the site's own code at `instant`; answers how many e-mails went. */
async function runQueueAt(instant: string, smtpPort: number): Promise<number> {
  // Not execFileSync: the mailbox listens in this process, which must stay free to answer it.
  const { stdout: out } = await promisify(execFile)(
    process.execPath,
    [
      '--import',
      'tsx',
      // The server's own next/navigation, as the bundler gives it (the reviews' entry reaches the
      // back office's action runner).
      '--import',
      './bench/support/next-server-modules.mjs',
      '--conditions',
      'react-server',
      'e2e/review-queue-at.ts',
      instant,
    ],
    { env: { ...process.env, ...embedded.env, SMTP_URL: `smtp://127.0.0.1:${smtpPort}` } },
  )
  // The site logs its work as JSON lines on the same output; the count is the line of its own.
  const count = out.match(/^sent (\d+)$/m)
  if (!count) throw new Error(`The queue printed no count:\n${out}`)
  return Number(count[1])
}

/** A JPEG as a phone takes it: its camera and its GPS position (the Kailash path) in its EXIF. */
async function phonePhoto(name: string, background: string) {
  const buffer = await sharp({ create: { width: 2000, height: 1500, channels: 3, background } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Pocket 12' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '31/1 4/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '81/1 18/1 45/1' },
    })
    .toBuffer()
  return { name, mimeType: 'image/jpeg', buffer }
}

/** Whether a picture's EXIF (as sharp reads it) has a GPS directory: the pointer tag 0x8825 in its first IFD. */
function hasGpsTags(exif: Buffer | undefined): boolean {
  if (!exif) return false
  const tiff = exif.subarray(exif.indexOf('Exif\0\0') === 0 ? 6 : 0)
  const little = tiff.toString('latin1', 0, 2) === 'II'
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at))
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at))
  const ifd = u32(4)
  for (let i = 0; i < u16(ifd); i += 1) if (u16(ifd + 2 + i * 12) === 0x8825) return true
  return false
}

interface Journey {
  bookingId: number
  reference: string
}

function storeBooking(name: string, email: string): Journey {
  const now = Date.now()
  const reference = `GH-RJ${now.toString(36).slice(-5).toUpperCase()}${Math.floor(Math.random() * 90 + 10)}`
  return withSiteDb(
    embedded.env.DATA_DIR,
    (db) => {
      const trip = db.prepare('SELECT id, title FROM trips WHERE slug = ?').get(SLUG) as { id: string; title: string }
      const lead = db
        .prepare(
          `INSERT INTO leads (reference, kind, form, payload, idempotency_key, status, created_at, stage, name, email, phone, trip, locale)
           VALUES (?, 'tripEnquiry', 'trip-enquiry', ?, ?, 'stored', ?, 'won', ?, ?, '+91 98400 77123', ?, 'ta')`,
        )
        .run(
          reference,
          JSON.stringify({ name, email, mobileNumber: '+91 98400 77123', tripId: SLUG }),
          `e2e-journey-${reference}-abcdefgh`,
          now,
          name,
          email,
          SLUG,
        )
      const booking = db
        .prepare(
          `INSERT INTO bookings (lead_id, trip_id, trip_slug, trip_title, departs_on, returns_on, boarding_city_id, boarding_city,
             status, seats, agreed_total, language, created_by_name, created_at)
           VALUES (?, ?, ?, ?, ?, ?, 'madurai', 'Madurai', 'confirmed', 2, 310000, 'ta', 'Review journey', ?)`,
        )
        .run(lead.lastInsertRowid, trip.id, SLUG, trip.title, DEPARTS_ON, RETURNS_ON, now)
      return { bookingId: Number(booking.lastInsertRowid), reference }
    },
    { readonly: false },
  )
}

function removeJourney({ bookingId, reference }: Journey) {
  withSiteDb(
    embedded.env.DATA_DIR,
    (db) => {
      const review = db.prepare('SELECT id FROM traveller_reviews WHERE booking_id = ?').get(bookingId) as
        { id: number } | undefined
      if (review) {
        db.prepare('DELETE FROM uploaded_files WHERE path LIKE ?').run(`reviews/${review.id}/%`)
        db.prepare('DELETE FROM traveller_review_photos WHERE review_id = ?').run(review.id)
        db.prepare('DELETE FROM traveller_reviews WHERE id = ?').run(review.id)
        // Its decisions too: SQLite gives a deleted row's id to the next review, whose history would show them.
        db.prepare('DELETE FROM audit_log WHERE subject = ?').run(`review ${review.id}`)
      }
      db.prepare('DELETE FROM jobs WHERE key IN (?, ?)').run(
        `review-request:${bookingId}`,
        `review-reminder:${bookingId}`,
      )
      db.prepare('DELETE FROM bookings WHERE id = ?').run(bookingId)
      db.prepare('DELETE FROM lead_activity WHERE lead_id IN (SELECT id FROM leads WHERE reference = ?)').run(reference)
      db.prepare('DELETE FROM leads WHERE reference = ?').run(reference)
    },
    { readonly: false },
  )
}

function reviewOf(bookingId: number) {
  return withSiteDb(embedded.env.DATA_DIR, (db) => {
    const review = db.prepare('SELECT id, token, status FROM traveller_reviews WHERE booking_id = ?').get(bookingId) as
      { id: number; token: string; status: string } | undefined
    const photos = review
      ? (db
          .prepare(
            'SELECT id, position, status, file FROM traveller_review_photos WHERE review_id = ? ORDER BY position',
          )
          .all(review.id) as { id: number; position: number; status: string; file: string | null }[])
      : []
    return { review, photos }
  })
}

test('the clock passes a return: the request goes once, a Tamil review with two photos is sent from a phone, one photo approved, and the trip page shows it', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the family’s phone: 390 px')
  test.setTimeout(240_000)
  const mailbox = await startMailbox(0)
  const name = uniqueName(testInfo, 'Lakshmi Narayanan')
  const email = `journey-${randomBytes(4).toString('hex')}@example.com`
  const journey = storeBooking(name, email)
  try {
    // The day they are back: nothing yet. The next morning, after nine in India: the request, once.
    expect(await runQueueAt('2031-03-21T18:00:00+05:30', mailbox.port)).toBe(0)
    expect(reviewOf(journey.bookingId).review).toBeUndefined()
    expect(await runQueueAt('2031-03-22T09:30:00+05:30', mailbox.port)).toBe(1)
    expect(await runQueueAt('2031-03-22T16:00:00+05:30', mailbox.port)).toBe(0)
    const mails = mailbox.received.filter((m) => m.to.includes(email))
    expect(mails).toHaveLength(1)
    const mail = await PostalMime.parse(mails[0]!.raw)
    expect(mail.subject).toContain('உங்கள் பயணம் எப்படி இருந்தது?')
    const { review } = reviewOf(journey.bookingId)
    expect(review).toMatchObject({ status: 'requested' })
    const link = mail.text!.match(/https?:\/\/\S+\/review\/([\w-]+)/)
    expect(link?.[1]).toBe(review!.token)

    // The family, on their phone: stars, their words in Tamil, their name as initials, two photos.
    await page.goto(`/review/${review!.token}`)
    await expect(page.locator('html')).toHaveAttribute('lang', 'ta')
    expect(page.viewportSize()!.width).toBe(390)
    const stars = page.getByRole('group', { name: 'உங்கள் பயணம் எப்படி இருந்தது?' })
    await stars.getByText('5', { exact: true }).click()
    await page.getByLabel('உங்கள் வார்த்தைகளில்').fill(WORDS)
    await page.getByLabel('காட்ட வேண்டிய பெயர்').fill('ல. நா.')
    const photos = [await phonePhoto('kailash.jpg', '#5b7fa6'), await phonePhoto('camp.jpg', '#a65b3c')]
    for (const photo of photos) expect(hasGpsTags((await sharp(photo.buffer).metadata()).exif)).toBe(true)
    await page.getByLabel('உங்கள் புகைப்படங்கள் (விருப்பம்)').setInputFiles(photos)
    await page.getByLabel('என் பெயரை என் கருத்துடன் வெளியிடலாம்').check()
    await page.getByLabel('என் புகைப்படங்களை இணையதளத்தில் வெளியிடலாம்').check()
    await page.getByRole('button', { name: 'கருத்தை அனுப்புங்கள்' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('உங்கள் கருத்துக்கு நன்றி')
    expect(reviewOf(journey.bookingId).review!.status).toBe('pending')
    expect(reviewOf(journey.bookingId).photos.map((p) => p.status)).toEqual(['pending', 'pending'])

    // A week on, the family has answered: no reminder.
    expect(await runQueueAt('2031-03-29T10:00:00+05:30', mailbox.port)).toBe(0)
    expect(mailbox.received.filter((m) => m.to.includes(email))).toHaveLength(1)

    // Staff, on a phone too: the first photo approved on its own, the words published.
    await signIn(page, createStaff(testInfo, 'journeyowner', 'owner'))
    await page.goto(`/admin/reviews/${review!.id}`)
    const cards = page.getByTestId('review-photo')
    await expect(cards).toHaveCount(2)
    await cards.nth(0).getByRole('button', { name: 'Approve photo 1 of 2' }).click()
    await expect(cards.nth(0).getByText('Photo approved')).toBeVisible()
    await page.getByRole('region', { name: 'What they wrote' }).getByRole('button', { name: 'Publish' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Published on the site' })).toBeVisible()
    const stored = reviewOf(journey.bookingId)
    expect(stored.review!.status).toBe('approved')
    expect(stored.photos.map((p) => p.status)).toEqual(['approved', 'pending'])

    // The trip page: the review with its month and city, the approved photo alone, the rating.
    await page.context().clearCookies()
    await openRendered(page, `/trip/${SLUG}`, '[data-testid="trip-reviews"]')
    const section = page.getByRole('region', { name: 'Reviews from travellers' })
    const card = section.getByTestId('traveller-review').filter({ hasText: 'ல. நா.' })
    await expect(card.locator('blockquote')).toHaveText(WORDS)
    await expect(card.locator('blockquote')).toHaveAttribute('lang', 'ta')
    await expect(card.getByTestId('review-travelled')).toHaveText('Travelled Mar 2031 · from Madurai')
    const travellerPhotos = page.getByRole('region', { name: 'Photos from travellers' }).getByRole('img')
    await expect(travellerPhotos).toHaveCount(1)
    const shown = travellerPhotos.first()
    await expect(shown).toHaveAttribute('src', new RegExp(encodeURIComponent(`/uploads/${stored.photos[0]!.file}`)))
    // The bytes a visitor's browser gets, from the image optimizer and from the upload itself: no GPS, no camera.
    const src = (await shown.getAttribute('src'))!
    for (const url of [src, `/uploads/${stored.photos[0]!.file}`]) {
      const response = await page.request.get(url)
      expect(response.status()).toBe(200)
      const bytes = await response.body()
      const metadata = await sharp(bytes).metadata()
      expect(hasGpsTags(metadata.exif)).toBe(false)
      expect(metadata.exif).toBeUndefined()
      expect(bytes.includes(Buffer.from('PhoneMaker'))).toBe(false)
    }
    const graph = (await page.locator('script[type="application/ld+json"]').allTextContents()).flatMap(
      (text) => JSON.parse(text)['@graph'] as Record<string, unknown>[],
    )
    const trip = graph.find((node) => [node['@type']].flat().includes('TouristTrip'))!
    expect(trip.aggregateRating).toMatchObject({ '@type': 'AggregateRating', ratingValue: 5, reviewCount: 1 })
    await page.screenshot({ path: testInfo.outputPath('trip-page.png'), fullPage: true })
  } finally {
    await mailbox.close()
    removeJourney(journey)
    await revalidateReviews(page)
    await openRendered(page, `/trip/${SLUG}`, '[data-testid="trip-reviews"]', 0)
    await openRendered(page, '/', '[data-testid="traveller-photos"]', 0)
  }
})
