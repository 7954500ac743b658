import { expect, test, type Browser, type Page } from '@playwright/test'
import { POPUP_SHOWN_STORAGE_KEY } from '@/lib/leads/client/popup-shown'
import { SEARCH_QUERY_MAX_LENGTH, SEARCH_RATE_LIMIT_MAX } from '@/lib/catalog/search/config'
import { seedTrips } from '@/lib/catalog/seed/data'
import { siteConfig } from '@/lib/site/config'
import { CATEGORY_ROUTES, searchPath, searchSuggestionsPath } from '@/lib/site/routes'
import { hydrated, isNarrow, servers } from './support'
import { ONE_WIDTH } from './tags'

/**
 * Search and filters as a visitor uses them (issue "Find a trip the way visitors spell it"): the
 * home box's suggestions for other spellings and typos, the results page that explains itself, a
 * filtered list that travels as a link (opened in a fresh browser), the filters without
 * JavaScript and in a phone's sheet, and bad input that is shown as typed and never breaks a page.
 */

const base = servers.embedded.url
const titleOf = (slug: string) => seedTrips.find((trip) => trip.slug === slug)!.title
const cardTitles = (page: Page) => page.locator('main article h3').allTextContents()
const pilgrimage = CATEGORY_ROUTES.pilgrimage.href
/** A page's first script may take a while on a cold server and a busy machine. */
const HYDRATION_MS = 30_000
/** The results' count and how the query was read. */
const resultStatus = (page: Page) => page.locator('main').getByRole('status')

test.beforeEach(async ({ page }) => {
  await page.addInitScript((key) => window.localStorage.setItem(key, 'true'), POPUP_SHOWN_STORAGE_KEY)
})

test(
  'the home search box suggests the trip for another spelling and for a typo, and says what it corrected',
  { tag: ONE_WIDTH },
  async ({ page }) => {
    const combobox = page.getByRole('combobox', { name: 'Where do you want to go?' })
    const listbox = page.getByRole('listbox', { name: 'Trip suggestions' })
    await page.goto('/')
    await hydrated(combobox, { timeout: HYDRATION_MS })

    // Asked in the page's language (English here), as the box asks.
    const asked = page.waitForResponse((r) => r.url() === `${base}${searchSuggestionsPath('tirupathi', 'en')}`)
    await combobox.fill('tirupathi')
    expect((await asked).status()).toBe(200)
    await expect(listbox.getByRole('option')).toHaveText([titleOf('tirupati-balaji-darshan')])

    await combobox.fill('kedarnth')
    await expect(listbox.getByRole('option')).toHaveText([titleOf('char-dham-yatra')])
    await expect(page.getByText('Tours for “kedarnath”')).toBeVisible()
  },
)

// Every spelling of the issue is checked against the index in tests/search.test.ts; here a few, through the page.
test('spellings of a place and typos find its trip first on the results page', { tag: ONE_WIDTH }, async ({ page }) => {
  for (const [query, slug] of [
    ['Benares', 'kashi-gaya-prayag-yatra'],
    ['tirumala', 'tirupati-balaji-darshan'],
    ['chaar dham', 'char-dham-yatra'],
    ['sai baba', 'shirdi-sai-baba-shani-shingnapur'],
    ['rameswarm', 'rameswaram-madurai-kanyakumari'],
  ] as const) {
    const response = await page.goto(searchPath(query))
    expect(response?.status(), query).toBe(200)
    expect((await cardTitles(page))[0], query).toBe(titleOf(slug))
  }
})

test(
  'the results page says how it read the query, and stays out of search engines',
  { tag: ONE_WIDTH },
  async ({ page }) => {
    await page.goto(searchPath('kedarnth'))
    await expect(resultStatus(page)).toHaveText('1 trip found for “kedarnth”')
    const meant = page.getByRole('link', { name: '“kedarnath”' })
    await expect(meant).toBeVisible()
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    await meant.click()
    await expect(page).toHaveURL(searchPath('kedarnath'))
    await expect(page.getByTestId('search-explanation')).toHaveCount(0)

    await page.goto(searchPath('varanasi'))
    await expect(page.getByText('“varanasi” is also written Kashi: trips under either name are shown.')).toBeVisible()
  },
)

