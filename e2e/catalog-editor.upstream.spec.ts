import { expect, test } from '@playwright/test'
import { createStaff, signIn } from './staff'
import { servers } from './support'

/**
 * The catalogue editor when the site reads an upstream provider (TRAVEL_API_URL): the catalogue
 * is the provider's, so the back office shows it read-only and says so, and its editing pages
 * are not offered.
 */

test("the catalogue is the provider's: shown read-only, with no way to edit it", async ({ page }, testInfo) => {
  const owner = createStaff(testInfo, 'upstream-owner', 'owner', servers.upstream)
  await signIn(page, owner)
  await page.goto('/admin/catalog')
  await expect(page.getByRole('heading', { level: 1, name: 'Catalogue' })).toBeVisible()
  await expect(page.getByText('The site reads its catalogue from the travel provider (TRAVEL_API_URL)')).toBeVisible()
  await expect(page.getByRole('link', { name: 'New trip' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: /^(Hide|Duplicate|Publish) / })).toHaveCount(0)
  for (const path of ['/admin/catalog/trips/new', '/admin/catalog/banners', '/admin/catalog/reviews']) {
    await page.goto(path)
    await expect(page).toHaveURL(/\/admin\/catalog$/)
  }
})
