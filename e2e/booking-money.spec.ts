import { randomBytes } from 'node:crypto'
import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test'
import { withSiteDb } from './lead-store'
import { createStaff, signIn, useOwnClientAddress } from './staff'
import { pdfText, servers, tamilAsTyped, uniqueName } from './support'

test.beforeEach(({ page }, testInfo) => useOwnClientAddress(page, testInfo))

/**
 * A booking's money against the embedded build, at the project's width: an agent records money
 * received on the booking page and its receipt is numbered for the financial year, its PDF opens;
 * the family's page (signed out, without JavaScript) lists the receipt with its PDF and what is
 * still to pay; a reversed receipt is marked cancelled there. A Tamil family reads it in Tamil.
 * The booking rows are written straight in the store, as the booking's own commands would.
 */

const todayInIndia = () => new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10)
const financialYear = (day: string) => {
  const year = Number(day.slice(0, 4))
  const first = Number(day.slice(5, 7)) >= 4 ? year : year - 1
  return `${first}-${String((first + 1) % 100).padStart(2, '0')}`
}

/** A won lead booked on a departure far ahead, for ₹1,00,000; its booking's id and the family's page token. */
function insertBooking(name: string, language: 'en' | 'ta') {
  return withSiteDb(
    servers.embedded.env.DATA_DIR,
    (db) => {
      const now = Date.now()
      const reference = `GH-${randomBytes(4).toString('hex').toUpperCase()}`
      const lead = db
        .prepare(
          `INSERT INTO leads (reference, kind, form, payload, idempotency_key, status, created_at, stage, name, phone, trip, locale)
           VALUES (?, 'trip', 'tripEnquiry', '{}', ?, 'stored', ?, 'won', ?, '+919840012345', 'char-dham-yatra', ?)`,
        )
        .run(reference, `e2e-money-${reference}`, now, name, language)
      const booking = db
        .prepare(
          `INSERT INTO bookings (lead_id, trip_id, trip_slug, trip_title, departs_on, boarding_city_id, boarding_city,
             status, seats, agreed_total, language, created_by_name, created_at)
           VALUES (?, 'char-dham-yatra', 'char-dham-yatra', 'Char Dham Yatra', '2031-05-10', 'chennai', 'Chennai',
             'confirmed', 2, 100000, ?, 'Lakshmi Raman', ?)`,
        )
        .run(lead.lastInsertRowid, language, now)
      const token = randomBytes(16).toString('base64url')
      db.prepare('INSERT INTO family_pages (lead_id, token, token_at) VALUES (?, ?, ?)').run(
        lead.lastInsertRowid,
        token,
        now,
      )
      return { bookingId: Number(booking.lastInsertRowid), token }
    },
    { readonly: false },
  )
}

async function familyPhone(browser: Browser) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    javaScriptEnabled: false,
    baseURL: servers.embedded.url,
  })
  return { context, page: await context.newPage() }
}

const noSideScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0)

const shot = (page: Page, testInfo: TestInfo, name: string) =>
  page.screenshot({ path: testInfo.outputPath(`${name}-${testInfo.project.name}.png`), fullPage: true })

/** Records money received from the booking page's form; answers the receipt number it announced. */
async function recordReceived(page: Page, amount: number, reference: string) {
  const form = page.getByRole('region', { name: 'Record money received' })
  await form.getByLabel('Amount (₹)').fill(String(amount))
  await form.getByLabel('Mode').selectOption('upi')
  await form.getByLabel('Reference (not for cash)').fill(reference)
  await form.getByRole('button', { name: 'Record and make receipt' }).click()
  // This amount's answer: the form shows the last answer until the next one comes.
  const done = page.getByText(
    new RegExp(`^₹${amount.toLocaleString('en-IN')} received: receipt GH/\\d{4}-\\d{2}/\\d{4,}$`),
  )
  await expect(done).toBeVisible()
  return (await done.textContent())!.match(/GH\/\S+$/)![0]
}

