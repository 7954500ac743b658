import { expect, test, type Page } from '@playwright/test'
import { POPUP_SHOWN_STORAGE_KEY } from '@/lib/leads/client/popup-shown'
import {
  BANNER_ADVANCE_MS,
  BANNER_SWITCH_MS,
  HOME_REVIEWS_BELOW_WIDE,
  ENQUIRY_POPUP_DELAY_MS,
  ENQUIRY_POPUP_IDLE_MS,
  HOME_TRIPS_PER_CATEGORY,
  SLIDE_TRANSITION_MS,
  SLIDER_PAGE_SIZE_WIDE,
  TESTIMONIAL_AUTOPLAY_MS,
  TESTIMONIALS_VISIBLE_WIDE,
  VIDEO_AUTOPLAY_MS,
} from '@/lib/site/constants'
import { seedBanners, seedReviews, seedTrips, seedVideos } from '@/lib/catalog/seed/data'
import { siteConfig } from '@/lib/site/config'
import { MESSAGES } from '@/lib/site/i18n/messages'
import { hydrated, installPausedClock, isNarrow, rupees, toast } from './support'
import { MOTION, ONE_WIDTH } from './tags'

/**
 * The home page against the embedded build: every section of docs/product.md §2 in order with the
 * seed's content, and the timings of docs/product.md §4 driven by Playwright's clock. The content, the
 * carousels' timers and the keyboard are the same at every width and are checked at the desktop one
 * (ONE_WIDTH); the phone project keeps what a phone shows or does differently: its layouts, touch and swipes,
 * the field that moves to the top, the popup over a phone's screen, the page without JavaScript.
 */

const firstTrips = (category: string) =>
  seedTrips.filter((t) => t.category === category).slice(0, HOME_TRIPS_PER_CATEGORY)

const SECTION_ORDER = [
  'hero',
  'search',
  // The category tiles follow the search, so a phone reaches them on its second screen.
  'packages',
  'pilgrimage',
  'promo',
  'domestic',
  'booking-steps',
  'international',
  'honeymoon',
  'gallery',
  'reviews',
  'social',
  'videos',
  'newsletter',
]

// The first-visit enquiry popup would cover the page 2 s after load; these tests are about the rest.
test.beforeEach(async ({ page }) => {
  await page.addInitScript((key) => window.localStorage.setItem(key, 'true'), POPUP_SHOWN_STORAGE_KEY)
})

const section = (page: Page, name: string) => page.locator(`main [data-section="${name}"]`)
const activeSlide = (page: Page) => page.locator('[aria-roledescription="slide"][data-state="active"]')

test.describe('sections and content', { tag: ONE_WIDTH }, () => {
  test('every section of docs/product.md §2 is present, in order, followed by the footer', async ({ page }) => {
    await page.goto('/')
    const names = await page
      .locator('main [data-section]')
      .evaluateAll((els) => els.map((el) => el.getAttribute('data-section')))
    expect(names).toEqual(SECTION_ORDER)
    const mainThenFooter = await page.evaluate(() => {
      const main = document.querySelector('main')!
      const footer = document.querySelector('footer')!
      return Boolean(main.compareDocumentPosition(footer) & Node.DOCUMENT_POSITION_FOLLOWING)
    })
    expect(mainThenFooter).toBe(true)
  })

  test('trip sections show the first six trips of their category from the seed, with rupee prices and links', async ({
    page,
  }) => {
    await page.goto('/')
    for (const category of ['pilgrimage', 'domestic', 'international'] as const) {
      const expected = firstTrips(category)
      const cards = section(page, category).getByRole('article')
      await expect(cards).toHaveCount(expected.length)
      for (const [i, trip] of expected.entries()) {
        const card = cards.nth(i)
        await expect(card.getByRole('link', { name: trip.title, exact: true })).toHaveAttribute(
          'href',
          `/trip/${trip.slug}`,
        )
        await expect(card).toContainText(String(trip.duration))
        await expect(card).toContainText(rupees(Number(trip.price)))
      }
      await expect(
        section(page, category)
          .getByRole('link', { name: `View all ${category} tours` })
          .first(),
      ).toHaveAttribute('href', `/${category}`)
    }
    await expect(section(page, 'honeymoon').getByRole('article')).toHaveCount(firstTrips('honeymoon').length)
    await expect(section(page, 'honeymoon').getByRole('link', { name: 'Plan our honeymoon' })).toHaveAttribute(
      'href',
      '/honeymoon',
    )
  })

  test('hero, booking steps, gallery, reviews, social links and videos carry the seeded content', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(String(seedBanners[0]!.title))
    await expect(page.locator('[aria-roledescription="slide"]')).toHaveCount(seedBanners.length)

    const steps = section(page, 'booking-steps')
    for (const text of [
      'Consult an executive',
      'Finalize the details',
      'Pay a 50% advance',
      'at least 7 days before departure',
      'Over 15 years of experience',
    ]) {
      await expect(steps).toContainText(text)
    }
    await expect(section(page, 'gallery').getByRole('button', { name: /^Open travel picture/ })).toHaveCount(
      siteConfig.galleryImages.length,
    )
    for (const review of seedReviews) await expect(section(page, 'reviews')).toContainText(review.name)
    await expect(
      section(page, 'reviews')
        .getByRole('img', { name: `Rated ${seedReviews[0]!.Rating} out of 5` })
        .first(),
    ).toBeAttached()
    for (const [network, url] of Object.entries(siteConfig.social)) {
      await expect(section(page, 'social').locator(`a[href="${url}"]`), network).toHaveCount(1)
    }
    for (const video of seedVideos) {
      await expect(section(page, 'videos').getByRole('button', { name: `Play video: ${video.title}` })).toBeAttached()
    }
  })

  test('the first hero slide is in the server HTML as the one preloaded, sized image', async ({ request }) => {
    const html = await (await request.get('/')).text()
    const preload = html.match(/<link[^>]+rel="preload"[^>]+as="image"[^>]*>/g) ?? []
    const firstImage = encodeURIComponent(`/uploads/${seedBanners[0]!.image}`)
    // The page's largest paint has the early bandwidth to itself: no card photo is preloaded beside it.
    expect(preload).toHaveLength(1)
    expect(preload[0]).toContain(firstImage)
    expect(preload[0]).toMatch(/imagesizes="100vw"/i)
    expect(html).toContain(seedBanners[0]!.title)
  })
})

