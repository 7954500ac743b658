import Validator from '@adobe/structured-data-validator'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import sharp from 'sharp'
import { seedReviews, seedTrips, seedVideos, type SeedTrip } from '@/lib/catalog/seed/data'
import { CATEGORY_ROUTES, SITEMAP_PATHS } from '@/lib/site/routes'
import { siteConfig } from '@/lib/site/config'
import { todayInIndia } from '@/lib/site/format'
import { withSiteDb } from './lead-store'
import { servers } from './support'

/**
 * What crawlers and link previews read in each page type's first HTML response (JavaScript
 * off, so nothing but the server's HTML): title, description, canonical, Open Graph and
 * Twitter tags, the preview image itself, the JSON-LD and its validation, the sitemap and
 * robots.txt. Run once, at the desktop project: the HTML does not depend on the viewport.
 */

const base = servers.embedded.url
const trip = seedTrips.find((t) => t.slug === 'kashi-gaya-prayag-yatra') as SeedTrip
const otherTrip = seedTrips.find((t) => t.category === 'international') as SeedTrip

/** Every indexable page type: the sitemap's pages and a trip. */
const PAGES = [...SITEMAP_PATHS, `/trip/${trip.slug}`]
/** The pages whose preview is a card of their own (the issue's list); the legal pages share the home card. */
const OWN_CARD_PAGES = PAGES.filter((path) => !['/privacy-policy', '/terms-conditions'].includes(path))
const OG_IMAGE_MAX_BYTES = 300 * 1024

test.use({ javaScriptEnabled: false })
test.skip(({ isMobile }) => isMobile, 'the server HTML is the same at every width: checked at the desktop one')

type Node = Record<string, unknown> & { '@type': string }

/**
 * Opens a page as a crawler reads it: its HTML, parsed. Without JavaScript a browser loads every picture of the
 * page at once (lazy loading needs scripting), and the head is read long before the last of them arrives.
 */
const open = (page: Page, path: string) => page.goto(path, { waitUntil: 'domcontentloaded' })

async function meta(page: Page, key: string): Promise<string | null> {
  const attr = key.startsWith('og:') ? 'property' : 'name'
  const locator = page.locator(`meta[${attr}="${key}"]`)
  return (await locator.count()) ? locator.first().getAttribute('content') : null
}

async function jsonLdNodes(page: Page): Promise<Node[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  return blocks.flatMap((text) => {
    const data = JSON.parse(text)
    expect(data['@context']).toBe('https://schema.org')
    return data['@graph'] as Node[]
  })
}

const ofType = (nodes: Node[], type: string) => nodes.filter((node) => node['@type'] === type)

async function fetchImage(request: APIRequestContext, url: string) {
  const res = await request.get(url)
  expect(res.status(), url).toBe(200)
  const body = await res.body()
  const info = await sharp(body).metadata()
  return { type: res.headers()['content-type'], body, info }
}

