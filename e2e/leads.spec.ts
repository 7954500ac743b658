import { expect, test, type Locator, type Page } from '@playwright/test'
import { POPUP_SHOWN_STORAGE_KEY } from '@/lib/leads/client/popup-shown'
import { ENQUIRY_POPUP_DELAY_MS } from '@/lib/site/constants'
import { seedTrips } from '@/lib/catalog/seed/data'
import { todayInIndia } from '@/lib/site/format'
import { storedLeads } from './lead-store'
import { enquiryNowButton, installPausedClock, likeAPerson, toast, uniqueName } from './support'
import { ONE_WIDTH } from './tags'

/**
 * Every lead form against the embedded build: validation messages, the submitting state,
 * the toasts of docs/product.md §8, the confirmation that takes the form's place (instead of the
 * spec's reset; e2e/confirmation.spec.ts reads it in full), and the row stored in DATA_DIR/site.db.
 * The popup's delay and its localStorage gate, and the newsletter's three outcomes. Each form is sent at both
 * widths (its fields, its opener and its confirmation are laid out for a phone); what follows a refused or
 * suspicious send (the toasts, the honeypot, the autofill mark) is the same script at every width and is checked
 * at the desktop one (ONE_WIDTH).
 */

const trip = seedTrips[0]
/** A client of its own per test (rate limit), and a controllable clock (minimum fill time). */
test.beforeEach(async ({ page }, testInfo) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `e2e-${testInfo.project.name}-${testInfo.testId}-${Date.now()}` })
  await page.clock.install()
})

/** Holds the form's POST until released, so the submitting state can be seen. */
async function holdPosts(page: Page, urlPath: string) {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(`**${urlPath}`, async (route) => {
    await released
    await route.continue()
  })
  return release
}

async function expectSubmitting(button: Locator, label: string) {
  await expect(button).toBeDisabled()
  await expect(button).toHaveText(label)
}

