import { expect, test, type Page } from '@playwright/test'
import { CANCELLATION_SCHEDULE } from '@/lib/site/constants'
import { seedTrips, type SeedTrip } from '@/lib/catalog/seed/data'
import { formatAddress, siteConfig } from '@/lib/site/config'
import { CATEGORY_ROUTES } from '@/lib/site/routes'
import { rupees } from './support'
import { ONE_WIDTH } from './tags'

/**
 * The catalogue and content pages against the embedded build: content from the seed,
 * the trip 404, the gallery, the lazy map, search, the legal text, and every page's main
 * content with JavaScript disabled (it is all in the server HTML).
 */

const trip = seedTrips.find((t) => t.slug === 'kashi-gaya-prayag-yatra') as SeedTrip
const tripsOf = (category: string) => seedTrips.filter((t) => t.category === category)

async function expectCategoryGrid(page: Page, category: 'pilgrimage' | 'domestic' | 'international') {
  const main = page.locator('main')
  const expected = tripsOf(category)
  expect(expected.length).toBeGreaterThan(0)
  await expect(main.getByRole('article')).toHaveCount(expected.length)
  for (const t of expected) {
    await expect(main.getByRole('link', { name: t.title, exact: true })).toHaveAttribute('href', `/trip/${t.slug}`)
  }
}

test.describe('category pages', () => {
  for (const [category, title] of [
    ['pilgrimage', 'Pilgrimage Tours'],
    ['domestic', 'Domestic Tours'],
    ['international', 'International Tours'],
  ] as const) {
    // The list's words and cards; its layout at each width is the next test's.
    test(
      `/${category} shows the breadcrumb, intro and the category's trips from the seed`,
      { tag: ONE_WIDTH },
      async ({ page }) => {
        await page.goto(`/${category}`)
        await expect(page).toHaveTitle(`${title} | ${siteConfig.name}`)
        const main = page.locator('main')
        await expect(main.getByRole('heading', { level: 1 })).toHaveText(title)
        const crumbs = main.getByRole('navigation', { name: 'Breadcrumb' })
        await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/')
        await expect(crumbs.locator('[aria-current="page"]')).toHaveText(CATEGORY_ROUTES[category].label)
        await expectCategoryGrid(page, category)
        const first = tripsOf(category)[0]
        await expect(main.getByText(rupees(first.price)).first()).toBeVisible()
      },
    )
  }

  test('the grid has three columns on desktops and one on phones', async ({ page }) => {
    await page.goto('/pilgrimage')
    const cards = page.locator('main').getByRole('article')
    const tops = await Promise.all([0, 1, 2].map(async (i) => (await cards.nth(i).boundingBox())!.y))
    const sameRow = tops.filter((y) => Math.abs(y - tops[0]) < 2).length
    expect(sameRow).toBe((page.viewportSize()?.width ?? 0) >= 1024 ? 3 : 1)
  })
})

