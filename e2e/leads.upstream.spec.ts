import { expect, test, type APIRequestContext, type TestInfo } from '@playwright/test'
import { POPUP_SHOWN_STORAGE_KEY } from '@/lib/leads/client/popup-shown'
import { ENQUIRY_POPUP_DELAY_MS } from '@/lib/site/constants'
import { seedTrips } from '@/lib/catalog/seed/data'
import { todayInIndia } from '@/lib/site/format'
import { stubRecordsAt } from './stub-records'
import { withSiteDb } from './lead-store'
import { contactLead, likeAPerson, servers, stub, type StubRequest, toast, uniqueName } from './support'

/**
 * Lead delivery against the upstream build: the exact contract payload (docs/product.md §3) each form makes the
 * stub provider receive, the outbox when the provider is down (the visitor still hears
 * "success", the lead arrives once the provider is back), one lead per submission, and a provider
 * that took a lead but never answered: the retry carries the same Idempotency-Key, so a provider
 * that honours it keeps one lead (delivery is at least once; once where the key is honoured).
 */

const trip = seedTrips[0]
/** What the stub noted beyond the leads it recorded: every attempt with its key. */
const provider = stubRecordsAt(servers.stub.url)

function storedLeads(name: string): { status: string; attempts: number; idempotency_key: string }[] {
  return withSiteDb(
    servers.upstream.env.DATA_DIR,
    (db) =>
      db
        .prepare(
          `SELECT status, attempts, idempotency_key FROM leads WHERE json_extract(payload, '$.name') = ? ORDER BY id`,
        )
        .all(name) as { status: string; attempts: number; idempotency_key: string }[],
  )
}

/** The POSTs the stub received whose body has this name (or e-mail). */
async function received(field: 'name' | 'email', value: string): Promise<StubRequest[]> {
  return (await stub.requests()).filter(
    (r) =>
      r.method === 'POST' &&
      typeof r.body === 'object' &&
      r.body !== null &&
      (r.body as Record<string, unknown>)[field] === value,
  )
}

async function receivedOnce(field: 'name' | 'email', value: string): Promise<StubRequest> {
  await expect.poll(async () => (await received(field, value)).length, { timeout: 30_000 }).toBe(1)
  return (await received(field, value))[0]
}

/** A contact lead posted straight to the site's endpoint, from a client of its own (the limit is per client). */
async function postLead(request: APIRequestContext, name: string) {
  const res = await request.post('/api/web/contact/create', {
    headers: { 'x-forwarded-for': `e2e-up-api-${name.replace(/\s+/g, '-')}` },
    data: contactLead({ name }),
  })
  return { status: res.status(), reference: ((await res.json()) as { reference?: string }).reference }
}

/**
 * Resolves once the site's outbox deliverer has delivered a lead of its own: a marker whose
 * first attempt (in the visitor's request) the provider refuses, so only the deliverer can deliver
 * it. The deliverer takes due leads oldest first, so by then it has had its chance to send again
 * anything it would have sent again.
 */
async function delivererHasRun(request: APIRequestContext, testInfo: TestInfo): Promise<void> {
  const marker = uniqueName(testInfo, 'Up Marker')
  await stub.configure({ postsDown: true })
  expect((await postLead(request, marker)).status).toBe(201)
  await stub.configure({ postsDown: false })
  await receivedOnce('name', marker)
  expect((await provider.attemptsFor(marker)).map((attempt) => attempt.outcome)).toContain('refused')
}

test.beforeEach(async ({ page }, testInfo) => {
  await stub.reset()
  await provider.resetModes()
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `e2e-up-${testInfo.testId}-${Date.now()}` })
  await page.clock.install()
})

test.afterEach(async () => {
  await stub.reset()
  await provider.resetModes()
})

