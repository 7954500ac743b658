import { expect, test, type APIRequestContext, type Browser, type Page, type TestInfo } from '@playwright/test'
import PostalMime, { type Email } from 'postal-mime'
import { withSiteDb } from './lead-store'
import { createStaff, signIn, useOwnClientAddress } from './staff'
import { pdfText, servers, tamilAsTyped, uniqueName } from './support'
import { ONE_WIDTH } from './tags'
import { seedTripsTamil } from '@/lib/catalog/seed/tamil'
import { formatDay } from '@/lib/site/format'
import { MESSAGES } from '@/lib/site/i18n/messages'
import { startMailbox as startSmtpMailbox } from '../tests/support/mailbox'

test.beforeEach(({ page }, testInfo) => useOwnClientAddress(page, testInfo))

/**
 * Quotes on the lead desk against the embedded build: from a trip enquiry, a quote prefilled from
 * the lead and the catalogue, refused with its messages when an amount is negative or its last day
 * past, saved, sent by e-mail (received by the test SMTP server with its PDF, whose text is read
 * and its prices checked), the lead then Quoted, its customer link opened signed out, a wrong token
 * answered 404, and a change made its version 2. The site e-mails through one SMTP port, so that
 * describe runs on the desktop project alone; the phone project sends a quote on WhatsApp.
 */

const TRIP = 'vaishno-devi-amritsar'
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
const dayText = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number)
  return `${d} ${MONTHS[m! - 1]} ${y}`
}
const todayInIndia = () => new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10)
const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

interface TripDeparture {
  on: string
  boarding: { city: string; price?: number }[]
  seats?: { offered: number; taken: number }
  earlyBird?: { price: number; until: string }
}

/** A trip enquiry for an open departure of TRIP, posted as its form posts it; its reference and what the catalogue sells. */
async function postEnquiry(request: APIRequestContext, testInfo: TestInfo, fields: Record<string, unknown>) {
  const res = await request.get(`/api/web/trip/detail?slug=${TRIP}`)
  expect(res.ok()).toBe(true)
  const trip = ((await res.json()) as { data: { title: string; price: number; departures?: TripDeparture[] } }).data
  const departure = (trip.departures ?? []).find(
    (d) => d.on > todayInIndia() && d.boarding.length > 0 && (!d.seats || d.seats.taken < d.seats.offered),
  )!
  expect(departure).toBeDefined()
  const city = departure.boarding[0]!
  const name = String(fields.name)
  const now = Date.now()
  const posted = await request.post('/api/web/enquiry/create', {
    headers: { 'x-forwarded-for': `e2e-quotes-${testInfo.testId}-${now}` },
    data: {
      mobileNumber: '9840012345',
      tripId: TRIP,
      numberOfTravellers: 2,
      departure: departure.on,
      boardingCity: city.city,
      form: 'trip-enquiry',
      formRenderedAt: now - 20_000,
      formSubmittedAt: now,
      idempotencyKey: `e2e-quotes-${testInfo.testId}-${now}-abcdef`,
      website: '',
      ...fields,
    },
  })
  expect(posted.status()).toBe(201)
  const reference = withSiteDb(servers.embedded.env.DATA_DIR, (db) => {
    const row = db.prepare('SELECT reference FROM leads WHERE name = ? ORDER BY id DESC').get(name) as
      { reference: string } | undefined
    return row!.reference
  })
  const earlyBird = departure.earlyBird && todayInIndia() <= departure.earlyBird.until
  return { reference, trip, departure, city, catalogPrice: earlyBird ? undefined : (city.price ?? trip.price) }
}

const quoteRows = (reference: string) =>
  withSiteDb(servers.embedded.env.DATA_DIR, (db) =>
    db
      .prepare(
        'SELECT q.number, q.version, q.status, q.total, q.token FROM quotes q JOIN leads l ON l.id = q.lead_id WHERE l.reference = ? ORDER BY q.version',
      )
      .all(reference),
  ) as { number: string; version: number; status: string; total: number; token: string | null }[]

/** The agency's particulars as the Settings screen saves them (lib/agency/particulars.ts), the rest at their defaults. */
const setParticulars = (set: Record<string, string>) =>
  withSiteDb(
    servers.embedded.env.DATA_DIR,
    (db) =>
      db
        .prepare(
          "INSERT INTO site_settings (key, value) VALUES ('agency_particulars', ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
        )
        .run(JSON.stringify(set)),
    { readonly: false },
  )

