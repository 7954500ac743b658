import { expect, test } from '@playwright/test'
import pg from 'pg'
import { servers, likeAPerson, rupees, toast, uniqueName } from './support'

/**
 * The built site on PostgreSQL (DATABASE_URL): the catalogue it shows is the one seeded into
 * PostgreSQL, and a lead sent from a trip page is stored there. Runs only when the test command
 * started PostgreSQL (TEST_DATABASE_URL).
 */

async function query<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: servers.postgres!.env.DATABASE_URL })
  await client.connect()
  try {
    return (await client.query<T>(text, values)).rows
  } finally {
    await client.end()
  }
}

test.beforeEach(async ({ page }, testInfo) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `e2e-postgres-${testInfo.testId}-${Date.now()}` })
})

test('the home page shows the trips and banners stored in PostgreSQL', async ({ page }) => {
  await page.goto('/')
  const [banner] = await query<{ title: string }>('SELECT title FROM banners ORDER BY position LIMIT 1')
  await expect(page.getByText(banner.title, { exact: true }).first()).toBeAttached()
  const pilgrimage = await query<{ title: string }>(
    `SELECT t.title FROM trips t JOIN categories c ON c.id = t.category_id WHERE c.name = 'Pilgrimage' ORDER BY t.position LIMIT 3`,
  )
  expect(pilgrimage).toHaveLength(3)
  for (const trip of pilgrimage) await expect(page.getByText(trip.title, { exact: true }).first()).toBeAttached()
})

test('a trip page shows its row, and an enquiry sent from it is stored in PostgreSQL', async ({ page }, testInfo) => {
  const [trip] = await query<{ slug: string; title: string; price: number }>(
    'SELECT t.slug, t.title, t.price FROM trips t JOIN categories c ON c.id = t.category_id ORDER BY c.position, t.position LIMIT 1',
  )
  // A running clock (a paused one would hold back the streamed page), fast-forwarded for the fill time.
  await page.clock.install()
  await page.goto(`/trip/${trip.slug}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(trip.title)
  await expect(page.getByTestId('trip-price')).toHaveText(rupees(Number(trip.price)))

  const visitor = uniqueName(testInfo, 'Postgres Visitor')
  const form = page.locator('form[data-form="trip-enquiry"]')
  await form.getByLabel('Full name').fill(visitor)
  await form.getByLabel('Phone number').fill('+91 98400 12345')
  await form.getByLabel('Email').fill('visitor@example.com')
  await form.getByLabel('Number of travellers').fill('2')
  await likeAPerson(page)
  await form.getByRole('button', { name: 'Send Enquiry' }).click()
  await expect(toast(page, 'Enquiry Submitted')).toBeVisible()

  const rows = await query<{ kind: string; status: string; payload: string | Record<string, unknown> }>(
    `SELECT kind, status, payload FROM leads WHERE payload LIKE $1`,
    [`%${visitor}%`],
  )
  expect(rows).toHaveLength(1)
  expect(rows[0]).toMatchObject({ kind: 'tripEnquiry', status: 'stored' })
  const payload = typeof rows[0].payload === 'string' ? JSON.parse(rows[0].payload) : rows[0].payload
  expect(payload).toMatchObject({ name: visitor, tripId: trip.slug, numberOfTravellers: 2 })
})
