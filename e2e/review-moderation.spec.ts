import { expect, test, type Page, type TestInfo } from '@playwright/test'
import { withSiteDb } from './lead-store'
import { storeSentReview } from './rmod-rows'
import { createStaff, openDeskSection, signIn, useOwnClientAddress } from './staff'
import { servers, uniqueName } from './support'
import { ONE_WIDTH } from './tags'

test.beforeEach(({ page }, testInfo) => useOwnClientAddress(page, testInfo))

/**
 * The reviews families send, moderated in the back office at the project's width: a Tamil review with
 * two photos waits in /admin/reviews; staff open it, read the words as sent (marked Tamil), approve
 * one photo, whose copy then answers at /uploads/<file>, and publish the words; hiding the photo
 * again takes that address down (404); the owner answers in public; every decision is listed. The
 * review rows are written straight in the store, as the review form leaves them.
 */

const WORDS =
  'எங்கள் குடும்பத்துக்கு மறக்க முடியாத பயணம். Our tour manager Suresh looked after my mother at every temple, and the food was always hot.'

const photoRow = (id: number) =>
  withSiteDb(
    servers.embedded.env.DATA_DIR,
    (db) =>
      db.prepare('SELECT status, file, bytes FROM traveller_review_photos WHERE id = ?').get(id) as {
        status: string
        file: string | null
        bytes: Buffer
      },
  )

const reviewRow = (id: number) =>
  withSiteDb(
    servers.embedded.env.DATA_DIR,
    (db) =>
      db.prepare('SELECT status, reply, version FROM traveller_reviews WHERE id = ?').get(id) as {
        status: string
        reply: string
        version: number
      },
  )

const noSideScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0)

const shot = (page: Page, testInfo: TestInfo, name: string) =>
  page.screenshot({ path: testInfo.outputPath(`${name}-${testInfo.project.name}.png`), fullPage: true })