test.describe('hero slider', { tag: ONE_WIDTH }, () => {
  test.use(MOTION)
  const hero = (page: Page) => page.getByRole('region', { name: 'Featured journeys' })

  test('sets the transition every 4 s, advances 500 ms later, and wraps to the first slide', async ({ page }) => {
    await installPausedClock(page)
    await page.goto('/')
    await expect(activeSlide(page)).toHaveAttribute('aria-label', `1 of ${seedBanners.length}`)

    // The interval started at hydration, on the paused clock: nothing moves in the first 3.8 s; then step to the
    // moment the first transition begins (50 ms at a time: each step is two round trips to the browser).
    const quiet = BANNER_ADVANCE_MS - 200
    await page.clock.runFor(quiet)
    await expect(hero(page)).toHaveAttribute('data-transitioning', 'false')
    await expect(activeSlide(page)).toHaveAttribute('aria-label', `1 of ${seedBanners.length}`)
    for (let waited = quiet; (await hero(page).getAttribute('data-transitioning')) !== 'true'; waited += 50) {
      expect(waited).toBeLessThanOrEqual(BANNER_ADVANCE_MS)
      await page.clock.runFor(50)
    }
    await page.clock.runFor(BANNER_SWITCH_MS - 60)
    await expect(activeSlide(page)).toHaveAttribute('aria-label', `1 of ${seedBanners.length}`)
    await page.clock.runFor(60)
    await expect(activeSlide(page)).toHaveAttribute('aria-label', `2 of ${seedBanners.length}`)
    await expect(hero(page)).toHaveAttribute('data-transitioning', 'false')
    await expect(activeSlide(page)).toContainText(String(seedBanners[1]!.title))

    for (let n = 3; n <= seedBanners.length; n++) {
      await page.clock.runFor(BANNER_ADVANCE_MS)
      await expect(activeSlide(page)).toHaveAttribute('aria-label', `${n} of ${seedBanners.length}`)
    }
    await page.clock.runFor(BANNER_ADVANCE_MS)
    await expect(activeSlide(page)).toHaveAttribute('aria-label', `1 of ${seedBanners.length}`)
  })

  test('choosing a slide fades the current one and switches after 500 ms', async ({ page }) => {
    await installPausedClock(page)
    await page.goto('/')
    await page.getByRole('button', { name: `Show slide 3 of ${seedBanners.length}` }).click()
    await expect(hero(page)).toHaveAttribute('data-transitioning', 'true')
    await expect(activeSlide(page)).toHaveAttribute('aria-label', `1 of ${seedBanners.length}`)
    await page.clock.runFor(BANNER_SWITCH_MS)
    await expect(activeSlide(page)).toHaveAttribute('aria-label', `3 of ${seedBanners.length}`)
  })

  test('does not advance under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await installPausedClock(page)
    await page.goto('/')
    await page.clock.runFor(3 * BANNER_ADVANCE_MS)
    await expect(activeSlide(page)).toHaveAttribute('aria-label', `1 of ${seedBanners.length}`)
  })
})

