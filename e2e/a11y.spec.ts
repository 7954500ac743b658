import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Locator, type Page, type Request } from '@playwright/test'
import { POPUP_SHOWN_STORAGE_KEY } from '@/lib/leads/client/popup-shown'
import { ENQUIRY_POPUP_DELAY_MS } from '@/lib/site/constants'
import { seedTrips } from '@/lib/catalog/seed/data'
import { testimonialsPath } from '@/lib/site/routes'
import { enquiryNowButton, isNarrow } from './support'
import { ONE_WIDTH } from './tags'

/**
 * Accessibility (issue "usable by everyone"): axe finds no violation of WCAG 2.1 A and AA or
 * of its best practices on any public page, at both projects' widths, nor with the enquiry
 * popup, the Enquiry Now dialog, the mobile menu, a desktop dropdown or a form's field
 * messages on screen.
 *
 * The pages are read under reduced motion (every project's default), so no carousel or fade moves while axe reads the
 * colours of a slide (every control, the hero's Pause button included, is rendered in both
 * modes). axe runs on the page's own timers, so the page clock is left alone.
 */

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']

const trip = seedTrips[0]!

/**
 * Every public page at the desktop width; at the phone width one page of each layout (`phone`), since the
 * other pages of a layout differ only in content, which axe reads the same at any width (ONE_WIDTH in
 * playwright.config.ts).
 */
const PAGES: { name: string; path: string; phone?: true }[] = [
  { name: 'home', path: '/', phone: true },
  { name: 'pilgrimage', path: '/pilgrimage', phone: true },
  { name: 'domestic', path: '/domestic' },
  { name: 'international', path: '/international' },
  { name: 'honeymoon', path: '/honeymoon', phone: true },
  { name: 'customized tours', path: '/customized-tours' },
  { name: 'trip', path: `/trip/${trip.slug}`, phone: true },
  { name: 'unknown trip', path: '/trip/no-such-trip-here' },
  { name: 'search results', path: '/search?q=yatra', phone: true },
  { name: 'search without a match', path: '/search?q=zzzz-nowhere' },
  { name: 'testimonials, written reviews', path: testimonialsPath('reviews'), phone: true },
  { name: 'testimonials, videos', path: testimonialsPath('videos') },
  { name: 'contact', path: '/contact', phone: true },
  { name: 'privacy policy', path: '/privacy-policy', phone: true },
  { name: 'terms and conditions', path: '/terms-conditions' },
  { name: 'page not found', path: '/no-such-page-here', phone: true },
]

/** Every request leaving the site (the map, fonts or players of other hosts) gets an empty page instead. */
async function keepRequestsLocal(page: Page, baseURL: string) {
  const origin = new URL(baseURL).origin
  await page.route(
    (url) => url.origin !== origin,
    (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><html lang="en"><head><title>Elsewhere</title></head><body></body></html>',
      }),
  )
}

/** Tracks the page's requests in flight, so a test can wait until lazily loaded parts have arrived. */
function trackRequests(page: Page): () => string[] {
  const pending = new Set<Request>()
  page.on('request', (request) => pending.add(request))
  page.on('requestfinished', (request) => pending.delete(request))
  page.on('requestfailed', (request) => pending.delete(request))
  return () => [...pending].map((request) => request.url())
}

/** Scrolls through the whole page, a screen at a time, so everything loaded on approach is there, then back up. */
async function visitEveryScreen(page: Page, pending: () => string[]) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight)
  const step = page.viewportSize()!.height
  for (let top = 0; top < height; top += step) {
    await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top)
    // The first visit of a run asks the image optimizer for every size of the page's pictures, each encoded
    // on the spot: on a busy machine that takes far longer than the usual 10 s.
    await expect.poll(pending, { message: 'requests still loading', timeout: 60_000 }).toEqual([])
  }
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
}

/** Resolves once the element's own and its descendants' CSS animations (an opening fade or slide) have ended. */
async function animationsDone(locator: Locator) {
  await locator.evaluate((el) =>
    Promise.all(el.getAnimations({ subtree: true }).map((animation) => animation.finished.catch(() => undefined))),
  )
}

