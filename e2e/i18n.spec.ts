import { expect, test, type Page } from '@playwright/test'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { seedTrips, type SeedTrip } from '@/lib/catalog/seed/data'
import { seedTripsTamil } from '@/lib/catalog/seed/tamil'
import { LOCALE_COOKIE } from '@/lib/site/i18n/locales'
import { MESSAGES } from '@/lib/site/i18n/messages'
import { SITEMAP_PATHS } from '@/lib/site/routes'
import { storedLeads, withSiteDb } from './lead-store'
import { createStaff, signIn } from './staff'
import { isNarrow, likeAPerson, servers, toast, uniqueName } from './support'
import { ONE_WIDTH } from './tags'

/**
 * The public site in Tamil (/ta/…) beside English (today's addresses): every public route in Tamil at the phone
 * width and one of each template at the desktop's (TAMIL_AT_DESKTOP), looked at for English interface text and for
 * anything wider than the screen; the catalogue's, the reviews' and the boarding cities' Tamil (the same words at
 * every width: ONE_WIDTH); the switch that keeps the page; the remembered choice; hreflang, canonicals and the
 * sitemap; Tamil pages prerendered and cached as the English ones are.
 */

const base = servers.embedded.url
const trip = seedTrips.find((t) => t.slug === 'kashi-gaya-prayag-yatra') as SeedTrip
const tamilTrip = seedTripsTamil[trip.slug]!

/** Every public route: the sitemap's pages, a trip, search results and a 404. */
const ROUTES_IN_TAMIL = [...SITEMAP_PATHS, `/trip/${trip.slug}`, '/search?q=kashi']

/**
 * Tamil's longer words overflow on a phone, so the phone project reads every route in Tamil. At the desktop width a
 * page shows the same words plus the wide-only parts of its template (the top bar, the menu, the ticker, the filter
 * column), so one route of each template is read there: the home page, a category list, a trip and search results.
 * The other routes (the two other categories, the honeymoon and customized-tours requests, testimonials, contact and
 * the legal pages) show at 1280 px nothing in Tamil that these and the phone run do not.
 */
const TAMIL_AT_DESKTOP = new Set(['/', '/pilgrimage', `/trip/${trip.slug}`, '/search?q=kashi'])

