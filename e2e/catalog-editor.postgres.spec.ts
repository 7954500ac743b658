import { writeFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import sharp from 'sharp'
import { createStaff, signIn } from './staff'
import { pdfText, queryPostgres, rupees, servers } from './support'

/**
 * The catalogue editor against the built site on PostgreSQL (the embedded provider on its own
 * database, so the edits here never meet the seed the other suites read): an owner's save shows
 * on the public pages at their next request, a stale form is refused, a new trip reaches the
 * navigation and the sitemap, a renamed slug answers 308, a hidden trip leaves the site, and an
 * agent or a signed-out visitor cannot change anything.
 */

const postgres = servers.postgres!
const query = queryPostgres

interface TripRow {
  id: string
  slug: string
  title: string
  price: number
  version: number
}

/** A published trip of a category, by its place as the site lists them (the first is not one the PostgreSQL storage test reads). */
async function tripOf(category: string, place = 0): Promise<TripRow> {
  const [trip] = await query<TripRow>(
    `SELECT t.id, t.slug, t.title, t.price, t.version FROM trips t JOIN categories c ON c.id = t.category_id
     WHERE c.name = $1 AND t.published = 1 ORDER BY t.position OFFSET $2 LIMIT 1`,
    [category, place],
  )
  return { ...trip!, price: Number(trip!.price) }
}

const editorPath = (id: string) => `/admin/catalog/trips/${id}`
/** A section of the trip editor: a form of its own, named by the jump list's label, with its own Save and answer. */
const section = (page: Page, name: string) => page.getByRole('form', { name, exact: true })
const saveOf = (page: Page, name: string) =>
  section(page, name).getByRole('button', { name: `Save ${name.toLowerCase()}` })
const saved = (page: Page, name = 'Basics') =>
  section(page, name)
    .getByRole('status')
    .filter({ hasText: /^Saved/ })

test.beforeEach(async ({ page }, testInfo) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `e2e-catalog-${testInfo.testId}-${Date.now()}` })
})

test("an owner's Tamil title and day show on the trip's Tamil page at its next request; cleared, the English shows, marked", async ({
  page,
}, testInfo) => {
  test.slow()
  const owner = createStaff(testInfo, 'catalog-tamil', 'owner', postgres)
  const trip = await tripOf('International', 1)
  const [{ ta }] = await query<{ ta: string }>('SELECT ta FROM trips WHERE id = $1', [trip.id])
  const seeded = JSON.parse(ta) as { title: string; itinerary: { title: string }[] }
  // The Tamil page is in the cache with the seed's Tamil first.
  await page.goto(`/ta/trip/${trip.slug}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(seeded.title)

  await signIn(page, owner)
  await page.goto(editorPath(trip.id), { waitUntil: 'networkidle' })
  await expect(page.getByLabel('Title in Tamil')).toHaveValue(seeded.title)
  await expect(page.getByLabel('Day 1 in Tamil')).toHaveValue(seeded.itinerary[0]!.title)
  const title = `${seeded.title} – சிறப்புப் புறப்பாடு`
  await page.getByLabel('Title in Tamil').fill(title)
  await page.getByLabel('Day 1 in Tamil').fill('சென்னையிலிருந்து புறப்பாடு')
  await page.getByLabel('Day 1, activities in Tamil').fill('காலை விமானம்\n\nமாலை ஓய்வு')
  // Two sections, each saved with its own Save: the day typed stays while the title is saved.
  await saveOf(page, 'Basics').click()
  await expect(saved(page)).toBeVisible()
  await saveOf(page, 'Itinerary').click()
  await expect(saved(page, 'Itinerary')).toBeVisible()

  // Stored as the trip's Tamil, the blank line dropped; the English untouched.
  const [row] = await query<{ ta: string; title: string }>('SELECT ta, title FROM trips WHERE id = $1', [trip.id])
  expect(row!.title).toBe(trip.title)
  const stored = JSON.parse(row!.ta) as { title: string; itinerary: unknown[] }
  expect(stored.title).toBe(title)
  expect(stored.itinerary).toHaveLength(seeded.itinerary.length)
  expect(stored.itinerary[0]).toEqual({
    title: 'சென்னையிலிருந்து புறப்பாடு',
    activities: ['காலை விமானம்', 'மாலை ஓய்வு'],
  })

  await page.goto(`/ta/trip/${trip.slug}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  const firstDay = page.locator('[data-itinerary-day]').first()
  await expect(firstDay.getByRole('heading', { level: 3 })).toHaveText('சென்னையிலிருந்து புறப்பாடு')
  await expect(firstDay.getByRole('listitem')).toHaveText(['காலை விமானம்', 'மாலை ஓய்வு'])
  // The English page is the English one.
  await page.goto(`/trip/${trip.slug}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(trip.title)

  // The Tamil title cleared: the Tamil page shows the English title, marked as English; the list says so.
  await page.goto(editorPath(trip.id), { waitUntil: 'networkidle' })
  await page.getByLabel('Title in Tamil').fill('')
  await saveOf(page, 'Basics').click()
  await expect(saved(page)).toBeVisible()
  await page.goto(`/ta/trip/${trip.slug}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(trip.title)
  await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'en')
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta')
  await page.goto('/admin/catalog')
  const listed = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: trip.title, exact: true }) })
  await expect(listed).toContainText('Tamil missing: title')
  await expect(page.locator('[data-tamil-summary]')).toContainText(/trips? lacks? some Tamil/)

  // Put back for the other tests.
  await page.goto(editorPath(trip.id), { waitUntil: 'networkidle' })
  await page.getByLabel('Title in Tamil').fill(seeded.title)
  await saveOf(page, 'Basics').click()
  await expect(saved(page)).toBeVisible()
})