test.describe('head of every page type', () => {
  for (const path of PAGES) {
    test(`${path}: title, description, canonical, Open Graph and Twitter tags`, async ({ page }) => {
      const response = await open(page, path)
      expect(response?.status()).toBe(200)
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN')
      const canonical = `${base}${path === '/' ? '' : path}`
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical.replace(/\/$/, '') || base)

      const title = await page.title()
      expect(title).toContain(siteConfig.name)
      const description = await meta(page, 'description')
      expect(description!.length).toBeGreaterThan(50)

      expect(await meta(page, 'og:type')).toBe('website')
      expect(await meta(page, 'og:url')).toBe(await page.locator('link[rel="canonical"]').getAttribute('href'))
      expect(await meta(page, 'og:title')).toContain(siteConfig.name)
      expect(await meta(page, 'og:description')).toBe(description)
      expect(await meta(page, 'og:site_name')).toBe(siteConfig.name)
      expect(await meta(page, 'og:locale')).toBe('en_IN')
      expect(await meta(page, 'og:image:width')).toBe('1200')
      expect(await meta(page, 'og:image:height')).toBe('630')
      expect(await meta(page, 'og:image:alt')).toMatch(/\w{3,}/)
      expect(await meta(page, 'og:image:type')).toBe('image/jpeg')
      expect(await meta(page, 'twitter:card')).toBe('summary_large_image')
      expect(await meta(page, 'twitter:title')).toBe(await meta(page, 'og:title'))
      expect(await meta(page, 'twitter:description')).toBe(description)

      const ogImage = (await meta(page, 'og:image'))!
      expect(ogImage.startsWith(`${base}/`)).toBe(true)
      const image = await fetchImage(page.request, ogImage)
      expect(image.type).toBe('image/jpeg')
      expect(image.info.format).toBe('jpeg')
      expect([image.info.width, image.info.height]).toEqual([1200, 630])
      expect(image.body.byteLength).toBeLessThan(OG_IMAGE_MAX_BYTES)
      const twitterImage = (await meta(page, 'twitter:image'))!
      expect((await fetchImage(page.request, twitterImage)).info.width).toBe(1200)
    })
  }

  test('titles and descriptions are unique, and each page type has a card of its own', async ({ page }) => {
    const seen = { titles: new Set<string>(), descriptions: new Set<string>(), images: new Set<string>() }
    for (const path of PAGES) {
      await open(page, path)
      seen.titles.add(await page.title())
      seen.descriptions.add((await meta(page, 'description'))!)
      if (OWN_CARD_PAGES.includes(path)) {
        const image = await fetchImage(page.request, (await meta(page, 'og:image'))!)
        seen.images.add(image.body.toString('base64'))
      }
    }
    expect(seen.titles.size).toBe(PAGES.length)
    expect(seen.descriptions.size).toBe(PAGES.length)
    expect(seen.images.size).toBe(OWN_CARD_PAGES.length)
  })

  test("a trip's card is its own: another trip's differs, and its alt names the trip, duration and price", async ({
    page,
  }) => {
    await open(page, `/trip/${trip.slug}`)
    const alt = (await meta(page, 'og:image:alt'))!
    expect(alt).toContain(trip.title)
    expect(alt).toContain(trip.duration)
    expect(alt).toContain(`₹${trip.price.toLocaleString('en-IN')} per person`)
    const first = await fetchImage(page.request, (await meta(page, 'og:image'))!)
    await open(page, `/trip/${otherTrip.slug}`)
    expect(await meta(page, 'og:image:alt')).toContain(otherTrip.title)
    const second = await fetchImage(page.request, (await meta(page, 'og:image'))!)
    expect(second.body.equals(first.body)).toBe(false)
  })

  test("a Tamil page's card is its own, in Tamil: a JPEG 1200×630 under 300 KB, unlike the English one", async ({
    page,
  }) => {
    for (const path of ['/', '/pilgrimage', `/trip/${trip.slug}`, '/contact']) {
      await open(page, path)
      const english = await fetchImage(page.request, (await meta(page, 'og:image'))!)
      const englishAlt = (await meta(page, 'og:image:alt'))!
      const tamilPath = path === '/' ? '/ta' : `/ta${path}`
      await open(page, tamilPath)
      const ogImage = (await meta(page, 'og:image'))!
      expect(ogImage.startsWith(`${base}/ta/`), ogImage).toBe(true)
      const tamil = await fetchImage(page.request, ogImage)
      expect(tamil.type).toBe('image/jpeg')
      expect(tamil.info.format).toBe('jpeg')
      expect([tamil.info.width, tamil.info.height]).toEqual([1200, 630])
      expect(tamil.body.byteLength).toBeLessThan(OG_IMAGE_MAX_BYTES)
      expect(tamil.body.equals(english.body), tamilPath).toBe(false)
      // Its alt says the card in Tamil too.
      const alt = (await meta(page, 'og:image:alt'))!
      expect(alt).not.toBe(englishAlt)
      expect(alt).toMatch(/[\u0B80-\u0BFF]/)
      expect((await fetchImage(page.request, (await meta(page, 'twitter:image'))!)).body.equals(tamil.body)).toBe(true)
    }
  })

  test('search results and the 404 pages are not indexed', async ({ page }) => {
    await open(page, '/search?q=kashi')
    expect(await meta(page, 'robots')).toMatch(/noindex/)
    for (const path of ['/no-such-page-here', '/trip/no-such-trip-anywhere']) {
      const response = await open(page, path)
      expect(response?.status()).toBe(404)
      expect(await meta(page, 'robots')).toMatch(/noindex/)
    }
  })

  test('the 404 pages describe the agency with its years written in, in English and Tamil', async ({ request }) => {
    // What a link preview of a mistyped address shows: the page's meta description in the HTML as sent.
    for (const [path, years] of [
      ['/no-such-page-here', 'Over 15 years of guided journeys.'],
      ['/ta/no-such-page-here', '15 ஆண்டுகளுக்கும் மேலாக'],
      ['/trip/no-such-trip-anywhere', 'Over 15 years of guided journeys.'],
      ['/ta/trip/no-such-trip-anywhere', '15 ஆண்டுகளுக்கும் மேலாக'],
    ] as const) {
      const res = await request.get(path)
      expect(res.status(), path).toBe(404)
      const description = /<meta name="description" content="([^"]*)"/.exec(await res.text())?.[1]
      expect(description, path).toContain(years)
      expect(description, path).not.toMatch(/undefined|\{years\}/)
    }
  })

  test('a real trip page\'s first HTML never says "Trip not found"', async ({ request }) => {
    for (const t of [trip, otherTrip]) {
      const res = await request.get(`/trip/${t.slug}`)
      expect(res.status()).toBe(200)
      const html = await res.text()
      expect(html).toContain(t.title)
      expect(html).not.toContain('Trip not found')
    }
  })
})