test.describe('trip enquiry form', () => {
  test('shows field messages, focuses the first error, submits, stores the exact payload and confirms', async ({
    page,
  }, testInfo) => {
    await page.goto(`/trip/${trip.slug}`)
    const form = page.locator('form[data-form="trip-enquiry"]')
    const submit = form.getByRole('button', { name: 'Send Enquiry' })
    await submit.click()
    const name = form.getByLabel('Full name')
    await expect(form.getByText('Please enter your name')).toBeVisible()
    await expect(form.getByText('Please enter your phone number')).toBeVisible()
    await expect(name).toHaveAttribute('aria-invalid', 'true')
    await expect(name).toBeFocused()
    await expect(form.getByLabel('Number of travellers')).toHaveValue('1')

    await form.getByLabel('Email').fill('not-an-email')
    await form.getByLabel('Number of travellers').fill('0')
    await submit.click()
    await expect(form.getByText('Please enter a valid email address')).toBeVisible()
    await expect(form.getByText('At least 1 traveller')).toBeVisible()

    const visitor = uniqueName(testInfo, 'Trip Visitor')
    await name.fill(visitor)
    await form.getByLabel('Phone number').fill('+91 98400 12345')
    await form.getByLabel('Email').fill('visitor@example.com')
    await form.getByLabel('Preferred travel date').fill('Second week of January')
    await form.getByLabel('Number of travellers').fill('3')
    await form.getByLabel('Message').fill('<b>Two seniors</b>, need lower berths')
    await expect(name).not.toHaveAttribute('aria-invalid')

    const release = await holdPosts(page, '/api/web/enquiry/create')
    await likeAPerson(page)
    await submit.click()
    await expectSubmitting(form.getByRole('button', { name: 'Submitting...' }), 'Submitting...')
    release()

    await expect(toast(page, 'Enquiry Submitted')).toContainText(
      'Thank you for your enquiry. We will contact you soon!',
    )
    const confirmation = page.getByTestId('lead-confirmation')
    await expect(confirmation).toBeVisible()
    await expect(form).toHaveCount(0)

    const rows = storedLeads('name', visitor)
    expect(rows).toHaveLength(1)
    await expect(confirmation.locator('[data-reference]')).toHaveText(rows[0].reference)
    expect(rows[0]).toMatchObject({ kind: 'tripEnquiry', form: 'trip-enquiry', status: 'stored' })
    expect(rows[0].payload).toEqual({
      name: visitor,
      email: 'visitor@example.com',
      mobileNumber: '+91 98400 12345',
      preferredTravelDate: 'Second week of January',
      numberOfTravellers: 3,
      message: '<b>Two seniors</b>, need lower berths',
      tripId: trip.slug,
    })
    expect(rows[0].source.page).toBe(`/trip/${trip.slug}`)
  })

  test(
    'shows the failure toast when the server cannot take it, and keeps what was typed',
    { tag: ONE_WIDTH },
    async ({ page }, testInfo) => {
      await page.goto(`/trip/${trip.slug}`)
      await page.route('**/api/web/enquiry/create', (route) =>
        route.fulfill({ status: 503, json: { message: 'down' } }),
      )
      const form = page.locator('form[data-form="trip-enquiry"]')
      const visitor = uniqueName(testInfo, 'Failing Visitor')
      await form.getByLabel('Full name').fill(visitor)
      await form.getByLabel('Phone number').fill('9840012345')
      await likeAPerson(page)
      await form.getByRole('button', { name: 'Send Enquiry' }).click()
      await expect(toast(page, 'Failed to submit your enquiry. Please try again later.')).toBeVisible()
      await expect(form.getByLabel('Full name')).toHaveValue(visitor)
    },
  )

  test(
    'a bot that fills the honeypot is told "success" but its lead is kept apart',
    { tag: ONE_WIDTH },
    async ({ page }, testInfo) => {
      await page.goto(`/trip/${trip.slug}`)
      const form = page.locator('form[data-form="trip-enquiry"]')
      const bot = uniqueName(testInfo, 'Bot')
      await form.getByLabel('Full name').fill(bot)
      await form.getByLabel('Phone number').fill('9840012345')
      await form.locator('input[name="website"]').fill('http://spam.example', { force: true })
      await likeAPerson(page)
      await form.getByRole('button', { name: 'Send Enquiry' }).click()
      await expect(toast(page, 'Enquiry Submitted')).toBeVisible()
      expect(storedLeads('name', bot).map((row) => row.status)).toEqual(['spam'])
    },
  )
})

test.describe('contact form', () => {
  test('requires every field, sends the contact payload and confirms', async ({ page }, testInfo) => {
    await page.goto('/contact?utm_source=newsletter&utm_campaign=diwali')
    const form = page.locator('form[data-form="contact"]')
    const submit = form.getByRole('button', { name: 'Send Message' })
    await submit.click()
    for (const message of [
      'Please enter your name',
      'Please enter a valid email address',
      'Please enter your phone number',
      'Please enter a subject',
      'Please enter your message',
    ]) {
      await expect(form.getByText(message)).toBeVisible()
    }
    await expect(form.getByLabel('Full name')).toBeFocused()

    const visitor = uniqueName(testInfo, 'Contact Visitor')
    await form.getByLabel('Full name').fill(visitor)
    await form.getByLabel('Email').fill('contact@example.com')
    await form.getByLabel('Phone number').fill('044 2345 6789')
    await form.getByLabel('Subject').fill('Group booking')
    await form.getByLabel('Message').fill("'); DROP TABLE leads; --")

    const release = await holdPosts(page, '/api/web/contact/create')
    await likeAPerson(page)
    await submit.click()
    await expectSubmitting(form.getByRole('button', { name: 'Sending...' }), 'Sending...')
    release()
    await expect(toast(page, 'Message Sent')).toContainText('Your message has been sent. We will contact you soon!')
    await expect(form).toHaveCount(0)

    const [row] = storedLeads('name', visitor)
    expect(row).toMatchObject({ kind: 'contact', form: 'contact', status: 'stored' })
    await expect(page.getByTestId('lead-confirmation').locator('[data-reference]')).toHaveText(row.reference)
    expect(row.payload).toEqual({
      name: visitor,
      email: 'contact@example.com',
      mobileNumber: '044 2345 6789',
      subject: 'Group booking',
      message: "'); DROP TABLE leads; --",
    })
    // First-landing attribution travels with the lead.
    expect(row.source).toMatchObject({ utm_source: 'newsletter', utm_campaign: 'diwali', page: '/contact' })
  })

  test('shows the failure toast when sending fails', { tag: ONE_WIDTH }, async ({ page }) => {
    await page.goto('/contact')
    await page.route('**/api/web/contact/create', (route) => route.abort())
    const form = page.locator('form[data-form="contact"]')
    await form.getByLabel('Full name').fill('Someone')
    await form.getByLabel('Email').fill('someone@example.com')
    await form.getByLabel('Phone number').fill('9840012345')
    await form.getByLabel('Subject').fill('Hello')
    await form.getByLabel('Message').fill('Hi')
    await likeAPerson(page)
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(toast(page, 'Failed to send your message. Please try again later.')).toBeVisible()
  })
})