test("an owner's new price shows on the trip page, its category card and the home card at their next request", async ({
  page,
}, testInfo) => {
  // Three saves and eight page loads, some of them rendered afresh after a save.
  test.slow()
  const owner = createStaff(testInfo, 'catalog-owner', 'owner', postgres)
  const trip = await tripOf('International')
  // The public pages are in the cache with the old price first.
  await page.goto(`/trip/${trip.slug}`)
  await expect(page.getByTestId('trip-price')).toHaveText(rupees(trip.price))
  // And so is the trip's itinerary PDF.
  const itinerary = async () => pdfText(await (await page.request.get(`/trip/${trip.slug}/itinerary.pdf`)).body())
  expect(await itinerary()).toContain(rupees(trip.price))

  await signIn(page, owner)
  await page.goto(editorPath(trip.id))
  await expect(page.getByRole('heading', { level: 1, name: trip.title })).toBeVisible()
  const price = trip.price + 1234
  await page.getByLabel('Price per person (₹)').fill(String(price))
  const started = Date.now()
  await saveOf(page, 'Basics').click()
  await expect(saved(page)).toHaveText('Saved and published to the site')

  await page.goto(`/trip/${trip.slug}`)
  await expect(page.getByTestId('trip-price')).toHaveText(rupees(price))
  testInfo.annotations.push({ type: 'save to public page', description: `${Date.now() - started} ms` })
  await page.goto('/international')
  const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: trip.title, exact: true }) })
  await expect(card).toContainText(rupees(price))
  await page.goto('/')
  const homeCard = page
    .locator('main [data-section="international"]')
    .getByRole('article')
    .filter({ has: page.getByRole('link', { name: trip.title, exact: true }) })
  await expect(homeCard).toContainText(rupees(price))
  expect(await itinerary()).toContain(rupees(price))

  const [row] = await query<{ price: number; version: number }>('SELECT price, version FROM trips WHERE id = $1', [
    trip.id,
  ])
  expect({ price: Number(row!.price), version: row!.version }).toEqual({ price, version: trip.version + 1 })
  const [entry] = await query<{ action: string; actor_name: string; detail: string }>(
    `SELECT action, actor_name, detail FROM audit_log WHERE subject = $1 ORDER BY id DESC LIMIT 1`,
    [trip.slug],
  )
  expect(entry).toMatchObject({ action: 'trip.update', actor_name: owner.name })
  expect(JSON.parse(entry!.detail).fields.price).toEqual([trip.price, price])

  // The form carries the new version: a second save from the same page goes through.
  // Filled before the form is hydrated, the field could keep the server's value beside the typed one.
  await page.goto(editorPath(trip.id), { waitUntil: 'networkidle' })
  await page.getByLabel('Price per person (₹)').fill(String(trip.price))
  await expect(page.getByLabel('Price per person (₹)')).toHaveValue(String(trip.price))
  await saveOf(page, 'Basics').click()
  await expect(saved(page)).toBeVisible()
  await page.getByLabel('Duration').fill('7 Days / 6 Nights')
  await saveOf(page, 'Basics').click()
  // The first save's "Saved" is still on screen, so the second one is awaited where it lands: the row.
  await expect
    .poll(
      async () => (await query<{ version: number }>('SELECT version FROM trips WHERE id = $1', [trip.id]))[0]!.version,
    )
    .toBe(trip.version + 3)
  await expect(saved(page)).toBeVisible()
  await page.goto(`/trip/${trip.slug}`)
  await expect(page.getByTestId('trip-price')).toHaveText(rupees(trip.price))
  await expect(page.locator('main')).toContainText('7 Days / 6 Nights')
})

test('a place saved in a trip is found by the search at the next request, in the box and on the results page', async ({
  page,
}, testInfo) => {
  const owner = createStaff(testInfo, 'catalog-owner', 'owner', postgres)
  const trip = await tripOf('Domestic', 3)
  // A word no trip has yet, with a letter more than the place the visitor means.
  const place = `Vellaiyur${testInfo.workerIndex}${Date.now() % 1000}`
    .toLowerCase()
    .replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)
  const asked = () =>
    page.request.get(`/api/search?q=${place}`).then((r) => r.json() as Promise<{ trips: { slug: string }[] }>)
  // The index is built before the save, so the save must be what changes it.
  expect((await asked()).trips).toEqual([])

  await signIn(page, owner)
  await page.goto(editorPath(trip.id))
  await expect(saveOf(page, 'Basics')).toBeEnabled()
  const location = page.getByLabel('Location', { exact: true })
  const before = await location.inputValue()
  await location.fill(`${before}, ${place[0]!.toUpperCase()}${place.slice(1)}`)
  await saveOf(page, 'Basics').click()
  await expect(saved(page)).toHaveText('Saved and published to the site')

  expect((await asked()).trips.map((t) => t.slug)).toEqual([trip.slug])
  // A letter wrong, on the results page: found, and the correction said. The wrong letter is in the
  // word's stem: a letter dropped near its end could leave a prefix of it (when the last two are
  // the same), which search finds as a prefix, with nothing to correct.
  const typo = place.replace('vellaiyur', 'vellaiyor')
  expect(place.startsWith(typo)).toBe(false)
  await page.goto(`/search?q=${typo}`)
  await expect(page.locator('main article h3').first()).toHaveText(trip.title)
  await expect(page.getByRole('link', { name: `“${place}”` })).toBeVisible()

  await page.goto(editorPath(trip.id), { waitUntil: 'networkidle' })
  await location.fill(before)
  await expect(location).toHaveValue(before)
  await saveOf(page, 'Basics').click()
  await expect(saved(page)).toBeVisible()
  await expect.poll(async () => (await asked()).trips).toEqual([])
})

