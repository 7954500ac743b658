import { expect, test } from '@playwright/test'
import { createStaff, signIn, type TestStaff, useOwnClientAddress } from './staff'
import { hydrated, queryPostgres, servers } from './support'

/**
 * The owner's weekly hours on the Settings screen: a closing before the opening is refused, and the
 * saved week is on the public pages at their next request. The hours are on every public page (the
 * top bar, the agency's structured data), so this runs on the PostgreSQL site, one file at a time
 * (the postgres project): on the embedded site a page that another spec's visit was regenerating
 * across the save was kept with the changed hours, and that spec read them.
 */

const postgres = servers.postgres!
let owner: TestStaff

test.beforeEach(({ page }, testInfo) => useOwnClientAddress(page, testInfo))

test.beforeAll(async ({}, testInfo) => {
  owner = createStaff(testInfo, 'office-week-owner', 'owner', postgres)
})

/** The weekly hours as stored; none until the owner saves them. */
async function storedWeek(): Promise<unknown> {
  const [row] = await queryPostgres<{ value: string }>("SELECT value FROM site_settings WHERE key = 'office_week'")
  return row ? JSON.parse(row.value) : null
}

const WORKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']

test('the owner sets the weekly hours: a closing before the opening is refused, the saved week is on the public pages at once', async ({
  page,
}) => {
  await signIn(page, owner)
  await page.goto('/admin/settings')
  const week = page.getByRole('region', { name: 'Weekly hours' })
  const save = week.getByRole('button', { name: 'Save hours' })
  await hydrated(save)
  await week.getByLabel('Tuesday closes').fill('08:00')
  await save.click()
  await expect(week.getByRole('status')).toContainText('Close after the office opens')
  await expect(week.getByLabel('Tuesday closes')).toHaveAttribute('aria-invalid', 'true')
  expect(await storedWeek()).toBeNull()

  try {
    await page.reload()
    await hydrated(save)
    for (const day of WORKDAYS) {
      await week.getByLabel(`${day} opens`).fill('09:30')
      await week.getByLabel(`${day} closes`).fill('18:30')
    }
    await save.click()
    await expect(week.getByRole('status')).toContainText('Saved')
    expect(await storedWeek()).toEqual([null, ...Array(6).fill({ opens: 570, closes: 1110 })])

    await page.goto('/')
    await expect(page.getByTestId('top-bar-hours')).toHaveText('Mon-Sat 9:30 AM-6:30 PM')
    await page.goto('/ta/contact')
    await expect(page.locator('main').getByTestId('working-hours')).toHaveText(
      'திங்கள்–சனிகாலை 9:30 – மாலை 6:30ஞாயிறுவிடுமுறை',
    )
    await page.goto('/admin/audit')
    await expect(
      page
        .getByRole('listitem')
        .filter({ hasText: `${owner.name} set the weekly hours to Mon-Sat 09:30-18:30, Sun closed` }),
    ).toBeVisible()

    // Back to the default week through the form, so the pages' cached hours are expired too.
    await page.goto('/admin/settings')
    await hydrated(save)
    for (const day of WORKDAYS) {
      await week.getByLabel(`${day} opens`).fill('09:00')
      await week.getByLabel(`${day} closes`).fill(day === 'Saturday' ? '13:00' : '18:00')
    }
    await save.click()
    await expect(week.getByRole('status')).toContainText('Saved')
    await page.goto('/')
    await expect(page.getByTestId('top-bar-hours')).toHaveText('Mon-Fri 9:00 AM-6:00 PM · Sat 9:00 AM-1:00 PM')
  } finally {
    await queryPostgres("DELETE FROM site_settings WHERE key = 'office_week'")
  }
})
