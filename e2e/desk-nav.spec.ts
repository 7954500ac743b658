import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { can, type Permission } from '@/lib/staff/permissions'
import { withSiteDb } from './lead-store'
import { storeSentReview } from './rmod-rows'
import { createStaff, signIn, type TestStaff } from './staff'
import { contactLead, isNarrow, servers, uniqueName } from './support'

/**
 * The back office for the thumb: every staff page, opened by an owner and by an agent, at the phone's
 * width (390 px) without sideways scrolling, the bottom tab bar in sight with the current page in it
 * and marked; at 1280 px the menu under the header instead. The pages are read from app/admin, so a
 * new page without an entry here fails the test.
 */

/** Each back-office page (its route) and the permission it asks requireStaffPage for, read from app/admin. */
function deskPages(): { route: string; permission: Permission }[] {
  const root = path.join('app', 'admin')
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
    (file) => path.basename(file) === 'page.tsx',
  )
  return files.flatMap((file) => {
    const match = readFileSync(path.join(root, file), 'utf8').match(/requireStaffPage\('([\w.]+)'\)/)
    if (!match) return []
    const segments = path
      .dirname(file)
      .split(path.sep)
      .filter((segment) => segment !== '.' && !/^\(.*\)$/.test(segment))
    return [{ route: ['/admin', ...segments].join('/'), permission: match[1] as Permission }]
  })
}

interface Fixtures {
  reference: string
  quote: string
  trip: string
  /** A booking of the lead, and a departure's own page (its path). */
  booking: number
  departure: string
  /** A review the family of a booking sent, waiting for staff. */
  review: number
}

/** Where each page is opened, and the menu's section that must be marked current on it. */
const PAGES: Record<string, { path: (f: Fixtures) => string; section: string }> = {
  '/admin': { path: () => '/admin', section: 'Inbox' },
  '/admin/leads/[reference]': { path: (f) => `/admin/leads/${f.reference}`, section: 'Inbox' },
  '/admin/leads/[reference]/quotes/new': { path: (f) => `/admin/leads/${f.reference}/quotes/new`, section: 'Inbox' },
  '/admin/leads/[reference]/quotes/[number]': {
    path: (f) => `/admin/leads/${f.reference}/quotes/${f.quote}`,
    section: 'Inbox',
  },
  '/admin/leads/[reference]/book': { path: (f) => `/admin/leads/${f.reference}/book`, section: 'Inbox' },
  '/admin/bookings/[id]': { path: (f) => `/admin/bookings/${f.booking}`, section: 'Inbox' },
  '/admin/today': { path: () => '/admin/today', section: 'Today' },
  '/admin/departures': { path: () => '/admin/departures', section: 'Departures' },
  '/admin/departures/[trip]/[date]': { path: (f) => f.departure, section: 'Departures' },
  '/admin/reviews': { path: () => '/admin/reviews', section: 'Reviews' },
  '/admin/reviews/[id]': { path: (f) => `/admin/reviews/${f.review}`, section: 'Reviews' },
  '/admin/spam': { path: () => '/admin/spam', section: 'Spam' },
  '/admin/subscribers': { path: () => '/admin/subscribers', section: 'Subscribers' },
  '/admin/reports': { path: () => '/admin/reports', section: 'Reports' },
  '/admin/catalog': { path: () => '/admin/catalog', section: 'Catalogue' },
  '/admin/catalog/seats': { path: () => '/admin/catalog/seats', section: 'Catalogue' },
  '/admin/catalog/boarding-cities': { path: () => '/admin/catalog/boarding-cities', section: 'Catalogue' },
  '/admin/catalog/banners': { path: () => '/admin/catalog/banners', section: 'Catalogue' },
  '/admin/catalog/reviews': { path: () => '/admin/catalog/reviews', section: 'Catalogue' },
  '/admin/catalog/videos': { path: () => '/admin/catalog/videos', section: 'Catalogue' },
  '/admin/catalog/trips/new': { path: () => '/admin/catalog/trips/new', section: 'Catalogue' },
  '/admin/catalog/trips/[id]': { path: (f) => `/admin/catalog/trips/${f.trip}`, section: 'Catalogue' },
  '/admin/staff': { path: () => '/admin/staff', section: 'Staff' },
  '/admin/messages': { path: () => '/admin/messages', section: 'Messages' },
  '/admin/audit': { path: () => '/admin/audit', section: 'Audit log' },
  '/admin/settings': { path: () => '/admin/settings', section: 'Settings' },
  '/admin/account': { path: () => '/admin/account', section: 'Account' },
}