test.describe('each form sends the exact contract payload upstream', () => {
  test('trip enquiry → POST /api/web/enquiry/create', async ({ page }, testInfo) => {
    await page.goto(`/trip/${trip.slug}`)
    const form = page.locator('form[data-form="trip-enquiry"]')
    const visitor = uniqueName(testInfo, 'Up Trip')
    await form.getByLabel('Full name').fill(visitor)
    await form.getByLabel('Phone number').fill('9840012345')
    await form.getByLabel('Number of travellers').fill('4')
    await likeAPerson(page)
    await form.getByRole('button', { name: 'Send Enquiry' }).click()
    await expect(toast(page, 'Enquiry Submitted')).toBeVisible()

    const request = await receivedOnce('name', visitor)
    expect(request.path).toBe('/api/web/enquiry/create')
    expect(request.contentType).toContain('application/json')
    expect(request.body).toEqual({
      name: visitor,
      email: '',
      mobileNumber: '9840012345',
      preferredTravelDate: '',
      numberOfTravellers: 4,
      message: '',
      tripId: trip.slug,
    })
    const [row] = storedLeads(visitor)
    expect(row.status).toBe('delivered')
    expect(request.idempotencyKey).toBe(row.idempotency_key)
  })

  test('contact page → POST /api/web/contact/create', async ({ page }, testInfo) => {
    await page.goto('/contact')
    const form = page.locator('form[data-form="contact"]')
    const visitor = uniqueName(testInfo, 'Up Contact')
    await form.getByLabel('Full name').fill(visitor)
    await form.getByLabel('Email').fill('up.contact@example.com')
    await form.getByLabel('Phone number').fill('044 2345 6789')
    await form.getByLabel('Subject').fill('Kailash')
    await form.getByLabel('Message').fill('<script>alert(1)</script>')
    await likeAPerson(page)
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(toast(page, 'Message Sent')).toBeVisible()
    const request = await receivedOnce('name', visitor)
    expect(request.path).toBe('/api/web/contact/create')
    expect(request.body).toEqual({
      name: visitor,
      email: 'up.contact@example.com',
      mobileNumber: '044 2345 6789',
      subject: 'Kailash',
      message: '<script>alert(1)</script>',
    })
  })

  test('floating dialog → POST /api/web/contact/create with the contact payload', async ({ page }, testInfo) => {
    await page.goto('/contact')
    await page.getByRole('button', { name: 'Enquiry Now' }).click()
    const dialog = page.getByRole('dialog')
    const visitor = uniqueName(testInfo, 'Up Dialog')
    await dialog.getByLabel('Full name').fill(visitor)
    await dialog.getByLabel('Phone number').fill('9840012345')
    await dialog.getByLabel('Email').fill('up.dialog@example.com')
    await dialog.getByLabel('Subject').fill('Ooty')
    await likeAPerson(page)
    await dialog.getByRole('button', { name: 'Send Enquiry' }).click()
    await expect(toast(page, 'Enquiry Sent')).toBeVisible()
    await dialog.getByTestId('lead-confirmation').getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toBeHidden()
    const request = await receivedOnce('name', visitor)
    expect(request.path).toBe('/api/web/contact/create')
    expect(request.body).toEqual({
      name: visitor,
      email: 'up.dialog@example.com',
      mobileNumber: '9840012345',
      subject: 'Ooty',
      message: '',
    })
  })

  for (const [route, type] of [
    ['/honeymoon', 1],
    ['/customized-tours', 2],
  ] as const) {
    test(`${route} → POST /api/web/customized/create with type ${type}`, async ({ page }, testInfo) => {
      await page.goto(route)
      const form = page.locator(`form[data-form="${type === 1 ? 'honeymoon' : 'customized'}"]`)
      const visitor = uniqueName(testInfo, 'Up Request')
      const today = todayInIndia()
      await form.getByLabel('Full name').fill(visitor)
      await form.getByLabel('Email').fill('up.request@example.com')
      await form.getByLabel('Phone number').fill('9840012345')
      await form.getByLabel('Preferred destination').fill('Andaman')
      await form.getByLabel('Number of travellers').fill('2')
      await form.getByLabel('Departure date').fill(today)
      await form.getByLabel('Duration (days)').fill('7')
      await form.getByLabel('Approximate budget').fill('1.5 lakh')
      await form.getByLabel('Special requirements').fill('Sea-view room')
      await likeAPerson(page)
      await form.getByRole('button', { name: 'Submit Request' }).click()
      await expect(toast(page, 'We will contact you soon!')).toBeVisible()
      const request = await receivedOnce('name', visitor)
      expect(request.path).toBe('/api/web/customized/create')
      expect(request.body).toEqual({
        name: visitor,
        email: 'up.request@example.com',
        mobileNumber: '9840012345',
        preferredDestination: 'Andaman',
        numberOfTravellers: 2,
        departureDate: today,
        duration: 7,
        approxBudget: '1.5 lakh',
        specialRequirements: 'Sea-view room',
        type,
      })
    })
  }

  test('home popup → POST /api/enquiry with name, email, phone, message', async ({ page }, testInfo) => {
    await page.goto('/')
    await page.clock.fastForward(ENQUIRY_POPUP_DELAY_MS + 100)
    const popup = page.getByTestId('enquiry-popup')
    const visitor = uniqueName(testInfo, 'Up Popup')
    await popup.getByLabel('Full name').fill(visitor)
    await popup.getByLabel('Phone number').fill('9876543210')
    await popup.getByLabel('Email').fill('up.popup@example.com')
    await likeAPerson(page)
    await popup.getByRole('button', { name: 'Submit Enquiry' }).click()
    await expect(toast(page, 'Enquiry submitted')).toBeVisible()
    const request = await receivedOnce('name', visitor)
    expect(request.path).toBe('/api/enquiry')
    expect(request.body).toEqual({ name: visitor, email: 'up.popup@example.com', phone: '9876543210', message: '' })
  })

  test('newsletter → POST /api/web/email with {email}; the provider\'s "Email already exists" reaches the visitor', async ({
    page,
  }, testInfo) => {
    await page.addInitScript((key) => window.localStorage.setItem(key, 'true'), POPUP_SHOWN_STORAGE_KEY)
    const email = `${uniqueName(testInfo, 'up').replace(/\s+/g, '.').toLowerCase()}@example.com`
    await page.goto('/')
    const form = page.locator('form[data-form="newsletter"]')
    await form.getByLabel('Email address').fill(email)
    await likeAPerson(page)
    await form.getByRole('button', { name: 'Subscribe' }).click()
    await expect(page.getByText('Thank you for subscribing to our newsletter!')).toBeVisible()
    const request = await receivedOnce('email', email)
    expect(request.path).toBe('/api/web/email')
    expect(request.body).toEqual({ email })

    await page.reload()
    await form.getByLabel('Email address').fill(email)
    await likeAPerson(page)
    await form.getByRole('button', { name: 'Subscribe' }).click()
    await expect(toast(page, 'Already Subscribed')).toContainText('This email is already subscribed to our newsletter.')
  })
})