test('a save from a form opened before another save is refused and changes nothing', async ({ browser }, testInfo) => {
  const owner = createStaff(testInfo, 'catalog-owner', 'owner', postgres)
  const trip = await tripOf('Domestic')
  const [first, second] = await Promise.all([browser.newPage(), browser.newPage()])
  for (const page of [first, second]) {
    await signIn(page, owner)
    await page.goto(editorPath(trip.id))
    await expect(saveOf(page, 'Basics')).toBeEnabled()
  }
  await first.getByLabel('Price per person (₹)').fill(String(trip.price + 500))
  await saveOf(first, 'Basics').click()
  await expect(saved(first)).toBeVisible()

  await second.getByLabel('Price per person (₹)').fill('1')
  await saveOf(second, 'Basics').click()
  await expect(
    second.getByRole('status').filter({ hasText: 'This trip was changed by someone else after you opened it' }),
  ).toBeVisible()
  const [row] = await query<{ price: number }>('SELECT price FROM trips WHERE id = $1', [trip.id])
  expect(Number(row!.price)).toBe(trip.price + 500)
  await Promise.all([first.close(), second.close()])
})

test('bad input gets a message on its field and changes nothing', async ({ page }, testInfo) => {
  const owner = createStaff(testInfo, 'catalog-owner', 'owner', postgres)
  const trip = await tripOf('Honeymoon')
  await signIn(page, owner)
  await page.goto(editorPath(trip.id))
  // Save is enabled once the editor is hydrated: what is typed from then on is what gets checked.
  await expect(saveOf(page, 'Basics')).toBeEnabled()
  await page.getByLabel('Title', { exact: true }).fill('   ')
  await page.getByLabel('Price per person (₹)').fill('-20')
  await page.getByLabel('Address').fill('Not A Slug')
  await saveOf(page, 'Basics').click()
  await expect(page.getByLabel('Title', { exact: true })).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByText('Please enter the title')).toBeVisible()
  await expect(page.getByText('The price cannot be negative')).toBeVisible()
  await expect(page.getByText('Use lower-case letters, digits and single hyphens, like char-dham-yatra')).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'Please correct the marked fields' })).toBeVisible()
  const [row] = await query<TripRow>('SELECT title, price, slug, version FROM trips WHERE id = $1', [trip.id])
  expect(row).toMatchObject({ title: trip.title, slug: trip.slug, version: trip.version })
})

test('the editor waits for its script: Save and the fields disabled in the HTML as sent and without JavaScript, enabled once hydrated', async ({
  page,
  browser,
}, testInfo) => {
  const owner = createStaff(testInfo, 'catalog-owner', 'owner', postgres)
  const trip = await tripOf('Pilgrimage')
  await signIn(page, owner)
  // The page as the server sends it, with the signed-in cookies: its Save button is disabled, so
  // a press before hydration cannot submit the form natively (a GET with every field in the address).
  const res = await page.request.get(editorPath(trip.id))
  expect(res.status()).toBe(200)
  const html = await res.text()
  const label = html.indexOf('Save basics</button>')
  expect(label, 'the Save button is in the HTML').toBeGreaterThan(-1)
  const button = html.slice(html.lastIndexOf('<button', label), label)
  expect(button).toContain('type="submit"')
  expect(button).toMatch(/\sdisabled(=""|\s|>)/)

  // A browser without JavaScript shows it so, and pressing it goes nowhere.
  const noScript = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  })
  try {
    const bare = await noScript.newPage()
    await bare.goto(`${postgres.url}${editorPath(trip.id)}`)
    await expect(bare.getByRole('heading', { level: 1, name: trip.title })).toBeVisible()
    await expect(saveOf(bare, 'Basics')).toBeDisabled()
    // Nothing can be typed that react-hook-form would overwrite with the start value when it takes over.
    await expect(bare.getByLabel('Title', { exact: true })).toBeDisabled()
  } finally {
    await noScript.close()
  }

  // Hydrated, it is enabled, and a save goes through the script (no reload, no fields in the address).
  await page.goto(editorPath(trip.id))
  const save = saveOf(page, 'Basics')
  await expect(save).toBeEnabled()
  await expect(page.getByLabel('Title', { exact: true })).toBeEnabled()
  await save.click()
  await expect(saved(page)).toHaveText('Saved and published to the site')
  expect(new URL(page.url()).search).toBe('')
})

