import { expect, test, type APIRequestContext, type Browser, type Page, type TestInfo } from '@playwright/test'
import { withSiteDb } from './lead-store'
import { createStaff, signIn, useOwnClientAddress } from './staff'
import { servers, uniqueName } from './support'
import { ONE_WIDTH } from './tags'

test.beforeEach(({ page }, testInfo) => useOwnClientAddress(page, testInfo))

/**
 * The family's own page (/my/<token>) against the embedded build, on a 390 px phone: a quote sent
 * on WhatsApp links to it; opened signed out (and without JavaScript) it shows the trip, the quote
 * and what is due, in the quote's language, never cached nor indexed; the opening is shown on the
 * lead's page (staff's own look is not counted); revoked there, the link is the plain "no longer
 * valid" page with the agency's phone, status 404, and the quote's PDF link closes with it.
 */

const TRIP = 'vaishno-devi-amritsar'
const todayInIndia = () => new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10)

test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the family’s phone: 390 px')
})

/** A trip enquiry for an open departure of TRIP, as its form posts it; its reference. */
async function postEnquiry(request: APIRequestContext, testInfo: TestInfo, fields: Record<string, unknown>) {
  const res = await request.get(`/api/web/trip/detail?slug=${TRIP}`)
  const trip = (
    (await res.json()) as {
      data: {
        title: string
        departures?: { on: string; boarding: { city: string }[]; seats?: { offered: number; taken: number } }[]
      }
    }
  ).data
  const departure = (trip.departures ?? []).find(
    (d) => d.on > todayInIndia() && d.boarding.length > 0 && (!d.seats || d.seats.taken < d.seats.offered),
  )!
  const now = Date.now()
  const posted = await request.post('/api/web/enquiry/create', {
    headers: { 'x-forwarded-for': `e2e-family-${testInfo.testId}-${now}` },
    data: {
      mobileNumber: '9840012345',
      tripId: TRIP,
      numberOfTravellers: 4,
      departure: departure.on,
      boardingCity: departure.boarding[0]!.city,
      form: 'trip-enquiry',
      formRenderedAt: now - 20_000,
      formSubmittedAt: now,
      idempotencyKey: `e2e-family-${testInfo.testId}-${now}-abcdef`,
      website: '',
      ...fields,
    },
  })
  expect(posted.status()).toBe(201)
  const reference = withSiteDb(servers.embedded.env.DATA_DIR, (db) => {
    const row = db.prepare('SELECT reference FROM leads WHERE name = ? ORDER BY id DESC').get(String(fields.name)) as
      { reference: string } | undefined
    return row!.reference
  })
  return { reference, departure: departure.on, city: departure.boarding[0]!.city }
}

const familyPage = (reference: string) =>
  withSiteDb(servers.embedded.env.DATA_DIR, (db) => ({
    token: (
      db
        .prepare(
          "SELECT q.token FROM quotes q JOIN leads l ON l.id = q.lead_id WHERE l.reference = ? AND q.status = 'sent' ORDER BY q.sent_at DESC",
        )
        .get(reference) as { token: string }
    ).token,
    opens:
      (
        db
          .prepare('SELECT f.opens FROM family_pages f JOIN leads l ON l.id = f.lead_id WHERE l.reference = ?')
          .get(reference) as { opens: number } | undefined
      )?.opens ?? 0,
  }))

/** The owner's particulars as the Settings screen saves them: a UPI ID and a bank account. */
const UPI_ID = 'gopuramholidays@okaxis'
function setParticulars() {
  withSiteDb(
    servers.embedded.env.DATA_DIR,
    (db) =>
      db
        .prepare(
          "INSERT INTO site_settings (key, value) VALUES ('agency_particulars', ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
        )
        .run(
          JSON.stringify({
            legalName: 'Gopuram Holidays Private Limited',
            upiId: UPI_ID,
            bankAccountName: 'Gopuram Holidays Private Limited',
            bankAccountNumber: '50200012345678',
            ifsc: 'HDFC0001234',
          }),
        ),
    { readonly: false },
  )
}

/** What is due on 4 adults at ₹25,000: GST 5% as CGST + SGST (a Tamil Nadu customer), a 50% advance. */
async function expectDue(page: Page, number: string) {
  await expect(page.locator('[data-amount="grand-total"]')).toHaveText('₹1,05,000')
  await expect(page.locator('[data-amount="advance"]')).toHaveText('₹52,500')
  await expect(page.locator('[data-amount="balance"]')).toHaveText('₹52,500')
  const upi = new URL((await page.locator('a[href^="upi://pay"]').getAttribute('href'))!)
  expect(upi.protocol).toBe('upi:')
  expect(Object.fromEntries(upi.searchParams)).toEqual({
    pa: UPI_ID,
    pn: 'Gopuram Holidays Private Limited',
    am: '52500.00',
    cu: 'INR',
    tn: number,
  })
  await expect(page.getByRole('img', { name: /₹52,500/ })).toBeVisible()
  await expect(page.getByText('50200012345678')).toBeVisible()
}

