import path from 'node:path'
import { expect, test } from '@playwright/test'
import Database from 'better-sqlite3'
import { Kysely, SqliteDialect } from 'kysely'
import type { Db } from '@/lib/platform/db'
import type { Database as Schema } from '@/lib/platform/db/schema'
import { adminDeparturePath, adminDepartureDownloadPath } from '@/lib/site/routes'
import { insertBooking } from '../tests/support/manifest-rows'
import { createStaff, openDeskSection, signIn, useOwnClientAddress } from './staff'
import { isNarrow, pdfText, servers } from './support'

test.beforeEach(({ page }, testInfo) => useOwnClientAddress(page, testInfo))

/**
 * A departure's own page against the embedded build, on a desk and a phone: two bookings written
 * in the store on a day of a seeded trip that no other test uses (one per project), read by an
 * agent as the tour manager would: seats and money in figures, travellers by boarding city with a
 * tap to call, the rooming list, and the manifest downloads whose counts are the seats booked. On
 * a phone nothing scrolls sideways and every call is a 44 px target. The owner reaches a
 * departure's page from the Departures screen.
 */

function withStore<T>(work: (db: Db) => Promise<T>): Promise<T> {
  const sqlite = new Database(path.join(servers.embedded.env.DATA_DIR, 'site.db'), { timeout: 10_000 })
  const db = new Kysely<Schema>({ dialect: new SqliteDialect({ database: sqlite }) }) as unknown as Db
  return work(db).finally(() => db.destroy())
}

/** Two families on `day` of the first seeded trip, the day's earlier bookings (a retry's) removed first. */
async function seedBookings(day: string) {
  return withStore(async (db) => {
    const trip = await db
      .selectFrom('trips')
      .select(['id', 'slug', 'title'])
      .orderBy('position')
      .executeTakeFirstOrThrow()
    const earlier = db.selectFrom('bookings').select('id').where('trip_id', '=', trip.id).where('departs_on', '=', day)
    await db.deleteFrom('booking_payments').where('booking_id', 'in', earlier).execute()
    await db.deleteFrom('booking_travellers').where('booking_id', 'in', earlier).execute()
    await db.deleteFrom('bookings').where('trip_id', '=', trip.id).where('departs_on', '=', day).execute()
    const on = { tripId: trip.id, tripSlug: trip.slug, tripTitle: trip.title, departsOn: day }
    const chennai = await insertBooking(db, {
      ...on,
      boardingCityId: 'chennai',
      boardingCity: 'Chennai',
      family: 'Lakshmi Narayanan',
      phone: '9840098400',
      agreedTotal: 90_000,
      travellers: [
        { name: 'Lakshmi Narayanan', room: '2', note: 'lower berth' },
        { name: 'Narayanan R', room: '2', gender: 'male', phone: '9444012345' },
        { name: 'Arun N', ageBand: 'child', gender: 'male', sharing: 'triple' },
      ],
      payments: [{ amount: 45_000 }, { amount: 10_000 }, { amount: 10_000, reverses: 1 }],
    })
    const madurai = await insertBooking(db, {
      ...on,
      boardingCityId: 'madurai',
      boardingCity: 'Madurai',
      family: 'மீனாட்சி சுந்தரம்',
      phone: '9840012345',
      seats: 3,
      agreedTotal: 120_000,
      travellers: [{ name: 'மீனாட்சி சுந்தரம்', room: '2' }, { name: 'Sundaram K' }],
      payments: [{ amount: 130_000 }, { kind: 'refund', amount: 10_000 }],
    })
    return { trip, chennai, madurai }
  })
}

test('an agent reads a departure: seats, money, travellers by boarding city to call, rooms, and the manifest', async ({
  page,
}, testInfo) => {
  const day = testInfo.project.name === 'phone' ? '2035-01-11' : '2035-01-10'
  const { trip, chennai } = await seedBookings(day)
  const agent = createStaff(testInfo, 'manifestagent', 'agent')
  await signIn(page, agent)
  await page.goto(adminDeparturePath(trip.id, day))
  await expect(page.getByRole('heading', { level: 1, name: trip.title })).toBeVisible()

  const seats = page.getByLabel('Seats')
  await expect(seats).toContainText('Booked6')
  await expect(seats).toContainText('Held by owner0')
  const money = page.getByLabel('Money')
  for (const text of ['Agreed₹2,10,000', 'Received₹1,75,000', 'Refunded₹10,000', 'Outstanding₹45,000']) {
    await expect(money).toContainText(text)
  }

  const chennaiList = page.getByRole('region', { name: /^Chennai/ })
  await expect(chennaiList.getByTestId('traveller')).toHaveCount(3)
  await expect(chennaiList.getByRole('link', { name: 'Call Narayanan R, 9444012345' })).toHaveAttribute(
    'href',
    'tel:+919444012345',
  )
  await expect(chennaiList.getByText('lower berth')).toBeVisible()
  // Each traveller links to the family's lead and booking.
  const leadLinks = chennaiList.getByRole('link', { name: chennai.reference })
  await expect(leadLinks).toHaveCount(3)
  await expect(leadLinks.first()).toHaveAttribute('href', `/admin/leads/${chennai.reference}`)
  await expect(chennaiList.getByRole('link', { name: `Booking ${chennai.id}` }).first()).toHaveAttribute(
    'href',
    `/admin/bookings/${chennai.id}`,
  )
  const maduraiList = page.getByRole('region', { name: /^Madurai/ })
  await expect(maduraiList.getByText('மீனாட்சி சுந்தரம்', { exact: true }).first()).toBeVisible()
  await expect(maduraiList.getByText('Name to come × 1')).toBeVisible()

  const rooming = page.getByRole('region', { name: 'Rooming list' })
  await expect(rooming.getByTestId('room')).toHaveText([/Room 2\s*Twin\s*3 travellers in a twin room/])
  await expect(rooming.getByTestId('no-room')).toContainText('No room yet (2)')

  // The downloads: a line per seat booked, and the PDF's count the same.
  const csv = await page.request.get(adminDepartureDownloadPath(trip.id, day, 'manifest.csv'))
  expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8')
  const lines = (await csv.text())
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n')
  expect(lines).toHaveLength(1 + 6)
  expect(lines.filter((line) => line.includes('Name to come'))).toHaveLength(1)
  const pdf = await page.request.get(adminDepartureDownloadPath(trip.id, day, 'manifest.pdf'))
  expect(pdf.headers()['content-type']).toBe('application/pdf')
  const text = pdfText(await pdf.body())
  expect(text).toContain('Travellers: 6')
  expect(text).toContain('Rooming list')

  if (isNarrow(page)) {
    // A list to call from: nothing wider than the screen, each call a 44 px target.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
    for (const call of await page.getByRole('link', { name: /^Call / }).all()) {
      expect((await call.boundingBox())!.height).toBeGreaterThanOrEqual(44)
    }
  }
})

test("the owner opens a departure's page from the Departures screen", async ({ page }, testInfo) => {
  const owner = createStaff(testInfo, 'manifestowner', 'owner')
  await signIn(page, owner)
  await openDeskSection(page, 'Departures')
  const row = page.getByTestId('departure-row').first()
  const title = (await row.getByRole('link').first().innerText()).trim()
  await row.getByRole('link', { name: title }).click()
  await expect(page).toHaveURL(/\/admin\/departures\/[^/]+\/\d{4}-\d{2}-\d{2}$/)
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(page.getByLabel('Seats')).toContainText('Offered')
  await expect(page.getByRole('link', { name: 'Departures' }).first()).toBeVisible()
})
