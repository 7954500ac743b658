import fs from 'node:fs'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { addDays } from '@/lib/catalog/departures/schedule'
import { formatDay, todayInIndia } from '@/lib/site/format'
import { withSiteDb } from './lead-store'
import { createStaff, signIn, useOwnClientAddress } from './staff'
import { servers, uniqueName } from './support'

test.beforeEach(({ page }, testInfo) => useOwnClientAddress(page, testInfo))

/**
 * Bookings on the lead desk against the embedded build, at each project's width: an agent quotes
 * a family of four who asked about a departure, sends the quote on WhatsApp, books the family from
 * the lead ("Book" opens the form filled from the quote: the departure, four travellers, the
 * quote's total), names the travellers and saves; the booking's page shows it, the stored
 * departure counts four booked seats and the public trip page's seats left drop by four at its
 * next request. Cancelling with a reason gives the four seats back. Screenshots of the form and
 * the booking page go to /work/shots/book (or E2E_SHOTS_DIR) when that folder can be made.
 *
 * The trip is the test's own (a copy of a seeded pilgrimage with one departure: 10 seats, 5 sold
 * elsewhere, under a name of its own and without Tamil), so the seeded trips other tests read, and
 * what a search for them finds first, are never touched.
 */

const embedded = servers.embedded
const copyOf = 'kashi-gaya-prayag-yatra'
const CONTENT_TABLES = ['trip_images', 'itinerary_days', 'itinerary_activities', 'trip_includes']
const SHOTS = process.env.E2E_SHOTS_DIR ?? '/work/shots/book'

function ownTrip(label: string) {
  const stamp = `${label}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`
  // Named apart from its source, with no Tamil of its own, so no search for the seeded trip finds the copy first.
  const trip = { id: `e2e-book-${stamp}`, slug: `booking-test-${stamp}`, title: `Booking Test ${stamp}` }
  const day = addDays(todayInIndia(), 40)
  withSiteDb(
    embedded.env.DATA_DIR,
    (db) => {
      const columnsOf = (table: string) =>
        (db.prepare(`SELECT name FROM pragma_table_info(?)`).all(table) as { name: string }[]).map((c) => c.name)
      db.transaction(() => {
        const source = (db.prepare('SELECT id FROM trips WHERE slug = ?').get(copyOf) as { id: string }).id
        const own: Record<string, string> = {
          id: '@id',
          slug: '@slug',
          title: '@title',
          title_ta: "''",
          ta: 'NULL',
          position: '(SELECT max(position) + 1 FROM trips)',
          published: '1',
          version: '1',
        }
        const columns = columnsOf('trips')
        db.prepare(
          `INSERT INTO trips (${columns.join(', ')}) SELECT ${columns.map((c) => own[c] ?? c).join(', ')} FROM trips WHERE id = @source`,
        ).run({ ...trip, source })
        for (const table of CONTENT_TABLES) {
          const tableColumns = columnsOf(table)
          db.prepare(
            `INSERT INTO ${table} (${tableColumns.join(', ')}) SELECT ${tableColumns
              .map((c) => (c === 'trip_id' ? '@id' : c))
              .join(', ')} FROM ${table} WHERE trip_id = @source`,
          ).run({ id: trip.id, source })
        }
        db.prepare(
          `INSERT INTO trip_departures (trip_id, departs_on, label, seats_offered, seats_taken) VALUES (?, ?, '', 10, 5)`,
        ).run(trip.id, day)
        db.prepare(
          `INSERT INTO trip_departure_boarding (trip_id, departs_on, position, city_id, price) VALUES (?, ?, 0, 'chennai', NULL)`,
        ).run(trip.id, day)
      })()
    },
    { readonly: false },
  )
  made.push(trip.id)
  return { ...trip, day }
}

/** The trips this file made: removed after each test, so the listings, the search and the sitemap other specs count hold only the seed's. */
const made: string[] = []

test.afterEach(async ({ request }) => {
  const ids = made.splice(0)
  if (!ids.length) return
  withSiteDb(
    embedded.env.DATA_DIR,
    (db) => {
      // Its departures, their boarding cities and its content go with it.
      db.pragma('foreign_keys = ON')
      for (const id of ids) db.prepare('DELETE FROM trips WHERE id = ?').run(id)
    },
    { readonly: false },
  )
  await request.post('/api/revalidate', { headers: { Authorization: `Bearer ${embedded.env.REVALIDATE_SECRET}` } })
})

const departureRow = (tripId: string, day: string) =>
  withSiteDb(
    embedded.env.DATA_DIR,
    (db) =>
      db
        .prepare(
          'SELECT seats_offered, seats_taken, seats_booked FROM trip_departures WHERE trip_id = ? AND departs_on = ?',
        )
        .get(tripId, day) as { seats_offered: number; seats_taken: number; seats_booked: number },
  )

const leadStage = (reference: string) =>
  withSiteDb(
    embedded.env.DATA_DIR,
    (db) => (db.prepare('SELECT stage FROM leads WHERE reference = ?').get(reference) as { stage: string }).stage,
  )

/** The departure's status as the public trip page shows it, at its next request. */
async function publicStatus(page: Page, slug: string, day: string, expected: string) {
  await expect
    .poll(
      async () => {
        await page.goto(`/trip/${slug}`)
        return page.locator(`main li[data-departure="${day}"] [data-status]`).first().textContent()
      },
      { timeout: 30_000 },
    )
    .toBe(expected)
}

const noSideScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  )

async function shot(page: Page, name: string) {
  try {
    fs.mkdirSync(SHOTS, { recursive: true })
  } catch {
    return
  }
  await page.screenshot({ path: path.join(SHOTS, `${name}-${page.viewportSize()!.width}.png`), fullPage: true })
}

