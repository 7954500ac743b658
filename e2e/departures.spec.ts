import { expect, test, type Page } from '@playwright/test'
import type Database from 'better-sqlite3'
import { addDays, monthOf, yearOf } from '@/lib/catalog/departures'
import { formatDay, formatMonthYear, todayInIndia } from '@/lib/site/format'
import { seedTrips } from '@/lib/catalog/seed/data'
import { withSiteDb } from './lead-store'
import { servers } from './support'

/**
 * No past departure is visible anywhere (docs/architecture.md, difference 8). The test writes
 * departures that have passed straight into the embedded site's SQLite store, purges the cache
 * through the revalidate endpoint, and reads every page that shows departures: the past dates
 * are nowhere in the HTML, the future ones are listed, and a trip whose dates have all passed
 * says when its season opens again and leaves the Upcoming yatras.
 */

const today = todayInIndia()
const LISTED = 'kashi-gaya-prayag-yatra' // dated monthly departures; gets extra past ones
const CLOSED = 'dwarka-somnath-jyotirlinga' // every date set in the past; its season opens in November
const listed = seedTrips.find((t) => t.slug === LISTED)!
const closed = seedTrips.find((t) => t.slug === CLOSED)!
const pastDays = [addDays(today, -8), addDays(today, -1), today]
const closedPastDays = [addDays(today, -40), addDays(today, -12)]

const withDb = <T>(work: (db: Database.Database) => T): T =>
  withSiteDb(servers.embedded.env.DATA_DIR, work, { readonly: false })

const tripId = (db: Database.Database, slug: string) =>
  (db.prepare('SELECT id FROM trips WHERE slug = ?').get(slug) as { id: string }).id

async function revalidate(page: Page) {
  const response = await page.request.post('/api/revalidate', {
    headers: { Authorization: `Bearer ${servers.embedded.env.REVALIDATE_SECRET}` },
  })
  expect(response.status()).toBe(200)
}

/** The page's whole HTML (hidden parts and the RSC payload included), once it has been rendered again. */
async function htmlOf(page: Page, route: string): Promise<string> {
  const response = await page.goto(route)
  expect(response?.status()).toBe(200)
  return page.content()
}

function expectNoPastDate(html: string, route: string) {
  for (const day of [...pastDays, ...closedPastDays]) {
    expect(html, `${route} shows ${formatDay(day)}`).not.toContain(formatDay(day))
    expect(html, `${route} holds ${day}`).not.toContain(`"${day}"`)
  }
}

// One test writes to the store, checks both widths and restores it: the phone project would race it.
let future: string[] = []
const opens = formatMonthYear(11, monthOf(today) < 11 ? yearOf(today) : yearOf(today) + 1)

test.beforeAll(() => {
  withDb((db) => {
    const listedId = tripId(db, LISTED)
    future = (
      db
        .prepare('SELECT departs_on FROM trip_departures WHERE trip_id = ? AND departs_on > ? ORDER BY departs_on')
        .all(listedId, today) as { departs_on: string }[]
    ).map((d) => d.departs_on)
  })
})

test.afterAll(async ({ request }) => {
  // Back to the seed: the listed trip without the past rows, the closed one with its seeded dates.
  withDb((db) => {
    const listedId = tripId(db, LISTED)
    const closedId = tripId(db, CLOSED)
    const insert = db.prepare("INSERT OR IGNORE INTO trip_departures (trip_id, departs_on, label) VALUES (?, ?, '')")
    db.transaction(() => {
      db.prepare('DELETE FROM trip_departures WHERE trip_id IN (?, ?) AND departs_on <= ?').run(
        listedId,
        closedId,
        today,
      )
      for (const d of closed.departures(today).dates) insert.run(closedId, d.on)
    })()
  })
  await request.post(`${servers.embedded.url}/api/revalidate`, {
    headers: { Authorization: `Bearer ${servers.embedded.env.REVALIDATE_SECRET}` },
  })
})

