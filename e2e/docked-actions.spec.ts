import { expect, test, type Page } from '@playwright/test'
import { POPUP_SHOWN_STORAGE_KEY } from '@/lib/leads/client/popup-shown'
import { seedTrips } from '@/lib/catalog/seed/data'
import { siteConfig } from '@/lib/site/config'
import { isNarrow } from './support'

/**
 * The quick contact actions (issue 10): below 1024 px one docked bar (Call · WhatsApp ·
 * Enquire), from 1024 px the spec's floating Enquiry Now and WhatsApp buttons. On every route
 * they stay on screen, and none of them ever lies on the price, a form's submit button or a
 * card's link once that is scrolled into view, nor on the footer's last line at the page's end.
 */

const trip = seedTrips[0]!

const ROUTES = [
  '/',
  '/pilgrimage',
  '/domestic',
  '/international',
  `/trip/${trip.slug}`,
  '/honeymoon',
  '/customized-tours',
  '/contact',
  '/testimonials',
  '/search?q=yatra',
  '/privacy-policy',
  '/terms-conditions',
]

const PRICE = '[data-testid="trip-price"]'
/**
 * Every submit button of the page's forms: not a closed dialog's (the first-visit popup's) or a closed sheet's (the
 * filters' on a phone), which are not on the page, nor one of a form shown at the other width only (the filters).
 */
const SUBMITS = 'main form [type="submit"]:not(dialog:not([open]) *):not(details:not([open]) *)'
const submitsAt = (page: Page) => `${SUBMITS}:not(${isNarrow(page) ? '[data-wide-only]' : '[data-narrow-only]'} *)`
const CARD_LINKS = 'main article a[href^="/trip/"]'
const CONTENT_CONTROLS = 'main :is(a[href], button, input, select, textarea):not([data-quick-actions] *)'

/**
 * What a visitor must be able to read or press: the price, every submit button, every card's
 * link, and every other link, button and field of the page's content.
 */
const targetsAt = (page: Page) => [PRICE, submitsAt(page), CARD_LINKS, CONTENT_CONTROLS]

/** The lead form each route has in the page itself (data-form), whose submit button is measured at load. */
const LEAD_FORM_OF: Record<string, string> = {
  '/': 'newsletter',
  [`/trip/${trip.slug}`]: 'trip-enquiry',
  '/honeymoon': 'honeymoon',
  '/customized-tours': 'customized',
  '/contact': 'contact',
}
const leadSubmit = (form: string) => `main form[data-form="${form}"] [type="submit"]`

/** The quick contact controls on screen now: the docked bar as a whole, or each floating button. */
const CONTROLS = '[data-quick-actions]:is(aside, a, button)'

interface Overlap {
  target: string
  control: string
  where: string
}

interface OverlapCheck {
  overlaps: Overlap[]
  /**
   * For each target selector, how many elements matched it and how many of them were measured:
   * on screen with a box (a hidden one, or a card on another page of a carousel, is skipped).
   */
  measured: Record<string, { matched: number; measured: number; skipped: string[] }>
  /** How many of the footer's links and buttons were measured at the page's end. */
  footerMeasured: number
}

/**
 * Scrolls each target into view (its bottom edge as low as the page lets it go, the worst case
 * for a bar at the bottom) and reports every target a visible quick control then covers. Then
 * scrolls to the page's end and does the same for the footer's links. It says how many elements
 * it measured, so a test can tell a clean page from one where there was nothing to measure.
 */