test.describe('floating Enquiry Now dialog', () => {
  test('requires name, email, phone and subject, sends the contact payload and closes', async ({ page }, testInfo) => {
    await page.goto('/pilgrimage')
    await enquiryNowButton(page).click()
    const dialog = page.getByRole('dialog')
    const submit = dialog.getByRole('button', { name: 'Send Enquiry' })
    await submit.click()
    for (const message of [
      'Please enter your name',
      'Please enter your phone number',
      'Please enter a valid email address',
      'Please enter a subject',
    ]) {
      await expect(dialog.getByText(message)).toBeVisible()
    }
    await expect(dialog.getByText('Please enter your message')).toHaveCount(0)

    const visitor = uniqueName(testInfo, 'Dialog Visitor')
    await dialog.getByLabel('Full name').fill(visitor)
    await dialog.getByLabel('Phone number').fill('9840012345')
    await dialog.getByLabel('Email').fill('dialog@example.com')
    await dialog.getByLabel('Subject').fill('Rameswaram in March')

    const release = await holdPosts(page, '/api/web/contact/create')
    await likeAPerson(page)
    await submit.click()
    await expectSubmitting(dialog.getByRole('button', { name: 'Sending...' }), 'Sending...')
    release()
    await expect(toast(page, 'Enquiry Sent')).toContainText('Your enquiry has been sent. We will contact you soon!')
    // The dialog shows the confirmation instead of closing at once; Close closes it.
    const confirmation = dialog.getByTestId('lead-confirmation')

    const [row] = storedLeads('name', visitor)
    expect(row).toMatchObject({ kind: 'contact', form: 'enquiry-dialog', status: 'stored' })
    await expect(confirmation.locator('[data-reference]')).toHaveText(row.reference)
    await confirmation.getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toBeHidden()
    expect(row.payload).toEqual({
      name: visitor,
      email: 'dialog@example.com',
      mobileNumber: '9840012345',
      subject: 'Rameswaram in March',
      message: '',
    })
  })

  test('shows its failure toast and stays open when sending fails', { tag: ONE_WIDTH }, async ({ page }) => {
    await page.goto('/pilgrimage')
    await page.route('**/api/web/contact/create', (route) => route.fulfill({ status: 500, body: 'oops' }))
    await enquiryNowButton(page).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel('Full name').fill('Someone')
    await dialog.getByLabel('Phone number').fill('9840012345')
    await dialog.getByLabel('Email').fill('someone@example.com')
    await dialog.getByLabel('Subject').fill('Hello')
    await likeAPerson(page)
    await dialog.getByRole('button', { name: 'Send Enquiry' }).click()
    await expect(toast(page, 'Failed to send your enquiry. Please try again later.')).toBeVisible()
    await expect(dialog).toBeVisible()
  })
})