/** The permission that puts each section in a role's menu. */
const SECTION_PERMISSION: Record<string, Permission> = {
  Inbox: 'leads.read',
  Today: 'leads.read',
  Spam: 'leads.read',
  Subscribers: 'leads.read',
  Reviews: 'reviews.read',
  Departures: 'departures.report',
  Reports: 'reports.read',
  Catalogue: 'catalog.read',
  Staff: 'staff.manage',
  Messages: 'messages.manage',
  'Audit log': 'audit.read',
  Settings: 'office.holidays',
  Account: 'account.own',
}

/** The sections the phone's bar keeps in sight whatever the page; the rest are under "More". */
const BAR = ['Inbox', 'Today', 'Departures']

async function postContact(request: APIRequestContext, name: string, client: string): Promise<string> {
  const res = await request.post('/api/web/contact/create', {
    headers: { 'x-forwarded-for': client },
    data: contactLead({ name }),
  })
  expect(res.status()).toBe(201)
  return withSiteDb(servers.embedded.env.DATA_DIR, (db) => {
    const row = db.prepare('SELECT reference FROM leads WHERE name = ? ORDER BY id DESC').get(name) as
      { reference: string } | undefined
    if (!row) throw new Error(`No lead named ${name}`)
    return row.reference
  })
}

/** A booking of the lead on a trip of the catalogue, stored as the bookings store one (its page only reads it). */
function storeBooking(reference: string, tripId: string): number {
  return withSiteDb(
    servers.embedded.env.DATA_DIR,
    (db) => {
      const lead = db.prepare('SELECT id FROM leads WHERE reference = ?').get(reference) as { id: number }
      const trip = db.prepare('SELECT slug, title FROM trips WHERE id = ?').get(tripId) as {
        slug: string
        title: string
      }
      const booking = db
        .prepare(
          `INSERT INTO bookings (lead_id, trip_id, trip_slug, trip_title, departs_on, status, seats, agreed_total, created_by_name, created_at)
           VALUES (?, ?, ?, ?, '2031-01-10', 'confirmed', 1, 30000, 'Desk menu', ?)`,
        )
        .run(lead.id, tripId, trip.slug, trip.title, Date.now())
      db.prepare(
        `INSERT INTO booking_travellers (booking_id, position, name, age_band, gender, sharing)
         VALUES (?, 0, 'Thumb Reader', 'adult', 'female', 'twin')`,
      ).run(booking.lastInsertRowid)
      return Number(booking.lastInsertRowid)
    },
    { readonly: false },
  )
}

/**
 * The lead asked about a trip since removed from the catalogue, which the reports name by its slug:
 * the longest unbroken word a report's table holds, so its table is wider than a phone and scrolls
 * in its own box (a header's screen-reader text inside it once widened the page).
 */
function askedAboutRemovedTrip(reference: string) {
  withSiteDb(
    servers.embedded.env.DATA_DIR,
    (db) => {
      db.prepare('UPDATE leads SET trip = ? WHERE reference = ?').run('thirukkadaiyurabhishekamspecial2031', reference)
    },
    { readonly: false },
  )
}

/** A draft quote for the lead, saved from its form as staff do; answers its number. */
async function saveQuote(page: Page, reference: string): Promise<string> {
  await page.goto(`/admin/leads/${reference}/quotes/new`)
  await expect(page.getByRole('heading', { level: 1, name: 'New quote' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Save quote' })).toBeEnabled()
  await page.getByLabel('Trip', { exact: true }).fill('Char Dham Yatra')
  await page.getByLabel('Adults: how many').fill('2')
  await page.getByLabel('Adult’s price per person (₹)').fill('30000')
  await page.getByRole('button', { name: 'Save quote' }).click()
  await expect(page).toHaveURL(/\/quotes\/Q-\d{4}-\d{4,}\?version=1$/)
  return new URL(page.url()).pathname.split('/').at(-1)!
}

/** The page's width: nothing wider than the screen, so nothing to scroll sideways to. */
async function expectNoSideScroll(page: Page, route: string) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }))
  expect(scrollWidth, `${route} scrolls sideways (${scrollWidth} > ${clientWidth})`).toBeLessThanOrEqual(clientWidth)
}

