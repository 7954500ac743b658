import { expect, test } from '@playwright/test'
import { hydrated, installPausedClock, isNarrow } from './support'
import { MOTION } from './tags'

test.describe('global layout', () => {
  test('header shows the top bar, logo, navigation built from the dropdown call, and Contact Us', async ({ page }) => {
    await page.goto('/contact')
    const header = page.locator('header')
    // What is hidden at this width is judged on the live page, once its script runs.
    await hydrated(page.locator('header[data-scrolled]'))
    await expect(page.getByRole('link', { name: 'Gopuram Holidays home' })).toBeVisible()
    await expect(page.getByRole('link', { name: '+91 44 2498 6120' }).first()).toBeVisible()
    if (isNarrow(page)) {
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
      await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible()
    } else {
      const nav = page.getByRole('navigation', { name: 'Main' })
      for (const label of [
        'Pilgrimage',
        'Domestic',
        'International',
        'Honeymoon',
        'Customized Tours',
        'Testimonials',
      ]) {
        await expect(nav.getByText(label, { exact: true })).toBeVisible()
      }
      await expect(header.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact')
    }
  })

  test('from 1024 to 1280 px the top bar, the menu and Contact Us fit the container, in English and Tamil', async ({
    page,
  }) => {
    test.skip(isNarrow(page), 'the desktop menu')
    for (const path of ['/contact', '/ta/contact']) {
      for (const width of [1024, 1100, 1180, 1280]) {
        await page.setViewportSize({ width, height: 800 })
        await page.goto(path)
        const header = page.locator('header')
        const contact = header.locator('a[href$="/contact"]').first()
        await expect(contact).toBeVisible()
        const layout = await page.evaluate(() => {
          const box = (el: Element | null) => el!.getBoundingClientRect()
          const row = document.querySelector('header .container-site')!
          const padding = parseFloat(getComputedStyle(row).paddingRight)
          const contact = box(document.querySelector('header a[href$="/contact"]'))
          const topBar = document.querySelector('aside .container-site')!
          // Every item of the top bar that shows stays on one line: none taller than the bar's row.
          const topItems = [...topBar.querySelectorAll(':scope > div > *')].filter((el) => el.getClientRects().length)
          return {
            page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
            contactRight: contact.right,
            contentRight: box(row).right - padding,
            navRight: box(document.querySelector('header nav')).right,
            contactLeft: contact.left,
            topBar: Math.round(box(topBar).height),
            tallTopItems: topItems.filter((el) => box(el).height > 40).map((el) => el.textContent),
            // Each menu label on one line: the boxes of its text all at one height.
            wrappedLabels: [...document.querySelectorAll('header nav > ul > li > :is(a, button)')]
              .filter((el) => {
                const range = document.createRange()
                const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT)
                const lines = new Set<number>()
                for (let node = walker.nextNode(); node; node = walker.nextNode()) {
                  range.selectNodeContents(node)
                  for (const rect of range.getClientRects()) if (rect.width > 0) lines.add(Math.round(rect.top))
                }
                return lines.size > 1
              })
              .map((el) => el.textContent),
          }
        })
        const at = `${path} at ${width} px`
        expect(layout.page, `${at}: nothing wider than the screen`).toBe(0)
        expect(layout.contactRight, `${at}: Contact Us inside the container`).toBeLessThanOrEqual(
          layout.contentRight + 0.5,
        )
        expect(layout.navRight, `${at}: the menu ends before Contact Us`).toBeLessThanOrEqual(layout.contactLeft)
        expect(layout.topBar, `${at}: the top bar is one row`).toBe(40)
        expect(layout.tallTopItems, `${at}: top bar items on one line`).toEqual([])
        expect(layout.wrappedLabels, `${at}: menu labels on one line`).toEqual([])
      }
    }
    // From 1280 px the button reads in full again.
    await page.goto('/contact')
    await expect(page.locator('header').getByRole('link', { name: 'Contact Us' })).toHaveText('Contact Us')
  })

  test('the top bar lists the days the office opens, as the contact page does, in English and Tamil', async ({
    page,
  }) => {
    test.skip(isNarrow(page), 'the top bar shows the hours from 1024 px')
    for (const [locale, expected] of [
      ['', 'Mon-Fri 9:00 AM-6:00 PM · Sat 9:00 AM-1:00 PM'],
      ['/ta', 'திங்கள்–வெள்ளி காலை 9:00 – மாலை 6:00 · சனி காலை 9:00 – மதியம் 1:00'],
    ] as const) {
      await page.goto(`${locale}/contact`)
      const topBar = page.getByTestId('top-bar-hours')
      await expect(topBar).toBeVisible()
      await expect(topBar).toHaveText(expected)
      // Each day the contact page gives hours for (every row but the closed one) is in the top bar as it is there.
      const rows = await page
        .getByTestId('working-hours')
        .locator('dt')
        .evaluateAll((terms) => terms.map((dt) => `${dt.textContent} ${dt.nextElementSibling!.textContent}`))
      expect(rows).toHaveLength(3)
      for (const row of rows.slice(0, 2)) await expect(topBar).toContainText(row)
    }
  })

  test('the contact page’s e-mail address breaks only before its @', async ({ page }) => {
    test.skip(!isNarrow(page), 'a phone layout')
    for (const path of ['/contact', '/ta/contact']) {
      for (const width of [360, 390]) {
        await page.setViewportSize({ width, height: 844 })
        await page.goto(path)
        const link = page.getByTestId('contact-details').locator('a[href^="mailto:"]')
        await expect(link).toBeVisible()
        // The text of each line the address takes, from the boxes of its characters.
        const lines = await link.evaluate((a) => {
          const text = a.textContent!
          const range = document.createRange()
          const walker = document.createTreeWalker(a, NodeFilter.SHOW_TEXT)
          const tops: number[] = []
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            for (let i = 0; i < node.textContent!.length; i++) {
              range.setStart(node, i)
              range.setEnd(node, i + 1)
              tops.push(Math.round(range.getBoundingClientRect().top))
            }
          }
          const rows = new Map<number, string>()
          tops.forEach((top, i) => rows.set(top, (rows.get(top) ?? '') + text[i]))
          return [...rows.values()]
        })
        expect(lines.join(''), `${path} at ${width} px`).toBe('enquiry@gopuramholidays.in')
        expect(
          [['enquiry@gopuramholidays.in'], ['enquiry', '@gopuramholidays.in']],
          `${path} at ${width} px`,
        ).toContainEqual(lines)
        if (width === 390) expect(lines, `${path} at 390 px: one line`).toHaveLength(1)
      }
    }
  })

  test('a category dropdown lists its trips and opens a trip page (desktop)', async ({ page }) => {
    test.skip(isNarrow(page), 'desktop navigation')
    await page.goto('/contact')
    const nav = page.getByRole('navigation', { name: 'Main' })
    const trigger = nav.getByRole('button', { name: 'Pilgrimage' })
    const tripLinks = nav.locator('a[href^="/trip/"]')
    await hydrated(trigger)
    // From the keyboard (the pointer stays away, so hover cannot reopen it).
    await trigger.focus()
    await page.keyboard.press('Enter')
    await expect(tripLinks.first()).toBeVisible()
    expect(await tripLinks.count()).toBeGreaterThanOrEqual(8)
    await page.keyboard.press('Escape')
    await expect(tripLinks.first()).toBeHidden()
    await expect(trigger).toBeFocused()
    await page.keyboard.press('Enter')
    const first = tripLinks.first()
    const href = await first.getAttribute('href')
    await first.click()
    // The trip page's first render on a loaded machine can take longer than the default wait.
    await expect(page).toHaveURL(new RegExp(`${href}$`), { timeout: 30_000 })
  })

  test.describe('the ticker scrolling', () => {
    test.use(MOTION)
    test('the pilgrimage ticker has a switch that stops its scrolling (desktop)', async ({ page }) => {
      test.skip(isNarrow(page), 'the ticker shows from 1024 px')
      await page.goto('/contact')
      const ticker = page.getByRole('region', { name: 'Upcoming pilgrimages' })
      const strip = ticker.locator('.animate-ticker')
      await expect(strip).toHaveCSS('animation-play-state', 'running')
      await ticker.locator('label[for="ticker-pause"]').click()
      await expect(ticker.getByRole('checkbox', { name: 'Pause the upcoming yatras' })).toBeChecked()
      await expect(strip).toHaveCSS('animation-play-state', 'paused')
      await ticker.locator('label[for="ticker-pause"]').click()
      await expect(strip).toHaveCSS('animation-play-state', 'running')
    })
  })

  test('the header changes style after a scroll of more than 10 px', async ({ page }) => {
    await page.goto('/terms-conditions')
    const shell = page.locator('header[data-scrolled]')
    // The style follows the scroll once the header's script runs: before that "false" proves nothing.
    await hydrated(shell)
    const scrollTo = (y: number) => page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y)
    await scrollTo(11)
    await expect(shell).toHaveAttribute('data-scrolled', 'true')
    // Back to 10 px, not more than 10: the plain style again (a change, so seen only once the scroll was handled).
    await scrollTo(10)
    await expect(shell).toHaveAttribute('data-scrolled', 'false')
    await page.mouse.wheel(0, 400)
    await expect(shell).toHaveAttribute('data-scrolled', 'true')
    await scrollTo(0)
    await expect(shell).toHaveAttribute('data-scrolled', 'false')
  })

  test('mobile menu slides in, a category title navigates and closes it, Escape closes it', async ({ page }) => {
    test.skip(!isNarrow(page), 'mobile menu is below 1024 px')
    await page.goto('/contact')
    await hydrated(page.getByRole('button', { name: 'Open menu' }))
    await page.getByRole('button', { name: 'Open menu' }).click()
    const menu = page.getByRole('dialog')
    await expect(menu.getByRole('link', { name: 'Domestic', exact: true })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()

    await page.getByRole('button', { name: 'Open menu' }).click()
    await menu.getByRole('button', { name: 'Show Pilgrimage trips' }).click()
    await expect(menu.locator('a[href^="/trip/"]').first()).toBeVisible()
    await menu.getByRole('link', { name: 'Domestic', exact: true }).click()
    await expect(page).toHaveURL(/\/domestic$/)
    await expect(page.getByRole('dialog')).toBeHidden()
  })

  test('the pilgrimage ticker shows at 1024 px and wider only', async ({ page }) => {
    await page.goto('/contact')
    const ticker = page.getByRole('region', { name: 'Upcoming pilgrimages' })
    await hydrated(page.locator('header[data-scrolled]'))
    if (isNarrow(page)) {
      await expect(ticker).toBeHidden()
    } else {
      await expect(ticker).toBeVisible()
      await expect(ticker.locator('a[href^="/trip/"]').first()).toBeVisible()
    }
  })

  test('footer has brand text, social links, top destinations, categories and contact details', async ({ page }) => {
    await page.goto('/contact')
    const footer = page.locator('footer')
    await expect(footer.getByText(/guided families from Chennai/)).toBeVisible()
    for (const network of ['Facebook', 'Instagram', 'YouTube']) {
      await expect(footer.getByRole('link', { name: `Gopuram Holidays on ${network}` })).toBeVisible()
    }
    const destinations = footer.getByRole('navigation', { name: 'Top Destinations' }).getByRole('link')
    await expect(destinations).toHaveCount(6)
    await expect(destinations.first()).toHaveAttribute('href', /^\/trip\//)
    const categories = footer.getByRole('navigation', { name: 'Categories' })
    await expect(categories.getByRole('link', { name: 'Pilgrimage Tours' })).toHaveAttribute('href', '/pilgrimage')
    await expect(footer.getByText('North Mada Street, Mylapore')).toBeVisible()
    await expect(footer.getByRole('link', { name: 'enquiry@gopuramholidays.in' })).toHaveAttribute(
      'href',
      'mailto:enquiry@gopuramholidays.in',
    )
  })

  test('phone copy shows a confirmation that leaves after 2 s', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await installPausedClock(page)
    await page.goto('/contact')
    const footer = page.locator('footer')
    await hydrated(footer.getByRole('button', { name: /Copy phone number/ }))
    await footer.getByRole('button', { name: /Copy phone number/ }).click()
    await expect(footer.getByText('Copied!')).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('+91 44 2498 6120')
    await page.clock.runFor(1900)
    await expect(footer.getByText('Copied!')).toBeVisible()
    await page.clock.runFor(200)
    await expect(footer.getByText('Copied!')).toBeHidden()
  })

  test('quick contact: floating WhatsApp (bottom right) and Enquiry Now (bottom left), a docked bar on phones', async ({
    page,
  }) => {
    await page.goto('/terms-conditions')
    const whatsapp = page.getByRole('link', { name: 'Chat with Gopuram Holidays on WhatsApp' })
    await hydrated(whatsapp)
    await expect(whatsapp).toHaveAttribute('href', /^https:\/\/wa\.me\/919840061200/)
    const viewport = page.viewportSize()!
    const w = (await whatsapp.boundingBox())!
    if (isNarrow(page)) {
      // One docked bar: Call, WhatsApp, Enquire side by side along the bottom edge.
      const enquire = page.getByRole('button', { name: 'Enquire', exact: true })
      const call = page.getByRole('link', { name: 'Call +91 44 2498 6120' })
      const e = (await enquire.boundingBox())!
      const c = (await call.boundingBox())!
      for (const box of [c, w, e]) expect(box.y + box.height).toBeGreaterThan(viewport.height - 70)
      expect(c.x).toBeLessThan(w.x)
      expect(w.x).toBeLessThan(e.x)
      await enquire.click()
    } else {
      const enquiry = page.getByRole('button', { name: 'Enquiry Now' })
      const e = (await enquiry.boundingBox())!
      expect(w.x + w.width).toBeGreaterThan(viewport.width - 40)
      expect(w.y + w.height).toBeGreaterThan(viewport.height - 40)
      expect(e.x).toBeLessThan(40)
      expect(e.y + e.height).toBeGreaterThan(viewport.height - 40)
      await enquiry.click()
    }
    await expect(page.getByRole('dialog', { name: 'Send us an enquiry' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toBeHidden()
  })

  test('an unknown path answers 404 with the not-found page', async ({ page }) => {
    const response = await page.goto('/no-such-page-here')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible()
    await page.getByRole('link', { name: 'Return to Home' }).click()
    await expect(page).toHaveURL(/\/$/)
  })

  test('no horizontal scroll', async ({ page }) => {
    await page.goto('/contact')
    // Measured on the live page: once hydrated, whatever its scripts add is there.
    await hydrated(page.locator('footer'))
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
  })
})