type Tree = { [key: string]: string | Tree }
const leaves = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`),
  )

/** The seeded catalogue's text (titles, places, boarding cities): content, in English until it has Tamil. */
const CATALOGUE_TEXT = JSON.stringify(seedTrips)

/**
 * The English interface words that have a Tamil translation, as fragments a page would show: each
 * English message cut at its arguments ("Call {phone}" → "Call"), leaving out words the Tamil keeps
 * too (WhatsApp), words of the catalogue's own text, and fragments too short to say anything.
 */
const ENGLISH_FRAGMENTS = (() => {
  const english = leaves(MESSAGES.en as unknown as Tree)
  const tamil = new Map(leaves(MESSAGES.ta as unknown as Tree))
  const fragments = new Set<string>()
  for (const [key, text] of english) {
    const translated = tamil.get(key) ?? ''
    if (translated === text) continue
    for (const fragment of text.split(/\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\}|<\/?\w+>/)) {
      const words = fragment
        .trim()
        .replace(/^[\s.:,;!?…—–·/()-]+|[\s.:,;!?…—–·/()-]+$/g, '')
        .trim()
      if (words.length < 4 || !/[A-Za-z]{3}/.test(words) || translated.includes(words)) continue
      // A word the catalogue's own (English) text uses too, such as a city, cannot tell the two apart.
      if (!CATALOGUE_TEXT.includes(words)) fragments.add(words)
    }
  }
  return [...fragments]
})()

/** The page's text and labels that are in the page's language (outside any lang="en" element). */
async function tamilText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const inPageLanguage = (element: Element | null) =>
      !element?.closest('[lang]') || element.closest('[lang]')!.getAttribute('lang')!.startsWith('ta')
    const texts: string[] = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement
      if (!parent || parent.closest('script, style, noscript, template')) continue
      if (inPageLanguage(parent) && node.textContent!.trim()) texts.push(node.textContent!.trim())
    }
    for (const element of document.body.querySelectorAll('[aria-label], [placeholder], img[alt], [title]')) {
      if (!inPageLanguage(element)) continue
      for (const name of ['aria-label', 'placeholder', 'alt', 'title'])
        if (element.getAttribute(name)) texts.push(element.getAttribute(name)!)
    }
    return texts
  })
}

test.describe('every public route in Tamil', () => {
  for (const route of ROUTES_IN_TAMIL) {
    test(`/ta${route === '/' ? '' : route}: Tamil document, no English interface text, nothing wider than the screen`, async ({
      page,
    }) => {
      test.skip(!isNarrow(page) && !TAMIL_AT_DESKTOP.has(route), 'read in Tamil at the phone width (TAMIL_AT_DESKTOP)')
      const response = await page.goto(`/ta${route === '/' ? '' : route}`)
      expect(response?.status()).toBe(200)
      await expect(page.locator('html')).toHaveAttribute('lang', 'ta')
      await expect(page.locator('h1').first()).toBeVisible()

      const texts = await tamilText(page)
      expect(texts.length).toBeGreaterThan(20)
      const joined = texts.join('\n')
      // Whole words only: "days" is English, the brand's "Holidays" is not that word.
      const english = ENGLISH_FRAGMENTS.filter((fragment) =>
        new RegExp(`(?<![A-Za-z])${fragment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![A-Za-z])`).test(joined),
      )
      expect(english, 'English interface text on a Tamil page').toEqual([])
      // Tamil letters are there (U+0B80–U+0BFF), not just no English.
      expect(joined).toMatch(/[\u0B80-\u0BFF]{3}/)

      // Tamil words are longer: at the narrowest phone (360 px) nothing sticks out of the page,
      // and no button or link's text overflows its own box.
      if (page.viewportSize()!.width < 1024) await page.setViewportSize({ width: 360, height: 780 })
      const overflow = await page.evaluate(() => {
        const width = document.documentElement.clientWidth
        const wide = document.documentElement.scrollWidth > width ? ['the page'] : []
        const controls = [...document.querySelectorAll<HTMLElement>('button, a, [data-quick-actions] *')]
        const measured = controls.filter((el) => el.getClientRects().length > 0 && el.offsetWidth > 0)
        const spilled = measured
          .filter((el) => el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX === 'visible')
          .filter((el) => !el.closest('[inert], .swiper-slide[aria-hidden="true"]'))
          .map((el) => `${el.tagName} "${el.textContent?.trim().slice(0, 40)}"`)
        return { problems: [...wide, ...spilled], measured: measured.length }
      })
      expect(overflow.measured).toBeGreaterThan(10)
      expect(overflow.problems).toEqual([])
    })
  }

  test('an unknown Tamil address is the Tamil 404', async ({ page }) => {
    const response = await page.goto('/ta/no-such-page-here')
    expect(response?.status()).toBe(404)
    await expect(page.locator('html')).toHaveAttribute('lang', 'ta')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(MESSAGES.ta.common.notFound.title)
    await expect(page.getByRole('link', { name: MESSAGES.ta.common.notFound.home })).toHaveAttribute('href', '/ta')
  })
})

test.describe('the catalogue in Tamil', { tag: ONE_WIDTH }, () => {
  test('a seeded trip reads in Tamil: its title, place, days, lists and departures; none of its English shows', async ({
    page,
  }) => {
    await page.goto(`/ta/trip/${trip.slug}`)
    const main = page.locator('main')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(tamilTrip.title)
    await expect(main.getByText(tamilTrip.location, { exact: true })).toBeVisible()
    const days = main.locator('[data-itinerary-day]')
    await expect(days).toHaveCount(tamilTrip.itinerary.length)
    for (const [i, day] of tamilTrip.itinerary.entries()) {
      await expect(days.nth(i).getByRole('heading', { level: 3 })).toHaveText(day.title)
      await expect(days.nth(i)).toContainText(`நாள் ${i + 1}`)
    }
    await expect(main.getByRole('listitem').filter({ hasText: tamilTrip.includes[0]! })).toHaveCount(1)
    await expect(main.getByRole('listitem').filter({ hasText: tamilTrip.hotels[0]! })).toHaveCount(1)
    // The departures are worded in Tamil too (the seed's Kashi trip leaves on dated Saturdays).
    await expect(main.getByText(/டிச\.|ஜன\.|பிப்\.|மார்\.|அக்\.|நவ\./).first()).toBeVisible()

    // Nothing of the trip's English is shown as Tamil-page text: it all has its Tamil.
    const texts = (await tamilText(page)).join('\n')
    const english = [
      trip.title,
      trip.location,
      ...trip.itinerary.map((day) => day.title),
      ...trip.itinerary.flatMap((day) => day.activity),
      ...trip.includes,
      ...trip.excludes,
      ...trip.hotels,
    ].filter((text) => texts.includes(text))
    expect(english).toEqual([])
    // And nothing of it is marked English either.
    expect(await main.locator('[lang="en"]').allTextContents()).not.toContain(trip.title)
    // The link preview's description of its card is in Tamil too.
    const alt = await page.locator('meta[property="og:image:alt"]').getAttribute('content')
    expect(alt).toContain(tamilTrip.title)
    expect(alt).toContain('இரவுகள்')
  })

  test('the home page and a category list the trips by their Tamil titles', async ({ page }) => {
    await page.goto('/ta/pilgrimage')
    const titles = await page.locator('main article h3').allTextContents()
    expect(titles.length).toBeGreaterThan(3)
    expect(titles).toContain(tamilTrip.title)
    expect(titles.filter((title) => /[A-Za-z]/.test(title))).toEqual([])
    await page.goto('/ta')
    await expect(page.locator('main article h3').filter({ hasText: tamilTrip.title }).first()).toBeVisible()
  })

  test('a Tamil query finds the trip, and its suggestions come in Tamil', async ({ page }) => {
    await page.goto(`/ta/search?q=${encodeURIComponent('வாரணாசி')}`)
    await expect(page.locator('main article h3').first()).toHaveText(tamilTrip.title)
    const answer = await page.request.get(`/api/search?q=${encodeURIComponent('காசி')}&lang=ta`)
    const body = (await answer.json()) as { trips: { slug: string; title: string; lang?: string }[] }
    expect(body.trips[0]).toEqual({ slug: trip.slug, title: tamilTrip.title })
  })
})

test.describe('reviews on Tamil pages', { tag: ONE_WIDTH }, () => {
  test('each review says, in Tamil, that it is written in English; its words stay lang="en"', async ({ page }) => {
    for (const address of ['/ta', '/ta/testimonials']) {
      await page.goto(address)
      // The agency's own reviews (a traveller's is marked in the language they wrote it: e2e/traveller-reviews.spec.ts).
      const reviews = page.locator('main figure:not([data-testid="traveller-review"] *)', {
        has: page.locator('blockquote'),
      })
      await expect(reviews.first()).toBeVisible()
      const count = await reviews.count()
      expect(count).toBeGreaterThan(0)
      await expect(reviews.locator('blockquote[lang="en"]')).toHaveCount(count)
      const notes = reviews.getByTestId('review-language')
      await expect(notes).toHaveCount(count)
      await expect(notes.first()).toHaveText(MESSAGES.ta.media.reviews.inEnglish)
      // The note is Tamil: no element marks it (or its parents within the card) English.
      expect(await notes.first().evaluate((note) => note.closest('[lang="en"]'))).toBeNull()
    }
    await page.goto('/testimonials')
    await expect(page.locator('main blockquote').first()).toBeVisible()
    await expect(page.getByTestId('review-language')).toHaveCount(0)
  })
})

test.describe('boarding cities in Tamil', { tag: ONE_WIDTH }, () => {
  interface WireDeparture {
    on: string
    boarding: { city: string; ta?: { city?: string } }[]
    seats?: { offered: number; taken: number }
    status?: string
  }

  test('a Tamil trip page names them in Tamil where the English says Chennai; the lead records the English', async ({
    page,
  }, testInfo) => {
    // The provider's answer carries each city's Tamil name (the agency's first four cities have theirs).
    const answer = await page.request.get(`/api/web/trip/detail?slug=${trip.slug}`)
    const departures = ((await answer.json()) as { data: { departures?: WireDeparture[] } }).data.departures ?? []
    const departure = departures.find(
      (d) =>
        d.status !== 'closed' &&
        (!d.seats || d.seats.taken < d.seats.offered) &&
        d.boarding.some((point) => point.city === 'Chennai'),
    )
    expect(departure, 'an open departure of the seed boarding at Chennai').toBeDefined()
    expect(departure!.boarding.find((point) => point.city === 'Chennai')?.ta?.city).toBe('சென்னை')

    // English: Chennai, as ever.
    await page.goto(`/trip/${trip.slug}`)
    const english = page.locator(`[data-departure="${departure!.on}"]`)
    // Its city chips (the departure's own Enquire link chooses the first city too).
    await expect(english.locator('li > a[data-choose-city="Chennai"]')).toContainText('Chennai')
    await expect(english).not.toContainText('சென்னை')

    // Tamil: சென்னை, in the page's language (nothing marks it English).
    const forms = MESSAGES.ta.forms
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': `e2e-i18n-city-${testInfo.project.name}-${Date.now()}` })
    await page.clock.install()
    await page.goto(`/ta/trip/${trip.slug}`)
    const item = page.locator(`[data-departure="${departure!.on}"]`)
    const chip = item.locator('li > a[data-choose-city="Chennai"]')
    await expect(chip).toContainText('சென்னை')
    await expect(item).not.toContainText('Chennai')
    const name = chip.getByText('சென்னை', { exact: true })
    expect(await name.evaluate((el) => el.closest('[lang]')?.getAttribute('lang'))).toBe('ta')

    // The enquiry form offers it by its Tamil name and sends the English, which the lead records.
    const form = page.locator('form[data-form="trip-enquiry"]')
    const city = form.getByLabel(forms.tripEnquiry.boardingCity)
    await expect(city.locator('option[value="Chennai"]')).toHaveText('சென்னை')
    await expect(city.locator('option[value="Chennai"]')).not.toHaveAttribute('lang', 'en')
    await chip.click()
    await expect(city).toHaveValue('Chennai')
    const visitor = uniqueName(testInfo, 'Tamil Boarding')
    await form.getByLabel(forms.fields.name).fill(visitor)
    await form.getByLabel(forms.fields.phone).fill('+91 98400 12345')
    await likeAPerson(page)
    await form.getByRole('button', { name: forms.tripEnquiry.submit }).click()
    await expect(toast(page, forms.tripEnquiry.successTitle)).toBeVisible()
    await expect.poll(() => storedLeads('name', visitor).length).toBe(1)
    expect(storedLeads('name', visitor)[0]!.payload).toMatchObject({
      departure: departure!.on,
      boardingCity: 'Chennai',
    })
  })

  test('the owner adds a city with its Tamil name and changes it in the back office', async ({ page }, testInfo) => {
    // A city of this project's own, so the phone and desktop runs never meet.
    const [english, tamil, renamed] =
      testInfo.project.name === 'phone' ? ['Katpadi', 'காட்பாடி', 'காட்பாடி சந்திப்பு'] : ['Vellore', 'வேலூர்', 'வேலூர் நகரம்']
    const stored = () =>
      withSiteDb(servers.embedded.env.DATA_DIR, (db) =>
        db.prepare('SELECT name_ta FROM boarding_cities WHERE name = ?').get(english),
      ) as { name_ta: string } | undefined
    // One left by an earlier attempt goes first (no departure boards there).
    withSiteDb(
      servers.embedded.env.DATA_DIR,
      (db) => db.prepare('DELETE FROM boarding_cities WHERE name = ?').run(english),
      { readonly: false },
    )
    await signIn(page, createStaff(testInfo, 'cities', 'owner'))
    await page.goto('/admin/catalog/boarding-cities')
    // Chennai's Tamil, which migration 16 wrote, is there to edit.
    await expect(page.getByLabel('Tamil name of Chennai')).toHaveValue('சென்னை')

    const add = page.getByRole('region', { name: 'Add a boarding city' })
    await add.getByLabel('City', { exact: true }).fill(english)
    // One Tamil name is one city's.
    await add.getByLabel('City in Tamil').fill('சென்னை')
    await add.getByRole('button', { name: 'Add city' }).click()
    await expect(add.getByText('சென்னை is already the Tamil name of Chennai')).toBeVisible()
    expect(stored()).toBeUndefined()
    await add.getByLabel('City in Tamil').fill(`  ${tamil} `)
    await add.getByRole('button', { name: 'Add city' }).click()
    await expect(add.getByText(`${english} added`)).toBeVisible()
    expect(stored()).toEqual({ name_ta: tamil })

    // Its row shows both names; the Tamil one is changed there.
    const field = page.getByLabel(`Tamil name of ${english}`)
    await expect(field).toHaveValue(tamil)
    await expect(field).toHaveAttribute('lang', 'ta')
    const row = page.getByTestId('boarding-city').filter({ has: field })
    await field.fill(renamed)
    await row.getByRole('button', { name: 'Save name' }).click()
    await expect(row.getByText(`Saved: ${english} · ${renamed}`)).toBeVisible()
    expect(stored()).toEqual({ name_ta: renamed })
    await page.reload()
    await expect(page.getByLabel(`Tamil name of ${english}`)).toHaveValue(renamed)

    // The audit log says what changed.
    await page.goto('/admin/audit')
    await expect(
      page
        .getByRole('listitem')
        .filter({ hasText: `changed the Tamil name of boarding city ${english}` })
        .first(),
    ).toContainText(`Tamil name ${tamil} → ${renamed}`)

    await page.goto('/admin/catalog/boarding-cities')
    await page.getByRole('button', { name: `Remove ${english}` }).click()
    await expect(page.getByLabel(`Tamil name of ${english}`)).toHaveCount(0)
    expect(stored()).toBeUndefined()
  })
})

test.describe('the language switch', () => {
  test('keeps the trip, and the choice opens English addresses in Tamil until English is chosen', async ({ page }) => {
    await page.goto(`/trip/${trip.slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(trip.title)
    const toTamil = page.locator('[data-language-switch]:visible').first()
    await expect(toTamil).toHaveText('தமிழ்')
    await expect(toTamil).toHaveAttribute('href', `/ta/trip/${trip.slug}`)
    await toTamil.click()
    await expect(page).toHaveURL(`${base}/ta/trip/${trip.slug}`)
    await expect(page.locator('html')).toHaveAttribute('lang', 'ta')
    // The same trip, in its Tamil (the seed's), not marked as English.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(tamilTrip.title)
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveAttribute('lang', 'en')

    // Remembered: an English address (a shared link) opens in Tamil.
    const cookies = await page.context().cookies()
    expect(cookies.find((cookie) => cookie.name === LOCALE_COOKIE)?.value).toBe('ta')
    await page.goto('/contact')
    await expect(page).toHaveURL(`${base}/ta/contact`)

    // Choosing English again stays in English.
    const toEnglish = page.locator('[data-language-switch]:visible').first()
    await expect(toEnglish).toHaveText('English')
    await toEnglish.click()
    await expect(page).toHaveURL(`${base}/contact`)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN')
    await page.goto('/')
    await expect(page).toHaveURL(`${base}/`)
  })

  test('keeps the filters of a category page', { tag: ONE_WIDTH }, async ({ page }) => {
    await page.goto('/pilgrimage?days=4-7')
    const englishCards = await page.locator('main').getByRole('article').count()
    await page.locator('[data-language-switch]:visible').first().click()
    await expect(page).toHaveURL(`${base}/ta/pilgrimage?days=4-7`)
    await expect(page.locator('html')).toHaveAttribute('lang', 'ta')
    await expect(page.locator('main').getByRole('article')).toHaveCount(englishCards)
  })

  test('is in the mobile menu too', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'the menu button is for phones and tablets')
    await page.goto('/ta/contact')
    await page.getByRole('button', { name: MESSAGES.ta.ui.menu.open }).click()
    const menu = page.getByRole('dialog')
    await expect(menu.locator('[data-language-switch]')).toHaveAttribute('href', '/contact')
    await menu.locator('[data-language-switch]').click()
    await expect(page).toHaveURL(`${base}/contact`)
  })
})

