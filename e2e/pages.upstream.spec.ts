import { expect, test } from '@playwright/test'
import { seedTrips } from '@/lib/catalog/seed/data'
import { stubRecordsAt } from './stub-records'
import { FAILING_TRIP_SLUG, hydrated, pdfText, servers, stub, trackNetwork, recordToasts } from './support'

/**
 * The catalogue pages against the upstream build, whose stub provider fails the category
 * calls and one trip's detail permanently (see e2e/settings.mjs); REVALIDATE_SECONDS=2.
 */

const TRIPS_FAILED = 'Failed to load trips. Please try again later.'
const TRIP_FAILED = 'Failed to load trip details. Please try again later.'
/** Every read the stub provider answered. */
const provider = stubRecordsAt(servers.stub.url)
/** The upstream server's ISR period (its REVALIDATE_SECONDS). */
const ISR_PERIOD_MS = Number(servers.upstream.env.REVALIDATE_SECONDS) * 1000

test('a category page whose trips fail to load shows the "Error" toast and an inline message', async ({ page }) => {
  await page.goto('/pilgrimage')
  const toast = page.locator('[data-sonner-toast]')
  await expect(toast).toHaveCount(1)
  await expect(toast).toContainText('Error')
  await expect(toast).toContainText(TRIPS_FAILED)
  const main = page.locator('main')
  await expect(main.getByRole('alert')).toContainText(TRIPS_FAILED)
  await expect(main.getByRole('article')).toHaveCount(0)
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Pilgrimage Tours')
})

test('a trip whose detail fails to load shows the failure toast and a clear message, not a 404', async ({ page }) => {
  const response = await page.goto(`/trip/${FAILING_TRIP_SLUG}`)
  expect(response?.status()).not.toBe(404)
  const toast = page.locator('[data-sonner-toast]')
  await expect(toast).toHaveCount(1)
  await expect(toast).toContainText(TRIP_FAILED)
  await expect(page.locator('main').getByRole('alert')).toContainText('Trip details are unavailable right now')
  await expect(page.getByText('Trip not found')).toHaveCount(0)
})

test("a trip's itinerary PDF is made from the provider's trip; a trip the provider cannot read is a 503 to try again", async ({
  request,
}) => {
  const trip = seedTrips.find((candidate) => candidate.slug !== FAILING_TRIP_SLUG && candidate.itinerary.length > 0)!
  const res = await request.get(`/trip/${trip.slug}/itinerary.pdf`)
  expect(res.status()).toBe(200)
  expect(res.headers()['content-type']).toBe('application/pdf')
  const text = pdfText(await res.body()).replace(/\s+/g, ' ')
  expect(text).toContain(trip.title)
  for (const day of trip.itinerary) if (day.title) expect(text).toContain(day.title)

  const failing = await request.get(`/trip/${FAILING_TRIP_SLUG}/itinerary.pdf`)
  expect(failing.status()).toBe(503)
  expect(failing.headers()['retry-after']).toBe('60')
})

test.describe('a failed revalidation', () => {
  const trip = seedTrips.find((t) => t.category === 'domestic')!

  test.afterEach(async () => {
    await stub.reset()
  })

  test('keeps the last good trip page', async ({ page }) => {
    // Regenerations on a busy machine come seconds apart: the poll below may need a minute and more.
    test.slow()
    const detailRead = `/api/web/trip/detail?slug=${trip.slug}`
    const main = page.locator('main')
    await page.goto(`/trip/${trip.slug}`)
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(trip.title)

    await stub.configure({ failures: [detailRead] })
    const failingSince = Date.now()
    // Once the page is older than its 2 s ISR period, a visit has it regenerated from the failing source. Visit
    // until a regeneration's read has reached the provider and failed, then five more times (each at least one ISR
    // period apart), so those visits are served pages made after the failure: each must still be the last good page.
    // (How soon Next tries the failed read again is its own affair; a second failure is not waited for.)
    const shown: string[] = []
    const visit = async () => {
      // What was served is in the HTML: no need to wait for its pictures.
      await page.reload({ waitUntil: 'domcontentloaded' })
      const [headings, text] = await Promise.all([main.locator('h1').allTextContents(), main.innerText()])
      const failure = ['Trip details are unavailable', 'Trip not found', TRIP_FAILED].filter((t) => text.includes(t))
      shown.push(JSON.stringify({ headings, failure }))
    }
    await expect
      .poll(
        async () => {
          await visit()
          return (await provider.readsOf(detailRead, failingSince)).filter((read) => read.status === 500).length
        },
        { message: 'a regeneration that read the failing trip detail', timeout: 120_000, intervals: [500] },
      )
      .toBeGreaterThanOrEqual(1)
    for (let i = 0; i < 5; i++) {
      await page.waitForTimeout(ISR_PERIOD_MS)
      await visit()
    }
    expect(shown.length).toBeGreaterThanOrEqual(6)
    expect([...new Set(shown)]).toEqual([JSON.stringify({ headings: [trip.title], failure: [] })])
    const network = trackNetwork(page)
    const toasts = await recordToasts(page)
    await page.reload()

    await expect(main.getByRole('heading', { level: 1 })).toHaveText(trip.title)
    await expect(main.getByRole('heading', { name: 'Detailed Itinerary' })).toBeVisible()
    await hydrated(main.getByRole('heading', { name: 'Detailed Itinerary' }))
    await network.idle()
    await expect(main.getByText(TRIP_FAILED)).toHaveCount(0)
    expect(await toasts.seen()).toEqual([])
  })
})