test('a search that finds nothing offers the categories and popular trips', async ({ page }) => {
  await page.goto(searchPath('zzzz-nowhere'))
  await expect(page.getByRole('heading', { name: 'No trips found for “zzzz-nowhere”' })).toBeVisible()
  const categories = page.getByRole('list', { name: 'Browse categories' })
  await expect(categories.getByRole('link', { name: 'Pilgrimage tours' })).toHaveAttribute('href', pilgrimage)
  await expect(page.getByRole('heading', { name: 'Popular trips' })).toBeVisible()
  // The first trip of each home category.
  expect(await cardTitles(page)).toEqual(
    (['pilgrimage', 'domestic', 'international', 'honeymoon'] as const).map(
      (category) => seedTrips.find((trip) => trip.category === category)!.title,
    ),
  )
})

/** Chooses a filter as this width shows it: the row above the list, or the phone's sheet. */
async function chooseFilter(page: Page, name: 'Month of departure' | 'Duration' | 'Budget per person', value: string) {
  if (isNarrow(page)) {
    const sheet = page.getByRole('group', { name: 'Filter trips' })
    if (!(await sheet.isVisible())) await page.locator('main details summary').click()
    await sheet.getByLabel(name).selectOption(value)
    return sheet
  }
  const bar = page.locator('main [data-wide-only]')
  await bar.getByLabel(name).selectOption(value)
  return bar
}

/** A fresh browser context at this test's width, with nothing of the page that made the link. */
async function freshPage(browser: Browser, page: Page) {
  const context = await browser.newContext({ viewport: page.viewportSize(), baseURL: base })
  return { fresh: await context.newPage(), close: () => context.close() }
}

test('a filtered list travels as a link: chosen, counted before it applies, opened anew, cleared in one tap', async ({
  page,
  browser,
}) => {
  const band = { min: 20_000, max: 50_000 }
  const expected = seedTrips
    .filter((t) => t.category === 'pilgrimage' && t.price >= band.min && t.price <= band.max)
    .map((t) => t.title)
  const all = seedTrips.filter((t) => t.category === 'pilgrimage').length
  await page.goto(pilgrimage)
  // A CSS locator: at a phone's width the row's form is not shown, and its sheet's is in a closed <details>.
  await hydrated(page.locator('main form[aria-label="Filter trips"] button[type="submit"]').first(), {
    timeout: HYDRATION_MS,
  })
  const form = await chooseFilter(page, 'Budget per person', '20000-50000')
  // Counted on the visitor's side before anything is sent.
  const apply = form.getByRole('button', { name: `Show ${expected.length} trips` })
  await expect(apply).toBeVisible()
  await apply.click()
  // The address holds the filter alone: no empty parameters.
  await expect(page).toHaveURL(`${pilgrimage}?budget=20000-50000`)
  await expect(page.getByRole('heading', { name: `${expected.length} of ${all} packages match` })).toBeVisible()
  expect(await cardTitles(page)).toEqual(expected)

  const { fresh, close } = await freshPage(browser, page)
  const response = await fresh.goto(`${pilgrimage}?budget=20000-50000`)
  expect(response?.status()).toBe(200)
  expect(await cardTitles(fresh)).toEqual(expected)
  await expect(fresh.locator('link[rel="canonical"]')).toHaveAttribute('href', `${base}${pilgrimage}`)
  await expect(fresh.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow')
  await close()

  await page.getByRole('link', { name: 'Remove filter: ₹20,000 to ₹50,000' }).click()
  await expect(page).toHaveURL(pilgrimage)
  await expect(page.getByRole('heading', { name: `${all} packages to choose from` })).toBeVisible()
})

test('the month filter offers the months the trips leave in, as their dates say, and lists those trips', async ({
  page,
  request,
}) => {
  // What the catalogue says of each pilgrimage trip's months, from the provider contract the pages read.
  const answer = await request.get(`/api/web/trip/category/trip?categoryId=${siteConfig.categoryIds.pilgrimage}`)
  const trips = ((await answer.json()) as { data: { title: string; departureMonths?: string[] }[] }).data
  const months = [...new Set(trips.flatMap((t) => t.departureMonths ?? []))].sort()
  expect(months.length).toBeGreaterThan(0)
  const thisMonth = new Date().toISOString().slice(0, 7)
  expect(months[0]! >= thisMonth, 'no past month').toBe(true)

  await page.goto(pilgrimage)
  const form = isNarrow(page) ? page.locator('main [data-narrow-only]') : page.locator('main [data-wide-only]')
  const offered = await form
    .getByLabel('Month of departure')
    .locator('option')
    .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).filter(Boolean))
  expect(offered).toEqual(months)

  const month = months.at(-1)!
  await hydrated(form.locator('button[type="submit"]'), { timeout: HYDRATION_MS })
  const chosen = await chooseFilter(page, 'Month of departure', month)
  await chosen.getByRole('button', { name: /^Show \d+ trips?$/ }).click()
  await expect(page).toHaveURL(`${pilgrimage}?month=${month}`)
  expect(await cardTitles(page)).toEqual(trips.filter((t) => t.departureMonths?.includes(month)).map((t) => t.title))
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the filter form is a plain form: sent, it lists the matching trips', async ({ page }) => {
    await page.goto(searchPath('yatra'))
    if (isNarrow(page)) await page.locator('main details summary').click()
    const form = isNarrow(page) ? page.locator('main [data-narrow-only]') : page.locator('main [data-wide-only]')
    await form.getByLabel('Duration').selectOption('8+')
    await form.getByRole('button', { name: 'Apply filters' }).click()
    await expect(page).toHaveURL(/[?&]days=8%2B/)
    expect(new URL(page.url()).searchParams.get('q')).toBe('yatra')
    const long = seedTrips.filter((t) => /yatra/i.test(t.title) && Number(/(\d+) Days/.exec(t.duration)![1]) >= 8)
    expect((await cardTitles(page)).sort()).toEqual(long.map((t) => t.title).sort())
    await expect(resultStatus(page)).toContainText(`, ${long.length} with these filters`)
  })
})

