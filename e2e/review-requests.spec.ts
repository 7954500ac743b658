import { writeFileSync } from 'node:fs'
import { expect, test, type Page, type TestInfo } from '@playwright/test'
import PostalMime from 'postal-mime'
import { startMailbox } from '../tests/support/mailbox'
import { reviewRow, sendReview, storeReturnedBooking } from './rreq-rows'
import { createStaff, signIn, useOwnClientAddress } from './staff'
import { servers, uniqueName } from './support'

test.beforeEach(({ page }, testInfo) => useOwnClientAddress(page, testInfo))

/**
 * A family's review request against the embedded build: a booking back from its trip two days ago
 * is asked by the server's own worker, once, in the family's Tamil, with a link whose token is the
 * stored review's; an agent finds it on Today with the same words and link ready for WhatsApp, and
 * on the booking page sees it sent, then the family's review once they sent it, linked. At 390 px
 * and 1280 px, without scrolling sideways. The phone project alone binds the SMTP port.
 */

test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the phone project alone binds the SMTP port')
})

const noSideScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  )

/** A full-page screenshot kept with the test's output, to be looked at. */
const shot = (page: Page, name: string, testInfo: TestInfo) =>
  page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true })

test('the request goes once by the worker, shows on Today with its WhatsApp link, and on the booking page with the answer', async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000)
  const mailbox = await startMailbox(servers.smtp.port)
  try {
    const name = uniqueName(testInfo, 'Kamala Subramanian')
    const email = `rreq-${Date.now()}@example.com`
    const booking = storeReturnedBooking({ name, email, phone: '+91 98400 66554', language: 'ta' })
    const englishEmail = `rreq-en-${Date.now()}@example.com`
    const english = storeReturnedBooking({
      name: uniqueName(testInfo, 'Ravi Shankar'),
      email: englishEmail,
      phone: '+91 98400 66555',
      language: 'en',
    })
    // The family also gets the booking's welcome home that morning: the review request is the one
    // whose Message-ID is its job's key.
    const requestsTo = (address: string, bookingId: number) =>
      Promise.all(mailbox.received.filter((m) => m.to.includes(address)).map((m) => PostalMime.parse(m.raw))).then(
        (mails) => mails.filter((m) => m.messageId?.startsWith(`<review-request.${bookingId}@`)),
      )
    // The worker sweeps once a minute: the request fell due yesterday at 9 am, so it goes now.
    await expect
      .poll(async () => (await requestsTo(email, booking.bookingId)).length, { timeout: 150_000, intervals: [2000] })
      .toBe(1)
    const [mail] = await requestsTo(email, booking.bookingId)
    const row = reviewRow(booking.bookingId)!
    expect(row.status).toBe('requested')
    const link = `${servers.embedded.url}/review/${row.token}`
    expect(mail.subject).toMatch(/: உங்கள் பயணம் எப்படி இருந்தது\?$/)
    expect(mail.text).toContain(`உங்கள் கருத்தை இங்கே எழுதுங்கள்: ${link}`)
    expect(mail.text).toContain('“வேண்டாம், நன்றி”')
    await expect
      .poll(async () => (await requestsTo(englishEmail, english.bookingId)).length, { timeout: 60_000 })
      .toBe(1)
    const [englishMail] = await requestsTo(englishEmail, english.bookingId)
    expect(englishMail.subject).toBe(`${english.tripTitle}: how was your trip?`)
    // The e-mails as they arrived, to be read.
    writeFileSync(testInfo.outputPath('request-ta.txt'), `Subject: ${mail.subject}\n\n${mail.text}`)
    writeFileSync(testInfo.outputPath('request-en.txt'), `Subject: ${englishMail.subject}\n\n${englishMail.text}`)

    const agent = createStaff(testInfo, 'rreqagent', 'agent')
    await signIn(page, agent)
    await page.goto('/admin/today')
    const section = page.getByTestId('today-review-requests')
    await expect(section.getByRole('heading', { name: /^Reviews asked for today/ })).toBeVisible()
    const item = section.getByTestId('today-review-request').filter({ hasText: name })
    await expect(item).toContainText('Review request · Tamil')
    await expect(item).toContainText(/E-mailed \d{1,2} \w{3} \d{4}/)
    const whatsapp = item.getByRole('link', { name: `WhatsApp the review request to ${name}` })
    const href = (await whatsapp.getAttribute('href'))!
    expect(href).toMatch(/^https:\/\/wa\.me\/919840066554\?text=/)
    expect(decodeURIComponent(href)).toContain(`உங்கள் கருத்தை இங்கே எழுதுங்கள்: ${link}`)
    expect((await whatsapp.boundingBox())!.height).toBeGreaterThanOrEqual(44)
    await item.getByText('The message').click()
    await expect(item.locator('p[lang="ta"]')).toContainText(link)
    await noSideScroll(page)
    await shot(page, 'today-390', testInfo)

    await item.getByRole('link', { name, exact: true }).click()
    const panel = page.getByRole('region', { name: 'Review from the family' })
    await expect(panel.locator('[data-kind="request"]')).toHaveAttribute('data-state', 'sent')
    await expect(panel.locator('[data-kind="request"]')).toContainText(/E-mailed \d{1,2} \w{3} \d{4}/)
    await expect(panel.locator('[data-kind="reminder"]')).toContainText(
      /^Review reminderDueDue \d{1,2} \w{3} \d{4}, 9:00 am$/,
    )
    await noSideScroll(page)
    await shot(page, 'booking-asked-390', testInfo)

    sendReview(booking.bookingId)
    await page.reload()
    const answer = panel.locator('[data-kind="answer"]')
    await expect(answer).toContainText('Review received')
    await expect(answer).toContainText('Waiting for a decision')
    await expect(answer.getByRole('img', { name: '4 of 5 stars' })).toBeVisible()
    await expect(answer.getByRole('link', { name: 'Open the review' })).toHaveAttribute(
      'href',
      `/admin/reviews/${row.id}`,
    )
    await noSideScroll(page)
    await shot(page, 'booking-answered-390', testInfo)
    // The family answered: Today no longer asks the agent to send it.
    await page.goto('/admin/today')
    await expect(page.getByTestId('today-review-request').filter({ hasText: name })).toHaveCount(0)

    await page.setViewportSize({ width: 1280, height: 900 })
    await expect(page.getByTestId('today-review-request').filter({ hasText: english.reference })).toHaveCount(1)
    await noSideScroll(page)
    await shot(page, 'today-1280', testInfo)
    await page.goto(`/admin/bookings/${booking.bookingId}`)
    await expect(panel.locator('[data-kind="answer"]')).toContainText('Review received')
    await noSideScroll(page)
    await shot(page, 'booking-answered-1280', testInfo)
    // The worker keeps waking; the request is not sent again.
    expect(await requestsTo(email, booking.bookingId)).toHaveLength(1)
  } finally {
    await mailbox.close()
  }
})
