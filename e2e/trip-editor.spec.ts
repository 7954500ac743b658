import { expect, test, type Page } from '@playwright/test'
import { createStaff, signIn, useOwnClientAddress } from './staff'
import { withSiteDb } from './lead-store'
import { isNarrow, servers } from './support'

test.beforeEach(({ page }, testInfo) => useOwnClientAddress(page, testInfo))

/**
 * The trip editor in sections, on the embedded site at both widths: the jump list takes the owner
 * to a section; each section saves on its own, and what is typed in another section stays in the
 * form, unsaved, until its own Save; the Tamil hotels are rows like the English ones and reach the
 * Tamil trip page; the page never scrolls sideways. Each project edits a trip no other spec reads,
 * and puts back what it changed.
 */

const TRIPS = { desktop: 'himachal-shimla-manali', phone: 'ooty-kodaikanal-hills' } as const

const section = (page: Page, name: string) => page.getByRole('form', { name, exact: true })
const saveOf = (page: Page, name: string) =>
  section(page, name).getByRole('button', { name: `Save ${name.toLowerCase()}` })
const saved = (page: Page, name: string) =>
  section(page, name)
    .getByRole('status')
    .filter({ hasText: /^Saved/ })

function storedTrip(slug: string): { id: string; ta: { hotels?: string[]; includes?: string[] } } {
  return withSiteDb(servers.embedded.env.DATA_DIR, (db) => {
    const row = db.prepare('SELECT id, ta FROM trips WHERE slug = ?').get(slug) as { id: string; ta: string | null }
    return { id: row.id, ta: row.ta ? JSON.parse(row.ta) : {} }
  })
}

async function noSidewaysScroll(page: Page) {
  const { scroll, width } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    width: document.documentElement.clientWidth,
  }))
  expect(scroll, 'the page is no wider than the window').toBeLessThanOrEqual(width)
}

/** Jumps to a section with the jump list and waits until the section's top is in view. */
async function jumpTo(page: Page, name: string) {
  await page.getByRole('navigation', { name: 'Sections of the trip' }).getByRole('link', { name, exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`#trip-`))
  await expect(section(page, name)).toBeInViewport()
}

test('sections: the jump list, two sections saved apart without losing the other’s typing, Tamil hotels as rows on the Tamil page', async ({
  page,
}, testInfo) => {
  test.slow()
  const slug = TRIPS[isNarrow(page) ? 'phone' : 'desktop']
  const trip = storedTrip(slug)
  const stamp = `${Date.now().toString(36)}`
  const hotel = `ஹோட்டல் சோதனை ${stamp}, ஊட்டி`
  const inclusion = `சோதனை உணவு ${stamp}`
  const owner = createStaff(testInfo, 'trip-sections', 'owner')
  await signIn(page, owner)
  await page.goto(`/admin/catalog/trips/${trip.id}`)
  await expect(saveOf(page, 'Basics')).toBeEnabled()
  await noSidewaysScroll(page)
  const jumpList = page.getByRole('navigation', { name: 'Sections of the trip' })
  await expect(jumpList.getByRole('link')).toHaveText([
    'Basics',
    'Pictures',
    'Prices & departures',
    'Itinerary',
    'Inclusions',
    'Hotels',
    'Cancellation',
  ])

  // Typed in the inclusions, not saved yet.
  await jumpTo(page, 'Inclusions')
  const includesTa = section(page, 'Inclusions').getByLabel('Inclusions in Tamil')
  const includesBefore = await includesTa.inputValue()
  await includesTa.fill(`${includesBefore}\n${inclusion}`.trim())

  // A Tamil hotel row, added like an English one; blank, it is refused on its own field.
  await jumpTo(page, 'Hotels')
  const hotels = section(page, 'Hotels')
  const rowsBefore = trip.ta.hotels?.length ?? 0
  await hotels.getByRole('button', { name: 'Add a hotel in Tamil' }).click()
  const row = hotels.getByRole('textbox', { name: `Hotel ${rowsBefore + 1} in Tamil`, exact: true })
  await saveOf(page, 'Hotels').click()
  await expect(row).toHaveAttribute('aria-invalid', 'true')
  await expect(hotels.getByText('Please enter the hotel in Tamil')).toBeVisible()
  await expect(hotels.getByRole('status')).toHaveText('Please correct the marked fields')
  await row.fill(hotel)
  await saveOf(page, 'Hotels').click()
  await expect(saved(page, 'Hotels')).toHaveText('Saved and published to the site')
  expect(storedTrip(slug).ta.hotels).toEqual([...(trip.ta.hotels ?? []), hotel])
  // The inclusions' typing is still there, and was not stored by the hotels' save.
  await expect(includesTa).toHaveValue(`${includesBefore}\n${inclusion}`.trim())
  expect(storedTrip(slug).ta.includes ?? []).not.toContain(inclusion)

  await saveOf(page, 'Inclusions').click()
  await expect(saved(page, 'Inclusions')).toHaveText('Saved and published to the site')
  expect(storedTrip(slug).ta.includes).toContain(inclusion)
  expect(storedTrip(slug).ta.hotels).toContain(hotel)

  // Opened again, the editor shows both.
  await page.reload()
  await expect(saveOf(page, 'Basics')).toBeEnabled()
  await expect(
    section(page, 'Hotels').getByRole('textbox', { name: `Hotel ${rowsBefore + 1} in Tamil`, exact: true }),
  ).toHaveValue(hotel)
  await expect(section(page, 'Inclusions').getByLabel('Inclusions in Tamil')).toHaveValue(new RegExp(`${inclusion}$`))
  await noSidewaysScroll(page)

  await page.goto(`/ta/trip/${slug}`)
  await expect(page.locator('main').getByText(hotel, { exact: true })).toBeVisible()
  await expect(page.locator('main').getByText(inclusion, { exact: true })).toBeVisible()

  // Put back for the other tests.
  await page.goto(`/admin/catalog/trips/${trip.id}`)
  await expect(saveOf(page, 'Basics')).toBeEnabled()
  await section(page, 'Hotels')
    .getByRole('button', { name: `Remove hotel ${rowsBefore + 1} in Tamil` })
    .click()
  await saveOf(page, 'Hotels').click()
  await expect(saved(page, 'Hotels')).toBeVisible()
  await section(page, 'Inclusions').getByLabel('Inclusions in Tamil').fill(includesBefore)
  await saveOf(page, 'Inclusions').click()
  await expect(saved(page, 'Inclusions')).toBeVisible()
  expect(storedTrip(slug).ta.hotels ?? []).toEqual(trip.ta.hotels ?? [])
})