test('a new trip reaches the navigation and the sitemap; its renamed address answers 308; hidden, it leaves the site', async ({
  page,
  request,
}, testInfo) => {
  // A new trip, a rename and a hide, each followed through several freshly rendered pages.
  test.slow()
  const owner = createStaff(testInfo, 'catalog-owner', 'owner', postgres)
  const title = `Chettinad Heritage Weekend ${Date.now().toString(36)}`
  const slug = title.toLowerCase().replace(/ /g, '-')
  await signIn(page, owner)
  await page.goto('/admin/catalog')
  await page.getByRole('link', { name: 'New trip' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'New trip' })).toBeVisible()
  // The address follows the title once the form is hydrated; a title typed before that (a
  // clean-clone run did) leaves the address empty, so the title is typed again until it follows.
  // It is cleared first: React takes the value typed before hydration as the field's own, so
  // the same text filled again is no change to it and the address would never follow.
  await expect(async () => {
    await page.getByLabel('Title', { exact: true }).fill('')
    await page.getByLabel('Title', { exact: true }).fill(title)
    await expect(page.getByLabel('Address')).toHaveValue(slug, { timeout: 1000 })
  }).toPass({ timeout: 15_000 })
  await page.getByLabel('Category').selectOption({ label: 'Domestic' })
  await page.getByLabel('Price per person (₹)').fill('18500')
  await page.getByLabel('Duration').fill('3 Days / 2 Nights')
  await page.getByLabel('Location', { exact: true }).fill('Karaikudi, Tamil Nadu')
  await page.getByLabel('Overview', { exact: true }).fill('Mansions, Athangudi tiles and a Chettinad kitchen.')
  await page.getByLabel('Day 1', { exact: true }).fill('Chennai to Karaikudi')
  await page.getByLabel('Day 1, activity 1', { exact: true }).fill('Walk through the Chettiar mansions')
  await page.getByRole('button', { name: 'Add an inclusion' }).click()
  await page.getByLabel('Inclusion 1', { exact: true }).fill('Heritage hotel stay')
  await page.getByRole('button', { name: 'Add a season' }).click()
  const season = page.getByTestId('season')
  await season.getByLabel('Sun').check()
  await season.getByLabel('Sat').check()
  await season.getByLabel('From').selectOption({ label: 'November' })
  await season.getByLabel('To').selectOption({ label: 'February' })
  await page.getByLabel('Show this trip on the site').check()
  await page.getByRole('button', { name: 'Create trip' }).click()
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(page.getByText('Trip created.')).toBeVisible()

  await page.goto(`/trip/${slug}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  await expect(page.getByTestId('trip-price')).toHaveText(rupees(18500))
  await expect(page.locator('main')).toContainText(
    /Every Sunday and Saturday, Nov\W+Feb|Every Saturday and Sunday, Nov\W+Feb/,
  )
  const nav = page.getByRole('navigation', { name: 'Main' })
  await nav.getByRole('button', { name: 'Domestic' }).focus()
  await page.keyboard.press('Enter')
  await expect(nav.getByRole('link', { name: title })).toHaveAttribute('href', `/trip/${slug}`)
  // The sitemap may be served stale once while it renders again (another test's purge of the
  // whole cache can land between the save and this request): the next reading has the trip.
  const sitemap = () => request.get('/sitemap.xml').then((response) => response.text())
  await expect.poll(sitemap, { timeout: 15_000 }).toContain(`/trip/${slug}</loc>`)

  const [row] = await query<{ id: string }>('SELECT id FROM trips WHERE slug = $1', [slug])
  await page.goto(editorPath(row!.id))
  const renamed = `${slug}-new`
  await page.getByLabel('Address').fill(renamed)
  await saveOf(page, 'Basics').click()
  await expect(saved(page)).toHaveText(`Saved. The old address /trip/${slug} now leads to /trip/${renamed}`)
  const old = await request.get(`/trip/${slug}`, { maxRedirects: 0 })
  expect(old.status()).toBe(308)
  // Next.js writes the Location header of a page's redirect twice, the same both times.
  const locations = old.headersArray().filter((header) => header.name.toLowerCase() === 'location')
  expect(new Set(locations.map((header) => new URL(header.value, postgres.url).pathname))).toEqual(
    new Set([`/trip/${renamed}`]),
  )
  await page.goto(`/trip/${slug}`)
  await expect(page).toHaveURL(new RegExp(`/trip/${renamed}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  await expect.poll(sitemap, { timeout: 15_000 }).toContain(`/trip/${renamed}</loc>`)
  expect(await sitemap()).not.toContain(`/trip/${slug}</loc>`)

  await page.goto('/admin/catalog')
  await page.getByRole('button', { name: `Hide ${title}` }).click()
  await expect(page.getByRole('button', { name: `Publish ${title}` })).toBeVisible()
  expect((await request.get(`/trip/${renamed}`)).status()).toBe(404)
  expect((await request.get(`/trip/${slug}`, { maxRedirects: 0 })).status()).toBe(404)
  await page.goto('/')
  await expect(page.locator(`a[href="/trip/${renamed}"]`)).toHaveCount(0)
})