test.describe('structured data', () => {
  test('every page carries the TravelAgency with its contact details, hours and profiles, and no AggregateRating', async ({
    page,
  }) => {
    for (const path of PAGES) {
      await open(page, path)
      const nodes = await jsonLdNodes(page)
      const [agency] = ofType(nodes, 'TravelAgency')
      expect(agency, path).toMatchObject({
        name: siteConfig.name,
        telephone: siteConfig.phone,
        email: siteConfig.email,
        logo: `${base}${siteConfig.logoPath}`,
        address: { streetAddress: siteConfig.address.street, postalCode: siteConfig.address.postalCode },
        openingHoursSpecification: [
          { dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '09:00', closes: '18:00' },
          { dayOfWeek: ['Saturday'], opens: '09:00', closes: '13:00' },
        ],
        sameAs: Object.values(siteConfig.social),
      })
      expect(JSON.stringify(nodes)).not.toContain('AggregateRating')
    }
  })

  test('a trip is a TouristTrip with its itinerary, an INR offer per person and the breadcrumb it shows', async ({
    page,
  }) => {
    await open(page, `/trip/${trip.slug}`)
    const nodes = await jsonLdNodes(page)
    const [touristTrip] = ofType(nodes, 'TouristTrip')
    expect(touristTrip).toMatchObject({ name: trip.title, url: `${base}/trip/${trip.slug}` })
    // A trip sold by dated departure has an Offer per departure and boarding city (e2e/departures.spec.ts).
    const offers = [touristTrip.offers].flat() as { '@type': string; priceCurrency: string; price: number }[]
    expect(offers.length).toBeGreaterThan(1)
    for (const offer of offers) {
      expect(offer).toMatchObject({
        '@type': 'Offer',
        priceCurrency: 'INR',
        priceSpecification: { unitText: 'per person' },
      })
      expect(offer.price).toBeGreaterThan(0)
    }

    // A trip of weekly departures has one offer at its price, its departures in words.
    const weekly = seedTrips.find((t) => t.departures(todayInIndia()).dates.length === 0 && t.nextDeparture)!
    await open(page, `/trip/${weekly.slug}`)
    const [weeklyTrip] = ofType(await jsonLdNodes(page), 'TouristTrip')
    expect(weeklyTrip.offers).toMatchObject({ '@type': 'Offer', price: weekly.price, priceCurrency: 'INR' })
    const single = weeklyTrip.offers as { description: string; priceSpecification: { unitText: string } }
    expect(single.description).toContain(weekly.availableDates)
    expect(single.description).toContain(weekly.duration)
    expect(single.priceSpecification.unitText).toBe('per person')
    await open(page, `/trip/${trip.slug}`)
    const days = (touristTrip.itinerary as { itemListElement: { position: number; name: string }[] }).itemListElement
    expect(days.map((d) => d.position)).toEqual(trip.itinerary.map((_, i) => i + 1))
    expect(days[0].name).toContain(trip.itinerary[0].title)
    expect((touristTrip.image as string[])[0]).toBe(`${base}/uploads/${trip.images[0]}`)

    const [breadcrumb] = ofType(nodes, 'BreadcrumbList')
    const items = breadcrumb.itemListElement as { name: string; item: string; position: number }[]
    const visible = await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem').allInnerTexts()
    expect(items.map((i) => i.name)).toEqual(visible.map((text) => text.trim()))
    expect(items.map((i) => i.item)).toEqual([
      `${base}/`,
      `${base}${CATEGORY_ROUTES.pilgrimage.href}`,
      `${base}/trip/${trip.slug}`,
    ])
  })

  for (const category of ['pilgrimage', 'domestic', 'international'] as const) {
    test(`/${category} lists its trips in an ItemList, with its breadcrumb`, async ({ page }) => {
      await open(page, CATEGORY_ROUTES[category].href)
      const nodes = await jsonLdNodes(page)
      const [list] = ofType(nodes, 'ItemList')
      const expected = seedTrips.filter((t) => t.category === category)
      const items = list.itemListElement as { url: string; name: string }[]
      expect(items.map((i) => i.url)).toEqual(expected.map((t) => `${base}/trip/${t.slug}`))
      expect(items.map((i) => i.name)).toEqual(expected.map((t) => t.title))
      const [breadcrumb] = ofType(nodes, 'BreadcrumbList')
      expect((breadcrumb.itemListElement as { name: string }[]).map((i) => i.name)).toEqual([
        'Home',
        CATEGORY_ROUTES[category].label,
      ])
    })
  }

  test('/testimonials has a VideoObject per video and a Review of the agency per written review', async ({ page }) => {
    await open(page, '/testimonials')
    const nodes = await jsonLdNodes(page)
    const videos = ofType(nodes, 'VideoObject')
    expect(videos.map((v) => v.name)).toEqual(seedVideos.map((v) => v.title))
    expect(videos[0]).toMatchObject({
      thumbnailUrl: `${base}/uploads/${seedVideos[0].thumbnail}`,
      embedUrl: `https://www.youtube-nocookie.com/embed/${seedVideos[0].videoId}`,
    })
    // The upload date is the catalogue's own, video by video.
    const uploaded = withSiteDb(servers.embedded.env.DATA_DIR, (db) =>
      db.prepare('SELECT uploaded_on AS day FROM videos ORDER BY position').all(),
    ) as { day: string }[]
    expect(uploaded.every(({ day }) => /^\d{4}-\d{2}-\d{2}$/.test(day))).toBe(true)
    expect(videos.map((v) => v.uploadDate)).toEqual(uploaded.map(({ day }) => day))
    const reviews = ofType(nodes, 'Review')
    expect(reviews).toHaveLength(seedReviews.length)
    expect(reviews[0]).toMatchObject({
      author: { name: seedReviews[0].name },
      reviewRating: { ratingValue: seedReviews[0].Rating },
      itemReviewed: { '@type': 'TravelAgency', name: siteConfig.name },
    })
  })

  test("every page's JSON-LD passes the structured-data validator", async ({ page }) => {
    const validator = new Validator()
    for (const path of [...PAGES, '/testimonials']) {
      await open(page, path)
      const byType: Record<string, Node[]> = {}
      for (const node of await jsonLdNodes(page)) (byType[node['@type']] ??= []).push(node)
      const issues = await validator.validate({ jsonld: byType, microdata: {}, rdfa: {} })
      expect(
        issues.filter((issue) => issue.severity === 'ERROR'),
        path,
      ).toEqual([])
    }
  })
})

