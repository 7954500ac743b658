import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test'
import PostalMime from 'postal-mime'
import { formatDay, todayInIndia } from '@/lib/site/format'
import { seedTripsTamil } from '@/lib/catalog/seed/tamil'
import { MESSAGES } from '@/lib/site/i18n/messages'
import { startMailbox } from '../tests/support/mailbox'
import { storedLeads } from './lead-store'
import { createStaff, signIn } from './staff'
import { ONE_WIDTH } from './tags'
import { hydrated, pdfText, rupees, servers, tamilAsTyped, toast, uniqueName } from './support'

/**
 * The itinerary a family takes home (issue 28): the trip's PDF at /trip/<slug>/itinerary.pdf, read
 * back as text; the page printed at A4 with nothing of the site's frame and no day split across
 * pages; sharing the trip's address; and "send it to me", a lead of its own form whose PDF arrives
 * by e-mail in the test SMTP server, or whose WhatsApp message carries the PDF's link. A price
 * saved in the editor reaching the next PDF is in catalog-editor.postgres.spec.ts.
 */

const TRIP = 'kashi-gaya-prayag-yatra'
const pdfPath = (slug: string) => `/trip/${slug}/itinerary.pdf`

interface WireTrip {
  title: string
  price: number
  itinerary: { day: string; title?: string; activity: string[] }[]
  includes: string[]
}

async function wireTrip(request: APIRequestContext, slug: string): Promise<WireTrip> {
  const res = await request.get(`/api/web/trip/detail?slug=${slug}`)
  expect(res.ok()).toBe(true)
  return ((await res.json()) as { data: WireTrip }).data
}

/** The next departure as the trip page's price card names it ("12 Dec 2026"). */
async function nextDepartureOnPage(page: Page): Promise<string> {
  await page.goto(`/trip/${TRIP}`)
  const text = await page.getByTestId('trip-next-departure').innerText()
  const day = /\d{1,2} [A-Z][a-z]{2} \d{4}/.exec(text)?.[0]
  expect(day, `a date in "${text}"`).toBeTruthy()
  return day!
}

/** pdftotext wraps long lines in its layout: compare text with runs of spaces and line ends as one space. */
const squeezed = (text: string) => text.replace(/\s+/g, ' ')

/** Tamil as typed from Tamil as drawn (e2e/support.ts). */
const typedOrder = tamilAsTyped