/** Runs axe on the page as it is and fails with one readable line per violation and element. */
async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze()
  const report = results.violations.flatMap((violation) =>
    violation.nodes.map((node) => {
      const summary = (node.failureSummary ?? '').replace(/\s+/g, ' ').trim()
      return `${violation.id} (${violation.impact}) at ${node.target.join(' ')}: ${violation.help}. ${summary}`
    }),
  )
  expect(report, `axe violations on ${page.url()}:\n${report.join('\n')}`).toEqual([])
}

test.beforeEach(async ({ page, baseURL }) => {
  await keepRequestsLocal(page, baseURL!)
})

test.describe('every page', () => {
  test.beforeEach(async ({ page }) => {
    // The first-visit popup is a state of its own, below.
    await page.addInitScript((key) => window.localStorage.setItem(key, 'true'), POPUP_SHOWN_STORAGE_KEY)
  })

  for (const { name, path, phone } of PAGES) {
    test(`${name} (${path})`, { tag: phone ? [] : [ONE_WIDTH] }, async ({ page }) => {
      // Every screen of the page, its pictures loaded, then axe: about 20 s for the home page on a quiet machine.
      test.slow()
      const pending = trackRequests(page)
      await page.goto(path)
      await expect(page.locator('main')).toBeVisible()
      await visitEveryScreen(page, pending)
      await expectNoViolations(page)
    })
  }
})

test.describe('open states', () => {
  test('the first-visit enquiry popup', async ({ page }) => {
    await page.goto('/')
    const popup = page.getByRole('dialog', { name: 'Let us plan it for you' })
    await expect(popup).toBeVisible({ timeout: ENQUIRY_POPUP_DELAY_MS + 10_000 })
    await animationsDone(popup)
    await expectNoViolations(page)
  })

  test('the first-visit enquiry popup with its field messages', async ({ page }) => {
    await page.goto('/')
    const popup = page.getByRole('dialog', { name: 'Let us plan it for you' })
    await expect(popup).toBeVisible({ timeout: ENQUIRY_POPUP_DELAY_MS + 10_000 })
    await popup.getByRole('button', { name: 'Submit Enquiry' }).click()
    await expect(popup.getByText('Please enter your name')).toBeVisible()
    await animationsDone(page.locator('body'))
    await expectNoViolations(page)
  })

  test.describe('with the popup already seen', () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((key) => window.localStorage.setItem(key, 'true'), POPUP_SHOWN_STORAGE_KEY)
    })

    test('the Enquiry Now dialog, empty and with its field messages', async ({ page }) => {
      await page.goto('/pilgrimage')
      await enquiryNowButton(page).click()
      const dialog = page.getByRole('dialog', { name: 'Send us an enquiry' })
      await expect(dialog).toBeVisible()
      await expect(dialog.getByLabel('Full name')).toBeVisible()
      await animationsDone(dialog)
      await expectNoViolations(page)

      await dialog.getByRole('button', { name: 'Send Enquiry' }).click()
      await expect(dialog.getByText('Please enter a subject')).toBeVisible()
      await expectNoViolations(page)
    })

    for (const { path, form, submit, message } of [
      { path: '/contact', form: 'contact', submit: 'Send Message', message: 'Please enter your name' },
      { path: `/trip/${trip.slug}`, form: 'trip-enquiry', submit: 'Send Enquiry', message: 'Please enter your name' },
      { path: '/honeymoon', form: 'honeymoon', submit: 'Submit Request', message: 'Please enter your name' },
    ]) {
      test(`the ${form} form showing its field messages`, async ({ page }) => {
        await page.goto(path)
        const element = page.locator(`form[data-form="${form}"]`)
        await element.getByRole('button', { name: submit }).click()
        await expect(element.getByText(message)).toBeVisible()
        await expectNoViolations(page)
      })
    }

    test('the newsletter form after an invalid address', async ({ page }) => {
      await page.goto('/')
      const newsletter = page.locator('main [data-section="newsletter"]')
      await newsletter.scrollIntoViewIfNeeded()
      await newsletter.getByRole('textbox').fill('not-an-email')
      await newsletter.getByRole('button').first().click()
      await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Invalid email' })).toBeVisible()
      await expectNoViolations(page)
    })

    test('the mobile menu, with a category opened', async ({ page }) => {
      test.skip(!isNarrow(page), 'the mobile menu is below 1024 px')
      await page.goto('/contact')
      const openMenu = page.getByRole('button', { name: 'Open menu' })
      await openMenu.click()
      // The open menu is modal: the page behind it, its button included, leaves the accessibility tree.
      await expect(page.getByRole('button', { name: 'Open menu', includeHidden: true })).toHaveAttribute(
        'aria-expanded',
        'true',
      )
      const menu = page.getByRole('dialog')
      await expect(menu).toBeVisible()
      await animationsDone(menu)
      await expectNoViolations(page)

      await menu.getByRole('button', { name: 'Show Pilgrimage trips' }).click()
      await expect(menu.locator('a[href^="/trip/"]').first()).toBeVisible()
      await animationsDone(menu)
      await expectNoViolations(page)
    })

    test('the trip filters in their sheet on a phone', async ({ page }) => {
      test.skip(!isNarrow(page), 'the filters open in a sheet below 1024 px')
      await page.goto('/pilgrimage?budget=20000-50000')
      await page.locator('main details summary').click()
      const sheet = page.getByRole('group', { name: 'Filter trips' })
      await expect(sheet).toBeVisible()
      await expectNoViolations(page)
    })

    test('a desktop navigation dropdown', async ({ page }) => {
      test.skip(isNarrow(page), 'the desktop navigation is from 1024 px')
      await page.goto('/contact')
      const nav = page.getByRole('navigation', { name: 'Main' })
      const trigger = nav.getByRole('button', { name: 'Pilgrimage' })
      await trigger.focus()
      await page.keyboard.press('Enter')
      await expect(trigger).toHaveAttribute('aria-expanded', 'true')
      await expect(nav.locator('a[href^="/trip/"]').first()).toBeVisible()
      await animationsDone(nav)
      await expectNoViolations(page)
    })

    test('the video popup', async ({ page }) => {
      await page.goto(testimonialsPath('videos'))
      await page
        .getByRole('button', { name: /^Play video:/ })
        .first()
        .click()
      const dialog = page.getByRole('dialog')
      await expect(dialog).toBeVisible()
      await animationsDone(dialog)
      await expectNoViolations(page)
    })
  })
})