test.describe('trip detail', () => {
  test('shows the breadcrumb, facts, overview, itinerary, inclusions, price and the enquiry form', async ({ page }) => {
    const response = await page.goto(`/trip/${trip.slug}`)
    expect(response?.status()).toBe(200)
    await expect(page).toHaveTitle(`${trip.title} | ${siteConfig.name}`)
    const main = page.locator('main')
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(trip.title)
    const crumbs = main.getByRole('navigation', { name: 'Breadcrumb' })
    await expect(crumbs.getByRole('link', { name: 'Pilgrimage' })).toHaveAttribute('href', '/pilgrimage')
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText(trip.title)

    const facts = main.getByRole('list', { name: 'Trip facts' })
    await expect(facts).toContainText(trip.duration)
    await expect(facts).toContainText(trip.availableDates)
    await expect(facts).toContainText(trip.location)

    await expect(main.getByRole('heading', { name: 'Overview' })).toBeVisible()
    await expect(main.getByText(trip.description.slice(0, 60))).toBeVisible()

    const itinerary = main.locator('section', { has: page.getByRole('heading', { name: 'Detailed Itinerary' }) })
    await expect(itinerary.locator('ol > li')).toHaveCount(trip.itinerary.length)
    for (const day of trip.itinerary) {
      await expect(itinerary.getByRole('heading', { name: day.title, exact: true })).toBeVisible()
      await expect(itinerary.getByText(day.activity[0], { exact: true }).first()).toBeVisible()
    }
    await expect(itinerary.getByText(trip.itinerary[0].day, { exact: true })).toBeVisible()

    const included = main.locator('section', { has: page.getByRole('heading', { name: "What's Included" }) })
    for (const item of trip.includes) await expect(included.getByText(item, { exact: true }).first()).toBeVisible()

    await expect(main.getByTestId('trip-price')).toHaveText(rupees(trip.price))
    await expect(main.getByText('Price per person')).toBeVisible()
    const enquiry = main.locator('#enquire form[data-form="trip-enquiry"]')
    await expect(enquiry).toHaveCount(1)
    await expect(enquiry).toContainText(trip.title)
  })

  test(
    'has metadata with an absolute Open Graph image, a canonical URL and TouristTrip JSON-LD in INR',
    {
      tag: ONE_WIDTH,
    },
    async ({ page, baseURL }) => {
      await page.goto(`/trip/${trip.slug}`)
      // The site's own preview card of the trip (e2e/seo.spec.ts opens it and measures it), addressed
      // under the page's language segment (the proxy leaves link-preview images alone).
      await expect(page.locator('meta[property="og:image"]').first()).toHaveAttribute(
        'content',
        new RegExp(`^${baseURL}/en/trip/${trip.slug}/opengraph-image(-[a-z0-9]+)?/`),
      )
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/trip/${trip.slug}`)
      const description = await page.locator('meta[name="description"]').getAttribute('content')
      expect(trip.description.startsWith(description!.replace(/…$/, ''))).toBe(true)

      const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
      const ld = blocks
        .map((b) => JSON.parse(b))
        .flatMap((d) => d['@graph'])
        .find((d) => d['@type'] === 'TouristTrip')
      expect(ld).toBeTruthy()
      expect(ld.name).toBe(trip.title)
      // A trip sold by dated departure has an offer per departure and city, the first from Chennai at the trip's price.
      expect([ld.offers].flat()[0]).toMatchObject({ '@type': 'Offer', price: trip.price, priceCurrency: 'INR' })
      expect(ld.itinerary.itemListElement).toHaveLength(trip.itinerary.length)
    },
  )

  test('an unknown slug answers 404 with "Trip not found"', { tag: ONE_WIDTH }, async ({ page }) => {
    const response = await page.goto('/trip/no-such-trip-anywhere')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'Trip not found' })).toBeVisible()
    await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', /noindex/)
  })

  test('the gallery changes photo by thumbnail, arrow buttons, arrow keys and swipe', async ({ page }) => {
    await page.goto(`/trip/${trip.slug}`)
    const gallery = page.getByRole('region', { name: `Photos of ${trip.title}` })
    const main = gallery.getByTestId('gallery-main')
    const photo = main.getByRole('img')
    const count = trip.images.length
    const thumbs = gallery.getByRole('button', { name: /^Show photo/ })
    await expect(thumbs).toHaveCount(count)
    await expect(photo).toHaveAttribute('alt', `${trip.title}, photo 1 of ${count}`)

    // The last thumbnail, so Next then wraps round to the first photo.
    await thumbs.nth(count - 1).click()
    await expect(photo).toHaveAttribute('alt', `${trip.title}, photo ${count} of ${count}`)
    await expect(thumbs.nth(count - 1)).toHaveAttribute('aria-current', 'true')
    await expect(thumbs.nth(0)).not.toHaveAttribute('aria-current', 'true')
    await expect(photo).toHaveAttribute('src', new RegExp(encodeURIComponent(`/uploads/${trip.images[count - 1]}`)))

    await gallery.getByRole('button', { name: 'Next photo' }).click()
    await expect(photo).toHaveAttribute('alt', `${trip.title}, photo 1 of ${count}`)
    await gallery.getByRole('button', { name: 'Previous photo' }).click()
    await expect(photo).toHaveAttribute('alt', `${trip.title}, photo ${count} of ${count}`)

    await main.focus()
    await page.keyboard.press('ArrowRight')
    await expect(photo).toHaveAttribute('alt', `${trip.title}, photo 1 of ${count}`)
    await page.keyboard.press('ArrowRight')
    await expect(photo).toHaveAttribute('alt', `${trip.title}, photo 2 of ${count}`)
    await page.keyboard.press('ArrowLeft')
    await expect(photo).toHaveAttribute('alt', `${trip.title}, photo 1 of ${count}`)

    const box = (await main.boundingBox())!
    const y = box.y + box.height * 0.8
    await page.mouse.move(box.x + box.width * 0.7, y)
    await page.mouse.down()
    await page.mouse.move(box.x + box.width * 0.3, y, { steps: 5 })
    await page.mouse.up()
    await expect(photo).toHaveAttribute('alt', `${trip.title}, photo 2 of ${count}`)
    await page.mouse.move(box.x + box.width * 0.3, y)
    await page.mouse.down()
    await page.mouse.move(box.x + box.width * 0.7, y, { steps: 5 })
    await page.mouse.up()
    await expect(photo).toHaveAttribute('alt', `${trip.title}, photo 1 of ${count}`)
  })
})

// What the pages say; their request forms are sent at both widths in e2e/leads.spec.ts.
test.describe('honeymoon and customized tours', { tag: ONE_WIDTH }, () => {
  test('/honeymoon explains what is arranged and how it works, with the honeymoon request form', async ({ page }) => {
    await page.goto('/honeymoon')
    const main = page.locator('main')
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Honeymoon Trips, Planned for Two')
    await expect(main.getByRole('heading', { name: 'What we arrange for couples' })).toBeVisible()
    await expect(main.getByRole('heading', { name: 'From idea to departure in four steps' })).toBeVisible()
    await expect(
      main.getByText('Pay a 50% advance to confirm; the balance is due 7 days before departure.'),
    ).toBeVisible()
    await expect(main.getByRole('form', { name: 'Honeymoon trip request' })).toBeVisible()
  })

  test('/honeymoon lists every honeymoon package, with prices and links, above its request form', async ({ page }) => {
    await page.goto('/honeymoon')
    const packages = page.locator('main section[data-section="packages"]')
    await expect(packages.getByRole('heading', { name: 'Honeymoon packages' })).toBeVisible()
    const honeymoon = seedTrips.filter((trip) => trip.category === 'honeymoon')
    expect(honeymoon.length).toBeGreaterThan(0)
    const cards = packages.getByRole('article')
    await expect(cards).toHaveCount(honeymoon.length)
    for (const [i, trip] of honeymoon.entries()) {
      await expect(cards.nth(i).getByRole('link', { name: trip.title, exact: true })).toHaveAttribute(
        'href',
        `/trip/${trip.slug}`,
      )
      await expect(cards.nth(i)).toContainText(rupees(trip.price))
    }
    const form = page.getByRole('form', { name: 'Honeymoon trip request' })
    const [listBox, formBox] = [(await packages.boundingBox())!, (await form.boundingBox())!]
    expect(listBox.y + listBox.height).toBeLessThanOrEqual(formBox.y)
    // Neither customized tours nor the other request page lists packages.
    await page.goto('/customized-tours')
    await expect(page.locator('main section[data-section="packages"]')).toHaveCount(0)
  })

  test('/customized-tours explains the service, with the customized request form', async ({ page }) => {
    await page.goto('/customized-tours')
    const main = page.locator('main')
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Customized Tours, Your Way')
    await expect(main.getByRole('heading', { name: 'What we arrange', exact: true })).toBeVisible()
    await expect(main.getByRole('form', { name: 'Customized tour request' })).toBeVisible()
    await expect(page).toHaveTitle(`Customized Tours | ${siteConfig.name}`)
  })
})

test.describe('contact', () => {
  test('shows the address, e-mail, WhatsApp link, working hours and the message form', async ({ page }) => {
    await page.goto('/contact')
    const main = page.locator('main')
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Contact Us')
    await expect(main.getByText(formatAddress())).toBeVisible()
    await expect(main.getByRole('link', { name: siteConfig.email })).toHaveAttribute(
      'href',
      `mailto:${siteConfig.email}`,
    )
    const whatsapp = main.getByRole('link', { name: /Chat on WhatsApp/ })
    await expect(whatsapp).toHaveAttribute('href', new RegExp(`^https://wa\\.me/${siteConfig.whatsappNumber}\\?text=`))
    await expect(main.getByTestId('working-hours')).toHaveText('Mon-Fri9:00 AM-6:00 PMSat9:00 AM-1:00 PMSunclosed')
    await expect(main.getByRole('form', { name: 'Contact form' })).toBeVisible()
  })

  test('the map iframe is not in the server HTML', { tag: ONE_WIDTH }, async ({ request }) => {
    const html = await (await request.get('/contact')).text()
    expect(html).toContain('Find our office')
    expect(html).not.toContain('<iframe')
  })

  test('the map loads when it scrolls near the viewport', async ({ page }) => {
    await page.goto('/contact')
    const map = page.getByTestId('map')
    await expect(map.getByRole('link', { name: 'Open map' })).toHaveAttribute('href', siteConfig.mapLinkUrl)
    // The placeholder starts well below the fold, so nothing has loaded yet.
    const { top, viewport } = await map.evaluate((el) => ({
      top: el.getBoundingClientRect().top,
      viewport: innerHeight,
    }))
    expect(top).toBeGreaterThan(viewport + 300)
    await expect(page.locator('iframe')).toHaveCount(0)
    await map.scrollIntoViewIfNeeded()
    await expect(map.locator('iframe')).toHaveAttribute('src', siteConfig.mapEmbedUrl)
  })

  test('the map loads on "Show map" even where it is never observed', async ({ page }) => {
    await page.addInitScript(() => {
      // An observer that never reports isolates the click path.
      window.IntersectionObserver = class {
        observe() {}
        unobserve() {}
        disconnect() {}
        takeRecords() {
          return []
        }
      } as unknown as typeof IntersectionObserver
    })
    await page.goto('/contact')
    const map = page.getByTestId('map')
    await map.scrollIntoViewIfNeeded()
    await expect(page.locator('iframe')).toHaveCount(0)
    await map.getByRole('button', { name: 'Show map' }).click()
    await expect(map.locator('iframe')).toHaveAttribute('title', `Map of the ${siteConfig.name} office`)
  })
})

