import { expect, test, type Page } from '@playwright/test'
import { addDays } from '@/lib/catalog/departures/schedule'
import { formatDay, todayInIndia } from '@/lib/site/format'
import { createStaff, signIn } from './staff'
import { queryPostgres, servers, withPostgres } from './support'

/**
 * The departures desk against the built site on PostgreSQL: an owner who took a booking by phone
 * presses +1 on a departure in the back office, on a phone, and the public trip page shows the
 * new status ("6 seats left" instead of Available) at its next request, at 390 and 1280 px.
 *
 * The trip is the test's own (a copy of a seeded pilgrimage with one departure it sets), removed
 * afterwards; the seeded trips other tests read are never touched.
 */

const postgres = servers.postgres!
const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`
const trip = {
  id: `e2e-desk-${stamp}`,
  slug: `tiruvannamalai-girivalam-${stamp}`,
  title: `Tiruvannamalai Girivalam ${stamp}`,
}
const copyOf = 'kashi-gaya-prayag-yatra'
const day = addDays(todayInIndia(), 23)

/** A trip's content tables, copied from the seeded trip; its departure is the test's own. */
const CONTENT_TABLES = ['trip_images', 'itinerary_days', 'itinerary_activities', 'trip_includes']

test.beforeAll(async () => {
  await withPostgres(async (client) => {
    const columnsOf = async (table: string) =>
      (
        await client.query<{ column_name: string }>(
          `SELECT column_name FROM information_schema.columns
           WHERE table_schema = current_schema() AND table_name = $1 ORDER BY ordinal_position`,
          [table],
        )
      ).rows.map((row) => row.column_name)
    await client.query('BEGIN')
    try {
      const { rows } = await client.query<{ id: string }>('SELECT id FROM trips WHERE slug = $1', [copyOf])
      const source = rows[0]!.id
      const own: Record<string, string> = {
        id: '$2',
        slug: '$3',
        title: '$4',
        updated_at: '$5',
        position: '(SELECT max(position) + 1 FROM trips)',
        published: '1',
        version: '1',
      }
      const columns = await columnsOf('trips')
      await client.query(
        `INSERT INTO trips (${columns.join(', ')})
         SELECT ${columns.map((column) => own[column] ?? column).join(', ')} FROM trips WHERE id = $1`,
        [source, trip.id, trip.slug, trip.title, new Date().toISOString()],
      )
      for (const table of CONTENT_TABLES) {
        const tableColumns = await columnsOf(table)
        await client.query(
          `INSERT INTO ${table} (${tableColumns.join(', ')})
           SELECT ${tableColumns.map((column) => (column === 'trip_id' ? '$2' : column)).join(', ')}
           FROM ${table} WHERE trip_id = $1`,
          [source, trip.id],
        )
      }
      // 10 seats, 3 taken: 7 left, above the "n seats left" threshold of 6, so Available.
      await client.query(
        `INSERT INTO trip_departures (trip_id, departs_on, label, seats_offered, seats_taken) VALUES ($1, $2, '', 10, 3)`,
        [trip.id, day],
      )
      await client.query(
        `INSERT INTO trip_departure_boarding (trip_id, departs_on, position, city_id, price) VALUES ($1, $2, 0, 'chennai', NULL)`,
        [trip.id, day],
      )
      await client.query('COMMIT')
    } catch (error) {
      await client.query('ROLLBACK')
      throw error
    }
  })
})

test.afterAll(async ({ request }) => {
  // Its departure, boarding city and every other row of its own go with it (ON DELETE CASCADE).
  await queryPostgres('DELETE FROM trips WHERE id = $1', [trip.id])
  await request.post(`${postgres.url}/api/revalidate`, {
    headers: { Authorization: `Bearer ${postgres.env.REVALIDATE_SECRET}` },
  })
})

test.beforeEach(async ({ page }, testInfo) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `e2e-desk-${testInfo.testId}-${Date.now()}` })
})

/** The departure's status as the trip page shows it. */
const publicStatus = (page: Page) => page.locator(`main li[data-departure="${day}"] [data-status]`)

test('an owner presses +1 on a departure on a phone, and the trip page shows the new status at its next request', async ({
  page,
}, testInfo) => {
  // Two sign-in-free page loads, a sign-in, a change and two more loads, one of them rendered afresh.
  test.slow()
  const owner = createStaff(testInfo, 'desk-owner', 'owner', postgres)
  // The trip page is in the cache with 7 seats left first.
  await expect
    .poll(
      async () => {
        await page.goto(`/trip/${trip.slug}`)
        return publicStatus(page).textContent()
      },
      { timeout: 30_000 },
    )
    .toBe('Available')

  await page.setViewportSize({ width: 390, height: 844 })
  await signIn(page, owner)
  await page.goto('/admin/catalog/seats')
  await expect(page.getByRole('heading', { level: 1, name: 'Seats taken' })).toBeVisible()
  await expect(
    page.getByRole('navigation', { name: 'Catalogue' }).getByRole('link', { name: 'Seats taken' }),
  ).toHaveAttribute('aria-current', 'page')
  const row = page.locator(`[data-testid="desk-departure"][data-trip="${trip.slug}"][data-departure="${day}"]`)
  await expect(row).toContainText(trip.title)
  await expect(row).toContainText(formatDay(day))
  await expect(row).toContainText('Boards at Chennai')
  await expect(row.getByTestId('seats-count')).toHaveText('3 of 10 taken · 7 left')
  const plusOne = row.getByRole('button', { name: `One more seat taken, ${trip.title}, ${formatDay(day)}` })
  // A thumb's target on a phone.
  expect((await plusOne.boundingBox())!.height).toBeGreaterThanOrEqual(44)
  await plusOne.click()
  await expect(row.getByRole('status')).toHaveText(`${formatDay(day)}: 4 of 10 seats taken, 6 left`)
  await expect(row.getByTestId('seats-count')).toHaveText('4 of 10 taken · 6 left')
  await expect(row).toContainText('6 seats left')
  // Nothing sideways on a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)

  const [stored] = await queryPostgres<{ seats_taken: number }>(
    'SELECT seats_taken FROM trip_departures WHERE trip_id = $1 AND departs_on = $2',
    [trip.id, day],
  )
  expect(stored!.seats_taken).toBe(4)

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 })
    await page.goto(`/trip/${trip.slug}`)
    await expect(publicStatus(page)).toHaveText('6 seats left')
  }
})
