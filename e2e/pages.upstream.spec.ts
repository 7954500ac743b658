import { expect, test } from '@playwright/test'
import { seedTrips } from '@/lib/catalog/seed/data'
import { FAILING_TRIP_SLUG, stub } from './support'

/**
 * The catalogue pages against the upstream build, whose stub provider fails the category
 * calls and one trip's detail permanently (see e2e/settings.mjs); REVALIDATE_SECONDS=2.
 */

const TRIPS_FAILED = 'Failed to load trips. Please try again later.'
const TRIP_FAILED = 'Failed to load trip details. Please try again later.'

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

test.describe('a failed revalidation', () => {
  const trip = seedTrips.find((t) => t.category === 'domestic')!

  test.afterEach(async () => {
    await stub.reset()
  })

  test('keeps the last good trip page', async ({ page }) => {
    await page.goto(`/trip/${trip.slug}`)
    await expect(page.locator('main').getByRole('heading', { level: 1 })).toHaveText(trip.title)

    await stub.configure({ failures: [`/api/web/trip/detail?slug=${trip.slug}`] })
    // Past the 2 s ISR period, so the next visits regenerate the page from a failing source.
    await page.waitForTimeout(2_500)
    await page.reload()
    await page.waitForTimeout(1_000)
    await page.reload()

    const main = page.locator('main')
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(trip.title)
    await expect(main.getByRole('heading', { name: 'Detailed Itinerary' })).toBeVisible()
    await expect(main.getByText(TRIP_FAILED)).toHaveCount(0)
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0)
  })
})