test.describe('destination search', () => {
  const combobox = (page: Page) => page.getByRole('combobox', { name: 'Where do you want to go?' })
  const listbox = (page: Page) => page.getByRole('listbox', { name: 'Trip suggestions' })

  test('opens on focus, suggests what the site’s search finds as the visitor types, and closes on an outside click or Escape', async ({
    page,
  }) => {
    await page.goto('/')
    await expect(listbox(page)).toBeHidden()
    await combobox(page).focus()
    await expect(listbox(page)).toBeVisible()

    // Case does not matter, and a trip whose place is in Kerala comes after the one named for it.
    const answered = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/search' && r.url().includes('KERALA'),
    )
    await combobox(page).fill('KERALA')
    expect((await answered).status()).toBe(200)
    await expect(listbox(page).getByRole('option')).toHaveText([
      'Kerala Backwaters and Munnar',
      'Munnar, Thekkady and Alleppey Honeymoon',
    ])

    await combobox(page).fill('zzzz-nowhere')
    await expect(listbox(page).getByRole('option')).toHaveCount(0)
    await expect(page.getByText('No tours match “zzzz-nowhere”')).toBeVisible()

    await section(page, 'search').getByRole('heading').click()
    await expect(listbox(page)).toBeHidden()

    await combobox(page).click()
    await expect(listbox(page)).toBeVisible()
    await combobox(page).press('Escape')
    await expect(listbox(page)).toBeHidden()
    await expect(combobox(page)).toHaveValue('zzzz-nowhere')
  })

  test('on a phone the focused field moves to the top of the screen, its suggestions in view', async ({ page }) => {
    test.skip(!isNarrow(page), 'a phone layout')
    await page.goto('/')
    await combobox(page).focus()
    await expect(listbox(page)).toBeVisible()
    // The field's top comes to rest just under the sticky header.
    const gap = () =>
      combobox(page).evaluate((input) => {
        const header = document.querySelector('header')!.getBoundingClientRect()
        return Math.round(input.getBoundingClientRect().top - header.bottom)
      })
    await expect.poll(gap).toBeGreaterThanOrEqual(0)
    await expect.poll(gap).toBeLessThan(48)
  })

  test('a suggestion opens its trip page', async ({ page }) => {
    const trip = seedTrips.find((t) => t.title.toLowerCase().includes('kashi'))!
    await page.goto('/')
    await combobox(page).fill('kashi')
    await listbox(page).getByRole('option', { name: trip.title }).click()
    await expect(page).toHaveURL(`/trip/${trip.slug}`)
  })

  test('arrow keys and Enter open the highlighted suggestion', { tag: ONE_WIDTH }, async ({ page }) => {
    await page.goto('/')
    await combobox(page).fill('yatra')
    // The suggestions as the search ranked them, then the second one chosen from the keyboard.
    const options = listbox(page).getByRole('option')
    await expect(options.first()).toBeVisible()
    await expect.poll(() => options.count()).toBeGreaterThan(1)
    const second = (await options.nth(1).textContent())!.trim()
    const trip = seedTrips.find((t) => t.title === second)!
    await combobox(page).press('ArrowDown')
    await combobox(page).press('ArrowDown')
    await expect(listbox(page).getByRole('option', { selected: true })).toHaveText(second)
    await combobox(page).press('Enter')
    await expect(page).toHaveURL(`/trip/${trip.slug}`)
  })

  test(
    'submitting empty text does nothing; submitting text opens the search results',
    { tag: ONE_WIDTH },
    async ({ page }) => {
      // Every submit of the page, and whether a script cancelled it (a native one would navigate).
      await page.addInitScript(() => {
        const submits: boolean[] = []
        Object.assign(window, { __submits: submits })
        window.addEventListener('submit', (event) => submits.push(event.defaultPrevented))
      })
      const navigations: string[] = []
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) navigations.push(new URL(frame.url()).pathname + new URL(frame.url()).search)
      })
      const searches: (string | null)[] = []
      page.on('request', (request) => {
        const url = new URL(request.url())
        if (url.pathname === '/search') searches.push(url.searchParams.get('q'))
      })
      await page.goto('/')
      // Before hydration a press would submit the form natively, to /search.
      await hydrated(combobox(page))
      const submit = section(page, 'search').getByRole('button', { name: 'Search' })
      await submit.click()
      await combobox(page).fill('   ')
      await submit.click()
      // Both submits reached the page and its script cancelled them.
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { __submits: boolean[] }).__submits))
        .toEqual([true, true])

      await combobox(page).fill('temple tour')
      await submit.click()
      await expect(page).toHaveURL('/search?q=temple%20tour')
      // The one search this page made is the last one: the empty ones went nowhere (no navigation, no request).
      expect(navigations.filter((url) => url !== '/')).toEqual(['/search?q=temple%20tour'])
      expect(new Set(searches)).toEqual(new Set(['temple tour']))
    },
  )
})