const quoteNumber = (reference: string) =>
  withSiteDb(
    servers.embedded.env.DATA_DIR,
    (db) =>
      (
        db
          .prepare(
            'SELECT q.number FROM quotes q JOIN leads l ON l.id = q.lead_id WHERE l.reference = ? ORDER BY q.id DESC',
          )
          .get(reference) as { number: string }
      ).number,
  )

/** A quote of 4 adults at ₹25,000, sent on WhatsApp from the lead's page. */
async function sendQuoteOnWhatsapp(page: Page, reference: string) {
  await page.goto(`/admin/leads/${reference}`)
  await page.getByRole('region', { name: 'Quotes' }).getByRole('link', { name: 'New quote' }).click()
  await expect(page.getByRole('button', { name: 'Save quote' })).toBeEnabled()
  await page.getByLabel('Adults: how many').fill('4')
  await page.getByLabel('Adult’s price per person (₹)').fill('25000')
  await page.getByRole('button', { name: 'Save quote' }).click()
  await expect(page).toHaveURL(/\?version=1$/)
  await page.getByRole('button', { name: 'Send on WhatsApp' }).click()
  const whatsapp = page.getByRole('link', { name: 'WhatsApp the link' })
  await expect(whatsapp).toBeVisible()
  return new URL((await whatsapp.getAttribute('href'))!).searchParams.get('text')!
}

/** The family's phone: signed out, a 390 px screen; `scripts: false` as on a phone with JavaScript off. */
async function familyPhone(browser: Browser, { scripts = true } = {}) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    javaScriptEnabled: scripts,
  })
  return { context, page: await context.newPage() }
}

const noSideScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)