async function overlapsWhileScrolling(page: Page, targets: string[] = targetsAt(page)): Promise<OverlapCheck> {
  return page.evaluate(
    ({ targets, controls }) => {
      const found: { target: string; control: string; where: string }[] = []
      const visibleControls = () =>
        Array.from(document.querySelectorAll<HTMLElement>(controls)).filter((el) => {
          const style = getComputedStyle(el)
          return el.getClientRects().length > 0 && style.visibility !== 'hidden' && style.opacity !== '0'
        })
      const describe = (el: Element) =>
        `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') || el.textContent || '').trim().slice(0, 40)}"`
      /** The part of the element a visitor can see: its box cut by every ancestor that clips (a carousel's frame). */
      const visibleRect = (el: HTMLElement) => {
        const r = el.getBoundingClientRect()
        let [left, right, top, bottom] = [r.left, r.right, r.top, r.bottom]
        for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
          if (getComputedStyle(p).overflow === 'visible') continue
          const c = p.getBoundingClientRect()
          ;[left, right, top, bottom] = [
            Math.max(left, c.left),
            Math.min(right, c.right),
            Math.max(top, c.top),
            Math.min(bottom, c.bottom),
          ]
        }
        return { left, right, top, bottom }
      }
      /** Measures the element against every visible control; false when it has no visible box to measure. */
      const check = (el: HTMLElement, where: string): boolean => {
        const r = visibleRect(el)
        if (r.right - r.left < 1 || r.bottom - r.top < 1) return false
        for (const control of visibleControls()) {
          if (control.contains(el)) continue
          const c = control.getBoundingClientRect()
          // Less than a pixel is rounding: the page scrolls by whole pixels, boxes lie on fractions.
          if (r.left < c.right - 1 && r.right > c.left + 1 && r.top < c.bottom - 1 && r.bottom > c.top + 1) {
            found.push({ target: describe(el), control: describe(control), where })
          }
        }
        return true
      }
      const measured: Record<string, { matched: number; measured: number; skipped: string[] }> = {}
      for (const selector of targets) {
        const elements = Array.from(document.querySelectorAll<HTMLElement>(selector))
        const counts = { matched: elements.length, measured: 0, skipped: [] as string[] }
        measured[selector] = counts
        for (const el of elements) {
          const skip = () => counts.skipped.push(describe(el))
          if (el.getClientRects().length === 0 || getComputedStyle(el).visibility === 'hidden') {
            skip()
            continue
          }
          // A card on another page of a carousel is not on screen: it is checked when the carousel shows it.
          const box = visibleRect(el)
          if (box.right - box.left < el.getBoundingClientRect().width - 1) {
            skip()
            continue
          }
          el.scrollIntoView({ block: 'end', inline: 'nearest', behavior: 'instant' })
          if (check(el, 'scrolled into view')) counts.measured++
          else skip()
        }
      }
      window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' })
      let footerMeasured = 0
      for (const el of Array.from(document.querySelectorAll<HTMLElement>('footer a, footer button'))) {
        const r = el.getBoundingClientRect()
        if (r.bottom > 0 && r.top < window.innerHeight && check(el, 'page end')) footerMeasured++
      }
      return { overlaps: found, measured, footerMeasured }
    },
    { targets, controls: CONTROLS },
  )
}

test.beforeEach(async ({ page }) => {
  // The first-visit popup is a modal of its own (tested in leads.spec.ts); here it stays shut.
  await page.addInitScript((key) => window.localStorage.setItem(key, 'true'), POPUP_SHOWN_STORAGE_KEY)
})