test.describe('the itinerary PDF', { tag: ONE_WIDTH }, () => {
  test('says the trip: title, price, next departure, every day, and the date it was made on each page', async ({
    page,
    request,
  }) => {
    const trip = await wireTrip(request, TRIP)
    const next = await nextDepartureOnPage(page)

    const res = await request.get(pdfPath(TRIP))
    expect(res.status()).toBe(200)
    expect(res.headers()['content-type']).toBe('application/pdf')
    expect(res.headers()['content-disposition']).toMatch(new RegExp(`^inline; filename="${TRIP}-itinerary.pdf"`))
    const pdf = await res.body()
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
    expect(pdf.length).toBeLessThan(1024 * 1024)

    const text = pdfText(pdf)
    const all = squeezed(text)
    expect(all).toContain(trip.title)
    expect(all).toContain(rupees(trip.price))
    expect(all).toContain(next)
    // Each day's title and each included item is in the PDF; the lists checked are not empty.
    const titles = trip.itinerary.flatMap((day) => (day.title ? [day.title] : []))
    expect(titles.length).toBeGreaterThan(2)
    for (const title of titles) expect(all).toContain(squeezed(title))
    expect(trip.includes.length).toBeGreaterThan(0)
    for (const item of trip.includes) expect(all).toContain(squeezed(item))
    expect(all).toContain('Cancellation policy')

    const pages = text.split('\f').filter((p) => p.trim())
    expect(pages.length).toBeGreaterThan(1)
    pages.forEach((p, i) => {
      expect(squeezed(p)).toContain(`Made ${formatDay(todayInIndia())} · Page ${i + 1} of ${pages.length}`)
    })
  })

  test('in Tamil from the Tamil page: the trip, its days, lists and the document’s own words extract as Tamil', async ({
    request,
  }) => {
    const tamil = seedTripsTamil[TRIP]!
    const res = await request.get(`/ta${pdfPath(TRIP)}`)
    expect(res.status()).toBe(200)
    expect(res.headers()['content-type']).toBe('application/pdf')
    const text = pdfText(await res.body())
    // The text layer keeps Tamil in the order it is drawn: a vowel sign written before its consonant
    // (ெ ே ை) comes first, as the page shows it. Read back in the order it is typed, it is the Tamil.
    expect(text).toMatch(/[\u0BC6-\u0BC8][\u0B95-\u0BB9]/)
    const all = squeezed(typedOrder(text))
    expect(all).toContain(squeezed(tamil.title))
    for (const day of tamil.itinerary) expect(all).toContain(squeezed(day.title))
    expect(all).toContain(squeezed(tamil.includes[0]!))
    expect(all).toContain(squeezed(tamil.hotels[0]!))
    // The document's own words, from the Tamil messages; its address is the Tamil page's.
    for (const words of [MESSAGES.ta.trip.document.dayByDay, MESSAGES.ta.trip.cancellation.heading, 'நாள் 1'])
      expect(all).toContain(squeezed(words))
    expect(all).toContain(`/ta/trip/${TRIP}`)
    // None of the English it replaces.
    for (const english of ['Day by day', 'Cancellation policy', 'Price per person', 'Day 1'])
      expect(all).not.toContain(english)
    const pages = text.split('\f').filter((p) => p.trim())
    expect(squeezed(pages[0]!)).toContain(`உருவாக்கிய நாள் ${formatDay(todayInIndia(), 'ta')}`)
  })

  test('answers HEAD and a conditional GET, refuses bad addresses with 404, and a storm gets one document', async ({
    request,
  }) => {
    const first = await request.get(pdfPath(TRIP))
    const etag = first.headers()['etag']!
    expect(etag).toMatch(/^"[\w-]+"$/)
    const length = (await first.body()).length

    expect(length).toBeGreaterThan(10_000)
    const head = await request.head(pdfPath(TRIP))
    expect(head.status()).toBe(200)
    expect(head.headers()).toMatchObject({ 'content-type': 'application/pdf', etag })
    expect((await head.body()).length).toBe(0)

    const again = await request.get(pdfPath(TRIP), { headers: { 'If-None-Match': etag } })
    expect(again.status()).toBe(304)

    for (const slug of ['no-such-trip', 'a'.repeat(300), '..%2F..%2Fetc%2Fpasswd', '%00', 'kashi%5C..']) {
      const res = await request.get(pdfPath(slug))
      expect(res.status(), slug).toBe(404)
    }

    const storm = await Promise.all(Array.from({ length: 12 }, () => request.get(pdfPath('char-dham-yatra'))))
    expect(storm.map((res) => res.status())).toEqual(Array(12).fill(200))
    expect(new Set(storm.map((res) => res.headers()['etag'])).size).toBe(1)
    expect(new Set(await Promise.all(storm.map(async (res) => (await res.body()).length))).size).toBe(1)
  })
})