test('a family opens their page from the WhatsApp link: trip, quote, what is due; staff see it opened', async ({
  page,
  request,
  browser,
}, testInfo) => {
  setParticulars()
  const name = uniqueName(testInfo, 'Family Page')
  const { reference, city } = await postEnquiry(request, testInfo, { name })
  await signIn(page, createStaff(testInfo, 'family-page', 'agent'))
  const message = await sendQuoteOnWhatsapp(page, reference)
  const { token } = familyPage(reference)
  expect(message).toMatch(new RegExp(`https?://\\S+/my/${token}$`))
  const link = message.match(/https?:\/\/\S+$/)![0]

  const family = await familyPhone(browser)
  const answer = await family.page.goto(link)
  expect(answer!.status()).toBe(200)
  expect(answer!.headers()['cache-control']).toContain('no-store')
  await expect(family.page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  await expect(family.page.locator('html')).toHaveAttribute('lang', 'en-IN')
  await expect(family.page.getByRole('heading', { level: 1 })).toHaveText('Your trip with Gopuram Holidays')
  await expect(family.page.getByText(`Dear ${name},`)).toBeVisible()
  await expectDue(family.page, quoteNumber(reference))
  await expect(family.page.getByText('Rupees Fifty Two Thousand Five Hundred only').first()).toBeVisible()
  // The balance's day is 7 days before the departure, or now when that day has passed.
  await expect(family.page.getByText(/^Balance, (by \d{1,2} [A-Z][a-z]{2} \d{4}|due now)$/)).toBeVisible()
  await expect(family.page.getByText(city, { exact: true })).toBeVisible()
  await expect(family.page.getByText('4 travellers')).toBeVisible()
  await expect(family.page.locator('[data-amount="total"]')).toHaveText('₹1,05,000')
  await expect(family.page.getByRole('link', { name: 'Day-by-day plan (PDF)' })).toHaveAttribute(
    'href',
    `/trip/${TRIP}/itinerary.pdf`,
  )
  const pdf = await family.context.request.get(new URL(`/my/${token}/quote.pdf`, link).toString())
  expect(pdf.status()).toBe(200)
  expect(pdf.headers()['content-type']).toBe('application/pdf')
  await expect(family.page.getByRole('link', { name: /Call \+91 44 2498 6120/ })).toHaveAttribute(
    'href',
    'tel:+914424986120',
  )
  await noSideScroll(family.page)
  expect(familyPage(reference).opens).toBe(1)

  // Without JavaScript the page is the same: it is all in the server's HTML.
  const noScript = await familyPhone(browser, { scripts: false })
  expect((await noScript.page.goto(link))!.status()).toBe(200)
  await expect(noScript.page.locator('[data-amount="total"]')).toHaveText('₹1,05,000')
  await noScript.context.close()
  expect(familyPage(reference).opens).toBe(2)

  // Staff looking at the same page while signed in are not the family: not counted.
  await page.goto(link)
  await expect(page.locator('[data-amount="total"]')).toHaveText('₹1,05,000')
  expect(familyPage(reference).opens).toBe(2)

  await page.goto(`/admin/leads/${reference}`)
  const panel = page.getByRole('region', { name: 'The family’s page' })
  await expect(panel).toContainText(/Opened 2 times, last (Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2}:\d{2} (am|pm)/)
  await expect(panel.getByRole('link', { name: new RegExp(`/my/${token}`) })).toBeVisible()
  // The long link is cut short in its line, not widening the page on a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0)

  // Revoked: the link is a plain page with the agency's phone, 404, and the quote's PDF link closes too.
  page.once('dialog', (dialog) => void dialog.accept())
  await panel.getByRole('button', { name: 'Revoke the family’s link' }).click()
  await expect(panel.getByText('The family’s link no longer opens')).toBeVisible()
  await expect(panel).toContainText('no link opens it')
  const revoked = await family.page.goto(link)
  expect(revoked!.status()).toBe(404)
  // Next adds its own noindex to a 404 beside the page's.
  for (const content of await family.page
    .locator('meta[name="robots"]')
    .evaluateAll((metas) => metas.map((meta) => meta.getAttribute('content'))))
    expect(content).toMatch(/noindex/)
  await expect(family.page.getByRole('heading', { name: 'This link is no longer valid' })).toBeVisible()
  await expect(family.page.getByRole('heading', { name: 'இந்த இணைப்பு இப்போது செல்லுபடியாகாது' })).toBeVisible()
  await expect(family.page.getByRole('link', { name: 'Call +91 44 2498 6120' })).toBeVisible()
  await expect(family.page.locator('[data-amount]')).toHaveCount(0)
  await noSideScroll(family.page)
  expect((await family.context.request.get(new URL(`/q/${token}`, link).toString())).status()).toBe(404)
  expect((await family.context.request.get(new URL(`/my/${token}/quote.pdf`, link).toString())).status()).toBe(404)

  // A new link opens the page again.
  page.once('dialog', (dialog) => void dialog.accept())
  await panel.getByRole('button', { name: 'Make a new link' }).click()
  await expect(panel.getByText('A new link is ready: the old ones no longer open')).toBeVisible()
  const fresh = await panel.getByRole('link', { name: /\/my\// }).getAttribute('href')
  expect(fresh).not.toContain(token)
  const reopened = await family.page.goto(fresh!)
  expect(reopened!.status()).toBe(200)
  await expect(family.page.locator('[data-amount="total"]')).toHaveText('₹1,05,000')
  await family.context.close()
})

// The family's side is a phone in every project (familyPhone); the staff's side here fits nothing new.
test('a Tamil family’s page is in Tamil', { tag: ONE_WIDTH }, async ({ page, request, browser }, testInfo) => {
  setParticulars()
  const name = uniqueName(testInfo, 'Tamil Family')
  const { reference } = await postEnquiry(request, testInfo, { name, locale: 'ta' })
  await signIn(page, createStaff(testInfo, 'family-page-ta', 'agent'))
  const message = await sendQuoteOnWhatsapp(page, reference)
  const link = message.match(/https?:\/\/\S+$/)![0]

  const family = await familyPhone(browser)
  expect((await family.page.goto(link))!.status()).toBe(200)
  await expect(family.page.locator('html')).toHaveAttribute('lang', 'ta')
  await expect(family.page.getByRole('heading', { level: 1 })).toHaveText('கோபுரம் ஹாலிடேஸ் உடன் உங்கள் பயணம்')
  await expect(family.page.getByText(`அன்புள்ள ${name},`)).toBeVisible()
  await expectDue(family.page, quoteNumber(reference))
  await expect(family.page.getByText(/^ரூபாய் .+ மட்டும்$/).first()).toBeVisible()
  await expect(family.page.getByRole('link', { name: 'UPI மூலம் ₹52,500 செலுத்த' })).toBeVisible()
  await expect(family.page.getByText('4 பயணிகள்')).toBeVisible()
  await expect(family.page.locator('[data-amount="total"]')).toHaveText('₹1,05,000')
  await expect(family.page.getByRole('link', { name: 'நாள்வாரி பயணத் திட்டம் (PDF)' })).toHaveAttribute(
    'href',
    `/ta/trip/${TRIP}/itinerary.pdf`,
  )
  await noSideScroll(family.page)
  await family.context.close()
})
