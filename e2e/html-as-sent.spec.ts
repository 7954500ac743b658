import { expect, test, type APIRequestContext } from '@playwright/test'
import { siteConfig } from '@/lib/site/config'
import { ROUTES, searchPath, SITEMAP_PATHS, tripPath } from '@/lib/site/routes'

/**
 * Every public page's content is in the HTML as sent (issue "Speed, decided", item 1): no part
 * of it waits, hidden, at the end of the document for a script to reveal it (React writes a
 * Suspense boundary that far down a page as `<div hidden id="S:0">` plus a script that swaps it
 * in). The lead forms included: the server writes them in place, and a visitor without
 * JavaScript sees each form and whom to call instead of sending it.
 */

/** A hidden part that React's inline script swaps in later. */
const HIDDEN_STREAMED_PART = /<div hidden(?:="")? id="S:\d+"/

/** The first trip of each category of the catalogue, as the site lists them. */
async function oneTripPerCategory(request: APIRequestContext): Promise<string[]> {
  const res = await request.get('/api/web/trip/category/trip/list')
  expect(res.status()).toBe(200)
  const { data } = (await res.json()) as { data: { trips: { slug: string }[] }[] }
  const slugs = data.map((category) => category.trips[0]?.slug).filter((slug): slug is string => Boolean(slug))
  expect(slugs.length).toBeGreaterThanOrEqual(4)
  return slugs.map(tripPath)
}

/** The page's lead form (its data-form), where it has one in the page itself rather than in a dialog. */
const FORM_OF: Record<string, string> = {
  [ROUTES.home]: 'newsletter',
  [ROUTES.contact]: 'contact',
  [ROUTES.honeymoon]: 'honeymoon',
  [ROUTES.customizedTours]: 'customized',
}
const TRIP_FORM = 'trip-enquiry'

test.describe('the page in the HTML as sent', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 1280) < 1024, 'the HTML is the same at every width')

  test('every public route: no hidden streamed part; its heading and its lead form are in the HTML', async ({
    request,
  }) => {
    const trips = await oneTripPerCategory(request)
    const routes = [...SITEMAP_PATHS, searchPath('kashi'), ...trips]
    const formsSeen: string[] = []
    for (const route of routes) {
      const res = await request.get(route)
      expect(res.status(), route).toBe(200)
      const html = await res.text()
      expect(html, `${route} holds a hidden streamed part`).not.toMatch(HIDDEN_STREAMED_PART)
      expect(html, `${route} has its h1`).toMatch(/<h1[\s>]/)
      const form = route.startsWith('/trip/') ? TRIP_FORM : FORM_OF[route]
      if (form) {
        expect(html, `${route} has its ${form} form`).toContain(`data-form="${form}"`)
        formsSeen.push(route)
      }
    }
    // The check looked at every page with a form of its own: the four fixed ones and each trip.
    expect(formsSeen).toHaveLength(Object.keys(FORM_OF).length + trips.length)
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('each lead form shows with its submit button, and says whom to call instead of sending', async ({
    page,
    request,
  }) => {
    // Five pages in turn.
    test.slow()
    const [trip] = await oneTripPerCategory(request)
    const pages = [...Object.entries(FORM_OF), [trip, TRIP_FORM]]
    for (const [route, name] of pages) {
      await page.goto(route)
      const form = page.locator(`form[data-form="${name}"]`)
      await expect(form, route).toHaveCount(1)
      await form.scrollIntoViewIfNeeded()
      await expect(form, route).toBeVisible()
      await expect(form.locator('button[type="submit"]'), route).toBeVisible()
      // Playwright's text queries pass over <noscript>; its contents are located by CSS.
      const note = form.locator('noscript > p')
      await expect(note, route).toBeVisible()
      await expect(note, route).toContainText('Sending this form needs JavaScript')
      await expect(note.locator(`a[href="${siteConfig.phoneHref}"]`), route).toHaveText(siteConfig.phone)
      // Sent anyway, the fields go in the body, never in the address.
      await expect(form, route).toHaveAttribute('method', 'post')
    }
  })
})