test.describe('trip slider', () => {
  test.use(MOTION)
  const domestic = firstTrips('domestic')
  const visibleTitles = (page: Page) =>
    section(page, 'domestic').locator('li[data-visible="true"] h3').allTextContents()

  test('above 1024 px: three at a time, steps by page, wraps, and ignores moves during the 500 ms lock', async ({
    page,
  }) => {
    test.skip(isNarrow(page), 'the slider exists only above 1024 px')
    await installPausedClock(page)
    await page.goto('/')
    const slider = section(page, 'domestic')
    const next = slider.getByRole('button', { name: 'Next Domestic Tours page' })
    await expect(next).toBeVisible()
    await expect.poll(() => visibleTitles(page)).toEqual(domestic.slice(0, SLIDER_PAGE_SIZE_WIDE).map((t) => t.title))

    await next.click()
    await next.click()
    await expect
      .poll(() => visibleTitles(page))
      .toEqual(domestic.slice(SLIDER_PAGE_SIZE_WIDE, 2 * SLIDER_PAGE_SIZE_WIDE).map((t) => t.title))

    await page.clock.runFor(SLIDE_TRANSITION_MS)
    await next.click()
    await expect.poll(() => visibleTitles(page)).toEqual(domestic.slice(0, SLIDER_PAGE_SIZE_WIDE).map((t) => t.title))

    await page.clock.runFor(SLIDE_TRANSITION_MS)
    await slider.getByRole('button', { name: 'Previous Domestic Tours page' }).click()
    await expect
      .poll(() => visibleTitles(page))
      .toEqual(domestic.slice(SLIDER_PAGE_SIZE_WIDE, 2 * SLIDER_PAGE_SIZE_WIDE).map((t) => t.title))

    // Cards of the other page are outside the visible strip.
    const hiddenCard = slider.locator('li[data-visible="false"]').first()
    await expect(hiddenCard).not.toBeInViewport()
  })

  test('no arrows when a section has no more trips than a page', async ({ page }) => {
    test.skip(isNarrow(page), 'the slider exists only above 1024 px')
    await page.goto('/')
    const honeymoon = section(page, 'honeymoon')
    await expect(honeymoon.getByRole('article')).toHaveCount(firstTrips('honeymoon').length)
    await expect(honeymoon.getByRole('button', { name: /Honeymoon packages page/ })).toHaveCount(0)
  })

  test('at 1024 px or narrower each trip section is one row that scrolls sideways, with no arrows', async ({
    page,
  }) => {
    if (!isNarrow(page)) await page.setViewportSize({ width: 1000, height: 800 })
    await page.goto('/')
    const width = page.viewportSize()!.width
    for (const name of ['pilgrimage', 'domestic', 'international']) {
      const row = section(page, name).getByRole('list').first()
      await expect(section(page, name).getByRole('button', { name: /page$/ })).toHaveCount(0)
      await row.scrollIntoViewIfNeeded()
      const cards = row.getByRole('article')
      await expect(cards).toHaveCount(firstTrips(name).length)
      const first = (await cards.first().boundingBox())!
      const last = (await cards.last().boundingBox())!
      // One row: the last card sits beside the first, beyond the screen's right edge.
      expect(Math.abs(last.y - first.y)).toBeLessThan(2)
      expect(last.x).toBeGreaterThan(width)
      // Scrolling the row brings it in, snapped to the row's edge.
      await row.evaluate((el) => el.scrollTo({ left: el.scrollWidth, behavior: 'instant' }))
      await expect
        .poll(async () => (await cards.last().boundingBox())!.x + (await cards.last().boundingBox())!.width)
        .toBeLessThanOrEqual(width)
    }
  })

  test('in Tamil at 360 px the promo’s buttons and the sections’ “all trips” links are one line each', async ({
    page,
  }) => {
    test.skip(!isNarrow(page), 'a phone layout')
    await page.setViewportSize({ width: 360, height: 780 })
    await page.goto('/ta')
    // The promo's two actions and each section heading's link (its action, beside the title block).
    const links = page.locator('main [data-section="promo"] a, main [data-section] :has(> div > h2) > a')
    expect(await links.count()).toBeGreaterThanOrEqual(5)
    const wrapped = await links.evaluateAll((anchors) =>
      anchors
        .filter((a) => {
          // One line: the boxes of its text are all at one height.
          const range = document.createRange()
          const walker = document.createTreeWalker(a, NodeFilter.SHOW_TEXT)
          const tops = new Set<number>()
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            range.selectNodeContents(node)
            for (const rect of range.getClientRects()) if (rect.width > 0) tops.add(Math.round(rect.top))
          }
          return tops.size > 1
        })
        .map((a) => a.textContent),
    )
    expect(wrapped).toEqual([])
  })

  test('the home page on a phone is at most 12 screens tall', async ({ page }) => {
    test.skip(!isNarrow(page), 'a phone layout')
    await page.goto('/')
    const { height, screen } = await page.evaluate(() => ({
      height: document.documentElement.scrollHeight,
      screen: window.innerHeight,
    }))
    expect(height).toBeLessThanOrEqual(12 * screen)
  })
})