test('an uploaded picture shows in the trip gallery, resized as WebP; other files and oversized ones are refused', async ({
  page,
  request,
}, testInfo) => {
  const owner = createStaff(testInfo, 'catalog-owner', 'owner', postgres)
  const trip = await tripOf('Domestic', 1)
  const picture = testInfo.outputPath('backwaters.jpg')
  writeFileSync(
    picture,
    await sharp({ create: { width: 3200, height: 2000, channels: 3, background: '#3a7d44' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'TestCam' } })
      .toBuffer(),
  )
  const gif = testInfo.outputPath('animation.gif')
  writeFileSync(
    gif,
    await sharp({ create: { width: 20, height: 20, channels: 3, background: '#000' } })
      .gif()
      .toBuffer(),
  )
  const huge = testInfo.outputPath('huge.jpg')
  writeFileSync(huge, Buffer.alloc(11 * 1024 * 1024, 1))

  await signIn(page, owner)
  await page.goto(editorPath(trip.id))
  const pictures = page.getByTestId('trip-picture')
  const before = await pictures.count()
  const fileInput = page.getByLabel('Add a picture')
  await fileInput.setInputFiles(gif)
  await expect(page.getByText('Choose a JPEG, PNG, WebP or AVIF picture')).toBeVisible()
  await fileInput.setInputFiles(huge)
  await expect(page.getByText('Choose a picture of at most 10 MB')).toBeVisible()
  await page.getByRole('button', { name: 'Upload picture' }).click()
  await expect(pictures).toHaveCount(before)

  await fileInput.setInputFiles(picture)
  await page.getByLabel('Description (optional)').fill('Houseboat on the backwaters at dusk')
  await page.getByRole('button', { name: 'Upload picture' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Picture added' })).toBeVisible()
  await expect(pictures).toHaveCount(before + 1)
  const [stored] = await query<{ file: string }>(
    'SELECT file FROM trip_images WHERE trip_id = $1 ORDER BY position DESC LIMIT 1',
    [trip.id],
  )
  expect(stored!.file).toMatch(/^trips\/.+\.webp$/)

  const original = await request.get(`/uploads/${stored!.file}`)
  expect(original.headers()['content-type']).toBe('image/webp')
  const kept = await sharp(await original.body()).metadata()
  expect([kept.width, kept.height, kept.exif]).toEqual([2400, 1500, undefined])

  await page.goto(`/trip/${trip.slug}`)
  await page.getByRole('button', { name: `Show photo ${before + 1} of ${before + 1}` }).click()
  const main = page.getByTestId('gallery-main').locator('img')
  await expect(main).toHaveAttribute('alt', 'Houseboat on the backwaters at dusk')
  await expect(main).toHaveJSProperty('complete', true)
  const src = await main.evaluate((img: HTMLImageElement) => img.currentSrc)
  expect(src).toContain(encodeURIComponent(`/uploads/${stored!.file}`))
  const width = Number(new URL(src).searchParams.get('w'))
  expect(width).toBeGreaterThanOrEqual(640)
  expect(width).toBeLessThan(2400)
  // As the browser asked for it: the optimizer answers WebP to a client that accepts it.
  const resized = await request.get(src, { headers: { accept: 'image/avif,image/webp,image/*,*/*;q=0.8' } })
  expect(resized.headers()['content-type']).toBe('image/webp')
  expect((await sharp(await resized.body()).metadata()).width).toBe(width)
})

/** A real JPEG (noise, so it does not compress away) padded after its end to exactly `bytes`: sharp still reads it. */
async function jpegOfSize(bytes: number): Promise<Buffer> {
  const jpeg = await sharp({
    create: {
      width: 2400,
      height: 1800,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 90 },
    },
  })
    .jpeg({ quality: 100 })
    .toBuffer()
  expect(jpeg.length).toBeLessThan(bytes)
  return Buffer.concat([jpeg, Buffer.alloc(bytes - jpeg.length)])
}

/**
 * Sends the page's next picture upload with `bytes` in the place of the chosen file's, as a
 * browser without the page's own size check would: the server action's request as the page
 * made it (its action, its router state, its multipart form), with other bytes in the file's
 * part. Resolves to the size of the body sent.
 */
async function uploadPastTheBrowserCheck(page: Page, bytes: Buffer): Promise<() => number> {
  let sent = 0
  const editor = new URL(page.url()).pathname
  await page.route(
    (url) => url.pathname === editor,
    async (route) => {
      const request = route.request()
      if (sent > 0 || request.method() !== 'POST' || !request.headers()['next-action']) return route.fallback()
      const body = request.postDataBuffer()!
      const boundary = /boundary=(\S+)/.exec(request.headers()['content-type'] ?? '')?.[1]
      const file = body.indexOf('filename="')
      expect(boundary && file > -1, 'the upload is a multipart form with a file').toBe(true)
      const start = body.indexOf('\r\n\r\n', file) + 4
      const end = body.indexOf(`\r\n--${boundary}`, start)
      const postData = Buffer.concat([body.subarray(0, start), bytes, body.subarray(end)])
      sent = postData.length
      await route.continue({ postData })
    },
  )
  return () => sent
}

test('a picture over 10 MB sent past the browser’s check is refused by the server, and so is a body over the limit; nothing is stored', async ({
  page,
}, testInfo) => {
  const owner = createStaff(testInfo, 'catalog-owner', 'owner', postgres)
  const trip = await tripOf('Domestic', 2)
  const small = testInfo.outputPath('small.jpg')
  writeFileSync(
    small,
    await sharp({ create: { width: 40, height: 30, channels: 3, background: '#1d4ed8' } })
      .jpeg()
      .toBuffer(),
  )
  // What the trip has stored: its picture rows, the picture files under its folder, the audit of uploads.
  const storedState = async () => ({
    pictures: (await query('SELECT file FROM trip_images WHERE trip_id = $1', [trip.id])).length,
    files: (await query('SELECT path FROM uploaded_files WHERE path LIKE $1', [`trips/${trip.id}/%`])).length,
    uploads: (await query(`SELECT id FROM audit_log WHERE subject = $1 AND action = 'trip.picture-add'`, [trip.slug]))
      .length,
  })
  const before = await storedState()

  await signIn(page, owner)
  await page.goto(editorPath(trip.id))
  const pictures = page.getByTestId('trip-picture')
  await expect(pictures).toHaveCount(before.pictures)
  const upload = page.getByRole('button', { name: 'Upload picture' })
  const fileInput = page.getByLabel('Add a picture')

  // 10.5 MB: under the request's body limit (11 MB, next.config.ts), over the pictures' 10 MB.
  const overTen = await uploadPastTheBrowserCheck(page, await jpegOfSize(10.5 * 1024 * 1024))
  await fileInput.setInputFiles(small)
  await upload.click()
  const refusal = page.getByRole('status').filter({ hasText: 'Please correct the marked fields' })
  await expect(refusal).toContainText('Choose a picture of at most 10 MB')
  expect(overTen()).toBeGreaterThan(10.5 * 1024 * 1024)
  expect(overTen()).toBeLessThan(11 * 1024 * 1024)
  await expect(pictures).toHaveCount(before.pictures)
  expect(await storedState()).toEqual(before)

  // 11 MB: the body is over the limit, so Next.js refuses it before the action reads it.
  await page.goto(editorPath(trip.id))
  const overLimit = await uploadPastTheBrowserCheck(page, await jpegOfSize(11 * 1024 * 1024))
  await fileInput.setInputFiles(small)
  const answer = page.waitForResponse(
    (res) => res.request().method() === 'POST' && new URL(res.url()).pathname === editorPath(trip.id),
  )
  await upload.click()
  // Next.js reads the body up to the limit and stops: "Body exceeded 11mb limit" in the server's log.
  // For an action posted by the page's script its action handler answers that with 500 and the
  // error in the action's RSC answer (never 413), before our action runs; the action's own refusal
  // of a large picture would be a 200 with the field's message, as above.
  const answered = await answer
  expect(answered.status()).toBe(500)
  expect(answered.headers()['content-type']).toMatch(/^text\/x-component/)
  expect(overLimit()).toBeGreaterThan(11 * 1024 * 1024)
  // The failed action lands on the back office's error screen (app/admin/(desk)/error.tsx), inside its frame.
  const failed = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'That did not go through' }) })
  await expect(failed).toContainText('it may not have been saved')
  await expect(failed.getByRole('link', { name: 'Back to the desk' })).toBeVisible()
  await expect(page.getByRole('navigation').first()).toBeVisible()
  expect(await storedState()).toEqual(before)
  // Reloaded from that screen, the editor is back with the trip's pictures as they were.
  await failed.getByRole('button', { name: 'Reload this page' }).click()
  await expect(page.getByRole('heading', { level: 1, name: trip.title })).toBeVisible()
  await expect(pictures).toHaveCount(before.pictures)
})