test.describe('the trip page to take home', () => {
  test('the PDF link opens the itinerary; Share offers WhatsApp and copying the link where the browser cannot share', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.goto(`/trip/${TRIP}`)
    const title = (await page.getByRole('heading', { level: 1 }).innerText()).trim()
    const canonical = (await page.locator('link[rel="canonical"]').getAttribute('href'))!

    const download = page.getByRole('link', { name: 'Download itinerary (PDF)' })
    await expect(download).toHaveAttribute('href', pdfPath(TRIP))
    const res = await page.request.get((await download.getAttribute('href'))!)
    expect(res.headers()['content-type']).toBe('application/pdf')

    const share = page.getByRole('button', { name: 'Share', exact: true })
    await hydrated(share)
    await share.click()
    const menu = page.getByRole('group', { name: 'Share this trip' })
    const whatsapp = menu.getByRole('link', { name: 'Share on WhatsApp' })
    const href = new URL((await whatsapp.getAttribute('href'))!)
    expect(href.origin + href.pathname).toBe('https://wa.me/')
    expect(href.searchParams.get('text')).toBe(`${title}: ${canonical}`)

    await menu.getByRole('button', { name: 'Copy link' }).click()
    await expect(menu.getByRole('button', { name: 'Link copied' })).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(canonical)

    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
  })

  test("where the browser can share, Share opens the phone's own sheet with the trip's address", async ({ page }) => {
    await page.addInitScript(() => {
      const shared: ShareData[] = []
      Object.assign(window, { __shared: shared })
      Object.defineProperty(navigator, 'share', { value: async (data: ShareData) => void shared.push(data) })
    })
    await page.goto(`/trip/${TRIP}`)
    const canonical = (await page.locator('link[rel="canonical"]').getAttribute('href'))!
    const share = page.getByRole('button', { name: 'Share', exact: true })
    await hydrated(share)
    await share.click()
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __shared: ShareData[] }).__shared))
      .toEqual([expect.objectContaining({ url: canonical })])
    await expect(page.getByRole('group', { name: 'Share this trip' })).toHaveCount(0)
  })

  test(
    'printed at A4, the page is the trip alone: no menus, ticker, bars, photos or forms, and no day split across pages',
    {
      tag: ONE_WIDTH,
    },
    async ({ page, request }) => {
      const trip = await wireTrip(request, TRIP)
      await page.goto(`/trip/${TRIP}`)
      const printHidden = [
        page.getByRole('banner'),
        page.getByRole('contentinfo'),
        page.getByRole('navigation', { name: 'Breadcrumb' }),
        page.locator('[data-quick-actions]'),
        page.locator('[data-take-home]'),
        page.getByRole('region', { name: `Photos of ${trip.title}` }),
        page.locator('main form'),
        page.getByRole('heading', { name: 'How booking works' }),
        page.getByRole('heading', { name: 'Similar trips' }),
      ]
      // Each is on the page first (a role locator finds only what the screen shows), so that its
      // absence from the print proves the print hid it.
      for (const part of printHidden) await expect(part.first(), `${part} on the page`).toBeAttached()
      const counts = await Promise.all(printHidden.map((part) => part.count()))
      await page.emulateMedia({ media: 'print' })

      for (const [index, hidden] of printHidden.entries()) {
        for (let i = 0; i < counts[index]!; i++) await expect(hidden.nth(i), `${hidden} in print`).toBeHidden()
      }
      await expect(page.getByRole('heading', { name: 'Detailed Itinerary' })).toBeVisible()
      await expect(page.getByTestId('trip-price')).toBeVisible()
      const contact = page.locator('[data-print-contact]')
      await expect(contact).toBeVisible()
      await expect(contact.locator('svg')).toBeVisible()

      const pdf = await page.pdf({ format: 'A4', printBackground: true })
      const pages = pdfText(pdf)
        .split('\f')
        .map(squeezed)
        .filter((p) => p.trim())
      const all = pages.join(' ')
      expect(all).toContain(trip.title)
      expect(all).toContain(rupees(trip.price))
      expect(all).toContain('Book or ask a question')
      for (const absent of [
        'Skip to content',
        'How booking works',
        'Download itinerary',
        'Send Enquiry',
        'Contact Us',
      ]) {
        expect(all).not.toContain(absent)
      }
      // Each day's title and its last activity are on one page.
      const days = trip.itinerary.filter((day) => day.title && day.activity.length > 0)
      expect(days.length).toBeGreaterThan(2)
      for (const day of days) {
        const last = squeezed(day.activity.at(-1)!)
        const page = pages.findIndex((p) => p.includes(squeezed(day.title!)))
        expect(page, day.title).toBeGreaterThanOrEqual(0)
        expect(pages[page], `${day.title} ends on its page`).toContain(last)
      }
    },
  )
})

/** Opens "send it to me" on the trip page and fills in who asks. */
async function openSendToMe(page: Page, testInfo: TestInfo, visitor: string) {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `e2e-itinerary-${testInfo.project.name}-${Date.now()}` })
  await page.goto(`/trip/${TRIP}`)
  await page.getByText('Send this itinerary to my e-mail / WhatsApp').click()
  const form = page.getByRole('form', { name: 'Send this itinerary to me' })
  await expect(form).toBeVisible()
  await form.getByLabel('Full name').fill(visitor)
  await form.getByLabel('Mobile number').fill('9840055667')
  return form
}