test.describe('honeymoon and customized requests', () => {
  for (const [route, type, success] of [
    ['/honeymoon', 1, 'Thank you for your Honeymoon Trip request. We will contact you soon!'],
    ['/customized-tours', 2, 'Thank you for your customized tour request. We will contact you soon!'],
  ] as const) {
    test(`${route}: every field but special requirements, no past departure, type ${type}`, async ({
      page,
    }, testInfo) => {
      await page.goto(route)
      const form = page.locator(`form[data-form="${type === 1 ? 'honeymoon' : 'customized'}"]`)
      const submit = form.getByRole('button', { name: 'Submit Request' })
      await submit.click()
      for (const message of [
        'Please enter your name',
        'Please enter a valid email address',
        'Please enter your phone number',
        'Please enter your preferred destination',
        'Please choose a departure date',
        'Please enter the duration in days',
        'Please enter your approximate budget',
      ]) {
        await expect(form.getByText(message)).toBeVisible()
      }
      await expect(form.getByLabel('Number of travellers')).toHaveValue('1')
      const today = todayInIndia()
      await expect(form.getByLabel('Departure date')).toHaveAttribute('min', today)

      const visitor = uniqueName(testInfo, 'Request Visitor')
      await form.getByLabel('Full name').fill(visitor)
      await form.getByLabel('Email').fill('couple@example.com')
      await form.getByLabel('Phone number').fill('9840012345')
      await form.getByLabel('Preferred destination').fill('Bali')
      await form.getByLabel('Number of travellers').fill('2')
      await form.getByLabel('Departure date').fill('2020-01-01')
      await form.getByLabel('Duration (days)').fill('0')
      await form.getByLabel('Approximate budget').fill('₹2,00,000')
      await submit.click()
      await expect(form.getByText('The departure date cannot be earlier than today')).toBeVisible()
      await expect(form.getByText('At least 1 day')).toBeVisible()

      await form.getByLabel('Departure date').fill(today)
      await form.getByLabel('Duration (days)').fill('6')
      const release = await holdPosts(page, '/api/web/customized/create')
      await likeAPerson(page)
      await submit.click()
      await expectSubmitting(form.getByRole('button', { name: 'Submitting...' }), 'Submitting...')
      release()
      await expect(toast(page, success)).toBeVisible()
      await expect(form).toHaveCount(0)

      const [row] = storedLeads('name', visitor)
      expect(row).toMatchObject({ kind: 'customized', status: 'stored' })
      await expect(page.getByTestId('lead-confirmation').locator('[data-reference]')).toHaveText(row.reference)
      expect(row.payload).toEqual({
        name: visitor,
        email: 'couple@example.com',
        mobileNumber: '9840012345',
        preferredDestination: 'Bali',
        numberOfTravellers: 2,
        departureDate: today,
        duration: 6,
        approxBudget: '₹2,00,000',
        specialRequirements: '',
        type,
      })
    })
  }

  test('shows the failure toast when the request cannot be sent', { tag: ONE_WIDTH }, async ({ page }) => {
    await page.goto('/honeymoon')
    await page.route('**/api/web/customized/create', (route) => route.fulfill({ status: 503, json: {} }))
    const form = page.locator('form[data-form="honeymoon"]')
    await form.getByLabel('Full name').fill('Someone')
    await form.getByLabel('Email').fill('someone@example.com')
    await form.getByLabel('Phone number').fill('9840012345')
    await form.getByLabel('Preferred destination').fill('Goa')
    await form.getByLabel('Departure date').fill(todayInIndia())
    await form.getByLabel('Duration (days)').fill('3')
    await form.getByLabel('Approximate budget').fill('50k')
    await likeAPerson(page)
    await form.getByRole('button', { name: 'Submit Request' }).click()
    await expect(toast(page, 'Failed to submit your request. Please try again later.')).toBeVisible()
  })
})

