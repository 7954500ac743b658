import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import PostalMime from 'postal-mime'
import { postContactLead, withSiteDb } from './lead-store'
import { createStaff, signIn, type TestStaff } from './staff'
import { hydrated, servers, uniqueName } from './support'
import { startMailbox } from '../tests/support/mailbox'
import { followUpInWords, followUpShortcuts } from '@/lib/leads/desk/follow-ups'
import { indiaDayOf, officeCalendar, openingOn } from '@/lib/site/office-hours'

/**
 * Follow-ups at the lead desk, on a phone (390 px) and a desktop (1280 px): one tap sets
 * the next working morning on a lead's page, a time in the past is refused with its message and changes nothing,
 * an overdue follow-up is first in the Today view (red, with how late) and counted in the menu, and
 * (desktop only, which binds the SMTP port) the morning digest reaches the staff member once.
 */

const HOUR = 3_600_000

test.beforeEach(async ({ page }, testInfo) => {
  await page.setExtraHTTPHeaders({
    'x-forwarded-for': `e2e-follow-ups-${testInfo.project.name}-${testInfo.testId}-${Date.now()}`,
  })
})

const postContact = (request: APIRequestContext, name: string, client: string) =>
  postContactLead(request, { name }, client)

const staffId = (staff: TestStaff) =>
  withSiteDb(servers.embedded.env.DATA_DIR, (db) => {
    const row = db.prepare('SELECT id FROM staff WHERE email = ?').get(staff.email) as { id: string }
    return row.id
  })

const storedFollowUp = (reference: string) =>
  withSiteDb(servers.embedded.env.DATA_DIR, (db) => {
    const row = db.prepare('SELECT follow_up_at FROM leads WHERE reference = ?').get(reference) as {
      follow_up_at: number | null
    }
    return row.follow_up_at
  })

/** Seeds a lead's follow-up and assignee straight in the store: a time in the past cannot be set from the page. */
const seedFollowUp = (reference: string, at: number, assignee: string) =>
  withSiteDb(
    servers.embedded.env.DATA_DIR,
    (db) =>
      db.prepare('UPDATE leads SET follow_up_at = ?, assignee_id = ? WHERE reference = ?').run(at, assignee, reference),
    { readonly: false },
  )

/** The India date and time field's value of an instant ("2026-11-27T15:30"). */
const indiaField = (ms: number) => new Date(ms + 5.5 * HOUR).toISOString().slice(0, 16)

/** How the page names the India day of an instant in the past: "yesterday", else "Wed, 25 Nov". */
function indiaDayInWords(ms: number): string {
  const indiaDay = (at: number) => new Date(at + 5.5 * HOUR).toISOString().slice(0, 10)
  if (indiaDay(ms) === indiaDay(Date.now() - 24 * HOUR)) return 'yesterday'
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', ...options }).format(ms)
  const year = indiaDay(ms).slice(0, 4) === indiaDay(Date.now()).slice(0, 4) ? '' : ` ${part({ year: 'numeric' })}`
  return `${part({ weekday: 'short' })}, ${part({ day: 'numeric' })} ${part({ month: 'short' })}${year}`
}

const followUpPanel = (page: Page) => page.getByRole('region', { name: 'Follow-up' })

const noSideScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  )

test("the next working morning in one tap on a lead's page; a time in the past is refused and changes nothing", async ({
  page,
  request,
}, testInfo) => {
  const agent = createStaff(testInfo, 'follower', 'agent')
  const name = uniqueName(testInfo, 'Follow Lead')
  const reference = await postContact(request, name, `client-${testInfo.testId}`)
  await signIn(page, agent)
  await page.goto(`/admin/leads/${reference}`)
  const panel = followUpPanel(page)
  await expect(panel.getByTestId('follow-up-when')).toHaveText('No follow-up set')
  await noSideScroll(page)

  // The next working morning as the office's calendar says now (no holiday is set in the test store):
  // "Tomorrow" on a working evening, "Monday" after Saturday's closing.
  const morning = followUpShortcuts(Date.now(), officeCalendar()).find((s) => s.choice === 'morning')!
  const setWords = `Follow up ${followUpInWords(morning.at, Date.now())}`
  const tomorrow = panel.getByRole('button', { name: new RegExp(`^${morning.label}`) })
  await hydrated(tomorrow)
  const box = await tomorrow.boundingBox()
  expect(box!.height).toBeGreaterThanOrEqual(44)
  await tomorrow.click()
  await expect(panel.getByTestId('follow-up-when')).toHaveText(setWords)
  const set = storedFollowUp(reference)!
  expect(set).toBe(morning.at)
  await expect(page.getByRole('main')).toContainText(`${agent.name} set a follow-up for`)

  await panel.getByLabel('Another day and time').fill(indiaField(Date.now() - 2 * HOUR))
  await panel.getByRole('button', { name: 'Set', exact: true }).click()
  await expect(panel.getByRole('status')).toContainText('That time has passed: choose a later time for the follow-up')
  await expect(panel.getByLabel('Another day and time')).toHaveAttribute('aria-invalid', 'true')
  expect(storedFollowUp(reference)).toBe(set)
  await expect(panel.getByTestId('follow-up-when')).toHaveText(setWords)

  await panel.getByRole('button', { name: 'Clear' }).click()
  await expect(panel.getByTestId('follow-up-when')).toHaveText('No follow-up set')
  expect(storedFollowUp(reference)).toBeNull()
  await noSideScroll(page)
})