test.describe('testimonial carousel', () => {
  test.use(MOTION)
  const visibleNames = (page: Page) =>
    section(page, 'reviews').locator('li[data-visible="true"] figcaption span span:first-child').allTextContents()
  const names = seedReviews.map((r) => r.name)

  test('shows three at a time, autoplays every 5 s, pauses on hover, and wraps to the start', async ({ page }) => {
    test.skip(isNarrow(page), 'the carousel exists above 1024 px')
    await installPausedClock(page)
    await page.goto('/')
    const reviews = section(page, 'reviews')
    await reviews.scrollIntoViewIfNeeded()
    await expect.poll(() => visibleNames(page)).toEqual(names.slice(0, TESTIMONIALS_VISIBLE_WIDE))

    await page.clock.runFor(TESTIMONIAL_AUTOPLAY_MS)
    await expect.poll(() => visibleNames(page)).toEqual(names.slice(1, 1 + TESTIMONIALS_VISIBLE_WIDE))

    await reviews.getByRole('region', { name: 'Traveller reviews' }).hover()
    await page.clock.runFor(3 * TESTIMONIAL_AUTOPLAY_MS)
    await expect.poll(() => visibleNames(page)).toEqual(names.slice(1, 1 + TESTIMONIALS_VISIBLE_WIDE))

    await page.mouse.move(0, 0)
    const lastStart = names.length - TESTIMONIALS_VISIBLE_WIDE
    await page.clock.runFor((lastStart - 1) * TESTIMONIAL_AUTOPLAY_MS)
    await expect.poll(() => visibleNames(page)).toEqual(names.slice(lastStart))
    await page.clock.runFor(TESTIMONIAL_AUTOPLAY_MS)
    await expect.poll(() => visibleNames(page)).toEqual(names.slice(0, TESTIMONIALS_VISIBLE_WIDE))
  })

  const status = (page: Page) => section(page, 'reviews').locator('[aria-live="polite"]')

  test('a visitor who scrolls down after a while finds the first three reviews, "1–3 of 10"', async ({ page }) => {
    test.skip(isNarrow(page), 'the carousel exists above 1024 px')
    await installPausedClock(page)
    await page.goto('/')
    await hydrated(section(page, 'reviews').getByRole('button', { name: 'Next reviews' }))
    // The visitor reads the top of the page for two autoplay periods before scrolling down.
    await page.clock.runFor(2 * TESTIMONIAL_AUTOPLAY_MS + 100)
    await section(page, 'reviews').scrollIntoViewIfNeeded()
    await expect(status(page)).toHaveText(`Reviews 1–${TESTIMONIALS_VISIBLE_WIDE} of ${seedReviews.length}`)
    await expect.poll(() => visibleNames(page)).toEqual(names.slice(0, TESTIMONIALS_VISIBLE_WIDE))
    // In view, it plays: one on after 5 s.
    await page.mouse.move(0, 0)
    await page.clock.runFor(TESTIMONIAL_AUTOPLAY_MS)
    await expect(status(page)).toHaveText(`Reviews 2–${TESTIMONIALS_VISIBLE_WIDE + 1} of ${seedReviews.length}`)
  })

  test('at 1280 px the cards in view are one height and their divider lines at one height, in English and Tamil', async ({
    page,
  }) => {
    test.skip(isNarrow(page), 'the carousel exists above 1024 px')
    await page.setViewportSize({ width: 1280, height: 800 })
    const total = seedReviews.length
    for (const locale of ['en', 'ta'] as const) {
      const words = MESSAGES[locale]
      const statusText = (first: number) =>
        words.media.reviews.status
          .replace('{first}', String(first))
          .replace('{last}', String(first + TESTIMONIALS_VISIBLE_WIDE - 1))
          .replace('{total}', String(total))
      await page.goto(locale === 'en' ? '/' : '/ta')
      const reviews = section(page, 'reviews')
      const next = reviews.getByRole('button', {
        name: words.ui.carousel.next.replace('{label}', words.media.reviews.arrows),
      })
      await hydrated(next)
      await reviews.hover()
      for (let view = 1; view <= total - TESTIMONIALS_VISIBLE_WIDE + 1; view++) {
        await expect(status(page)).toHaveText(statusText(view))
        const at = `${locale}, reviews ${view}–${view + TESTIMONIALS_VISIBLE_WIDE - 1}`
        // Measured until the strip has come to rest with its cards aligned (a fixed pause of a transition's length
        // per view made this the home page's slowest test); cards that never align fail at the poll's timeout,
        // with the heights and divider lines they had.
        await expect
          .poll(
            () =>
              reviews.locator('li[data-visible="true"] figure').evaluateAll((figures) => {
                const cards = figures.map((figure) => ({
                  height: Math.round(figure.getBoundingClientRect().height),
                  // The divider line: the top border of the card's caption.
                  divider: Math.round(figure.querySelector('figcaption')!.getBoundingClientRect().top),
                }))
                return {
                  cards: cards.length,
                  heights: [...new Set(cards.map((card) => card.height))],
                  dividers: [...new Set(cards.map((card) => card.divider))],
                }
              }),
            { message: `${at}: three cards in view, of one height, their divider lines at one height` },
          )
          .toEqual({ cards: TESTIMONIALS_VISIBLE_WIDE, heights: [expect.any(Number)], dividers: [expect.any(Number)] })
        if (view <= total - TESTIMONIALS_VISIBLE_WIDE) await next.click()
      }
    }
  })

  test('previous and next are disabled at the ends', async ({ page }) => {
    test.skip(isNarrow(page), 'the carousel exists above 1024 px')
    await page.goto('/')
    const reviews = section(page, 'reviews')
    const previous = reviews.getByRole('button', { name: 'Previous reviews' })
    const next = reviews.getByRole('button', { name: 'Next reviews' })
    await expect(previous).toBeDisabled()
    await expect(next).toBeEnabled()
    for (let i = 0; i < names.length - TESTIMONIALS_VISIBLE_WIDE; i++) await next.click()
    await expect(next).toBeDisabled()
    await expect(previous).toBeEnabled()
    await expect.poll(() => visibleNames(page)).toEqual(names.slice(-TESTIMONIALS_VISIBLE_WIDE))
  })

  test('at 1024 px or narrower the first three reviews are a row, with a link to all of them', async ({ page }) => {
    if (!isNarrow(page)) await page.setViewportSize({ width: 1024, height: 800 })
    await page.goto('/')
    const reviews = section(page, 'reviews')
    await expect.poll(() => visibleNames(page)).toEqual(names)
    await expect(reviews.getByRole('button', { name: 'Next reviews' })).toBeHidden()
    const shown = seedReviews.slice(0, HOME_REVIEWS_BELOW_WIDE)
    for (const review of shown) await expect(reviews.getByText(review.description)).toBeAttached()
    await expect(reviews.getByRole('figure').filter({ visible: true })).toHaveCount(HOME_REVIEWS_BELOW_WIDE)
    await expect(reviews.getByText(seedReviews.at(-1)!.description)).toBeHidden()
    await expect(reviews.getByRole('link', { name: 'All testimonials' })).toHaveAttribute('href', '/testimonials')
  })
})