test('reviews, banners and videos are added, edited, moved and removed, and the public pages follow', async ({
  page,
  request,
}, testInfo) => {
  // Three editors and the public pages after each change: about 35 s on a quiet machine.
  test.slow()
  const owner = createStaff(testInfo, 'catalog-owner', 'owner', postgres)
  const stamp = Date.now().toString(36)
  await signIn(page, owner)

  // A review: added, edited, moved up, removed.
  await page.goto('/admin/catalog/reviews')
  const addReview = page.getByRole('region', { name: 'Add a review' })
  await addReview.getByLabel('Name').fill(`Meena ${stamp}`)
  await addReview.getByLabel('Rating (0–5)').fill('7')
  await addReview.getByLabel('Review').fill('Every temple visit was timed so the elders never waited in the sun.')
  await addReview.getByRole('button', { name: 'Add review' }).click()
  // The browser holds back a rating above 5 itself (the server refuses one too: tests/catalog-content.test.ts).
  expect(
    await addReview.getByLabel('Rating (0–5)').evaluate((input: HTMLInputElement) => input.validity.rangeOverflow),
  ).toBe(true)
  expect(await query('SELECT id FROM reviews WHERE name = $1', [`Meena ${stamp}`])).toHaveLength(0)
  await addReview.getByLabel('Rating (0–5)').fill('5')
  await addReview.getByRole('button', { name: 'Add review' }).click()
  await expect(addReview.getByRole('status')).toContainText('Review added')
  await page.goto('/testimonials')
  await expect(
    page.getByText('Every temple visit was timed so the elders never waited in the sun.').first(),
  ).toBeAttached()

  await page.goto('/admin/catalog/reviews')
  const review = page.getByTestId('content-item').filter({ has: page.locator(`input[value="Meena ${stamp}"]`) })
  // Exact: the item's move and remove buttons are labelled "… review by …" too.
  await review
    .getByLabel('Review', { exact: true })
    .fill('Every darshan was timed so the elders never waited in the sun.')
  await review.getByRole('button', { name: 'Save review' }).click()
  await expect(review.getByRole('status').filter({ hasText: 'Review saved' })).toBeVisible()
  const position = async () =>
    (await query<{ position: number }>('SELECT position FROM reviews WHERE name = $1', [`Meena ${stamp}`]))[0]!.position
  const before = await position()
  await review.getByRole('button', { name: `Move review by Meena ${stamp} up` }).click()
  await expect.poll(position).toBeLessThan(before)
  await page.goto('/testimonials')
  await expect(page.getByText('Every darshan was timed so the elders never waited in the sun.').first()).toBeAttached()
  await page.goto('/admin/catalog/reviews')
  await page.getByRole('button', { name: `Remove review by Meena ${stamp}` }).click()
  await expect
    .poll(async () => (await query('SELECT id FROM reviews WHERE name = $1', [`Meena ${stamp}`])).length)
    .toBe(0)
  await page.goto('/testimonials')
  await expect(page.getByText('Every darshan was timed so the elders never waited in the sun.')).toHaveCount(0)

  // A banner with its picture; a link that is neither a path nor https is refused.
  const bannerPicture = testInfo.outputPath('banner.png')
  writeFileSync(
    bannerPicture,
    await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#b45309' } })
      .png()
      .toBuffer(),
  )
  await page.goto('/admin/catalog/banners')
  const addBanner = page.getByRole('region', { name: 'Add a banner' })
  // Exact: "Subtitle" contains "Title" too.
  await addBanner.getByLabel('Title', { exact: true }).fill(`Margazhi darshan ${stamp}`)
  await addBanner.getByLabel('Button text', { exact: true }).fill('See the yatras')
  await addBanner.getByLabel('Button link').fill('javascript:alert(1)')
  await addBanner.getByLabel('Picture').setInputFiles(bannerPicture)
  await addBanner.getByRole('button', { name: 'Add banner' }).click()
  await expect(addBanner.getByRole('status')).toContainText(
    'Use a path of this site like /pilgrimage, or an https:// address',
  )
  await addBanner.getByLabel('Button link').fill('/pilgrimage')
  await addBanner.getByLabel('Picture').setInputFiles(bannerPicture)
  await addBanner.getByRole('button', { name: 'Add banner' }).click()
  await expect(addBanner.getByRole('status')).toContainText('Banner added')
  await page.goto('/')
  await expect(
    page.locator('[aria-roledescription="slide"]').filter({ hasText: `Margazhi darshan ${stamp}` }),
  ).toHaveCount(1)

  // A video from a pasted address, with a thumbnail drawn from its title.
  await page.goto('/admin/catalog/videos')
  const addVideo = page.getByRole('region', { name: 'Add a video' })
  await addVideo.getByLabel('Title', { exact: true }).fill(`Kumbakonam temple walk ${stamp}`)
  await addVideo.getByLabel('YouTube address or video id').fill('https://example.com/watch?v=dQw4w9WgXcQ')
  await addVideo.getByRole('button', { name: 'Add video' }).click()
  await expect(addVideo.getByRole('status')).toContainText('Paste a YouTube address')
  await addVideo.getByLabel('YouTube address or video id').fill('https://youtu.be/dQw4w9WgXcQ?si=share')
  await addVideo.getByRole('button', { name: 'Add video' }).click()
  await expect(addVideo.getByRole('status')).toContainText('Video added')
  const [video] = await query<{ video_id: string; thumbnail: string }>(
    'SELECT video_id, thumbnail FROM videos WHERE title = $1',
    [`Kumbakonam temple walk ${stamp}`],
  )
  expect(video!.video_id).toBe('dQw4w9WgXcQ')
  const thumbnail = await request.get(`/uploads/${video!.thumbnail}`)
  expect(thumbnail.headers()['content-type']).toBe('image/webp')
  expect(await sharp(await thumbnail.body()).metadata()).toMatchObject({ width: 1280, height: 720 })
  await page.goto('/testimonials?tab=videos')
  await expect(page.getByText(`Kumbakonam temple walk ${stamp}`).first()).toBeAttached()
})