test.describe('send this itinerary to me', () => {
  test(
    'by e-mail: the PDF arrives as an attachment, and the desk shows who asked as "Itinerary requested"',
    {
      tag: ONE_WIDTH,
    },
    async ({ page }, testInfo) => {
      // The site e-mails through one SMTP port, which the specs that read mail take in turn.
      const mailbox = await startMailbox(servers.smtp.port)
      try {
        const visitor = uniqueName(testInfo, 'Itinerary Visitor')
        const email = `itinerary-${Date.now()}@example.com`
        const form = await openSendToMe(page, testInfo, visitor)
        await form.getByLabel('Email').fill(email)
        await form.getByRole('button', { name: 'E-mail me the itinerary' }).click()
        await expect(toast(page, 'Itinerary on its way')).toBeVisible()

        const [row] = storedLeads('name', visitor)
        expect(row).toMatchObject({ kind: 'tripEnquiry', form: 'itinerary', status: 'stored' })
        expect(row!.payload).toMatchObject({ channel: 'email', email, mobileNumber: '9840055667', tripId: TRIP })
        expect(row!.source.page).toContain(`/trip/${TRIP}`)

        const mine = () => mailbox.received.filter((mail) => mail.to.includes(email))
        await expect.poll(() => mine().length, { timeout: 30_000 }).toBe(1)
        const mail = await PostalMime.parse(mine()[0]!.raw)
        const title = (await page.getByRole('heading', { level: 1 }).innerText()).trim()
        expect(mail.subject).toBe(`Your itinerary: ${title}`)
        expect(mail.attachments).toHaveLength(1)
        const [attachment] = mail.attachments
        expect(attachment).toMatchObject({ filename: `${TRIP}-itinerary.pdf`, mimeType: 'application/pdf' })
        const text = squeezed(pdfText(Buffer.from(attachment!.content as ArrayBuffer)))
        expect(text).toContain(title)
        expect(mail.text).toContain(`/trip/${TRIP}/itinerary.pdf`)

        const agent = createStaff(testInfo, 'itinerary-desk', 'agent')
        await signIn(page, agent)
        await page.goto(`/admin?q=${encodeURIComponent(visitor)}&form=itinerary`)
        const lead = page.getByTestId('lead-row')
        await expect(lead).toHaveCount(1)
        await expect(lead).toContainText(visitor)
        await expect(lead).toContainText('Itinerary requested')
      } finally {
        await mailbox.close()
      }
    },
  )

  test('by WhatsApp: the lead is stored, and WhatsApp opens with the trip and the PDF’s link', async ({
    page,
  }, testInfo) => {
    const visitor = uniqueName(testInfo, 'WhatsApp Visitor')
    const form = await openSendToMe(page, testInfo, visitor)
    await form.getByLabel('WhatsApp').check()
    await expect(form.getByLabel('Email')).not.toHaveAttribute('aria-required', 'true')
    await form.getByRole('button', { name: 'Get the WhatsApp message' }).click()
    await expect(toast(page, 'Itinerary ready')).toBeVisible()

    // The confirmation takes the form's place, with the itinerary's WhatsApp message in it.
    const open = page.getByTestId('lead-confirmation').getByRole('link', { name: 'Open WhatsApp' })
    const href = new URL((await open.getAttribute('href'))!)
    expect(href.origin + href.pathname).toBe('https://wa.me/')
    const title = (await page.getByRole('heading', { level: 1 }).innerText()).trim()
    const canonical = (await page.locator('link[rel="canonical"]').getAttribute('href'))!
    expect(href.searchParams.get('text')).toBe(
      `${title}: day-by-day itinerary (PDF) from Gopuram Holidays ${canonical}/itinerary.pdf`,
    )
    const [row] = storedLeads('name', visitor)
    expect(row).toMatchObject({ form: 'itinerary', status: 'stored' })
    expect(row!.payload).toMatchObject({ channel: 'whatsapp', email: '' })
  })

  test('by e-mail without an address: the message is on its field and nothing is stored', async ({
    page,
  }, testInfo) => {
    const visitor = uniqueName(testInfo, 'No Address Visitor')
    const form = await openSendToMe(page, testInfo, visitor)
    await form.getByRole('button', { name: 'E-mail me the itinerary' }).click()
    await expect(form.getByText('Please enter the e-mail address to send it to')).toBeVisible()
    await expect(form.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true')
    expect(storedLeads('name', visitor)).toEqual([])
  })
})