test.describe('video carousel and popup', () => {
  test.use(MOTION)
  test('nothing is requested from YouTube before play; play opens the autoplaying embed; Close and an outside click close it', async ({
    page,
  }) => {
    // The whole page's pictures load before the network is idle: a cold image optimizer on a busy machine takes long.
    test.slow()
    const youtube: string[] = []
    await page.route(/youtube/, async (route) => {
      youtube.push(route.request().url())
      await route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title>' })
    })
    await page.goto('/')
    const videos = section(page, 'videos')
    await videos.scrollIntoViewIfNeeded()
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await page.waitForLoadState('networkidle')
    expect(youtube).toEqual([])
    await expect(page.locator('iframe')).toHaveCount(0)
    const thumbnail = videos.locator('img').first()
    await expect(thumbnail).toHaveAttribute('src', /\/_next\/image\?url=%2Fuploads%2Fvideos%2F/)

    const video = seedVideos[0]!
    await videos.getByRole('button', { name: `Play video: ${video.title}` }).click()
    const dialog = page.getByRole('dialog', { name: String(video.title) })
    await expect(dialog).toBeVisible()
    await expect(dialog.locator('iframe')).toHaveAttribute(
      'src',
      `https://www.youtube-nocookie.com/embed/${video.videoId}?autoplay=1`,
    )
    await expect.poll(() => youtube.length).toBeGreaterThan(0)

    await dialog.getByRole('button', { name: 'Close video' }).click()
    await expect(dialog).toBeHidden()
    await expect(page.locator('iframe')).toHaveCount(0)

    await videos.getByRole('button', { name: `Play video: ${video.title}` }).click()
    await expect(dialog).toBeVisible()
    await page.mouse.click(4, 4)
    await expect(dialog).toBeHidden()
  })

  test('the popup shows the thumbnail and a spinner until the player loads, a YouTube link, and Escape only with a keyboard', async ({
    page,
  }) => {
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(/youtube/, async (route) => {
      await held
      await route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title>' })
    })
    await page.goto('/')
    const video = seedVideos[0]!
    await section(page, 'videos')
      .getByRole('button', { name: `Play video: ${video.title}` })
      .click()
    const dialog = page.getByRole('dialog', { name: String(video.title) })
    await expect(dialog.getByRole('status')).toHaveText('Loading the video…')
    await expect(dialog.locator('img')).toHaveAttribute(
      'src',
      new RegExp(encodeURIComponent(`/uploads/${video.thumbnail}`)),
    )
    await expect(dialog.getByRole('link', { name: 'Watch on YouTube' })).toHaveAttribute(
      'href',
      `https://www.youtube.com/watch?v=${video.videoId}`,
    )
    // A phone (touch, no fine pointer) is told to tap; a desktop to press Escape.
    const [shown, hidden] = isNarrow(page)
      ? ['Tap Close or outside the video to close it.', 'Press Escape or click outside the video to close it.']
      : ['Press Escape or click outside the video to close it.', 'Tap Close or outside the video to close it.']
    await expect(dialog.getByText(shown)).toBeVisible()
    await expect(dialog.getByText(hidden)).toBeHidden()
    release()
    await expect(dialog.getByRole('status')).toHaveCount(0)
    await expect(dialog.locator('iframe')).toHaveCSS('opacity', '1')
  })

  test('autoplays every 5 s and stays paused while the popup is open', { tag: ONE_WIDTH }, async ({ page }) => {
    await page.route(/youtube/, (route) => route.fulfill({ contentType: 'text/html', body: '' }))
    await installPausedClock(page)
    await page.goto('/')
    const videos = section(page, 'videos')
    const firstVisible = () => videos.locator('li[data-visible="true"] h3').first().textContent()
    expect(await firstVisible()).toBe(seedVideos[0]!.title)
    await page.clock.runFor(VIDEO_AUTOPLAY_MS)
    await expect.poll(firstVisible).toBe(seedVideos[1]!.title)

    await videos.getByRole('button', { name: `Play video: ${seedVideos[1]!.title}` }).click()
    await expect(page.getByRole('dialog')).toBeVisible()
    await page.clock.runFor(3 * VIDEO_AUTOPLAY_MS)
    expect(await firstVisible()).toBe(seedVideos[1]!.title)

    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toBeHidden()
    await page.clock.runFor(1) // Radix returns focus on a zero-delay timer
    await expect(videos.getByRole('button', { name: `Play video: ${seedVideos[1]!.title}` })).toBeFocused()
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
    await page.mouse.move(0, 0)
    await page.clock.runFor(VIDEO_AUTOPLAY_MS)
    await expect.poll(firstVisible).toBe(seedVideos[2]!.title)
  })

  test('its pause button stops the autoplay until it is pressed again', { tag: ONE_WIDTH }, async ({ page }) => {
    await installPausedClock(page)
    await page.goto('/')
    const videos = section(page, 'videos')
    const firstVisible = () => videos.locator('li[data-visible="true"] h3').first().textContent()
    await videos.getByRole('button', { name: 'Pause traveller videos' }).click()
    await page.mouse.move(0, 0)
    await page.clock.runFor(3 * VIDEO_AUTOPLAY_MS)
    expect(await firstVisible()).toBe(seedVideos[0]!.title)

    await videos.getByRole('button', { name: 'Play traveller videos' }).click()
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
    await page.mouse.move(0, 0)
    await page.clock.runFor(VIDEO_AUTOPLAY_MS)
    await expect.poll(firstVisible).toBe(seedVideos[1]!.title)
  })
})

