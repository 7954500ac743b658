import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { followUpShortcuts } from '@/lib/leads/desk/follow-ups'
import { indiaDayOf, officeCalendar } from '@/lib/site/office-hours'
import { postContactLead, withSiteDb } from './lead-store'
import { createStaff, signIn } from './staff'
import { hydrated, servers, uniqueName } from './support'

/**
 * Today as an agent's queue on a phone: the agent opens Today, takes the oldest new lead ("Take
 * it"), calls (the tel: link), and from the next step sets a follow-up for the next working
 * morning, then finds it under that day ("Tomorrow", or its weekday after a Saturday or before a
 * holiday), without scrolling sideways. The server's clock is the real one: the expected morning is
 * computed with the office's calendar the app uses (no holiday is set in the test store), so the
 * assertions hold on any day and at any hour.
 */

const DAY = 86_400_000

test.beforeEach(async ({ page }, testInfo) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `e2e-today-${testInfo.project.name}-${Date.now()}` })
})

const postContact = (request: APIRequestContext, name: string, client: string) =>
  postContactLead(request, { name }, client)

const leadRow = (reference: string) =>
  withSiteDb(servers.embedded.env.DATA_DIR, (db) =>
    db
      .prepare(
        'SELECT l.assignee_id, l.follow_up_at, l.stage, s.email AS assignee_email FROM leads l LEFT JOIN staff s ON s.id = l.assignee_id WHERE l.reference = ?',
      )
      .get(reference),
  ) as { assignee_id: string | null; follow_up_at: number | null; stage: string; assignee_email: string | null }

const noSideScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  )

test('an agent takes the oldest new lead, calls, sets the next working morning and sees it under its day', async ({
  page,
  request,
}, testInfo) => {
  // Four pages and four full-page screenshots on a phone: over a minute on a loaded 2-core machine.
  test.slow()
  const agent = createStaff(testInfo, 'queue', 'agent')
  const name = uniqueName(testInfo, 'Oldest Caller')
  const reference = await postContact(request, name, `client-${testInfo.testId}`)
  // A day older than every other lead of the test store (other specs age their leads too), and at
  // least a year old.
  withSiteDb(
    servers.embedded.env.DATA_DIR,
    (db) => {
      const { oldest } = db.prepare('SELECT MIN(created_at) AS oldest FROM leads').get() as { oldest: number }
      const at = Math.min(oldest, Date.now() - 365 * DAY) - DAY
      db.prepare('UPDATE leads SET created_at = ? WHERE reference = ?').run(at, reference)
    },
    { readonly: false },
  )

  await signIn(page, agent)
  await page.goto('/admin/today')
  await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible()
  const newLeads = page.getByTestId('today-new-leads')
  await expect(newLeads.getByRole('heading', { name: /^New leads, not called yet/ })).toBeVisible()
  const first = newLeads.getByTestId('today-row').first()
  await expect(first).toHaveAttribute('data-reference', reference)
  await expect(first).toContainText(name)
  await expect(first).toContainText(/Came in \d{1,2} \w{3} \d{4}/)
  await noSideScroll(page)
  await page.screenshot({ path: testInfo.outputPath('today-before.png'), fullPage: true })

  // One tap takes it: the lead is the agent's, and the button is gone.
  const take = first.getByRole('button', { name: `Take ${name}` })
  await hydrated(take)
  expect((await take.boundingBox())!.height).toBeGreaterThanOrEqual(44)
  await take.click()
  await expect.poll(() => leadRow(reference).assignee_email).toBe(agent.email)
  const row = page.locator(`[data-testid="today-row"][data-reference="${reference}"]`)
  await expect(row.getByRole('button', { name: /^Take / })).toHaveCount(0)

  // One tap calls, and the next step opens in place.
  const call = row.getByRole('link', { name: `Call ${name}` })
  await expect(call).toHaveAttribute('href', /^tel:\+91\d{10}$/)
  await page.evaluate(() => {
    // The phone's dialler is not there in a test browser: the tap stays on the page.
    document.addEventListener('click', (event) => {
      if ((event.target as Element).closest('a[href^="tel:"]')) event.preventDefault()
    })
  })
  await call.click()
  const next = row.locator('details')
  await expect(next).toHaveAttribute('open', '')
  await noSideScroll(page)
  await next.screenshot({ path: testInfo.outputPath('today-next-step.png') })

  // The next working morning, as the office's calendar says at this instant.
  const morning = followUpShortcuts(Date.now(), officeCalendar()).find((s) => s.choice === 'morning')!
  const button = next.getByRole('button', { name: new RegExp(`^${morning.label}`) })
  await expect(button).toContainText(morning.when)
  await button.click()
  await expect.poll(() => leadRow(reference).follow_up_at).toBe(morning.at)

  // The queue shows it under its day: "Tomorrow · …" or the weekday's name.
  await page.reload()
  const day = indiaDayOf(morning.at)
  const section = page.getByTestId(`today-day-${day}`)
  const tomorrow = indiaDayOf(Date.now() + DAY) === day
  await expect(section.getByRole('heading', { level: 2 })).toHaveText(
    tomorrow ? /^Tomorrow · \w{3} \d{1,2} \w{3}\s*\(\d+\)$/ : /^\w+day · \d{1,2} \w{3}\s*\(\d+\)$/,
  )
  await expect(section.locator(`[data-reference="${reference}"]`)).toContainText(name)
  await expect(newLeads.locator(`[data-reference="${reference}"]`)).toHaveCount(0)
  await noSideScroll(page)
  await page.screenshot({ path: testInfo.outputPath('today-after.png'), fullPage: true })

  // The lead's page offers the same shortcuts.
  await page.goto(`/admin/leads/${reference}`)
  await expect(page.getByRole('region', { name: 'Follow-up' }).getByTestId('follow-up-when')).toHaveText(/^Follow up /)
  await noSideScroll(page)
  await page.screenshot({ path: testInfo.outputPath('lead.png'), fullPage: true })
})