test.describe('home first-visit popup', () => {
  test('opens 2 s after load, and once closed never again, across reloads', async ({ page }) => {
    // Time stands still from before the page loads, so the delay is measured exactly.
    await installPausedClock(page)
    await page.goto('/')
    const popup = page.getByTestId('enquiry-popup')
    await page.clock.fastForward(ENQUIRY_POPUP_DELAY_MS - 300)
    await expect(popup).toBeHidden()
    await page.clock.fastForward(600)
    await expect(popup).toBeVisible()
    await expect(popup.getByRole('heading', { name: 'Let us plan it for you' })).toBeVisible()
    // The focus goes to Close, not to a field: no phone keyboard covers the popup before it is read.
    await expect(popup.getByRole('button', { name: 'Close' })).toBeFocused()

    await popup.getByRole('button', { name: 'Close' }).click()
    await expect(popup).toBeHidden()
    expect(await page.evaluate((key) => window.localStorage.getItem(key), POPUP_SHOWN_STORAGE_KEY)).not.toBeNull()

    await page.reload()
    await page.clock.fastForward(ENQUIRY_POPUP_DELAY_MS * 3)
    await expect(popup).toBeHidden()
  })

  test('asks for the missing name and phone, then submits, stores and never shows again', async ({
    page,
  }, testInfo) => {
    await page.goto('/')
    const popup = page.getByTestId('enquiry-popup')
    // The popup's timer starts when the page has hydrated, which on a busy machine can be after the
    // first move of the clock: move it again until the popup is up.
    await expect(async () => {
      await page.clock.fastForward(ENQUIRY_POPUP_DELAY_MS + 100)
      await expect(popup).toBeVisible({ timeout: 1000 })
    }).toPass({ timeout: 30_000 })
    const submit = popup.getByRole('button', { name: 'Submit Enquiry' })
    await submit.click()
    await expect(toast(page, 'Missing information')).toContainText('Please fill in all required fields')
    await expect(popup.getByText('Please enter your name')).toBeVisible()

    const visitor = uniqueName(testInfo, 'Popup Visitor')
    await popup.getByLabel('Full name').fill(visitor)
    await popup.getByLabel('Phone number').fill('98765 43210')
    await popup.getByLabel('Message').fill('Kailash next summer')
    const release = await holdPosts(page, '/api/enquiry')
    await likeAPerson(page)
    await submit.click()
    await expectSubmitting(popup.getByRole('button', { name: 'Submitting...' }), 'Submitting...')
    release()
    await expect(toast(page, 'Enquiry submitted')).toContainText("We'll get back to you as soon as possible!")
    // The popup shows the confirmation; its Close closes it.
    const confirmation = popup.getByTestId('lead-confirmation')

    const [row] = storedLeads('name', visitor)
    expect(row).toMatchObject({ kind: 'popupEnquiry', form: 'popup', status: 'stored' })
    await expect(confirmation.locator('[data-reference]')).toHaveText(row.reference)
    await confirmation.getByRole('button', { name: 'Close' }).click()
    await expect(popup).toBeHidden()
    expect(row.payload).toEqual({ name: visitor, email: '', phone: '98765 43210', message: 'Kailash next summer' })

    await page.reload()
    await page.clock.fastForward(ENQUIRY_POPUP_DELAY_MS * 3)
    await expect(popup).toBeHidden()
  })

  test(
    'a form sent faster than a person types (autofill) is a lead like any other, marked for a check',
    { tag: ONE_WIDTH },
    async ({ page }, testInfo) => {
      // Time stands still: the form is sent the instant it is shown, as autofill (or a bot) can.
      await installPausedClock(page)
      await page.goto('/')
      await page.clock.fastForward(ENQUIRY_POPUP_DELAY_MS + 100)
      const popup = page.getByTestId('enquiry-popup')
      const visitor = uniqueName(testInfo, 'Fast Filler')
      await popup.getByLabel('Full name').fill(visitor)
      await popup.getByLabel('Phone number').fill('9876543210')
      await popup.getByRole('button', { name: 'Submit Enquiry' }).click()
      // The toast library needs its timers.
      await page.clock.resume()
      await expect(toast(page, 'Enquiry submitted')).toBeVisible()
      const [row, ...others] = storedLeads('name', visitor)
      expect(others).toEqual([])
      expect(row).toMatchObject({ kind: 'popupEnquiry', status: 'stored' })
      expect(row!.sent_fast_ms).toBeGreaterThanOrEqual(0)
      expect(row!.sent_fast_ms).toBeLessThan(1500)
    },
  )

  test('shows its failure toast when the enquiry is refused', { tag: ONE_WIDTH }, async ({ page }) => {
    await page.goto('/')
    await page.route('**/api/enquiry', (route) => route.fulfill({ status: 500, json: {} }))
    await page.clock.fastForward(ENQUIRY_POPUP_DELAY_MS + 100)
    const popup = page.getByTestId('enquiry-popup')
    await popup.getByLabel('Full name').fill('Someone')
    await popup.getByLabel('Phone number').fill('9876543210')
    await likeAPerson(page)
    await popup.getByRole('button', { name: 'Submit Enquiry' }).click()
    await expect(toast(page, 'Submission failed')).toContainText(
      "We couldn't process your enquiry. Please try again later.",
    )
    await expect(popup).toBeVisible()
  })
})

