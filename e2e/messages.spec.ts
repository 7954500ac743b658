import { expect, test } from '@playwright/test'
import { withSiteDb } from './lead-store'
import { createStaff, openDeskSection, signIn, type TestStaff, useOwnClientAddress } from './staff'
import { contactLead, servers, uniqueName } from './support'

test.beforeEach(({ page }, testInfo) => useOwnClientAddress(page, testInfo))

/**
 * "Where is a failed message and why", on one screen: the owner's Messages screen lists a message
 * that stopped after its last attempt (its kind, its lead, attempts, the error in words), the
 * lead's own page says so too, and "Retry now" sends it on its way again, in the audit log. An
 * agent has neither the screen nor its menu entry.
 */

test.skip(({ isMobile }) => isMobile, 'the screen is the same on a phone; the desktop project checks it')

let owner: TestStaff
let agent: TestStaff

test.beforeAll(async ({}, testInfo) => {
  owner = createStaff(testInfo, 'messages-owner', 'owner')
  agent = createStaff(testInfo, 'messages-agent', 'agent')
})

test('a failed e-mail is on the Messages screen and its lead, and goes again on "Retry now"', async ({
  page,
  request,
}, testInfo) => {
  const name = uniqueName(testInfo, 'Failed Message')
  const res = await request.post('/api/web/contact/create', {
    headers: { 'x-forwarded-for': `e2e-messages-${testInfo.testId}-${Date.now()}` },
    data: contactLead({ name }),
  })
  expect(res.status()).toBe(201)
  const now = Date.now()
  const { reference, key } = withSiteDb(
    servers.embedded.env.DATA_DIR,
    (db) => {
      const lead = db.prepare('SELECT id, reference FROM leads WHERE name = ? ORDER BY id DESC').get(name) as {
        id: number
        reference: string
      }
      // An e-mail about it that failed its last attempt (its staff e-mail waits beside it).
      const key = `itinerary-mail:e2e-${lead.reference}`
      db.prepare(
        `INSERT INTO jobs (kind, key, lead_id, state, due_at, attempts, last_error, created_at, finished_at)
         VALUES ('itinerary-mail', ?, ?, 'failed', ?, 20, '451 Mailbox busy', ?, ?)`,
      ).run(key, lead.id, now, now, now)
      return { reference: lead.reference, key }
    },
    { readonly: false },
  )

  await signIn(page, agent)
  const nav = page.getByRole('navigation', { name: 'Back office' })
  await expect(nav.getByRole('link', { name: 'Inbox' })).toBeVisible()
  await expect(nav.getByRole('link', { name: /^Messages/ })).toHaveCount(0)
  await page.goto('/admin/messages')
  await expect(page.getByRole('heading', { name: 'Owners only' })).toBeVisible()
  await expect(page.getByText(reference)).toHaveCount(0)
  await page.context().clearCookies()

  await signIn(page, owner)
  await openDeskSection(page, /^Messages/)
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible()
  const row = page.getByRole('listitem').filter({ hasText: reference }).filter({ hasText: 'Itinerary e-mail' })
  await expect(row).toContainText('Failed')
  await expect(row).toContainText('20 attempts')
  await expect(row).toContainText('the mail server refused it (451 Mailbox busy)')

  await row.getByRole('link', { name: reference }).click()
  await expect(page.getByRole('region', { name: 'Messages failed (1)' })).toContainText('451 Mailbox busy')

  await page.goto('/admin/messages')
  await row.getByRole('button', { name: `Retry now: Itinerary e-mail ${reference}` }).click()
  // The worker may take the message at once: the row then says Waiting, or leaves the list once the
  // e-mail is done, so the row's own answer is not waited for; the stored job and the list are.
  await expect(row.filter({ hasText: 'Failed' })).toHaveCount(0)
  const state = () =>
    withSiteDb(
      servers.embedded.env.DATA_DIR,
      (db) => (db.prepare('SELECT state, attempts FROM jobs WHERE key = ?').get(key) as { state: string }).state,
    )
  await expect.poll(state).not.toBe('failed')

  await page.goto('/admin/audit')
  await expect(page.getByRole('listitem').filter({ hasText: key })).toContainText(owner.name)
})