test.describe('the outbox', () => {
  test('upstream down: the visitor still hears success, the lead waits, and arrives exactly once when it is back', async ({
    page,
    request,
  }, testInfo) => {
    await stub.configure({ postsDown: true })
    await page.goto('/contact')
    const form = page.locator('form[data-form="contact"]')
    const visitor = uniqueName(testInfo, 'Up Outbox')
    await form.getByLabel('Full name').fill(visitor)
    await form.getByLabel('Email').fill('outbox@example.com')
    await form.getByLabel('Phone number').fill('9840012345')
    await form.getByLabel('Subject').fill('While you were down')
    await form.getByLabel('Message').fill('Please call back')
    await likeAPerson(page)
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(toast(page, 'Message Sent')).toBeVisible()

    const [waiting] = storedLeads(visitor)
    expect(['pending', 'delivering']).toContain(waiting.status)
    expect(waiting.attempts).toBeGreaterThanOrEqual(1)
    expect(await received('name', visitor)).toHaveLength(0)

    await stub.configure({ postsDown: false })
    const delivered = await receivedOnce('name', visitor)
    expect(delivered.body).toEqual({
      name: visitor,
      email: 'outbox@example.com',
      mobileNumber: '9840012345',
      subject: 'While you were down',
      message: 'Please call back',
    })
    expect(delivered.idempotencyKey).toBe(waiting.idempotency_key)
    await expect.poll(() => storedLeads(visitor)[0].status).toBe('delivered')
    // The deliverer runs again after it: still exactly one.
    await delivererHasRun(request, testInfo)
    expect(await received('name', visitor)).toHaveLength(1)
  })

  test('a double submit makes one lead and one upstream request', async ({ page }, testInfo) => {
    await page.goto('/contact')
    const form = page.locator('form[data-form="contact"]')
    const visitor = uniqueName(testInfo, 'Up Double')
    await form.getByLabel('Full name').fill(visitor)
    await form.getByLabel('Email').fill('double@example.com')
    await form.getByLabel('Phone number').fill('9840012345')
    await form.getByLabel('Subject').fill('Twice')
    await form.getByLabel('Message').fill('Clicked twice')
    let posts = 0
    let answered = 0
    const isLeadPost = (r: import('@playwright/test').Request) =>
      r.method() === 'POST' && r.url().endsWith('/api/web/contact/create')
    page.on('request', (r) => {
      if (isLeadPost(r)) posts += 1
    })
    page.on('requestfinished', (r) => {
      if (isLeadPost(r)) answered += 1
    })
    // The form's code arrives with the first field's focus; a submit before it would be held and sent once.
    await page.waitForLoadState('networkidle')
    await likeAPerson(page)
    // Two submits in the same tick, before the button can disable itself.
    await form.evaluate((el: HTMLFormElement) => {
      el.requestSubmit()
      el.requestSubmit()
    })
    await expect(toast(page, 'Message Sent').first()).toBeVisible()
    await expect.poll(() => posts).toBe(2)
    await receivedOnce('name', visitor)
    // Both posts answered: whatever leads and delivery attempts they made are done.
    await expect.poll(() => answered).toBe(2)
    expect(storedLeads(visitor)).toHaveLength(1)
    expect(await received('name', visitor)).toHaveLength(1)
  })
})

