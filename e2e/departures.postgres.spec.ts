import { expect, test, type Page } from '@playwright/test'
import type pg from 'pg'
import { addDays, monthOf, yearOf } from '@/lib/catalog/departures/schedule'
import { formatDay, formatMonthYear, todayInIndia } from '@/lib/site/format'
import { queryPostgres, servers, withPostgres } from './support'

/**
 * No past departure is visible anywhere (docs/architecture.md, difference 8). The test adds two
 * pilgrimages of its own to the store (copies of seeded ones, with departures it sets): one with
 * dates ahead and dates that have passed, one whose dates have all passed. It purges the cache
 * through the revalidate endpoint and reads every page that shows departures: the past dates are
 * nowhere in the HTML, the future ones are listed, and the trip whose dates have all passed says
 * when its season opens again and stays out of the Upcoming yatras.
 *
 * Its trips are its own and live on the postgres site's database, whose catalogue no test compares
 * with the seed: the seeded trips other tests read (trip-page.spec.ts reads the Kashi trip's next
 * departure, pages.spec.ts and seo.spec.ts list each category's trips) are never touched, so the
 * tests run in any order, side by side.
 */

const postgres = servers.postgres!
const today = todayInIndia()
const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`

interface OwnTrip {
  id: string
  slug: string
  title: string
  /** The seeded trip whose content (itinerary, pictures, inclusions) it copies. */
  copyOf: string
  seasonOpensMonth: number | null
  departures: string[]
}

/** Two, five and nine weeks ahead. */
const future = [addDays(today, 14), addDays(today, 35), addDays(today, 63)]
/** Dates that have passed, today's included (a departure is ahead only from tomorrow). */
const pastDays = [addDays(today, -8), addDays(today, -1), today]
const closedPastDays = [addDays(today, -40), addDays(today, -12)]
/** The closed trip's season opens two months from now. */
const opensMonth = ((monthOf(today) + 1) % 12) + 1
const opens = formatMonthYear(opensMonth, opensMonth > monthOf(today) ? yearOf(today) : yearOf(today) + 1)

const LISTED: OwnTrip = {
  id: `e2e-departures-listed-${stamp}`,
  slug: `sangam-dawn-circuit-${stamp}`,
  title: `Sangam Dawn Circuit ${stamp}`,
  copyOf: 'kashi-gaya-prayag-yatra',
  seasonOpensMonth: null,
  departures: [...pastDays, ...future],
}
const CLOSED: OwnTrip = {
  id: `e2e-departures-closed-${stamp}`,
  slug: `saurashtra-shore-temples-${stamp}`,
  title: `Saurashtra Shore Temples ${stamp}`,
  copyOf: 'dwarka-somnath-jyotirlinga',
  seasonOpensMonth: opensMonth,
  departures: closedPastDays,
}

/** A trip's content tables, parents first; its departures and seasons are the test's own. */
const CONTENT_TABLES = [
  'trip_images',
  'itinerary_days',
  'itinerary_activities',
  'trip_includes',
  'trip_excludes',
  'trip_hotels',
]

async function columnsOf(client: pg.Client, table: string): Promise<string[]> {
  const { rows } = await client.query<{ column_name: string }>(
    `SELECT column_name FROM information_schema.columns
     WHERE table_schema = current_schema() AND table_name = $1 ORDER BY ordinal_position`,
    [table],
  )
  expect(rows.length, table).toBeGreaterThan(0)
  return rows.map((row) => row.column_name)
}

/** Adds the trip, published at the end of the catalogue, in one transaction. */
async function addTrip(trip: OwnTrip): Promise<void> {
  await withPostgres(async (client) => {
    await client.query('BEGIN')
    try {
      const { rows } = await client.query<{ id: string }>('SELECT id FROM trips WHERE slug = $1', [trip.copyOf])
      expect(rows, trip.copyOf).toHaveLength(1)
      const source = rows[0]!.id
      const own: Record<string, string> = {
        id: '$2',
        slug: '$3',
        title: '$4',
        season_opens_month: '$5::integer',
        updated_at: '$6',
        position: '(SELECT max(position) + 1 FROM trips)',
        published: '1',
        version: '1',
      }
      const columns = await columnsOf(client, 'trips')
      await client.query(
        `INSERT INTO trips (${columns.join(', ')})
         SELECT ${columns.map((column) => own[column] ?? column).join(', ')} FROM trips WHERE id = $1`,
        [source, trip.id, trip.slug, trip.title, trip.seasonOpensMonth, new Date().toISOString()],
      )
      for (const table of CONTENT_TABLES) {
        const tableColumns = await columnsOf(client, table)
        await client.query(
          `INSERT INTO ${table} (${tableColumns.join(', ')})
           SELECT ${tableColumns.map((column) => (column === 'trip_id' ? '$2' : column)).join(', ')}
           FROM ${table} WHERE trip_id = $1`,
          [source, trip.id],
        )
      }
      await client.query(
        `INSERT INTO trip_departures (trip_id, departs_on, label) SELECT $1, day, '' FROM unnest($2::text[]) AS day`,
        [trip.id, trip.departures],
      )
      await client.query('COMMIT')
    } catch (error) {
      await client.query('ROLLBACK')
      throw error
    }
  })
}

async function revalidate(page: Page) {
  const response = await page.request.post(`${postgres.url}/api/revalidate`, {
    headers: { Authorization: `Bearer ${postgres.env.REVALIDATE_SECRET}` },
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

test.beforeAll(async () => {
  await addTrip(LISTED)
  await addTrip(CLOSED)
})

test.afterAll(async ({ request }) => {
  // Their departures, pictures and every other row of theirs go with them (ON DELETE CASCADE).
  await queryPostgres('DELETE FROM trips WHERE id = ANY($1)', [[LISTED.id, CLOSED.id]])
  await request.post(`${postgres.url}/api/revalidate`, {
    headers: { Authorization: `Bearer ${postgres.env.REVALIDATE_SECRET}` },
  })
})

test('no past departure is shown on any page, and a closed season says when it opens', async ({ page }) => {
  // Three re-renders to wait for and sixteen full pages to read: more than one page's time on a busy machine.
  test.slow()
  await revalidate(page)
  // Purged pages are served stale once while they render again: wait for each page's new text.
  await expect
    .poll(async () => (await htmlOf(page, `/trip/${CLOSED.slug}`)).includes(`Opens ${opens}`), { timeout: 30_000 })
    .toBe(true)
  await expect
    .poll(
      async () => {
        const html = await htmlOf(page, '/pilgrimage')
        return html.includes(LISTED.title) && html.includes(CLOSED.title)
      },
      { timeout: 30_000 },
    )
    .toBe(true)
  // The ticker of a home page rendered since the trips were added names the one with dates ahead.
  const ticker = page.locator('section[aria-label="Upcoming pilgrimages"]')
  const tickerNames = async (title: string) => (await htmlOf(page, '/'), (await ticker.innerHTML()).includes(title))
  await expect.poll(() => tickerNames(LISTED.title), { timeout: 30_000 }).toBe(true)

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 844 })

    expectNoPastDate(await htmlOf(page, `/trip/${CLOSED.slug}`), `/trip/${CLOSED.slug} at ${width}px`)
    await expect(page.locator('main').getByRole('list', { name: 'Trip facts' })).toContainText(`Opens ${opens}`)

    expectNoPastDate(await htmlOf(page, `/trip/${LISTED.slug}`), `/trip/${LISTED.slug} at ${width}px`)
    const facts = page.locator('main').getByRole('list', { name: 'Trip facts' })
    for (const day of future.slice(0, 2)) await expect(facts).toContainText(formatDay(day))

    expectNoPastDate(await htmlOf(page, '/pilgrimage'), `/pilgrimage at ${width}px`)
    const cards = page.locator('main').getByRole('article')
    await expect(cards.filter({ hasText: CLOSED.title })).toContainText(`Opens ${opens}`)
    await expect(cards.filter({ hasText: LISTED.title })).toContainText(formatDay(future[0]!))

    // Home: the ticker (shown from 1024 px) lists the trips ahead and leaves the closed season out.
    expectNoPastDate(await htmlOf(page, '/'), `/ at ${width}px`)
    if (width >= 1024) {
      await expect(ticker.getByRole('link', { name: new RegExp(LISTED.title) })).toBeVisible()
      await expect(ticker).toContainText(formatDay(future[0]!))
    }
    expect(await ticker.innerHTML()).toContain(LISTED.title)
    expect(await ticker.innerHTML()).not.toContain(CLOSED.title)

    for (const route of ['/domestic', '/international', '/search?q=yatra', '/honeymoon', '/testimonials']) {
      expectNoPastDate(await htmlOf(page, route), `${route} at ${width}px`)
    }
  }

  // The provider contract the site serves: the optional nextDeparture is the first future date.
  const list = (await (await page.request.get('/api/web/trip/list')).json()) as {
    data: { slug: string; availableDates: string; nextDeparture?: string }[]
  }
  expect(list.data.find((t) => t.slug === LISTED.slug)?.nextDeparture).toBe(future[0])
  const closedWire = list.data.find((t) => t.slug === CLOSED.slug)
  expect(closedWire).toMatchObject({ availableDates: `Opens ${opens}` })
  expect(closedWire).not.toHaveProperty('nextDeparture')
  expectNoPastDate(JSON.stringify(list), '/api/web/trip/list')
})