test.describe('legal pages', { tag: ONE_WIDTH }, () => {
  test('the privacy policy names the company, its contact details and the real date', async ({ page }) => {
    await page.goto('/privacy-policy')
    const main = page.locator('main')
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy')
    await expect(main.getByText('Last updated: 1 November 2026')).toBeVisible()
    await expect(main.locator('time')).toHaveAttribute('datetime', siteConfig.legalUpdated)
    await expect(main.getByText(`${siteConfig.legalName} (“${siteConfig.name}”`)).toBeVisible()
    await expect(main.getByRole('heading', { name: '1. Information we collect' })).toBeVisible()
    const contact = main.locator('#contact')
    await expect(contact).toContainText(formatAddress())
    await expect(contact.getByRole('link', { name: siteConfig.email })).toHaveAttribute(
      'href',
      `mailto:${siteConfig.email}`,
    )
    await expect(main).not.toContainText('2023')
  })

  test('the terms state the payment terms and the cancellation schedule as a table', async ({ page }) => {
    await page.goto('/terms-conditions')
    const main = page.locator('main')
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Terms and Conditions')
    await expect(main.locator('#payment')).toContainText('An advance of 50% of the tour cost confirms the booking.')
    await expect(main.locator('#payment')).toContainText('The balance is due at least 7 days before departure.')
    const rows = main.getByRole('table').locator('tbody tr')
    await expect(rows).toHaveCount(CANCELLATION_SCHEDULE.length)
    await expect(rows.nth(0)).toHaveText(/60 days or more before departure\s*Full refund less an administration fee/)
    await expect(rows.nth(1)).toHaveText(/30-59 days before departure\s*50% of the tour cost/)
    await expect(rows.nth(2)).toHaveText(/15-29 days before departure\s*25% of the tour cost/)
    await expect(rows.nth(3)).toHaveText(/Less than 15 days before departure\s*No refund/)
    await expect(main.locator('#contact')).toContainText(siteConfig.legalName)
  })
})