test('an agent books a family of four from its quote: the trip page’s seats left drop by four, cancelling returns them', async ({
  page,
  request,
}, testInfo) => {
  test.slow()
  const trip = ownTrip(testInfo.project.name)
  await request.post('/api/revalidate', { headers: { Authorization: `Bearer ${embedded.env.REVALIDATE_SECRET}` } })
  await publicStatus(page, trip.slug, trip.day, '5 seats left')

  // The family asks about the departure for four people.
  const name = uniqueName(testInfo, 'Booked Family')
  const now = Date.now()
  const posted = await request.post('/api/web/enquiry/create', {
    headers: { 'x-forwarded-for': `e2e-bookings-${testInfo.testId}-${now}` },
    data: {
      name,
      mobileNumber: '9840012345',
      tripId: trip.slug,
      numberOfTravellers: 4,
      departure: trip.day,
      boardingCity: 'Chennai',
      form: 'trip-enquiry',
      formRenderedAt: now - 20_000,
      formSubmittedAt: now,
      idempotencyKey: `e2e-bookings-${testInfo.testId}-${now}-abcdef`,
      website: '',
    },
  })
  expect(posted.status()).toBe(201)
  const reference = withSiteDb(
    embedded.env.DATA_DIR,
    (db) =>
      (db.prepare('SELECT reference FROM leads WHERE name = ? ORDER BY id DESC').get(name) as { reference: string })
        .reference,
  )

  // Quoted and sent on WhatsApp.
  const agent = createStaff(testInfo, 'bookings', 'agent')
  await signIn(page, agent)
  await page.goto(`/admin/leads/${reference}`)
  await page.getByRole('region', { name: 'Quotes' }).getByRole('link', { name: 'New quote' }).click()
  await expect(page.getByRole('button', { name: 'Save quote' })).toBeEnabled()
  await page.getByLabel('Adult’s price per person (₹)').fill('30000')
  await page.getByRole('button', { name: 'Save quote' }).click()
  await expect(page).toHaveURL(/\?version=1$/)
  await page.getByRole('button', { name: 'Send on WhatsApp' }).click()
  await expect(page.getByRole('link', { name: 'WhatsApp the link' })).toBeVisible()
  expect(leadStage(reference)).toBe('quoted')

  // Book, from the lead page.
  await page.goto(`/admin/leads/${reference}`)
  const bookings = page.getByRole('region', { name: 'Bookings' })
  await expect(bookings).toContainText('Not booked yet.')
  await bookings.getByRole('link', { name: 'Book' }).click()
  await expect(page.getByRole('heading', { level: 1, name: `Book ${name}` })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Book', exact: true })).toBeEnabled()
  await expect(page.getByRole('combobox', { name: 'Departure', exact: true })).toHaveValue(`${trip.id}|${trip.day}`)
  await expect(page.getByLabel('Boarding city')).toHaveValue('chennai')
  const names = page.getByLabel('Name as on ID')
  await expect(names).toHaveCount(4)
  await expect(names.first()).toHaveValue(name)
  // The quote's grand total: 4 adults at ₹30,000 with the owner's GST.
  const agreed = Number(await page.getByLabel('Amount agreed (₹)').inputValue())
  expect(agreed).toBeGreaterThanOrEqual(120_000)
  await names.nth(1).fill('Ravi Iyer')
  await names.nth(2).fill('Lakshmi Iyer')
  await names.nth(3).fill('Anand Iyer')
  await page.getByLabel('Age band').nth(3).selectOption('child')
  await page.getByLabel('Note', { exact: true }).first().fill('lower berth')
  await noSideScroll(page)
  await shot(page, 'book-form')
  await page.getByRole('button', { name: 'Book', exact: true }).click()

  await expect(page).toHaveURL(/\/admin\/bookings\/\d+$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(
    `${trip.title} · ${formatDay(trip.day)} from Chennai`,
  )
  await expect(page.getByText('Confirmed', { exact: true })).toBeVisible()
  await expect(page.getByText(/^4 seats · /)).toBeVisible()
  await expect(page.getByLabel('Name as on ID').nth(3)).toHaveValue('Anand Iyer')
  await noSideScroll(page)
  await shot(page, 'booking-page')
  expect(departureRow(trip.id, trip.day)).toEqual({ seats_offered: 10, seats_taken: 5, seats_booked: 4 })
  expect(leadStage(reference)).toBe('won')
  const bookingUrl = page.url()

  // The lead page lists it, its timeline says so.
  await page.goto(`/admin/leads/${reference}`)
  await expect(
    page.getByRole('region', { name: 'Bookings' }).getByRole('link', { name: new RegExp(formatDay(trip.day)) }),
  ).toBeVisible()
  await expect(page.getByText(/booked 4 seats on/)).toBeVisible()

  // The public trip page: 10 offered, 5 sold elsewhere and 4 booked.
  await publicStatus(page, trip.slug, trip.day, '1 seat left')

  // Cancelled with a reason: the seats go back.
  await page.goto(bookingUrl)
  page.once('dialog', (dialog) => void dialog.accept())
  await page.getByLabel('Reason').fill('Family emergency')
  await page.getByRole('button', { name: 'Cancel booking' }).click()
  await expect(page.getByText('Cancelled', { exact: true })).toBeVisible()
  await expect(page.getByText(/: Family emergency$/)).toBeVisible()
  expect(departureRow(trip.id, trip.day)).toEqual({ seats_offered: 10, seats_taken: 5, seats_booked: 0 })
  await publicStatus(page, trip.slug, trip.day, '5 seats left')
})
