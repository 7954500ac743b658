import { expect, test, type APIRequestContext } from '@playwright/test'
import { CANCELLATION_SCHEDULE } from '@/lib/site/constants'
import { storedLeads } from './lead-store'
import { isNarrow, likeAPerson, rupees, toast, uniqueName } from './support'
import { ONE_WIDTH } from './tags'

/**
 * A trip page that sells on a phone (issue 10): the price and the next departure on the first
 * screen, a docked bar whose Enquire opens the trip's own enquiry, what is and is not
 * included, hotels, the cancellation terms, similar trips of the category, and a breadcrumb
 * that follows the trip's category (Honeymoon included).
 *
 * The trips are read from the site's own provider contract (/api/web), so the expectations
 * follow the catalogue as it is served, whatever day the seed ran.
 */

const DATED_TRIP = 'kashi-gaya-prayag-yatra'
const HONEYMOON_TRIP = 'maldives-water-villa-honeymoon'

interface WireTrip {
  slug: string
  title: string
  price: number
  availableDates: string
  nextDeparture?: string
  excludes?: string[]
  hotels?: string[]
}

async function wireTrip(request: APIRequestContext, slug: string): Promise<WireTrip> {
  const res = await request.get(`/api/web/trip/detail?slug=${slug}`)
  expect(res.ok()).toBe(true)
  return ((await res.json()) as { data: WireTrip }).data
}

async function categoryOf(request: APIRequestContext, slug: string): Promise<{ category: string; slugs: string[] }> {
  const res = await request.get('/api/web/trip/category/trip/list')
  const { data } = (await res.json()) as { data: { category: string; trips: { slug: string }[] }[] }
  const match = data.find((c) => c.trips.some((t) => t.slug === slug))!
  return { category: match.category, slugs: match.trips.map((t) => t.slug) }
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
/** "2026-12-12" → ["12 Dec 2026", "12 Dec"], written here apart from the app's formatter. */
function day(iso: string): [string, string] {
  const [y, m, d] = iso.split('-').map(Number)
  return [`${d} ${MONTHS[m - 1]} ${y}`, `${d} ${MONTHS[m - 1]}`]
}

test.describe('first screen on a phone', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 1280) >= 1024, 'phone widths')

  for (const slug of [DATED_TRIP, HONEYMOON_TRIP]) {
    test(`${slug}: the price per person and the next departure show before any scroll, above the gallery`, async ({
      page,
      request,
    }) => {
      const trip = await wireTrip(request, slug)
      await page.setViewportSize({ width: 390, height: 844 })
      await page.goto(`/trip/${slug}`)
      const bar = page.getByRole('complementary', { name: 'Book this trip' })
      const barTop = (await bar.boundingBox())!.y

      const price = page.getByTestId('trip-price')
      await expect(price).toHaveText(rupees(trip.price))
      const departure = page.getByTestId('trip-next-departure')
      if (trip.nextDeparture) {
        await expect(departure).toContainText('Next departure')
        await expect(departure).toContainText(day(trip.nextDeparture)[0])
        await expect(bar).toContainText(`Dep. ${day(trip.nextDeparture)[1]}`)
      } else {
        const short = trip.availableDates.split(/[,;]/)[0]!.trim()
        await expect(departure).toContainText(short)
        await expect(bar).toContainText(short)
      }
      await expect(bar).toContainText(rupees(trip.price))
      for (const box of [await price.boundingBox(), await departure.boundingBox()]) {
        expect(box!.y).toBeGreaterThan(0)
        expect(box!.y + box!.height).toBeLessThanOrEqual(barTop)
      }
      const gallery = (await page.getByTestId('gallery-main').boundingBox())!
      expect((await price.boundingBox())!.y).toBeLessThan(gallery.y)
      // Only the trip's bar is docked: the generic one stands back.
      await expect(page.getByRole('complementary', { name: 'Contact us' })).toBeHidden()
    })
  }

  test("the docked Enquire opens the trip's own enquiry, and the stored lead carries the trip's slug", async ({
    page,
    request,
  }, testInfo) => {
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': `e2e-trip-${testInfo.project.name}-${Date.now()}` })
    await page.clock.install()
    const trip = await wireTrip(request, HONEYMOON_TRIP)
    await page.goto(`/trip/${trip.slug}`)
    const bar = page.getByRole('complementary', { name: 'Book this trip' })
    // From the keyboard: the bar's Enquire is a link in the tab order.
    const enquire = bar.getByRole('link', { name: 'Enquire', exact: true })
    await enquire.focus()
    await page.keyboard.press('Enter')
    // It opens the trip's own enquiry in a sheet, in place (e2e/departure-choice.spec.ts).
    const form = page.getByRole('dialog', { name: `Ask about ${trip.title}` })
    await expect(form).toBeVisible()
    await expect(form.locator('form[data-form="trip-enquiry-dialog"]')).toBeVisible()
    // Not the generic Enquiry Now form: no subject to fill in.
    await expect(form.getByLabel('Subject')).toHaveCount(0)

    const visitor = uniqueName(testInfo, 'Docked Visitor')
    await form.getByLabel('Full name').fill(visitor)
    await form.getByLabel('Phone number').fill('9840012345')
    await likeAPerson(page)
    await form.getByRole('button', { name: 'Send Enquiry' }).click()
    await expect(toast(page, 'Enquiry Submitted')).toBeVisible()
    const [row] = storedLeads('name', visitor)
    expect(row).toMatchObject({ kind: 'tripEnquiry', form: 'trip-enquiry', status: 'stored' })
    expect(row!.payload).toMatchObject({ name: visitor, mobileNumber: '9840012345', tripId: trip.slug })
  })
})