test('no past departure is shown on any page, and a closed season says when it opens', async ({ page }) => {
  test.skip(test.info().project.name !== 'desktop', 'checks 1280 and 390 px itself, against one store')
  // Three re-renders to wait for and sixteen full pages to read: more than one page's time on a busy machine.
  test.slow()
  expect(future.length).toBeGreaterThan(1)
  withDb((db) => {
    const listedId = tripId(db, LISTED)
    const closedId = tripId(db, CLOSED)
    const insert = db.prepare("INSERT OR IGNORE INTO trip_departures (trip_id, departs_on, label) VALUES (?, ?, '')")
    db.transaction(() => {
      for (const day of pastDays) insert.run(listedId, day)
      db.prepare('DELETE FROM trip_departures WHERE trip_id = ?').run(closedId)
      for (const day of closedPastDays) insert.run(closedId, day)
    })()
  })
  await revalidate(page)
  // Purged pages are served stale once while they render again: wait for each page's new text.
  await expect
    .poll(async () => (await htmlOf(page, `/trip/${CLOSED}`)).includes(`Opens ${opens}`), { timeout: 30_000 })
    .toBe(true)
  await expect
    .poll(async () => (await htmlOf(page, '/pilgrimage')).includes(`Opens ${opens}`), { timeout: 30_000 })
    .toBe(true)
  const ticker = page.locator('section[aria-label="Upcoming pilgrimages"]')
  const tickerNames = async (title: string) => (await htmlOf(page, '/'), (await ticker.innerHTML()).includes(title))
  await expect.poll(() => tickerNames(closed.title), { timeout: 30_000 }).toBe(false)

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 844 })

    expectNoPastDate(await htmlOf(page, `/trip/${CLOSED}`), `/trip/${CLOSED} at ${width}px`)
    await expect(page.locator('main').getByRole('list', { name: 'Trip facts' })).toContainText(`Opens ${opens}`)

    expectNoPastDate(await htmlOf(page, `/trip/${LISTED}`), `/trip/${LISTED} at ${width}px`)
    const facts = page.locator('main').getByRole('list', { name: 'Trip facts' })
    for (const day of future.slice(0, 2)) await expect(facts).toContainText(formatDay(day))

    expectNoPastDate(await htmlOf(page, '/pilgrimage'), `/pilgrimage at ${width}px`)
    const cards = page.locator('main').getByRole('article')
    await expect(cards.filter({ hasText: closed.title })).toContainText(`Opens ${opens}`)
    await expect(cards.filter({ hasText: listed.title }).first()).toContainText(formatDay(future[0]))

    // Home: the ticker (shown from 1024 px) lists the trips ahead and leaves the closed season out.
    expectNoPastDate(await htmlOf(page, '/'), `/ at ${width}px`)
    if (width >= 1024) {
      await expect(ticker.getByRole('link', { name: new RegExp(listed.title) })).toBeVisible()
      await expect(ticker).toContainText(formatDay(future[0]))
    }
    expect(await ticker.innerHTML()).not.toContain(closed.title)

    for (const route of ['/domestic', '/international', '/search?q=yatra', '/honeymoon', '/testimonials']) {
      expectNoPastDate(await htmlOf(page, route), `${route} at ${width}px`)
    }
  }

  // The provider contract the site serves: the optional nextDeparture is the first future date.
  const list = (await (await page.request.get('/api/web/trip/list')).json()) as {
    data: { slug: string; availableDates: string; nextDeparture?: string }[]
  }
  expect(list.data.find((t) => t.slug === LISTED)?.nextDeparture).toBe(future[0])
  const closedWire = list.data.find((t) => t.slug === CLOSED)
  expect(closedWire).toMatchObject({ availableDates: `Opens ${opens}` })
  expect(closedWire).not.toHaveProperty('nextDeparture')
  expectNoPastDate(JSON.stringify(list), '/api/web/trip/list')
})