// What the results say; the filters at a phone's width are e2e/search.spec.ts's.
test.describe('search', { tag: ONE_WIDTH }, () => {
  test('lists the trips the search finds, case-insensitively, the one named for the place first, with a count', async ({
    page,
  }) => {
    const named = seedTrips.filter((t) => t.title.toLowerCase().includes('kashi'))
    expect(named).toHaveLength(1)
    await page.goto('/search?q=KaShI')
    const main = page.locator('main')
    const cards = main.getByRole('article')
    await expect(cards.first().getByRole('heading')).toHaveText(named[0]!.title)
    const count = await cards.count()
    await expect(main.getByRole('status')).toHaveText(`${count} ${count === 1 ? 'trip' : 'trips'} found for “KaShI”`)
    await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', /noindex/)
  })

  test('searching again from the results page uses the search form', async ({ page }) => {
    const bali = seedTrips.filter((t) => t.title.toLowerCase().includes('bali')).map((t) => t.title)
    await page.goto('/search?q=kashi')
    const box = page.locator('main').getByRole('searchbox', { name: 'Search trips by place, temple or name' })
    await box.fill('bali')
    await box.press('Enter')
    await expect(page).toHaveURL(/\/search\?q=bali$/)
    const titles = await page.locator('main article h3').allTextContents()
    expect(titles.slice(0, bali.length).sort()).toEqual([...bali].sort())
  })

  test('an unmatched query shows the empty state with the category pages', async ({ page }) => {
    await page.goto('/search?q=atlantis')
    const empty = page.locator('main').getByTestId('search-empty')
    await expect(empty.getByRole('heading', { name: 'No trips found for “atlantis”' })).toBeVisible()
    await expect(empty.getByRole('article')).toHaveCount(0)
    // Below it, a few popular trips (e2e/search.spec.ts checks which).
    await expect(page.getByRole('heading', { name: 'Popular trips' })).toBeVisible()
    for (const key of ['pilgrimage', 'domestic', 'international'] as const) {
      await expect(empty.getByRole('link', { name: `${CATEGORY_ROUTES[key].label} tours` })).toHaveAttribute(
        'href',
        CATEGORY_ROUTES[key].href,
      )
    }
  })
})