test('an agent sees the catalogue read-only; signed out, every editor page sends to sign-in', async ({
  page,
}, testInfo) => {
  const trip = await tripOf('Pilgrimage')
  for (const path of ['/admin/catalog', '/admin/catalog/trips/new', editorPath(trip.id)]) {
    await page.goto(path)
    await expect(page).toHaveURL(/\/admin\/sign-in$/)
  }
  const agent = createStaff(testInfo, 'catalog-agent', 'agent', postgres)
  await signIn(page, agent)
  await page.goto('/admin/catalog')
  await expect(page.getByText('Only an owner can change them.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'New trip' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: /^(Hide|Duplicate) / })).toHaveCount(0)
  await page.goto(editorPath(trip.id))
  await expect(page.getByText('Read only: only an owner can change the catalogue.')).toBeVisible()
  await expect(page.getByLabel('Price per person (₹)')).toBeDisabled()
  await expect(page.getByRole('button', { name: /^Save / })).toHaveCount(0)
  await page.goto('/admin/catalog/trips/new')
  await expect(page.getByRole('heading', { name: 'Owners only' })).toBeVisible()
})

/**
 * A published trip of this test's own, made in the database beside the seed (a copy of a Domestic
 * trip's text with one day), so that its departures are the test's alone; `remove` takes it away.
 */
async function makeOwnTrip(testInfo: { workerIndex: number }) {
  const stamp = `${Date.now().toString(36)}${testInfo.workerIndex}`
  const trip = {
    id: `e2e-trip-${stamp}`,
    slug: `e2e-departures-${stamp}`,
    title: `Tanjore Temples ${stamp}`,
    price: 15000,
  }
  await query(
    `INSERT INTO trips (id, category_id, slug, title, duration, available_dates, price, description, location,
       position, season_opens_month, updated_at, version, published)
     SELECT $1, t.category_id, $2, $3, t.duration, 'On request', $4, t.description, t.location,
       (SELECT MAX(position) + 1 FROM trips), NULL, $5, 1, 1
     FROM trips t JOIN categories c ON c.id = t.category_id WHERE c.name = 'Domestic' ORDER BY t.position LIMIT 1`,
    [trip.id, trip.slug, trip.title, trip.price, new Date().toISOString()],
  )
  await query(`INSERT INTO itinerary_days (trip_id, position, day, title) VALUES ($1, 0, '1', 'Big Temple darshan')`, [
    trip.id,
  ])
  return { ...trip, remove: () => query('DELETE FROM trips WHERE id = $1', [trip.id]) }
}

test('the owner sells a departure with seats, a boarding city at its own price and Guaranteed; the trip page shows it at its next request', async ({
  page,
}, testInfo) => {
  const owner = createStaff(testInfo, 'catalog-owner', 'owner', postgres)
  const trip = await makeOwnTrip(testInfo)
  try {
    const day = new Date(Date.now() + (5.5 + 45 * 24) * 3_600_000).toISOString().slice(0, 10)
    // The public page is in the cache first, without departures.
    await page.goto(`/trip/${trip.slug}`)
    await expect(page.locator(`[data-departure="${day}"]`)).toHaveCount(0)

    await signIn(page, owner)
    await page.goto(editorPath(trip.id))
    await expect(saveOf(page, 'Prices & departures')).toBeEnabled()
    await page.getByRole('button', { name: 'Add a date' }).click()
    const departure = page.getByTestId('dated-departure')
    await departure.getByLabel('Departure 1', { exact: true }).fill(day)
    await departure.getByLabel('Seats offered').fill('20')
    await departure.getByLabel('Seats taken').fill('25')
    await departure.getByLabel('Status').selectOption({ label: 'Guaranteed departure' })
    await departure.getByRole('button', { name: 'Add a boarding city' }).click()
    await departure.getByLabel('Departure 1, boarding city 1', { exact: true }).selectOption({ label: 'Madurai' })
    await departure.getByLabel('Departure 1, price from boarding city 1 (₹)').fill('16500')
    // More seats taken than offered: refused on its field, nothing stored.
    await saveOf(page, 'Prices & departures').click()
    await expect(departure.getByText('More seats taken than offered')).toBeVisible()
    expect(await query('SELECT departs_on FROM trip_departures WHERE trip_id = $1', [trip.id])).toHaveLength(0)

    await departure.getByLabel('Seats taken').fill('16')
    await saveOf(page, 'Prices & departures').click()
    await expect(saved(page, 'Prices & departures')).toHaveText('Saved and published to the site')
    const [row] = await query<{ seats_offered: number; seats_taken: number; status: string }>(
      'SELECT seats_offered, seats_taken, status FROM trip_departures WHERE trip_id = $1 AND departs_on = $2',
      [trip.id, day],
    )
    expect(row).toEqual({ seats_offered: 20, seats_taken: 16, status: 'guaranteed' })
    expect(
      await query('SELECT city_id, price FROM trip_departure_boarding WHERE trip_id = $1 AND departs_on = $2', [
        trip.id,
        day,
      ]),
    ).toEqual([{ city_id: 'madurai', price: 16500 }])

    const [setting] = await query<{ value: string }>(`SELECT value FROM site_settings WHERE key = 'few_seats_at'`)
    const fewSeatsAt = Number(setting?.value ?? 6)
    await page.goto(`/trip/${trip.slug}`)
    const shown = page.locator(`[data-departure="${day}"]`)
    await expect(shown).toBeVisible()
    await expect(shown.locator('[data-status]')).toHaveText(4 <= fewSeatsAt ? '4 seats left' : 'Filling fast')
    await expect(shown).toContainText('Guaranteed departure')
    await expect(shown.getByRole('list', { name: /Boarding cities and prices/ })).toContainText(
      `Madurai${rupees(16500)}`,
    )

    // The form opens again with what was saved.
    await page.goto(editorPath(trip.id))
    await expect(departure.getByLabel('Seats taken')).toHaveValue('16')
    await expect(departure.getByLabel('Departure 1, boarding city 1', { exact: true })).toHaveValue('madurai')
    await expect(departure.getByLabel('Departure 1, price from boarding city 1 (₹)')).toHaveValue('16500')
  } finally {
    await trip.remove()
  }
})