test.describe('a provider that took the lead but whose answer never came', () => {
  test("the retry carries the first attempt's Idempotency-Key; a provider that honours it keeps one lead; the outbox ends delivered", async ({
    request,
  }, testInfo) => {
    await provider.configure({ hangFirstAttempt: true, honourIdempotencyKey: true })
    const visitor = uniqueName(testInfo, 'Up Unanswered')
    // The visitor hears success: the lead is stored, whatever the provider does.
    expect((await postLead(request, visitor)).status).toBe(201)

    // The first attempt was taken and never answered; the site gave up on it and tried again.
    await expect
      .poll(async () => (await provider.attemptsFor(visitor)).map((attempt) => attempt.outcome), { timeout: 30_000 })
      .toEqual(['held', 'replayed'])
    const [first, retry] = await provider.attemptsFor(visitor)
    expect(first!.closedAt, 'the site closed the unanswered attempt').toBeDefined()
    expect(retry!.at).toBeGreaterThanOrEqual(first!.closedAt!)
    await expect.poll(() => storedLeads(visitor)[0]?.status).toBe('delivered')
    const [row] = storedLeads(visitor)
    expect(first!.idempotencyKey).toBe(row.idempotency_key)
    expect(retry!.idempotencyKey).toBe(first!.idempotencyKey)
    expect(row.attempts).toBe(2)
    // One lead at the provider, and it stays one once the deliverer has run again.
    expect(await received('name', visitor)).toHaveLength(1)
    await provider.resetModes()
    await delivererHasRun(request, testInfo)
    expect(await received('name', visitor)).toHaveLength(1)
    expect(await provider.attemptsFor(visitor)).toHaveLength(2)
  })

  test('a provider that ignores the key records that lead twice: delivery is at least once', async ({
    request,
  }, testInfo) => {
    await provider.configure({ hangFirstAttempt: true, honourIdempotencyKey: false })
    const visitor = uniqueName(testInfo, 'Up Twice')
    expect((await postLead(request, visitor)).status).toBe(201)
    await expect
      .poll(async () => (await provider.attemptsFor(visitor)).map((attempt) => attempt.outcome), { timeout: 30_000 })
      .toEqual(['held', 'recorded'])
    await expect.poll(() => storedLeads(visitor)[0]?.status).toBe('delivered')
    const [row] = storedLeads(visitor)
    expect((await received('name', visitor)).map((lead) => lead.idempotencyKey)).toEqual([
      row.idempotency_key,
      row.idempotency_key,
    ])
  })
})
