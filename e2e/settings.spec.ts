import { expect, test, type Page, type TestInfo } from '@playwright/test'
import { withSiteDb } from './lead-store'
import { createStaff, openDeskSection, signIn, type TestStaff, useOwnClientAddress } from './staff'
import { hydrated, servers } from './support'

test.beforeEach(({ page }, testInfo) => useOwnClientAddress(page, testInfo))

/**
 * The owner's Settings screen: a holiday added with a name is listed in words and reaches the
 * stored calendar, the audit log names it, and Remove takes it off again; a bad date is refused on
 * the form, and a phone never scrolls sideways. The weekly hours, which every public page shows, are
 * set on the PostgreSQL site, where no other test reads a page meanwhile (e2e/office-week.postgres.spec.ts).
 */

let owner: TestStaff

test.beforeAll(async ({}, testInfo) => {
  owner = createStaff(testInfo, 'settings-owner', 'owner')
})

/** A day far ahead of its own for each project, so the projects never add the same one. */
const holidayOf = (testInfo: TestInfo) =>
  testInfo.project.name === 'phone'
    ? { day: '2030-01-15', inWords: 'Tuesday, 15 January 2030' }
    : { day: '2030-01-14', inWords: 'Monday, 14 January 2030' }

/** The holidays as stored in the embedded site's database. */
const storedHolidays = (): { day: string; name: string }[] =>
  withSiteDb(servers.embedded.env.DATA_DIR, (db) => {
    const row = db.prepare("SELECT value FROM site_settings WHERE key = 'office_holidays'").get() as
      { value: string } | undefined
    return row ? JSON.parse(row.value) : []
  })

/** Takes `day` off the stored list, should an earlier run have left it there. */
function forget(day: string) {
  withSiteDb(
    servers.embedded.env.DATA_DIR,
    (db) => {
      const row = db.prepare("SELECT value FROM site_settings WHERE key = 'office_holidays'").get() as
        { value: string } | undefined
      if (!row) return
      const kept = (JSON.parse(row.value) as { day: string }[]).filter((holiday) => holiday.day !== day)
      db.prepare("UPDATE site_settings SET value = ? WHERE key = 'office_holidays'").run(JSON.stringify(kept))
    },
    { readonly: false },
  )
}

const noSideScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  )

test('the owner adds a named holiday, sees it listed and in the audit log, and removes it', async ({
  page,
}, testInfo) => {
  const { day, inWords } = holidayOf(testInfo)
  const name = `Pongal ${testInfo.project.name}`
  forget(day)

  await signIn(page, owner)
  await openDeskSection(page, 'Settings', { exact: true })
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible()
  await expect(
    page.getByText('The call-back promise to visitors and the follow-up shortcuts skip these days.'),
  ).toBeVisible()
  const week = page.getByRole('region', { name: 'Weekly hours' })
  await expect(week.getByLabel('Monday opens')).toHaveValue('09:00')
  await expect(week.getByLabel('Monday closes')).toHaveValue('18:00')
  await expect(week.getByLabel('Saturday closes')).toHaveValue('13:00')
  await expect(week.getByRole('checkbox', { name: 'Sunday' })).not.toBeChecked()
  await noSideScroll(page)

  const add = page.getByRole('region', { name: 'Add a holiday' })
  await hydrated(add.getByRole('button', { name: 'Add holiday' }))
  // A day not in the calendar is refused on the form (typed past the date picker, as a crafted post would).
  await add.getByLabel('Date').evaluate((input: HTMLInputElement) => {
    input.type = 'text'
    input.value = '2030-02-30'
  })
  await add.getByRole('button', { name: 'Add holiday' }).click()
  await expect(add.getByRole('status')).toContainText('That day is not in the calendar')
  await expect(add.getByLabel('Date')).toHaveAttribute('aria-invalid', 'true')
  expect(storedHolidays().some((holiday) => holiday.day === '2030-02-30')).toBe(false)

  await page.reload()
  await add.getByLabel('Date').fill(day)
  await add.getByLabel('Name (optional)').fill(name)
  await add.getByRole('button', { name: 'Add holiday' }).click()
  await expect(add.getByRole('status')).toContainText(`Added ${inWords} (${name})`)

  const listed = page.getByRole('list', { name: 'Holidays' }).getByRole('listitem').filter({ hasText: inWords })
  await expect(listed).toContainText(name)
  expect(storedHolidays()).toContainEqual({ day, name })
  await noSideScroll(page)

  await page.goto('/admin/audit')
  await expect(
    page.getByRole('listitem').filter({ hasText: `${owner.name} added the office holiday ${inWords} (${name})` }),
  ).toBeVisible()

  await page.goto('/admin/settings')
  await hydrated(listed.getByRole('button', { name: 'Remove' }))
  page.once('dialog', (dialog) => dialog.accept())
  await listed.getByRole('button', { name: 'Remove' }).click()
  // The row goes with its button and its status line: the list no longer holds the day.
  await expect(page.getByRole('listitem').filter({ hasText: inWords })).toHaveCount(0)
  expect(storedHolidays().some((holiday) => holiday.day === day)).toBe(false)

  await page.goto('/admin/audit')
  await expect(
    page.getByRole('listitem').filter({ hasText: `${owner.name} removed the office holiday ${inWords} (${name})` }),
  ).toBeVisible()
})