test.describe('without JavaScript', { tag: ONE_WIDTH }, () => {
  test.use({ javaScriptEnabled: false })

  test('category pages list their trips', async ({ page }) => {
    await page.goto('/international')
    await expectCategoryGrid(page, 'international')
  })

  test('a trip page shows its content and its gallery', async ({ page }) => {
    await page.goto(`/trip/${trip.slug}`)
    // The trip is in the HTML as sent: no loading state, nothing for a script to swap in.
    await expect(page.getByText('Loading trip details...')).toBeHidden()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(trip.title)
    await expect(page.getByRole('heading', { name: trip.itinerary[0].title, exact: true })).toBeVisible()
    await expect(page.getByText(trip.includes[0], { exact: true })).toBeVisible()
    await expect(page.getByTestId('trip-price')).toHaveText(rupees(trip.price))
    await expect(page.getByRole('button', { name: /^Show photo/ })).toHaveCount(trip.images.length)
    await expect(page.getByTestId('gallery-main').getByRole('img')).toBeVisible()
    // Above the footer, where it belongs.
    const content = (await page.getByRole('heading', { level: 1 }).boundingBox())!
    const footer = (await page.locator('footer').last().boundingBox())!
    expect(content.y).toBeLessThan(footer.y)
  })

  test('an unknown trip still answers 404 with "Trip not found"', async ({ page }) => {
    const response = await page.goto('/trip/no-such-trip-anywhere')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'Trip not found' })).toBeVisible()
    await expect(page.getByText('Loading trip details...')).toBeHidden()
  })

  test('contact shows its details and the map placeholder link', async ({ page }) => {
    await page.goto('/contact')
    const main = page.locator('main')
    await expect(main.getByTestId('working-hours')).toContainText('9:00 AM-1:00 PM')
    // The contact form's own note (without JavaScript) names the address too.
    await expect(main.getByTestId('contact-details').getByRole('link', { name: siteConfig.email })).toBeVisible()
    await expect(main.getByTestId('map').getByRole('link', { name: 'Open map' })).toBeVisible()
    await expect(page.locator('iframe')).toHaveCount(0)
  })

  test('honeymoon, customized tours and the legal pages show their text', async ({ page }) => {
    await page.goto('/honeymoon')
    await expect(page.locator('main').getByRole('heading', { name: 'What we arrange for couples' })).toBeVisible()
    await page.goto('/customized-tours')
    await expect(
      page.locator('main').getByRole('heading', { name: 'From idea to departure in four steps' }),
    ).toBeVisible()
    await page.goto('/privacy-policy')
    await expect(page.locator('main').getByRole('heading', { name: '2. How we use your information' })).toBeVisible()
    await page.goto('/terms-conditions')
    await expect(page.locator('main').getByRole('table')).toContainText('25% of the tour cost')
  })

  test('search results and the search form work as plain HTML', async ({ page }) => {
    await page.goto('/search?q=yatra')
    const titles = await page.locator('main article h3').allTextContents()
    for (const t of seedTrips.filter((trip) => trip.title.toLowerCase().includes('yatra')))
      expect(titles).toContain(t.title)
    await expect(page.locator('main').getByRole('status')).toHaveText(`${titles.length} trips found for “yatra”`)
    const box = page.locator('main').getByRole('searchbox', { name: 'Search trips by place, temple or name' })
    await box.fill('atlantis')
    await box.press('Enter')
    await expect(page.locator('main').getByText('No trips found for “atlantis”')).toBeVisible()
  })
})