const leadStage = (reference: string) =>
  withSiteDb(
    servers.embedded.env.DATA_DIR,
    (db) => (db.prepare('SELECT stage FROM leads WHERE reference = ?').get(reference) as { stage: string }).stage,
  )

/** From the lead's page, as staff do: its Quotes panel's "New quote". */
async function openNewQuote(page: Page, reference: string) {
  await page.goto(`/admin/leads/${reference}`)
  await page.getByRole('region', { name: 'Quotes' }).getByRole('link', { name: 'New quote' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'New quote' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Save quote' })).toBeEnabled()
}

/** The quote's figures as the test types them: 2 adults at ₹32,500, 1 child at ₹24,000, ₹3,000 off. */
async function fillPrices(page: Page) {
  await page.getByLabel('Adults: how many').fill('2')
  await page.getByLabel('Adult’s price per person (₹)').fill('32500')
  await page.getByLabel('Children: how many').fill('1')
  await page.getByLabel('Child’s price per person (₹)').fill('24000')
  await page.getByRole('button', { name: 'Add a discount' }).click()
  await page.getByLabel('Discount for').fill('Early booking')
  await page.getByLabel('Amount (₹)').fill('3000')
}

/** The PDF at a link, fetched by a browser context that never signed in. */
async function fetchSignedOut(browser: Browser, url: string) {
  const context = await browser.newContext()
  try {
    const res = await context.request.get(url)
    return { status: res.status(), headers: res.headers(), body: await res.body() }
  } finally {
    await context.close()
  }
}

async function startMailbox(port: number) {
  const mailbox = await startSmtpMailbox(port)
  return {
    async quoteMail(number: string): Promise<Email> {
      const about = () => mailbox.received.filter((m) => m.raw.includes(`Your quote ${number}`))
      await expect.poll(() => about().length, { timeout: 30_000 }).toBe(1)
      return PostalMime.parse(about()[0]!.raw)
    },
    close: mailbox.close,
  }
}

test.describe('a quote by e-mail', () => {
  test.describe.configure({ mode: 'serial' })
  test.skip(({ isMobile }) => isMobile, 'the desktop project alone binds the SMTP port')

  let mailbox: Awaited<ReturnType<typeof startMailbox>>
  test.beforeAll(async () => {
    mailbox = await startMailbox(servers.smtp.port)
  })
  test.afterAll(async () => {
    await mailbox?.close()
  })

  test('prefilled, refused when wrong, sent with its PDF, the lead Quoted, its link opened signed out, changed as version 2', async ({
    page,
    request,
    browser,
  }, testInfo) => {
    const name = uniqueName(testInfo, 'Quote Customer')
    const email = `quote-${Date.now()}@example.com`
    // The owner's particulars, as the Settings screen stores them (its form is tested in Jest): the PDF prints them.
    setParticulars({
      gstin: '33AABCG1234E1ZC',
      upiId: 'gopuramholidays@okaxis',
      bankAccountNumber: '50200012345678',
      ifsc: 'HDFC0001234',
    })
    const { reference, trip, departure, city, catalogPrice } = await postEnquiry(request, testInfo, { name, email })
    const agent = createStaff(testInfo, 'quotes', 'agent')
    await signIn(page, agent)

    // Prefilled from the lead and the catalogue.
    await openNewQuote(page, reference)
    await expect(page.getByRole('textbox', { name: 'Trip', exact: true })).toHaveValue(trip.title)
    await expect(page.getByLabel('Departure day')).toHaveValue(departure.on)
    await expect(page.getByLabel('Boarding city')).toHaveValue(city.city)
    await expect(page.getByLabel('Adults: how many')).toHaveValue('2')
    if (catalogPrice !== undefined) {
      await expect(page.getByLabel('Adult’s price per person (₹)')).toHaveValue(String(catalogPrice))
    }

    // A negative amount and a past last day are refused with their messages; nothing is stored.
    await fillPrices(page)
    await page.getByLabel('Adult’s price per person (₹)').fill('-5')
    await page.getByLabel('Valid until').fill(addDays(todayInIndia(), -1))
    await page.getByRole('button', { name: 'Save quote' }).click()
    await expect(page.getByText('The price per person cannot be negative')).toBeVisible()
    await expect(page.getByText('The quote cannot end in the past')).toBeVisible()
    await expect(page.getByLabel('Adult’s price per person (₹)')).toHaveAttribute('aria-invalid', 'true')
    expect(quoteRows(reference)).toEqual([])

    const validUntil = addDays(todayInIndia(), 10)
    await page.getByLabel('Adult’s price per person (₹)').fill('32500')
    await page.getByLabel('Valid until').fill(validUntil)
    await page.getByLabel('Note to the customer').fill('Seats held for a week on an advance of ₹10,000.')
    await expect(page.getByText('Total ₹86,000')).toBeVisible()
    await page.getByRole('button', { name: 'Save quote' }).click()
    await expect(page).toHaveURL(/\/quotes\/Q-\d{4}-\d{4,}\?version=1$/)
    const [draft] = quoteRows(reference)
    expect(draft).toMatchObject({ version: 1, status: 'draft', total: 86_000, token: null })
    await expect(page.getByRole('heading', { level: 1, name: draft!.number })).toBeVisible()
    await expect(page.getByText('Draft', { exact: true })).toBeVisible()

    // Sent by e-mail: the customer receives it from the outbox, Reply-To the agent, the PDF attached.
    await page.getByRole('button', { name: 'Send by e-mail' }).click()
    await expect(page.getByText('The quote is on its way by e-mail')).toBeVisible()
    await expect(page.getByText('Sent', { exact: true })).toBeVisible()
    const mail = await mailbox.quoteMail(draft!.number)
    expect(mail.subject).toBe(`Your quote ${draft!.number} for ${trip.title}`)
    expect(mail.to?.[0]?.address).toBe(email)
    expect(mail.replyTo?.[0]?.address).toBe(agent.email)
    expect(mail.text).toContain(`₹86,000 for 3 travellers, valid until ${dayText(validUntil)}`)
    const pdf = mail.attachments.find((a) => a.mimeType === 'application/pdf')!
    expect(pdf.filename).toBe(`${draft!.number}.pdf`)
    const text = pdfText(Buffer.from(pdf.content as ArrayBuffer))
    for (const expected of [
      'Gopuram Holidays',
      'GSTIN',
      `Quote ${draft!.number}`,
      trip.title,
      `${dayText(departure.on)} from ${city.city}`,
      `For ${name}`,
      '2 Adults',
      '₹32,500',
      '₹65,000',
      '1 Child',
      '₹24,000',
      'Less: Early booking',
      '₹3,000',
      'Total for 3 travellers',
      '₹86,000',
      `Valid until ${dayText(validUntil)}`,
      'Seats held for a week on an advance of ₹10,000.',
      agent.name,
      // Its full stop is drawn (the page as a picture shows it), but pdftotext does not extract it from this line.
      'This is an estimate, not a tax invoice',
      'GSTIN: 33AABCG1234E1ZC',
      'Place of supply: Tamil Nadu (33)',
      'CGST 2.5%',
      'SGST 2.5%',
      '₹2,150',
      'Grand total',
      '₹90,300',
      'Rupees Ninety Thousand Three Hundred only',
      'Advance (50%), due on confirmation',
      '₹45,150',
      'UPI ID: gopuramholidays@okaxis',
      'IFSC: HDFC0001234',
    ]) {
      expect(text).toContain(expected)
    }

    // The lead is Quoted, and its timeline says so.
    expect(leadStage(reference)).toBe('quoted')

    // The customer's link is their page; the quote's own PDF link opens signed out; a wrong token is a bare 404.
    const link = mail.text!.match(/https?:\/\/\S+\/my\/[A-Za-z0-9_-]+/)![0]
    const token = quoteRows(reference)[0]!.token!
    expect(link.endsWith(`/my/${token}`)).toBe(true)
    const opened = await fetchSignedOut(browser, new URL(`/q/${token}`, page.url()).toString())
    expect(opened.status).toBe(200)
    expect(opened.headers['content-type']).toBe('application/pdf')
    expect(opened.headers['cache-control']).toBe('private, no-store')
    expect(opened.headers['x-robots-tag']).toContain('noindex')
    expect(pdfText(opened.body)).toContain('₹86,000')
    const wrongToken = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`
    const wrong = await fetchSignedOut(browser, new URL(`/q/${wrongToken}`, page.url()).toString())
    expect(wrong.status).toBe(404)
    expect(wrong.body.toString()).toBe('Not found\n')

    // The desk's PDF is the lead's own quote; asked through another lead, it is not found.
    const own = await page.request.get(`/admin/leads/${reference}/quotes/${draft!.number}/pdf?version=1`)
    expect(own.status()).toBe(200)
    expect(own.headers()['content-type']).toBe('application/pdf')
    const other = await postEnquiry(request, testInfo, { name: uniqueName(testInfo, 'Other Customer') })
    const crossed = await page.request.get(`/admin/leads/${other.reference}/quotes/${draft!.number}/pdf?version=1`)
    expect(crossed.status()).toBe(404)

    // A change is version 2, a draft; version 1 stays as sent.
    await page.getByRole('button', { name: 'Change (new version)' }).click()
    await expect(page).toHaveURL(/\?version=2$/)
    await expect(page.getByText('Draft', { exact: true })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: 'Change this draft' })).toBeVisible()
    expect(quoteRows(reference).map((q) => [q.version, q.status, q.total])).toEqual([
      [1, 'sent', 86_000],
      [2, 'draft', 86_000],
    ])

    // The lead's page: Quoted, the quote at its latest version, and the e-mail in its timeline.
    await page.goto(`/admin/leads/${reference}`)
    await expect(page.getByRole('group', { name: 'Status' }).getByRole('button', { name: 'Quoted' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    const quotes = page.getByRole('region', { name: 'Quotes' })
    await expect(quotes.getByRole('link', { name: new RegExp(draft!.number) })).toContainText('v2')
    await expect(page.getByRole('region', { name: 'Activity' })).toContainText(
      `e-mailed quote ${draft!.number} (₹86,000) to`,
    )
  })
})

test.describe('a quote on WhatsApp', () => {
  test('a lead without e-mail: the e-mail button says why, the WhatsApp link carries the quote’s link', async ({
    page,
    request,
    browser,
  }, testInfo) => {
    const name = uniqueName(testInfo, 'WhatsApp Customer')
    const { reference, trip } = await postEnquiry(request, testInfo, { name })
    const agent = createStaff(testInfo, 'quotes-wa', 'agent')
    await signIn(page, agent)
    await openNewQuote(page, reference)
    const noSideScroll = async () =>
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        page.viewportSize()!.width,
      )
    await noSideScroll()
    await page.getByLabel('Adult’s price per person (₹)').fill('30000')
    await page.getByRole('button', { name: 'Save quote' }).click()
    await expect(page).toHaveURL(/\?version=1$/)
    await noSideScroll()

    await expect(page.getByRole('button', { name: 'Send by e-mail' })).toBeDisabled()
    await expect(page.getByText('This lead gave no e-mail address: send the quote on WhatsApp.')).toBeVisible()
    await page.getByRole('button', { name: 'Send on WhatsApp' }).click()
    const whatsapp = page.getByRole('link', { name: 'WhatsApp the link' })
    await expect(whatsapp).toBeVisible()
    const box = await whatsapp.boundingBox()
    expect(box!.height).toBeGreaterThanOrEqual(44)
    const [row] = quoteRows(reference)
    expect(row).toMatchObject({ status: 'sent', total: 60_000 })
    const href = new URL((await whatsapp.getAttribute('href'))!)
    expect(href.origin + href.pathname).toBe('https://wa.me/919840012345')
    const message = href.searchParams.get('text')!
    expect(message).toContain(`Your quote ${row!.number} for ${trip.title}`)
    const link = message.match(/https?:\/\/\S+\/my\/([A-Za-z0-9_-]+)$/)!
    expect(link[1]).toBe(row!.token)
    expect(leadStage(reference)).toBe('quoted')

    const opened = await fetchSignedOut(browser, new URL(`/q/${row!.token}`, page.url()).toString())
    expect(opened.status).toBe(200)
    expect(pdfText(opened.body)).toContain('₹60,000')
    await noSideScroll()
  })
})

// The quote's words, its PDF and its message, the same from any width; the quote page on a phone is checked above.
test.describe('a quote in Tamil', { tag: ONE_WIDTH }, () => {
  test('a Tamil lead’s quote starts in Tamil; its PDF and WhatsApp message are worded in Tamil throughout', async ({
    page,
    request,
    browser,
  }, testInfo) => {
    const tamil = seedTripsTamil[TRIP]!
    const words = MESSAGES.ta.quote
    const name = uniqueName(testInfo, 'Tamil Customer')
    const { reference, trip } = await postEnquiry(request, testInfo, { name, locale: 'ta' })
    const agent = createStaff(testInfo, 'quotes-ta', 'agent')
    await signIn(page, agent)

    // The language the visitor wrote in, and the catalogue's lists in it; English swaps them while untouched.
    await openNewQuote(page, reference)
    const language = page.getByLabel('Language', { exact: true })
    await expect(language).toHaveValue('ta')
    await expect(language.getByRole('option', { name: 'தமிழ்' })).toHaveAttribute('lang', 'ta')
    const included = page.getByLabel('Included', { exact: true })
    await expect(included).toHaveValue(tamil.includes!.join('\n'))
    await language.selectOption('en')
    await expect(included).not.toHaveValue(tamil.includes!.join('\n'))
    await expect(included).not.toHaveValue('')
    await language.selectOption('ta')
    await expect(included).toHaveValue(tamil.includes!.join('\n'))
    await expect(page.getByRole('textbox', { name: 'Trip', exact: true })).toHaveValue(trip.title)

    await page.getByLabel('Adult’s price per person (₹)').fill('132500')
    await page.getByRole('button', { name: 'Add a discount' }).click()
    await page.getByLabel('Discount for').fill('முன்கூட்டிய முன்பதிவு')
    await page.getByLabel('Amount (₹)').fill('5000')
    const validUntil = addDays(todayInIndia(), 10)
    await page.getByLabel('Valid until').fill(validUntil)
    await page.getByRole('button', { name: 'Save quote' }).click()
    await expect(page).toHaveURL(/\?version=1$/)
    await expect(page.getByText(/ · in Tamil$/)).toBeVisible()

    // On WhatsApp in Tamil, the trip by its Tamil title.
    await page.getByRole('button', { name: 'Send on WhatsApp' }).click()
    const whatsapp = page.getByRole('link', { name: 'WhatsApp the link' })
    await expect(whatsapp).toBeVisible()
    const [row] = quoteRows(reference)
    expect(row).toMatchObject({ status: 'sent', total: 260_000 })
    const message = new URL((await whatsapp.getAttribute('href'))!).searchParams.get('text')!
    expect(message).toContain(`உங்கள் விலைப்புள்ளி ${row!.number} (${tamil.title})`)

    // The customer's PDF: every word of the document in Tamil, what the agent typed as typed.
    const opened = await fetchSignedOut(browser, new URL(`/q/${row!.token}`, page.url()).toString())
    expect(opened.status).toBe(200)
    const drawn = pdfText(opened.body)
    // The text layer keeps a vowel sign drawn before its consonant first (ெ ே ை); read back as typed.
    expect(drawn).toMatch(/[\u0BC6-\u0BC8][\u0B95-\u0BB9]/)
    const text = tamilAsTyped(drawn).replace(/\s+/g, ' ')
    for (const expected of [
      `விலைப்புள்ளி ${row!.number}`,
      tamil.title,
      words.document.price,
      words.document.travellers,
      words.document.perPerson,
      '2 பெரியவர்கள்',
      '₹1,32,500',
      '₹2,65,000',
      'தள்ளுபடி: முன்கூட்டிய முன்பதிவு',
      '2 பயணிகளுக்கு மொத்தம்',
      '₹2,60,000',
      words.document.included,
      tamil.includes![0]!,
      `${formatDay(validUntil, 'ta')} வரை செல்லுபடியாகும்`,
      words.document.consultant,
      'மயிலாப்பூர்',
    ]) {
      expect(text).toContain(expected.replace(/\s+/g, ' '))
    }
    for (const english of [
      'Quote ',
      'Price',
      'Adults',
      'Total for',
      'Valid until',
      'Included',
      'Less:',
      'not a booking',
    ])
      expect(text).not.toContain(english)
  })
})