test('an agent records money received; its receipt opens for staff and on the family’s page, with the balance', async ({
  page,
  browser,
}, testInfo) => {
  const name = uniqueName(testInfo, 'Money Family')
  const { bookingId, token } = insertBooking(name, 'en')
  await signIn(page, createStaff(testInfo, 'money', 'agent'))
  await page.goto(`/admin/bookings/${bookingId}`)
  const money = page.getByRole('region', { name: 'Money' })
  await expect(money.locator('[data-amount="agreed"]')).toHaveText('₹1,00,000')
  await expect(money.getByText('No money recorded yet.')).toBeVisible()

  const number = await recordReceived(page, 40_000, 'UPI-633412345678')
  expect(number).toMatch(new RegExp(`^GH/${financialYear(todayInIndia())}/\\d{4,}$`))
  await expect(money.locator('[data-amount="received"]')).toHaveText('₹40,000')
  await expect(money.locator('[data-amount="owed"]')).toHaveText('₹60,000')
  // Departure 10 May 2031; the balance 7 days before it (the agency's default).
  await expect(money.getByText('Balance owed, due by 3 May 2031')).toBeVisible()
  const receiptLink = money.getByRole('link', { name: `Receipt ${number}` })
  await expect(receiptLink).toBeVisible()
  await noSideScroll(page)
  await shot(page, testInfo, 'booking-money')

  const staffPdf = await page.request.get((await receiptLink.getAttribute('href'))!)
  expect(staffPdf.status()).toBe(200)
  expect(staffPdf.headers()['content-type']).toBe('application/pdf')
  const text = pdfText(await staffPdf.body()).replace(/[ \t]+/g, ' ')
  expect(text).toContain(`No. ${number}`)
  expect(text).toContain('Rupees Forty Thousand only')
  expect(text).toContain(`Received with thanks from ${name}`)
  expect(text).toContain('Balance still to pay, by 3 May 2031 ₹60,000')

  // A second receipt typed twice, then reversed with a reason.
  const typo = await recordReceived(page, 5_000, 'UPI-TYPED-TWICE')
  const entry = money.getByRole('listitem').filter({ hasText: `Receipt ${typo}` })
  await entry.getByText('Reverse…').click()
  await entry.getByLabel('Why').fill('Typed twice')
  page.once('dialog', (dialog) => void dialog.accept())
  await entry.getByRole('button', { name: 'Reverse entry' }).click()
  // The row's form goes with the reversal: the row says it instead.
  await expect(money.getByText(`Reversal of ${typo}`)).toBeVisible()
  await expect(entry.getByText('Reversed', { exact: true })).toBeVisible()
  await expect(entry.getByText('Reverse…')).toHaveCount(0)
  await expect(money.locator('[data-amount="owed"]')).toHaveText('₹60,000')

  // The family, signed out and without JavaScript.
  const family = await familyPhone(browser)
  const answer = await family.page.goto(`/my/${token}`)
  expect(answer!.status()).toBe(200)
  const received = family.page.getByRole('list', { name: 'What we have received' })
  await expect(received.locator(`[data-receipt="${number}"]`)).toContainText('₹40,000 by UPI')
  await expect(received.locator(`[data-receipt="${typo}"]`)).toContainText('Cancelled')
  await expect(family.page.locator('[data-amount="booking-received"]')).toHaveText('₹40,000')
  await expect(family.page.locator('[data-amount="booking-owed"]')).toHaveText('₹60,000')
  await expect(family.page.getByText('Balance still to pay, by 3 May 2031')).toBeVisible()
  await noSideScroll(family.page)
  await shot(family.page, testInfo, 'family-received-en')
  const familyPdf = await family.context.request.get(
    (await received.getByRole('link', { name: `Receipt ${number} (PDF)` }).getAttribute('href'))!,
  )
  expect(familyPdf.status()).toBe(200)
  expect(pdfText(await familyPdf.body())).toContain(number)
  // Another family's token does not open this receipt.
  const other = insertBooking(uniqueName(testInfo, 'Other Family'), 'en')
  const entryId = (await receiptLink.getAttribute('href'))!.split('/').pop()!
  expect((await family.context.request.get(`/my/${other.token}/receipts/${entryId}`)).status()).toBe(404)
  await family.context.close()
})

test('a Tamil family reads what was received in Tamil, and their receipt is in Tamil', async ({
  page,
  browser,
}, testInfo) => {
  const name = uniqueName(testInfo, 'Tamil Money Family')
  const { bookingId, token } = insertBooking(name, 'ta')
  await signIn(page, createStaff(testInfo, 'money-ta', 'agent'))
  await page.goto(`/admin/bookings/${bookingId}`)
  const number = await recordReceived(page, 25_000, 'NEFT-TA-1')

  const family = await familyPhone(browser)
  expect((await family.page.goto(`/my/${token}`))!.status()).toBe(200)
  await expect(family.page.locator('html')).toHaveAttribute('lang', 'ta')
  await expect(family.page.getByRole('heading', { name: 'நாங்கள் பெற்ற தொகை' })).toBeVisible()
  await expect(family.page.getByText(`ரசீது ${number}`, { exact: true })).toBeVisible()
  await expect(family.page.locator('[data-amount="booking-owed"]')).toHaveText('₹75,000')
  await noSideScroll(family.page)
  await shot(family.page, testInfo, 'family-received-ta')
  const pdf = await family.context.request.get(
    (await family.page.getByRole('link', { name: `ரசீது ${number} (PDF)` }).getAttribute('href'))!,
  )
  expect(pdf.status()).toBe(200)
  const text = tamilAsTyped(pdfText(await pdf.body()))
  expect(text).toContain('ரூபாய் இருபத்தைந்தாயிரம் மட்டும்')
  expect(text).toContain(`எண்: ${number}`)
  await family.context.close()
})