// Focus rings are the same at every width, and a keyboard is a desktop visitor's tool.
test.describe('keyboard focus', { tag: ONE_WIDTH }, () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript((key) => window.localStorage.setItem(key, 'true'), POPUP_SHOWN_STORAGE_KEY)
  })

  /** At most this many Tab presses per page: more than any page here has stops. */
  const MAX_TAB_STOPS = 400

  for (const path of ['/', `/trip/${trip.slug}`, '/contact', testimonialsPath('reviews')]) {
    test(`every Tab stop on ${path} shows a focus ring`, async ({ page }) => {
      // Two round trips to the browser per stop, and the home page has over a hundred stops.
      test.slow()
      await page.goto(path)
      await expect(page.locator('main')).toBeVisible()
      const seen = new Set<string>()
      const withoutRing: string[] = []
      for (let stop = 0; stop < MAX_TAB_STOPS; stop++) {
        await page.keyboard.press('Tab')
        const focused = await page.evaluate(() => {
          const el = document.activeElement as HTMLElement | null
          if (!el || el === document.body) return null
          const path: string[] = []
          for (let node: Element | null = el; node && node !== document.body; node = node.parentElement) {
            path.unshift(
              `${node.tagName.toLowerCase()}:${Array.prototype.indexOf.call(node.parentElement?.children ?? [], node)}`,
            )
          }
          // The ring is an outline, drawn by the element or, for a link stretched over a card, by the card.
          const ringOf = (node: Element | null) => {
            if (!node) return false
            const style = getComputedStyle(node)
            return style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1
          }
          const name = (el.getAttribute('aria-label') || el.textContent || el.getAttribute('name') || '').trim()
          return {
            key: path.join('/'),
            label: `${el.tagName.toLowerCase()} "${name.slice(0, 60)}"`,
            ring: ringOf(el) || ringOf(el.closest('article')),
          }
        })
        if (!focused || seen.has(focused.key)) break
        seen.add(focused.key)
        if (!focused.ring) withoutRing.push(focused.label)
      }
      expect(seen.size).toBeGreaterThan(5)
      expect(withoutRing, `focused without a visible ring on ${path}:\n${withoutRing.join('\n')}`).toEqual([])
    })
  }
})