/** What axe finds against WCAG 2.1 AA and its best practices, on the page as it is now. */
async function expectNoAxeViolation(page: Page, what: string) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze()
  expect(violations.map((v) => `${what}: ${v.id} (${v.nodes.length})`)).toEqual([])
}

async function visitEveryPage(page: Page, staff: TestStaff, fixtures: Fixtures) {
  const narrow = isNarrow(page)
  const bar = page.getByTestId('desk-tab-bar')
  const menu = page.getByRole('navigation', { name: 'Back office' })
  for (const { route, permission } of deskPages()) {
    const entry = PAGES[route]!
    const allowed = can(staff.role, permission)
    const res = await page.goto(entry.path(fixtures))
    expect(res?.status(), `${route} for an ${staff.role}`).toBe(allowed ? 200 : 403)
    await expect(page.locator('main h1').first()).toBeVisible()
    await expectNoSideScroll(page, route)
    // One "Back office" menu at a time: the bar on a phone, the row under the header on a desktop.
    await expect(menu).toHaveCount(1)
    // What is shown of it (on a phone the "More" sheet is closed).
    const current = menu.locator('[aria-current="page"]').filter({ visible: true })
    if (narrow) {
      await expect(bar, route).toBeVisible()
      await expect(bar).toBeInViewport({ ratio: 1 })
      const more = bar.getByRole('button', { name: 'More' })
      await expect(more).toBeInViewport({ ratio: 1 })
      for (const label of BAR) {
        const tab = bar.getByRole('link', { name: new RegExp(`^${label}`) })
        if (label === 'Departures' && !can(staff.role, 'departures.report')) await expect(tab).toHaveCount(0)
        else await expect(tab, `${label} on ${route}`).toBeInViewport({ ratio: 1 })
      }
    } else {
      await expect(bar).toBeHidden()
      await expect(menu.getByRole('link', { name: /^Inbox/ })).toBeVisible()
      await expect(menu.getByRole('link', { name: 'Account', exact: true })).toBeVisible()
    }
    if (!allowed) await expect(page.getByRole('heading', { name: 'Owners only' })).toBeVisible()
    if (can(staff.role, SECTION_PERMISSION[entry.section]!)) {
      // The page's section is in sight and marked, whichever menu shows.
      await expect(current, route).toHaveCount(1)
      await expect(current).toHaveAccessibleName(new RegExp(`^${entry.section}`))
      await expect(current).toBeInViewport({ ratio: 1 })
    } else {
      // A page of a section the role has not (an agent sent to Reports): nothing is marked.
      await expect(current, route).toHaveCount(0)
    }
  }
}

test('every desk page has an entry here, and only the pages of the back office', () => {
  expect(
    deskPages()
      .map((page) => page.route)
      .sort(),
  ).toEqual(Object.keys(PAGES).sort())
})

test('an owner and an agent open every staff page without sideways scrolling, the current page in the menu', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(240_000)
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `e2e-desk-nav-${testInfo.project.name}-${Date.now()}` })
  const owner = createStaff(testInfo, 'navowner', 'owner')
  const agent = createStaff(testInfo, 'navagent', 'agent')
  const reference = await postContact(request, uniqueName(testInfo, 'Thumb Reader'), `client-${testInfo.testId}`)

  await signIn(page, owner)
  const quote = await saveQuote(page, reference)
  await page.goto('/admin/catalog')
  const tripHref = await page
    .locator('main a[href^="/admin/catalog/trips/"]:not([href$="/new"])')
    .first()
    .getAttribute('href')
  const trip = tripHref!.split('/').at(-1)!
  await page.goto('/admin/departures')
  const departure = await page.locator('main a[href^="/admin/departures/"]').first().getAttribute('href')
  const { reviewId } = await storeSentReview({
    family: 'Thumb Reader',
    displayName: 'Thumb Reader',
    body: 'மிகவும் நல்ல பயணம். The tour manager looked after my mother at every stop, and the rooms were clean.',
  })
  const fixtures: Fixtures = {
    reference,
    quote,
    trip,
    booking: storeBooking(reference, trip),
    departure: departure!,
    review: reviewId,
  }
  askedAboutRemovedTrip(reference)

  await visitEveryPage(page, owner, fixtures)
  await page.context().clearCookies()
  await signIn(page, agent)
  await visitEveryPage(page, agent, fixtures)
})