test.describe('carousels on swiper, loaded on demand', () => {
  test.use(MOTION)
  /** Swiper's core names the active slide with this class; no other script of the site does. */
  const SWIPER_MARKER = 'swiper-slide-active'

  test('swiper is not in the first load: the hero on screen fetches it with the first touch', async ({
    page,
    request,
  }) => {
    const swiperScripts: string[] = []
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return
      if ((await response.text()).includes(SWIPER_MARKER)) swiperScripts.push(new URL(response.url()).pathname)
    })
    await page.goto('/')
    const hero = page.locator('[aria-label="Featured journeys"]')
    await page.waitForLoadState('networkidle')
    await expect(hero.locator('.swiper-initialized')).toHaveCount(0)
    // A press on the banner image, away from its links and controls.
    await hero.click({ position: { x: 8, y: 8 } })
    await expect(hero.locator('.swiper-initialized')).toHaveCount(1)
    await expect.poll(() => swiperScripts.length).toBeGreaterThan(0)
    const html = await (await request.get('/')).text()
    for (const script of swiperScripts) expect(html).not.toContain(script)
  })

  test('arrow keys move a carousel while focus is on its controls, and only then', async ({ page }) => {
    test.skip(isNarrow(page), 'the trip slider exists only above 1024 px')
    const domestic = firstTrips('domestic')
    const visibleTitles = () => section(page, 'domestic').locator('li[data-visible="true"] h3').allTextContents()
    await page.goto('/')
    const next = section(page, 'domestic').getByRole('button', { name: 'Next Domestic Tours page' })
    await next.focus()
    await expect(section(page, 'domestic').locator('.swiper-initialized')).toHaveCount(1)
    await page.keyboard.press('ArrowRight')
    await expect
      .poll(visibleTitles)
      .toEqual(domestic.slice(SLIDER_PAGE_SIZE_WIDE, 2 * SLIDER_PAGE_SIZE_WIDE).map((t) => t.title))
    await expect(section(page, 'domestic').locator('li[data-visible="false"]').first()).not.toBeInViewport()

    // Only then: with the focus elsewhere a key moves nothing. Shown on the reviews, whose arrows do
    // not wrap, so where the next real move lands tells whether the key in between moved them.
    const reviews = section(page, 'reviews')
    const reviewNames = () =>
      reviews.locator('li[data-visible="true"] figcaption span span:first-child').allTextContents()
    const names = seedReviews.map((r) => r.name)
    expect(names.length).toBeGreaterThanOrEqual(TESTIMONIALS_VISIBLE_WIDE + 2)
    // Autoplay stands still, so only keys move them.
    await reviews.getByRole('button', { name: 'Pause traveller reviews' }).click()
    const nextReviews = reviews.getByRole('button', { name: 'Next reviews' })
    await nextReviews.focus()
    await expect(reviews.locator('.swiper-initialized')).toHaveCount(1)
    await page.keyboard.press('ArrowRight')
    await expect.poll(reviewNames).toEqual(names.slice(1, 1 + TESTIMONIALS_VISIBLE_WIDE))
    await nextReviews.blur()
    await page.keyboard.press('ArrowLeft')
    // Had it moved them back to the first, this would show the second again, never the third.
    await nextReviews.focus()
    await page.keyboard.press('ArrowRight')
    await expect.poll(reviewNames).toEqual(names.slice(2, 2 + TESTIMONIALS_VISIBLE_WIDE))
  })

  test('a swipe moves the video carousel on a touch screen', async ({ page, context }) => {
    test.skip(!isNarrow(page), 'swiping is for touch screens')
    // No autoplay under reduced motion, so only the swipe moves the carousel (on a busy machine the first slide
    // could otherwise have passed before the swipe).
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/')
    const videos = section(page, 'videos')
    await videos.scrollIntoViewIfNeeded()
    await expect(videos.locator('.swiper-initialized')).toHaveCount(1)
    const list = videos.getByRole('list')
    const cdp = await context.newCDPSession(page)
    const visibleTitle = videos.locator('li[data-visible="true"] h3')
    const second = String(seedVideos[1]!.title)
    // One swipe from right to left, measured and aimed at the carousel just before it starts. A busy machine can
    // lose a gesture's touches (the carousel then stands still, and another swipe is made); one that lands moves
    // the carousel by exactly one video, never two.
    const swipe = async () => {
      const box = (await list.boundingBox())!
      const y = box.y + box.height / 2
      const startX = box.x + box.width * 0.8
      const onCarousel = await page.evaluate(
        ([x, y]) => Boolean(document.elementFromPoint(x!, y!)?.closest('[data-section="videos"]')),
        [startX, y],
      )
      if (!onCarousel) return
      const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x?: number) =>
        cdp.send('Input.dispatchTouchEvent', { type, touchPoints: x === undefined ? [] : [{ x, y }] })
      await touch('touchStart', startX)
      for (let step = 1; step <= 8; step++) await touch('touchMove', box.x + box.width * (0.8 - step * 0.08))
      await touch('touchEnd')
    }
    await expect(async () => {
      if ((await visibleTitle.allTextContents())[0] !== second) await swipe()
      await expect(visibleTitle).toHaveText([second], { timeout: 3_000 })
    }).toPass({ timeout: 30_000 })
    await expect(videos.locator('li[data-visible="false"]').first()).not.toBeInViewport()
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the first hero slide and the first view of each slider show as the server rendered them', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(String(seedBanners[0]!.title))
    await expect(activeSlide(page)).toHaveAttribute('aria-label', `1 of ${seedBanners.length}`)
    const cards = section(page, 'domestic').getByRole('article')
    await cards.first().scrollIntoViewIfNeeded()
    const shown = isNarrow(page) ? 1 : SLIDER_PAGE_SIZE_WIDE
    for (let i = 0; i < shown; i++) await expect(cards.nth(i)).toBeInViewport()
    if (!isNarrow(page)) await expect(cards.nth(SLIDER_PAGE_SIZE_WIDE)).not.toBeInViewport()
  })
})

