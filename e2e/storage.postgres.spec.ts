import { existsSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { likeAPerson, queryPostgres as query, rupees, servers, toast, uniqueName } from './support'

/**
 * The built site on PostgreSQL (DATABASE_URL): the catalogue it shows is the one seeded into
 * PostgreSQL, a lead sent from a trip page is stored there, and a lead that cannot be stored is
 * answered 503 and leaves nothing behind. Runs only when the test command started PostgreSQL
 * (TEST_DATABASE_URL). The seed is the same on both databases, so what proves the site reads and
 * writes PostgreSQL is a row only PostgreSQL has, and no SQLite file beside it.
 */

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

test('a trip written into PostgreSQL alone is served, and the site keeps no SQLite database', async ({
  page,
}, testInfo) => {
  const stamp = `${Date.now().toString(36)}${testInfo.workerIndex}`
  const trip = {
    id: `e2e-pg-${stamp}`,
    slug: `e2e-postgres-only-${stamp}`,
    title: `Chidambaram Only In Postgres ${stamp}`,
  }
  await query(
    `INSERT INTO trips (id, category_id, slug, title, duration, available_dates, price, description, location,
       position, season_opens_month, updated_at, version, published)
     SELECT $1, t.category_id, $2, $3, t.duration, 'On request', 12345, t.description, t.location,
       (SELECT MAX(position) + 1 FROM trips), NULL, $4, 1, 1
     FROM trips t ORDER BY t.position LIMIT 1`,
    [trip.id, trip.slug, trip.title, new Date().toISOString()],
  )
  try {
    await page.goto(`/trip/${trip.slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(trip.title)
    await expect(page.getByTestId('trip-price')).toHaveText(rupees(12345))
  } finally {
    await query('DELETE FROM trips WHERE id = $1', [trip.id])
  }
  // The embedded store's SQLite file (lib/platform/db/index.ts) is never made when DATABASE_URL is set.
  const dataDir = servers.postgres!.env.DATA_DIR!
  expect(existsSync(dataDir)).toBe(true)
  expect(existsSync(path.join(dataDir, 'site.db'))).toBe(false)
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

test('a lead that cannot be stored is answered 503 with "try again", leaves nothing behind, and goes in once storing works', async ({
  page,
}, testInfo) => {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`
  // Storing fails for real, in PostgreSQL, for this test's leads only: a trigger refuses every row
  // whose payload carries the marker, so the other tests' leads go in as usual meanwhile.
  const marker = `nostore${stamp}`
  const refuse = `e2e_refuse_${stamp}`
  const email = `${marker}@example.com`
  const visitor = `${uniqueName(testInfo, 'Unstored Visitor')} ${marker}`
  const newsletter = () => {
    const now = Date.now()
    return page.request.post('/api/web/email', {
      data: { email, formRenderedAt: now - 20_000, formSubmittedAt: now },
      headers: { 'x-forwarded-for': `e2e-unstored-api-${stamp}` },
    })
  }
  const leadRows = () => query<{ status: string }>('SELECT status FROM leads WHERE payload LIKE $1', [`%${marker}%`])
  const subscribers = () => query('SELECT email FROM newsletter_subscribers WHERE lower(email) = $1', [email])

  await page.clock.install()
  await page.goto('/contact')
  const form = page.locator('form[data-form="contact"]')
  await form.getByLabel('Full name').fill(visitor)
  await form.getByLabel('Email').fill(email)
  await form.getByLabel('Phone number').fill('9840012345')
  await form.getByLabel('Subject').fill('Group booking')
  await form.getByLabel('Message').fill('Twelve of us in January')
  await likeAPerson(page)
  const contactAnswer = () => page.waitForResponse((res) => new URL(res.url()).pathname === '/api/web/contact/create')

  await query(`CREATE FUNCTION ${refuse}() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      IF strpos(NEW.payload, '${marker}') > 0 THEN RAISE EXCEPTION 'e2e: storing this lead is refused'; END IF;
      RETURN NEW;
    END $fn$`)
  try {
    await query(`CREATE TRIGGER ${refuse} BEFORE INSERT ON leads FOR EACH ROW EXECUTE FUNCTION ${refuse}()`)

    // Over HTTP, as the newsletter form posts it: 503, come back later, and the reason in words.
    const refused = await newsletter()
    expect(refused.status()).toBe(503)
    expect(refused.headers()['retry-after']).toBe('30')
    expect(await refused.json()).toEqual({
      success: false,
      message: 'We could not save your request. Please try again shortly.',
    })

    // From the contact form: the 503 reaches the visitor as the spec's failure toast, and what was typed stays.
    const answered = contactAnswer()
    await form.getByRole('button', { name: 'Send Message' }).click()
    expect((await answered).status()).toBe(503)
    await expect(toast(page, 'Failed to send your message. Please try again later.')).toBeVisible()
    await expect(form.getByLabel('Full name')).toHaveValue(visitor)

    // Nothing half-stored: no lead, and not the newsletter address written in the same transaction before it.
    expect(await leadRows()).toEqual([])
    expect(await subscribers()).toEqual([])
  } finally {
    await query(`DROP TRIGGER IF EXISTS ${refuse} ON leads`)
    await query(`DROP FUNCTION IF EXISTS ${refuse}()`)
  }

  // Storing works again: the same signup and the same form, sent again, are stored.
  const stored = await newsletter()
  expect(stored.status()).toBe(201)
  expect(await stored.json()).toMatchObject({ success: true, reference: expect.stringMatching(/^GH-/) })
  expect(await subscribers()).toHaveLength(1)
  const answered = contactAnswer()
  await form.getByRole('button', { name: 'Send Message' }).click()
  expect((await answered).status()).toBe(201)
  await expect(toast(page, 'Message Sent')).toBeVisible()
  expect((await leadRows()).map((row) => row.status).sort()).toEqual(['stored', 'stored'])
})