test('on a phone the bar counts the new leads and Today, More opens every other page, and the page opened from it takes a tab', async ({
  page,
  request,
}, testInfo) => {
  test.skip(!isNarrow(page), 'the phone’s bar')
  test.setTimeout(150_000)
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `e2e-desk-bar-${testInfo.project.name}-${Date.now()}` })
  const owner = createStaff(testInfo, 'barowner', 'owner')
  const agent = createStaff(testInfo, 'baragent', 'agent')
  // A new lead no one has taken: counted in the inbox's tab and in Today's.
  await postContact(request, uniqueName(testInfo, 'Bar Counter'), `client-${testInfo.testId}`)

  await signIn(page, owner)
  const bar = page.getByTestId('desk-tab-bar')
  const inbox = bar.getByRole('link', { name: /^Inbox/ })
  await expect(inbox).toHaveAttribute('aria-current', 'page')
  const newLeads = Number((await inbox.textContent())!.replace(/\D/g, ''))
  expect(newLeads).toBeGreaterThanOrEqual(1)
  // Counted on the database as the page was drawn; other tests may add new leads since, never take one away.
  const stored = withSiteDb(servers.embedded.env.DATA_DIR, (db) => {
    const row = db.prepare("SELECT COUNT(*) AS n FROM leads WHERE stage = 'new' AND status != 'spam'").get()
    return (row as { n: number }).n
  })
  expect(newLeads).toBeLessThanOrEqual(stored)
  const today = bar.getByRole('link', { name: /^Today\s*[\d,]+$/ })
  await expect(today).toBeVisible()
  expect(Number((await today.textContent())!.replace(/\D/g, ''))).toBeGreaterThanOrEqual(1)

  // The inbox's stage tabs are all in sight, none behind a hidden scroll.
  const stages = page.getByRole('navigation', { name: 'Lead status' })
  for (const stage of ['All', 'New', 'Contacted', 'Quoted', 'Won', 'Lost']) {
    await expect(stages.getByRole('link', { name: new RegExp(`^${stage}`) })).toBeInViewport({ ratio: 1 })
  }

  // More: a sheet of every other page the owner may open.
  const sheet = page.locator('#desk-more')
  await expect(sheet).toBeHidden()
  await bar.getByRole('button', { name: 'More' }).click()
  await expect(sheet).toBeVisible()
  await expect(sheet.getByRole('heading', { name: 'More' })).toBeVisible()
  const more = sheet.getByRole('link')
  await expectNoAxeViolation(page, 'the More sheet')
  // Spam, Reviews and Messages carry a count when the shared store holds spam, reviews waiting or failed messages.
  await expect(more).toHaveText([
    /^Spam\d*$/,
    'Subscribers',
    /^Reviews\d*$/,
    'Reports',
    'Catalogue',
    'Staff',
    /^Messages/,
    'Audit log',
    'Settings',
    'Account',
  ])
  await sheet.getByRole('link', { name: 'Reports' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/reports$/)
  await expect(sheet).toBeHidden()
  // Reports now has a tab of its own, marked, beside the bar's own tabs and More.
  const reports = bar.getByRole('link', { name: 'Reports' })
  await expect(reports).toHaveAttribute('aria-current', 'page')
  await expect(reports).toBeInViewport({ ratio: 1 })
  await expect(bar.getByRole('listitem')).toHaveCount(5)
  await expectNoAxeViolation(page, 'reports')
  await expect(bar.getByRole('link', { name: /^Inbox/ })).not.toHaveAttribute('aria-current', /./)
  // Back to the inbox: the extra tab is gone again.
  await bar.getByRole('link', { name: /^Inbox/ }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible()
  await expect(bar.getByRole('link', { name: 'Reports' })).toHaveCount(0)
  await expect(bar.getByRole('listitem')).toHaveCount(4)

  // An agent's sheet holds only what an agent may open; no Departures in the bar.
  await page.context().clearCookies()
  await signIn(page, agent)
  await expect(bar.getByRole('link', { name: /^Departures/ })).toHaveCount(0)
  await bar.getByRole('button', { name: 'More' }).click()
  await expect(sheet.getByRole('link')).toHaveText([/^Spam\d*$/, 'Subscribers', /^Reviews\d*$/, 'Catalogue', 'Account'])
  await sheet.getByRole('button', { name: 'Close' }).click()
  await expect(sheet).toBeHidden()
})