test('the Today view: an overdue follow-up first, red with how late; counted in the menu; the owner sees whose', async ({
  page,
  request,
}, testInfo) => {
  // Two staff signed in, and Today read by both: close to a minute on a loaded 2-core machine.
  test.slow()
  const agent = createStaff(testInfo, 'today', 'agent')
  const owner = createStaff(testInfo, 'todayowner', 'owner')
  const agentId = staffId(agent)
  const lateName = uniqueName(testInfo, 'Late Caller')
  const late = await postContact(request, lateName, `client-a-${testInfo.testId}`)
  const soon = await postContact(request, uniqueName(testInfo, 'Soon Caller'), `client-b-${testInfo.testId}`)
  const lateAt = Date.now() - 26 * HOUR
  seedFollowUp(late, lateAt, agentId)
  seedFollowUp(soon, Date.now() - 5 * 60_000, agentId)

  await signIn(page, agent)
  const menu = page.getByRole('navigation', { name: 'Back office' })
  // The tab counts the two overdue and the new leads no one has taken yet (other tests add some).
  const tab = menu.getByRole('link', { name: /^Today\s*\d+$/ })
  await expect(tab).toBeVisible()
  expect(Number((await tab.textContent())!.replace(/\D/g, ''))).toBeGreaterThanOrEqual(2)
  await menu.getByRole('link', { name: /^Today/ }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: /^2 overdue/ })).toBeVisible()
  const rows = page.getByTestId('today-overdue').getByTestId('today-row')
  await expect(rows).toHaveCount(2)
  await expect(rows.nth(0)).toContainText(late)
  await expect(rows.nth(0)).toContainText(/1 day late/)
  await expect(rows.nth(1)).toContainText(soon)
  await expect(rows.nth(1)).toContainText(/5 min late/)
  const lateness = rows.nth(0).locator('time').locator('..')
  expect(await lateness.evaluate((el) => getComputedStyle(el).color)).not.toBe(
    await page.getByRole('heading', { level: 1 }).evaluate((el) => getComputedStyle(el).color),
  )
  await expect(rows.nth(0).getByRole('link', { name: /^Call / })).toBeVisible()
  await expect(rows.nth(0).getByRole('link', { name: /^WhatsApp / })).toBeVisible()
  await noSideScroll(page)
  await page.screenshot({ path: testInfo.outputPath('today.png'), fullPage: true })

  // The row is one link to the lead.
  await rows.nth(0).getByRole('link', { name: lateName, exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`/admin/leads/${late}$`))
  // 26 hours ago is the India day before today until 02:00 there, and two days back after midnight.
  await expect(followUpPanel(page).getByTestId('follow-up-when')).toHaveText(
    new RegExp(`^Follow-up overdue: ${indiaDayInWords(lateAt)}, \\d{1,2}:\\d{2} [ap]m \\(1 day late\\)$`),
  )

  // The owner sees everyone's, each with whose it is, and can narrow to one person.
  await page.context().clearCookies()
  await signIn(page, owner)
  await page.goto('/admin/today')
  const ownerRows = page.getByTestId('today-row')
  await expect(ownerRows.filter({ hasText: late })).toContainText(agent.name)
  // Staff of earlier runs share the name: the agent's own chip is the one that asks for their id.
  await page
    .getByRole('navigation', { name: 'Whose queue' })
    .locator(`a[href="/admin/today?person=${encodeURIComponent(agentId)}"]`)
    .click()
  await expect(page).toHaveURL(/person=/)
  await expect(ownerRows).toHaveCount(2)
  await page.getByRole('navigation', { name: 'Whose queue' }).getByRole('link', { name: 'Mine' }).click()
  await expect(page.getByText(/^Nothing to do:/)).toBeVisible()
})

test.describe('the morning digest', () => {
  test.skip(({ isMobile }) => isMobile, 'the desktop project alone binds the SMTP port')
  test.skip(
    () => !openingOn(indiaDayOf(Date.now()), officeCalendar()),
    'no digest on a day the office is closed (Sunday, a holiday)',
  )

  test('reaches a staff member once, with the new unassigned lead linked', async ({ request }, testInfo) => {
    const { received, close } = await startMailbox(servers.smtp.port)
    try {
      const name = uniqueName(testInfo, 'Digest Lead')
      const reference = await postContact(request, name, `client-${testInfo.testId}`)
      const member = createStaff(testInfo, `digest${Date.now()}`, 'agent')
      const mine = () => received.filter((m) => m.to.includes(member.email))
      await expect.poll(() => mine().length, { timeout: 30_000 }).toBe(1)
      const mail = await PostalMime.parse(mine()[0]!.raw)
      expect(mail.subject).toMatch(/^Your day, \w+day \d{1,2} \w+: .*new leads? unassigned/)
      expect(mail.text).toContain(`Good morning ${member.name},`)
      expect(mail.text).toContain(`${name} (${reference})`)
      expect(mail.html).toContain(`/admin/leads/${reference}"`)
      // The worker keeps waking; the day's digest is not sent again.
      await new Promise((resolve) => setTimeout(resolve, 6000))
      expect(mine()).toHaveLength(1)
    } finally {
      await close()
    }
  })
})