test.describe('a Tamil visitor enquires', () => {
  test('the trip enquiry speaks Tamil, and the lead is stored with its language', async ({ page }, testInfo) => {
    const forms = MESSAGES.ta.forms
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': `e2e-i18n-${testInfo.project.name}-${Date.now()}` })
    await page.clock.install()
    await page.goto(`/ta/trip/${trip.slug}`)
    const form = page.locator('form[data-form="trip-enquiry"]')
    const submit = form.getByRole('button', { name: forms.tripEnquiry.submit })
    await submit.click()
    await expect(form.getByText(forms.validation.nameMissing)).toBeVisible()
    await expect(form.getByText(MESSAGES.en.forms.validation.nameMissing)).toHaveCount(0)

    const visitor = uniqueName(testInfo, 'Tamil Visitor')
    await form.getByLabel(forms.fields.name).fill(visitor)
    await form.getByLabel(forms.fields.phone).fill('+91 98400 12345')
    await likeAPerson(page)
    await submit.click()
    await expect(toast(page, forms.tripEnquiry.successTitle)).toContainText(forms.tripEnquiry.successDescription)

    await expect.poll(() => storedLeads('name', visitor).length).toBe(1)
    const [lead] = storedLeads('name', visitor)
    expect(lead).toMatchObject({ kind: 'tripEnquiry', form: 'trip-enquiry', status: 'stored', locale: 'ta' })
    expect(lead.source.page).toBe(`/ta/trip/${trip.slug}`)
    expect(lead.payload).not.toHaveProperty('locale')
  })
})