test.describe('quick contact actions never cover content', () => {
  for (const route of ROUTES) {
    test(`${route}: the price, submit buttons, card links and the footer stay clear`, async ({ page }) => {
      await page.goto(route)
      // The controls this width shows are on screen, in the accessibility tree.
      if (isNarrow(page)) {
        const bar = route.startsWith('/trip/')
          ? page.getByRole('complementary', { name: 'Book this trip' })
          : page.getByRole('complementary', { name: 'Contact us' })
        await expect(bar).toBeInViewport({ ratio: 1 })
      } else {
        await expect(page.getByRole('button', { name: 'Enquiry Now' })).toBeInViewport({ ratio: 1 })
        await expect(page.getByRole('link', { name: `Chat with ${siteConfig.name} on WhatsApp` })).toBeInViewport({
          ratio: 1,
        })
      }
      // Measured at load: the lead forms are in the HTML as sent, so nothing waits to be revealed.
      const leadForm = LEAD_FORM_OF[route]
      const targets = leadForm ? [...targetsAt(page), leadSubmit(leadForm)] : targetsAt(page)
      const { overlaps, measured, footerMeasured } = await overlapsWhileScrolling(page, targets)
      expect(overlaps).toEqual([])
      // It looked: every submit button of the page's forms had a box on screen and was measured,
      // the page's lead form's among them, and so was the trip's price; so were some cards and
      // other controls where the page has them, and the footer's links at the page's end.
      const count = (selector: string) => measured[selector]!
      expect(count(submitsAt(page)).skipped, 'submit buttons not measured').toEqual([])
      if (leadForm) {
        expect(count(leadSubmit(leadForm)), `the ${leadForm} form's submit`).toMatchObject({ matched: 1, measured: 1 })
      }
      if (route.startsWith('/trip/')) expect(count(PRICE), 'the price').toMatchObject({ matched: 1, measured: 1 })
      if (count(CARD_LINKS).matched > 0) expect(count(CARD_LINKS).measured, 'card links').toBeGreaterThan(0)
      expect(count(CONTENT_CONTROLS).measured, 'content controls').toBeGreaterThan(0)
      expect(footerMeasured, 'footer links at the page end').toBeGreaterThan(0)
    })
  }

  test('after a failed contact submit, the field messages do not push Send under a control', async ({ page }) => {
    await page.goto('/contact')
    const form = page.locator('form[data-form="contact"]')
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(form.getByText('Please enter your name')).toBeVisible()
    const { overlaps, measured } = await overlapsWhileScrolling(page, [leadSubmit('contact')])
    expect(measured[leadSubmit('contact')]).toMatchObject({ matched: 1, measured: 1 })
    expect(overlaps).toEqual([])
  })

  test('the check sees a control that covers content (it can fail)', async ({ page }) => {
    if (isNarrow(page)) {
      // Without the page's scroll padding a submit button scrolled to the bottom edge lands under the bar.
      // The contact form is in the HTML as sent, so its Send is measured at load.
      await page.goto('/contact')
      await page.addStyleTag({ content: 'html { scroll-padding-bottom: 0 !important }' })
      const { overlaps, measured } = await overlapsWhileScrolling(page, [leadSubmit('contact')])
      expect(measured[leadSubmit('contact')]).toMatchObject({ matched: 1, measured: 1 })
      expect(overlaps).toContainEqual(
        expect.objectContaining({ target: expect.stringContaining('Send Message'), where: 'scrolled into view' }),
      )
    } else {
      // Without the content's side padding the footer's Terms & Conditions ends under WhatsApp.
      await page.goto('/terms-conditions')
      await page.addStyleTag({ content: '.container-site { padding-inline: 0 !important }' })
      const { overlaps, footerMeasured } = await overlapsWhileScrolling(page, [])
      expect(footerMeasured).toBeGreaterThan(0)
      expect(overlaps).toContainEqual(expect.objectContaining({ target: 'a "Terms & Conditions"', where: 'page end' }))
    }
  })
})