// What the page says, the same at every width; the first screen on a phone is checked above.
test.describe('what the page tells before an enquiry', { tag: ONE_WIDTH }, () => {
  test('exclusions, hotels and the cancellation terms, when the catalogue has them', async ({ page, request }) => {
    const trip = await wireTrip(request, DATED_TRIP)
    // This trip has both lists, so the checks below look at items, not at two empty sections.
    expect(trip.excludes?.length).toBeGreaterThan(0)
    expect(trip.hotels?.length).toBeGreaterThan(0)
    await page.goto(`/trip/${trip.slug}`)
    const main = page.locator('main')

    const excluded = main.locator('section', { has: page.getByRole('heading', { name: 'Not Included' }) })
    await expect(excluded.getByRole('listitem')).toHaveCount(trip.excludes?.length ?? 0)
    for (const item of trip.excludes ?? []) await expect(excluded).toContainText(item)
    const hotels = main.locator('section', { has: page.getByRole('heading', { name: 'Hotels' }) })
    await expect(hotels.getByRole('listitem')).toHaveCount(trip.hotels?.length ?? 0)
    for (const item of trip.hotels ?? []) await expect(hotels).toContainText(item)

    const cancellation = main.locator('section', { has: page.getByRole('heading', { name: 'Cancellation policy' }) })
    await expect(cancellation.locator('tbody td:nth-child(2)')).toHaveText(
      CANCELLATION_SCHEDULE.map((row) => row.refund),
    )
    await expect(cancellation.locator('tbody td:first-child').first()).toHaveText('60 days or more before departure')
    // The columns say what the figures are: the refund, not a charge.
    await expect(cancellation.getByRole('columnheader')).toHaveText(['Cancellation received', 'Amount refunded'])
    await expect(cancellation.getByRole('link', { name: 'Read the full terms' })).toHaveAttribute(
      'href',
      '/terms-conditions#cancellation',
    )
  })

  for (const slug of [DATED_TRIP, HONEYMOON_TRIP]) {
    test(`${slug}: similar trips are other cards of the same category`, async ({ page, request }) => {
      const { slugs } = await categoryOf(request, slug)
      // Other trips to show, so the loop below has links to look at.
      expect(slugs.length).toBeGreaterThan(1)
      await page.goto(`/trip/${slug}`)
      const similar = page.locator('section', { has: page.getByRole('heading', { name: 'Similar trips' }) })
      const links = similar.locator('article a[href^="/trip/"]')
      await expect(links).toHaveCount(Math.min(3, slugs.length - 1))
      for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))) {
        const other = href!.replace('/trip/', '')
        expect(other).not.toBe(slug)
        expect(slugs).toContain(other)
      }
    })
  }

  test('a honeymoon trip’s breadcrumb goes through Honeymoon', async ({ page, request }) => {
    const trip = await wireTrip(request, HONEYMOON_TRIP)
    await page.goto(`/trip/${trip.slug}`)
    const crumbs = page.locator('main').getByRole('navigation', { name: 'Breadcrumb' })
    await expect(crumbs.getByRole('listitem')).toHaveText(['Home', 'Honeymoon', trip.title])
    await expect(crumbs.getByRole('link', { name: 'Honeymoon' })).toHaveAttribute('href', '/honeymoon')
  })
})

test.describe('the trip in the HTML as sent', () => {
  test('the heading, price and main photo are in the first HTML, outside any hidden streamed part', async ({
    request,
  }) => {
    const trip = await wireTrip(request, DATED_TRIP)
    const res = await request.get(`/trip/${trip.slug}`)
    expect(res.status()).toBe(200)
    const html = await res.text()
    // React sends a suspended part hidden (<div hidden id="S:0">) for a script to swap in.
    expect(html).not.toMatch(/<div hidden="?"? id="S:\d+"/)
    // No loading state is drawn: the words live only in the client islands' messages (a script's data).
    expect(html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')).not.toContain('Loading trip details...')
    const h1 = html.indexOf('<h1')
    expect(h1).toBeGreaterThan(-1)
    expect(html.slice(h1, html.indexOf('</h1>', h1))).toContain(trip.title)
    const price = html.indexOf('data-testid="trip-price"')
    expect(price).toBeGreaterThan(-1)
    expect(html.slice(price, price + 300)).toContain(new Intl.NumberFormat('en-IN').format(trip.price))
    expect(html).toMatch(/<img[^>]+fetchPriority="high"/i)
  })

  test('a menu link to a trip says "Loading trip details..." until the trip is there', async ({ page, request }) => {
    test.skip(isNarrow(page), 'the desktop menu; the phone menu links the same way')
    const trip = await wireTrip(request, DATED_TRIP)
    await page.goto('/contact')
    await page.waitForLoadState('networkidle')
    // Hold the trip's page data a moment, as a slow network would.
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(
      (url) => url.pathname === `/trip/${trip.slug}`,
      async (route) => {
        if (route.request().headers()['rsc']) await held
        await route.continue()
      },
    )
    const nav = page.getByRole('navigation', { name: 'Main' })
    await nav.getByRole('button', { name: 'Pilgrimage' }).click()
    await nav.getByRole('link', { name: trip.title }).click()
    const status = page.getByRole('status').filter({ hasText: 'Loading trip details...' })
    await expect(status).toBeVisible()
    release()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(trip.title)
    await expect(status).toHaveCount(0)
    await expect(page).toHaveURL(new RegExp(`/trip/${trip.slug}$`))
  })
})