test.describe('sitemap and robots', () => {
  test('sitemap.xml lists every page and every seeded trip with its photos', async ({ request }) => {
    const res = await request.get('/sitemap.xml')
    expect(res.status()).toBe(200)
    const xml = await res.text()
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])
    for (const path of SITEMAP_PATHS) expect(locs).toContain(`${base}${path === '/' ? '/' : path}`)
    for (const t of seedTrips) {
      expect(locs).toContain(`${base}/trip/${t.slug}`)
      expect(xml).toContain(`<image:loc>${base}/uploads/${t.images[0]}</image:loc>`)
    }
    // Each trip once in each language (e2e/i18n.spec.ts checks the Tamil addresses and the alternates).
    expect(locs.filter((loc) => loc.startsWith(`${base}/trip/`))).toHaveLength(seedTrips.length)
    expect(locs.filter((loc) => loc.startsWith(`${base}/ta/trip/`))).toHaveLength(seedTrips.length)
    expect(xml).not.toContain('/search')
  })

  test("sitemap.xml dates each trip by the catalogue's last change, and each list page by its newest trip", async ({
    request,
  }) => {
    // Other suites edit trips on this server, and an edit's first sitemap request may still get
    // the copy from before it (served stale while it is made again): asked again until they agree.
    await expect(async () => {
      const xml = await (await request.get('/sitemap.xml')).text()
      // Each <url> entry's loc and lastmod (a trip's image entries come between them).
      const lastmod = new Map(
        [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, entry]) => [
          /<loc>([^<]+)<\/loc>/.exec(entry)![1],
          /<lastmod>([^<]+)<\/lastmod>/.exec(entry)?.[1],
        ]),
      )
      const stored = withSiteDb(servers.embedded.env.DATA_DIR, (db) =>
        db
          .prepare(
            'SELECT t.slug, t.updated_at AS updatedAt, c.name AS category FROM trips t JOIN categories c ON c.id = t.category_id',
          )
          .all(),
      ) as { slug: string; updatedAt: string; category: string }[]
      expect(stored.length).toBeGreaterThan(0)
      for (const t of stored) {
        expect(t.updatedAt, t.slug).toMatch(/^\d{4}-\d{2}-\d{2}T/)
        expect(lastmod.get(`${base}/trip/${t.slug}`), t.slug).toBe(t.updatedAt)
      }
      const newest = (trips: typeof stored) =>
        trips
          .map((t) => t.updatedAt)
          .sort()
          .at(-1)
      expect(lastmod.get(`${base}/`)).toBe(newest(stored))
      expect(lastmod.get(`${base}/pilgrimage`)).toBe(newest(stored.filter((t) => t.category === 'Pilgrimage')))
      expect(lastmod.get(`${base}/honeymoon`)).toBe(newest(stored.filter((t) => t.category === 'Honeymoon')))
      // Pages the catalogue does not feed carry no date rather than a made-up one.
      expect(lastmod.get(`${base}/privacy-policy`)).toBeUndefined()
    }).toPass({ timeout: 20_000 })
  })

  test('robots.txt points to the sitemap and keeps crawlers out of the API and search results', async ({ request }) => {
    const text = await (await request.get('/robots.txt')).text()
    expect(text).toMatch(/^User-Agent: \*$/m)
    expect(text).toMatch(/^Disallow: \/api\/$/m)
    expect(text).toMatch(/^Disallow: \/search$/m)
    expect(text).toContain(`Sitemap: ${base}/sitemap.xml`)
  })
})