test.describe('desktop floating buttons', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 1280) < 1024, 'desktop widths')

  test('stay on screen over the home search card, and are reached from the keyboard in a labelled landmark', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto('/')
    const actions = page.getByRole('complementary', { name: 'Enquire or chat on WhatsApp' })
    const enquiry = actions.getByRole('button', { name: 'Enquiry Now' })
    const whatsapp = actions.getByRole('link', { name: `Chat with ${siteConfig.name} on WhatsApp` })
    await expect(enquiry).toBeInViewport({ ratio: 1 })
    await expect(whatsapp).toBeInViewport({ ratio: 1 })
    const viewport = page.viewportSize()!
    const e = (await enquiry.boundingBox())!
    const w = (await whatsapp.boundingBox())!
    expect(e.x).toBeLessThan(40)
    expect(w.x + w.width).toBeGreaterThan(viewport.width - 40)
    for (const box of [e, w]) expect(box.y + box.height).toBeGreaterThan(viewport.height - 40)

    // From the footer's last link, Tab reaches Enquiry Now, then WhatsApp, each with a focus ring.
    await page.locator('footer a').last().focus()
    await page.keyboard.press('Tab')
    await expect(enquiry).toBeFocused()
    await expect(enquiry).not.toHaveCSS('outline-style', 'none')
    await page.keyboard.press('Tab')
    await expect(whatsapp).toBeFocused()
    await expect(whatsapp).not.toHaveCSS('outline-style', 'none')
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Enter')
    await expect(page.getByRole('dialog', { name: 'Send us an enquiry' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(enquiry).toBeFocused()
  })

  test('no docked bar on a desktop', async ({ page }) => {
    await page.goto(`/trip/${trip.slug}`)
    await expect(page.locator('[data-quick-actions]').filter({ visible: true })).toHaveCount(2)
    await expect(page.getByRole('complementary', { name: 'Book this trip' })).toBeHidden()
    await expect(page.getByRole('complementary', { name: 'Contact us' })).toBeHidden()
  })
})

test("a trip page's WhatsApp button names the trip and links to it, on a phone and on a desktop", async ({ page }) => {
  await page.goto(`/trip/${trip.slug}`)
  const whatsapp = page.getByRole('link', { name: `Chat with ${siteConfig.name} on WhatsApp` })
  await expect(whatsapp).toHaveCount(1)
  const href = new URL((await whatsapp.getAttribute('href'))!)
  expect(href.origin + href.pathname).toBe(`https://wa.me/${siteConfig.whatsappNumber}`)
  const text = href.searchParams.get('text')!
  expect(text).toContain(trip.title)
  expect(text).toContain(new URL(`/trip/${trip.slug}`, page.url()).toString())
})

test.describe('docked bar on phones', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 1280) >= 1024, 'phone and tablet widths')

  test('Call, WhatsApp and Enquire at the bottom; Enquire opens the Enquiry Now dialog; reached by keyboard', async ({
    page,
  }) => {
    await page.goto('/pilgrimage')
    const bar = page.getByRole('complementary', { name: 'Contact us' })
    const viewport = page.viewportSize()!
    const box = (await bar.boundingBox())!
    expect(box.y + box.height).toBeCloseTo(viewport.height, 0)
    expect(box.width).toBe(viewport.width)
    await expect(bar.getByRole('link', { name: `Call ${siteConfig.phone}` })).toHaveAttribute(
      'href',
      siteConfig.phoneHref,
    )
    await expect(bar.getByRole('link', { name: `Chat with ${siteConfig.name} on WhatsApp` })).toHaveAttribute(
      'href',
      new RegExp(`^https://wa\\.me/${siteConfig.whatsappNumber}\\?text=`),
    )
    // No floating buttons beside it.
    await expect(page.getByRole('button', { name: 'Enquiry Now' })).toBeHidden()

    const enquire = bar.getByRole('button', { name: 'Enquire', exact: true })
    await page.locator('footer a').last().focus()
    await page.keyboard.press('Tab')
    await expect(bar.getByRole('link', { name: `Call ${siteConfig.phone}` })).toBeFocused()
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await expect(enquire).toBeFocused()
    await expect(enquire).not.toHaveCSS('outline-style', 'none')
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Send us an enquiry' })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByLabel('Subject')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(enquire).toBeFocused()
  })

  test('the page ends above the bar: the footer’s last line is not under it', async ({ page }) => {
    await page.goto('/terms-conditions')
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }))
    const bar = (await page.getByRole('complementary', { name: 'Contact us' }).boundingBox())!
    const terms = (await page.locator('footer').getByRole('link', { name: 'Terms & Conditions' }).boundingBox())!
    expect(terms.y + terms.height).toBeLessThanOrEqual(bar.y)
  })
})