test.describe('newsletter', () => {
  const form = (page: Page) => page.locator('form[data-form="newsletter"]')

  // The first-visit popup would cover the home page; these tests are about the newsletter.
  test.beforeEach(async ({ page }) => {
    await page.addInitScript((key) => window.localStorage.setItem(key, 'true'), POPUP_SHOWN_STORAGE_KEY)
  })

  test('rejects an address without "@" with the Invalid email toast', { tag: ONE_WIDTH }, async ({ page }) => {
    await page.goto('/')
    await form(page).getByLabel('Email address').fill('devi.example.com')
    await form(page).getByRole('button', { name: 'Subscribe' }).click()
    await expect(toast(page, 'Invalid email')).toContainText('Please enter a valid email address')
    await expect(form(page).getByLabel('Email address')).toHaveAttribute('aria-invalid', 'true')
  })

  test('subscribes, replaces the form, and answers a repeat with Already Subscribed', async ({ page }, testInfo) => {
    const email = `${uniqueName(testInfo, 'reader').replace(/\s+/g, '.').toLowerCase()}@example.com`
    await page.goto('/')
    await form(page).getByLabel('Email address').fill(email)
    const release = await holdPosts(page, '/api/web/email')
    await likeAPerson(page)
    await form(page).getByRole('button', { name: 'Subscribe' }).click()
    await expectSubmitting(form(page).getByRole('button', { name: 'Subscribing...' }), 'Subscribing...')
    release()
    await expect(toast(page, 'Success!')).toContainText("You've been subscribed to our newsletter")
    await expect(page.getByText('Thank you for subscribing to our newsletter!')).toBeVisible()
    await expect(form(page)).toHaveCount(0)
    expect(storedLeads('email', email).map((row) => [row.kind, row.status])).toEqual([['newsletter', 'stored']])

    await page.reload()
    await form(page).getByLabel('Email address').fill(email.toUpperCase())
    await likeAPerson(page)
    await form(page).getByRole('button', { name: 'Subscribe' }).click()
    await expect(toast(page, 'Already Subscribed')).toContainText('This email is already subscribed to our newsletter.')
    await expect(form(page)).toBeVisible()
  })

  test('any other failure gives Subscription failed', { tag: ONE_WIDTH }, async ({ page }) => {
    await page.goto('/')
    await page.route('**/api/web/email', (route) =>
      route.fulfill({ status: 503, json: { message: 'Service unavailable' } }),
    )
    await form(page).getByLabel('Email address').fill('someone@example.com')
    await likeAPerson(page)
    await form(page).getByRole('button', { name: 'Subscribe' }).click()
    await expect(toast(page, 'Subscription failed')).toContainText(
      'Unable to subscribe at this time. Please try again later.',
    )
  })
})
