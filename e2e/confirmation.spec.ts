import { expect, test, type Locator, type Page } from '@playwright/test'
import { createTranslator } from 'use-intl/core'
import { seedTrips } from '@/lib/catalog/seed/data'
import { callBackWords, type CallBack } from '@/lib/leads/intake/confirmation'
import enForms from '@/messages/en/forms.json'
import taForms from '@/messages/ta/forms.json'
import { storedLeads } from './lead-store'
import { likeAPerson, toast, uniqueName } from './support'

/**
 * After an enquiry the form gives way to its confirmation (components/forms/lead-confirmation.tsx),
 * in English and in Tamil: the stored lead's reference, when the agency will call (the promise the
 * POST's answer carried, worked out on the server), "Continue on WhatsApp" with a message that
 * carries the reference, and a way back. The spec's toast is still shown. The promise's rules and the
 * e-mail are checked in Jest (tests/lead-confirmation.test.ts).
 */

const trip = seedTrips[0]!

test.beforeEach(async ({ page }, testInfo) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `e2e-${testInfo.project.name}-${testInfo.testId}-${Date.now()}` })
  await page.clock.install()
})

/** The promise in words, as the page's messages say it. */
function promiseWords(callBack: CallBack, locale: 'en' | 'ta'): string {
  const messages = { forms: locale === 'en' ? enForms : taForms }
  const t = createTranslator({ locale, messages, namespace: 'forms.confirmation' })
  const words = callBackWords(callBack)
  return words.key === 'callBefore' ? t('callBefore', words.values) : t('callMorning', words.values)
}

/** Sends the form and answers the POST's body (its reference and promise). */
async function send(page: Page, submit: Locator, path: string) {
  const answer = page.waitForResponse(
    (response) => response.url().endsWith(path) && response.request().method() === 'POST',
  )
  await likeAPerson(page)
  await submit.click()
  return (await (await answer).json()) as { reference: string; callBack: CallBack }
}

test('a trip enquiry on a phone: the reference, the promise, WhatsApp with the trip, and back to the trip', async ({
  page,
}, testInfo) => {
  await page.goto(`/trip/${trip.slug}`)
  const form = page.locator('form[data-form="trip-enquiry"]')
  const visitor = uniqueName(testInfo, 'Confirmed Visitor')
  await form.getByLabel('Full name').fill(visitor)
  await form.getByLabel('Phone number').fill('+91 98400 12345')
  const answer = await send(page, form.getByRole('button', { name: 'Send Enquiry' }), '/api/web/enquiry/create')

  // The spec's toast stays.
  await expect(toast(page, 'Enquiry Submitted')).toContainText('Thank you for your enquiry. We will contact you soon!')
  const panel = page.getByRole('status').filter({ has: page.getByRole('heading', { name: `Thank you, ${visitor}` }) })
  await expect(panel).toBeVisible()
  await expect(form).toHaveCount(0)
  await expect(panel.getByRole('heading')).toBeFocused()

  const [row] = storedLeads('name', visitor)
  expect(row).toMatchObject({
    kind: 'tripEnquiry',
    form: 'trip-enquiry',
    status: 'stored',
    reference: answer.reference,
  })
  await expect(panel.locator('[data-reference]')).toHaveText(row!.reference)
  const promise = promiseWords(answer.callBack, 'en')
  expect(promise).toMatch(
    /^We'll call you (today before \d{1,2}(:\d\d)? (am|pm)|this morning|tomorrow morning|on \w+day morning)$/,
  )
  await expect(panel.locator('[data-call-back]')).toHaveText(promise)

  const whatsapp = panel.getByRole('link', { name: 'Continue on WhatsApp' })
  const href = new URL((await whatsapp.getAttribute('href'))!)
  expect(href.origin + href.pathname).toBe('https://wa.me/919840061200')
  const text = href.searchParams.get('text')!
  expect(text).toContain(`my enquiry reference is ${row!.reference}`)
  expect(text).toContain(`Trip: ${trip.title}`)
  await expect(panel.getByRole('link', { name: 'Back to the trip' })).toHaveAttribute('href', `/trip/${trip.slug}`)
  // Nothing on the phone's screen scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  )
})

test('a message from the Tamil contact page: the confirmation in Tamil', async ({ page }, testInfo) => {
  await page.goto('/ta/contact')
  const form = page.locator('form[data-form="contact"]')
  const visitor = uniqueName(testInfo, 'Tamil Visitor')
  await form.locator('input[name="name"]').fill(visitor)
  await form.locator('input[name="email"]').fill('tamil.visitor@example.com')
  await form.locator('input[name="mobileNumber"]').fill('044 2345 6789')
  await form.locator('input[name="subject"]').fill('காசி யாத்திரை')
  await form.locator('textarea[name="message"]').fill('நான்கு பேர்')
  const answer = await send(page, form.locator('button[type="submit"]'), '/api/web/contact/create')

  await expect(toast(page, 'செய்தி அனுப்பப்பட்டது')).toContainText('விரைவில் உங்களைத் தொடர்புகொள்வோம்!')
  const panel = page.getByRole('status').filter({ has: page.getByRole('heading', { name: `நன்றி, ${visitor}` }) })
  await expect(panel).toBeVisible()
  await expect(panel.getByRole('heading')).toBeFocused()

  const [row] = storedLeads('name', visitor)
  expect(row).toMatchObject({ kind: 'contact', form: 'contact', locale: 'ta', reference: answer.reference })
  await expect(panel.locator('[data-reference]')).toHaveText(row!.reference)
  await expect(panel).toContainText('உங்கள் குறிப்பு எண்')
  const promise = promiseWords(answer.callBack, 'ta')
  expect(promise).toMatch(/உங்களை அழைப்போம்$/)
  await expect(panel.locator('[data-call-back]')).toHaveText(promise)

  const whatsapp = panel.getByRole('link', { name: 'WhatsApp-இல் தொடருங்கள்' })
  const text = new URL((await whatsapp.getAttribute('href'))!).searchParams.get('text')!
  expect(text).toBe(`வணக்கம் கோபுரம் ஹாலிடேஸ், என் விசாரணையின் குறிப்பு எண் ${row!.reference}.`)
  await expect(panel.getByRole('link', { name: 'முகப்புப் பக்கத்துக்குத் திரும்ப' })).toHaveAttribute('href', '/ta')
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  )
})