test.describe('for crawlers', { tag: ONE_WIDTH }, () => {
  test('no address is redirected by the browser language', async ({ request }) => {
    for (const route of ['/', '/contact', `/trip/${trip.slug}`]) {
      const response = await request.get(route, { headers: { 'Accept-Language': 'ta-IN,ta;q=0.9' }, maxRedirects: 0 })
      expect(response.status(), route).toBe(200)
      expect(await response.text()).toContain('lang="en-IN"')
    }
    // '/en/…' is not an address of its own: it goes to the unprefixed one.
    const prefixed = await request.get('/en/contact', { maxRedirects: 0 })
    expect(prefixed.status()).toBeGreaterThanOrEqual(300)
    expect(prefixed.status()).toBeLessThan(400)
    expect(new URL(prefixed.headers().location, base).pathname).toBe('/contact')
  })

  for (const route of ['/', `/trip/${trip.slug}`, '/pilgrimage']) {
    test(`${route}: canonical per language, hreflang alternates and og:locale`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false })
      const page = await context.newPage()
      const english = `${base}${route === '/' ? '' : route}`
      const tamil = `${base}/ta${route === '/' ? '' : route}`
      for (const [address, canonical, ogLocale] of [
        [english, english, 'en_IN'],
        [tamil, tamil, 'ta_IN'],
      ] as const) {
        await page.goto(address, { waitUntil: 'domcontentloaded' })
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical)
        // The codes written out, not read from the app's constant: a wrong code there must fail here.
        await expect(page.locator('link[rel="alternate"][hreflang="en-IN"]')).toHaveAttribute('href', english)
        await expect(page.locator('link[rel="alternate"][hreflang="ta-IN"]')).toHaveAttribute('href', tamil)
        await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(3)
        await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', english)
        await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', ogLocale)
      }
      await context.close()
    })
  }

  test('the sitemap lists both languages, each with its alternates', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text()
    for (const route of [...SITEMAP_PATHS, `/trip/${trip.slug}`]) {
      const english = `${base}${route}`
      const tamil = `${base}/ta${route === '/' ? '' : route}`
      expect(xml).toContain(`<loc>${english}</loc>`)
      expect(xml).toContain(`<loc>${tamil}</loc>`)
      expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="ta-IN" href="${tamil}" />`)
      expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${english}" />`)
    }
  })

  test('Tamil pages are prerendered and cached as the English ones are', async ({ request }) => {
    // The build prerendered both languages of every page and trip.
    const manifest = JSON.parse(
      readFileSync(path.join(servers.embedded.env.NEXT_DIST_DIR, 'prerender-manifest.json'), 'utf8'),
    ) as { routes: Record<string, unknown> }
    for (const route of ['', '/contact', '/pilgrimage', `/trip/${trip.slug}`]) {
      expect(Object.keys(manifest.routes)).toContain(`/en${route}`)
      expect(Object.keys(manifest.routes)).toContain(`/ta${route}`)
    }
    // And each is answered from the ISR cache with the same caching headers.
    for (const route of ['/contact', `/trip/${trip.slug}`]) {
      const [english, tamil] = await Promise.all([request.get(route), request.get(`/ta${route}`)])
      expect(tamil.headers()['x-nextjs-cache']).toMatch(/HIT|STALE/)
      expect(english.headers()['x-nextjs-cache']).toMatch(/HIT|STALE/)
      expect(tamil.headers()['cache-control']).toBe(english.headers()['cache-control'])
      expect(tamil.headers()['cache-control']).toContain('s-maxage')
    }
  })
})