test.describe('first-visit popup and toasts', () => {
  test('the "Missing information" toast covers none of the popup\'s controls', async ({ page }) => {
    // This visit is a first one: the flag set before each test of this file is cleared again.
    await page.addInitScript((key) => window.localStorage.removeItem(key), POPUP_SHOWN_STORAGE_KEY)
    await page.goto('/')
    await page.clock.fastForward(ENQUIRY_POPUP_DELAY_MS + 100)
    const popup = page.getByTestId('enquiry-popup')
    await expect(popup).toBeVisible()
    await popup.getByRole('button', { name: 'Submit Enquiry' }).click()
    const message = toast(page, 'Missing information')
    await expect(message).toBeVisible()
    // Where it comes to rest: its box without the transform it slides in with (sonner moves it
    // with translateY), read at once, whatever the machine's speed or the toast's timer.
    const rest = await message.evaluate((el) => {
      const box = el.getBoundingClientRect()
      const shift = new DOMMatrixReadOnly(getComputedStyle(el).transform)
      return { x: box.x - shift.m41, y: box.y - shift.m42, width: box.width, height: box.height }
    })
    const controls = popup.locator('button, input, textarea, a')
    expect(await controls.count()).toBeGreaterThan(3)
    let measured = 0
    for (const control of await controls.all()) {
      const c = await control.boundingBox()
      if (!c) continue
      measured++
      const overlaps =
        c.x < rest.x + rest.width && c.x + c.width > rest.x && c.y < rest.y + rest.height && c.y + c.height > rest.y
      expect(overlaps, `the toast covers ${await control.evaluate((el) => el.outerHTML.slice(0, 80))}`).toBe(false)
    }
    // It looked: the popup's fields, Submit and Close had boxes and were measured.
    expect(measured).toBeGreaterThan(3)
  })
})

test.describe('honest pictures', { tag: ONE_WIDTH }, () => {
  test('the gallery says its pictures are illustrations, not photos from departures, in English and Tamil', async ({
    page,
  }) => {
    for (const [path, says, never] of [
      ['/', 'illustrations of the places we travel to, not photographs', 'from our recent departures'],
      ['/ta', 'எங்கள் பயண இடங்களின் ஓவியங்கள், புகைப்படங்கள் அல்ல', 'சமீபத்திய பயணங்களிலிருந்து'],
      ['/testimonials', 'illustrations of the places we travel to, not photographs', 'from our recent departures'],
    ] as const) {
      await page.goto(path)
      const gallery = section(page, 'gallery')
      await expect(gallery, path).toBeVisible()
      await expect(gallery, path).toContainText(says)
      await expect(gallery, path).not.toContainText(never)
    }
  })
})

test.describe('the first-visit popup waits for an idle visitor', () => {
  test('typing slowly into the search box across the 2 s mark: no popup, the words stay; it opens once the visitor is idle', async ({
    page,
  }) => {
    await page.addInitScript((key) => window.localStorage.removeItem(key), POPUP_SHOWN_STORAGE_KEY)
    await installPausedClock(page)
    await page.goto('/')
    const search = page.getByRole('combobox', { name: 'Where do you want to go?' })
    await hydrated(search)
    const popup = page.getByTestId('enquiry-popup')
    await search.click()
    // One letter every 0.7 s: the fourth comes after the popup's 2 s.
    const word = 'kashi'
    for (const letter of word) {
      await page.keyboard.type(letter)
      await page.clock.runFor(700)
    }
    expect(word.length * 700).toBeGreaterThan(ENQUIRY_POPUP_DELAY_MS)
    await expect(search).toHaveValue(word)
    await expect(search).toBeFocused()
    await expect(popup).toBeHidden()

    // Still in the field, and still: the popup waits while a field has the focus.
    await page.clock.runFor(3 * ENQUIRY_POPUP_IDLE_MS)
    await expect(popup).toBeHidden()

    // The visitor clicks beside the field (its suggestions close, the field loses the focus) and then
    // does nothing: the popup waits out the idle time from that click, then opens; the words stay.
    await page.getByRole('heading', { name: 'Where would you like to go?' }).click()
    await expect(search).not.toBeFocused()
    await expect(search).toHaveAttribute('aria-expanded', 'false')
    await page.clock.runFor(ENQUIRY_POPUP_IDLE_MS / 2)
    await expect(popup).toBeHidden()
    await page.clock.runFor(ENQUIRY_POPUP_IDLE_MS)
    await expect(popup).toBeVisible()
    await expect(search).toHaveValue(word)
  })
})