test('staff approve one photo and publish the words; the photo is served while approved; the owner answers', async ({
  page,
  request,
}, testInfo) => {
  const family = uniqueName(testInfo, 'Review Family')
  const shown = `Meena ${testInfo.project.name}`
  const { reviewId, photoIds } = await storeSentReview({ family, displayName: shown, body: WORDS })
  await signIn(page, createStaff(testInfo, 'reviewowner', 'owner'))

  // The menu counts the reviews waiting; the list shows this one among them.
  await openDeskSection(page, /^Reviews/)
  await expect(page.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible()
  const waiting = page.getByRole('region', { name: /^Waiting for a decision/ })
  const row = waiting.getByTestId('review-row').filter({ hasText: shown })
  await expect(row).toContainText('5 of 5 stars')
  await expect(row).toContainText('Char Dham Yatra · Tamil · 2 photos, 2 waiting')
  await expect(row.locator('p[lang="ta"]')).toContainText('எங்கள் குடும்பத்துக்கு மறக்க முடியாத பயணம்.')
  await noSideScroll(page)
  await shot(page, testInfo, 'reviews-list')
  await row.getByRole('link', { name: shown }).click()

  // The family's words exactly as sent, in their language; the booking they are about.
  await expect(page).toHaveURL(new RegExp(`/admin/reviews/${reviewId}$`))
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`Review by ${shown}`)
  await expect(page.getByTestId('review-words')).toHaveText(WORDS)
  await expect(page.getByTestId('review-words')).toHaveAttribute('lang', 'ta')
  const trip = page.getByRole('region', { name: 'The family and their trip' })
  await expect(trip.getByRole('link', { name: family })).toHaveAttribute('href', /\/admin\/bookings\/\d+$/)
  await expect(trip).toContainText('October 2026')
  await expect(trip).toContainText('Madurai')
  // No field to change what they wrote.
  await expect(page.getByRole('region', { name: 'What they wrote' }).getByRole('textbox')).toHaveCount(0)

  // Staff see both photos before any is published.
  const photos = page.getByTestId('review-photo')
  await expect(photos).toHaveCount(2)
  const staffPhoto = await page.request.get(`/admin/reviews/photos/${photoIds[1]}`)
  expect(staffPhoto.status()).toBe(200)
  expect(staffPhoto.headers()['content-type']).toBe('image/webp')
  // The \`request\` fixture carries no session: it stands for anyone.
  expect((await request.get(`/admin/reviews/photos/${photoIds[1]}`)).status()).toBe(401)

  await photos.nth(0).getByRole('button', { name: 'Approve photo 1 of 2' }).click()
  await expect(photos.nth(0).getByText('Photo approved')).toBeVisible()
  await expect(photos.nth(0).getByText('Approved', { exact: true })).toBeVisible()
  const approved = photoRow(photoIds[0]!)
  expect(approved.status).toBe('approved')
  expect(approved.file).toMatch(new RegExp(`^reviews/${reviewId}/[0-9a-f]{16}\\.webp$`))
  expect(photoRow(photoIds[1]!)).toMatchObject({ status: 'pending', file: null })
  // Its copy is served under /uploads to anyone, byte for byte.
  const upload = await request.get(`/uploads/${approved.file}`)
  expect(upload.status()).toBe(200)
  expect(upload.headers()['content-type']).toBe('image/webp')
  expect(Buffer.compare(await upload.body(), approved.bytes)).toBe(0)

  await page.getByRole('region', { name: 'What they wrote' }).getByRole('button', { name: 'Publish' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Published on the site' })).toBeVisible()
  await expect(page.locator('article > header').getByText('Published', { exact: true })).toBeVisible()
  expect(reviewRow(reviewId).status).toBe('approved')

  // Hidden again, the photo's address answers 404.
  await photos.nth(0).getByRole('button', { name: 'Hide photo 1 of 2' }).click()
  await expect(photos.nth(0).getByText('Photo hidden')).toBeVisible()
  expect(photoRow(photoIds[0]!)).toMatchObject({ status: 'hidden', file: null })
  expect((await request.get(`/uploads/${approved.file}`)).status()).toBe(404)

  // The owner's public answer.
  const answer = page.getByRole('region', { name: 'The agency’s answer' })
  await answer.getByLabel('Answer in public').fill('நன்றி, Meena! We are glad your mother enjoyed the yatra.')
  await answer.getByRole('button', { name: 'Save the answer' }).click()
  await expect(answer.getByText('Answer saved')).toBeVisible()
  await expect(answer.getByTestId('review-reply')).toHaveText('நன்றி, Meena! We are glad your mother enjoyed the yatra.')
  expect(reviewRow(reviewId)).toMatchObject({
    reply: 'நன்றி, Meena! We are glad your mother enjoyed the yatra.',
    version: 3,
  })

  // Every decision, oldest first, with who took it.
  await expect(page.getByTestId('review-history').getByRole('listitem')).toHaveText([
    /^Photo 1 approved.* by Reviewowner/,
    /^Published on the site.* by Reviewowner/,
    /^Photo 1 hidden.* by Reviewowner/,
    /^Answer saved.* by Reviewowner/,
  ])
  await noSideScroll(page)
  await shot(page, testInfo, 'review-page')

  // Hidden again, the words leave the site: the trip page and the testimonials that other specs
  // count stay as the seed made them.
  await page.getByRole('region', { name: 'What they wrote' }).getByRole('button', { name: 'Hide' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Hidden from the site' })).toBeVisible()
  expect(reviewRow(reviewId).status).toBe('hidden')
})

test(`the catalogue's reviews are marked as the agency's examples and lead to the travellers' reviews ${ONE_WIDTH}`, async ({
  page,
}, testInfo) => {
  await signIn(page, createStaff(testInfo, 'reviewagent', 'agent'))
  await page.goto('/admin/catalog/reviews')
  const items = page.getByTestId('content-item')
  // Every review of the catalogue is the agency's own, none sent by a family.
  const count = await items.count()
  expect(count).toBeGreaterThan(0)
  await expect(items.filter({ hasText: 'The agency’s example' })).toHaveCount(count)
  await page.getByRole('link', { name: 'Reviews from travellers' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/reviews$/)
})