test('bad input is shown as typed and never breaks a page', { tag: ONE_WIDTH }, async ({ page, request }) => {
  // Eight pages and three calls.
  test.slow()
  let dialogs = 0
  page.on('dialog', (dialog) => {
    dialogs++
    void dialog.dismiss()
  })
  for (const query of ['<script>alert(1)</script>', "' OR 1=1 --", '🙏🛕✨', 'காசி யாத்திரை']) {
    const response = await page.goto(searchPath(query))
    expect(response?.status(), query).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Results for “${query}”`)
  }
  expect(dialogs).toBe(0)

  // A query longer than the field takes is read up to its length.
  await page.goto(searchPath(`${'k'.repeat(SEARCH_QUERY_MAX_LENGTH)}${'x'.repeat(4000)}`))
  await expect(page.getByRole('searchbox')).toHaveValue('k'.repeat(SEARCH_QUERY_MAX_LENGTH))

  // Filter values that are not offered are left out, said, and shown escaped.
  const response = await page.goto(`${pilgrimage}?month=2027-13&days=zzz&budget=<b>x</b>`)
  expect(response?.status()).toBe(200)
  await expect(page.getByText('Left out, not a filter we offer: “2027-13”, “zzz”, “<b>x</b>”.')).toBeVisible()
  const all = seedTrips.filter((t) => t.category === 'pilgrimage').length
  expect(await cardTitles(page)).toHaveLength(all)
  expect((await page.goto(`${searchPath('kashi')}&category=nowhere&month=x`))?.status()).toBe(200)

  for (const q of ['<script>', 'a'.repeat(5000), "1' OR '1'='1"]) {
    const answer = await request.get(`/api/search?q=${encodeURIComponent(q)}`, {
      headers: { 'x-forwarded-for': '10.99.0.1' },
    })
    expect(answer.status()).toBe(200)
    expect((await answer.json()).query).toBe(q.slice(0, SEARCH_QUERY_MAX_LENGTH))
  }
})

test(
  'the suggestions endpoint is rate-limited per client like the lead posts',
  { tag: ONE_WIDTH },
  async ({ request }) => {
    // A client address of its own (the test server trusts one proxy hop), so no other test is counted with it.
    const headers = { 'x-forwarded-for': `10.98.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` }
    for (let i = 0; i < SEARCH_RATE_LIMIT_MAX; i++) {
      expect((await request.get(`/api/search?q=k${i}`, { headers })).status()).toBe(200)
    }
    const refused = await request.get('/api/search?q=kashi', { headers })
    expect(refused.status()).toBe(429)
    expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(0)
    // Another client is still answered.
    expect((await request.get('/api/search?q=kashi', { headers: { 'x-forwarded-for': '10.97.0.1' } })).status()).toBe(
      200,
    )
  },
)
