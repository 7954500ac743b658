import { readFileSync } from 'node:fs'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { postContactLead, withSiteDb } from './lead-store'
import { createStaff, openDeskSection, signIn } from './staff'
import { servers, uniqueName } from './support'
import { ONE_WIDTH } from './tags'

/**
 * The owner's Reports page against the embedded build, on a desk and a phone: leads sent through
 * the contact form's endpoint with a campaign of this test's own (so that the figures are this
 * test's whatever else the database holds), two of them moved along the pipeline in the store, one
 * moved back to January 2025. The page's tables count them, a new range counts the old one, the
 * CSV holds the same row, and an agent is refused the page and the download (a refusal, the same at every width:
 * at the desktop one alone, ONE_WIDTH).
 */

test.beforeEach(async ({ page }, testInfo) => {
  await page.setExtraHTTPHeaders({
    'x-forwarded-for': `e2e-reports-${testInfo.project.name}-${testInfo.testId}-${Date.now()}`,
  })
})

const postContact = (request: APIRequestContext, name: string, campaign: string, client: string) =>
  postContactLead(request, { name, source: { utm_source: campaign, landingPage: '/' } }, client)

/** Writes a lead's stage, or the instant it came in, straight in the store (the lead page is not under test here). */
function updateLead(name: string, set: { stage?: string; created_at?: number }) {
  withSiteDb(
    servers.embedded.env.DATA_DIR,
    (db) => {
      const [column, value] = Object.entries(set)[0]!
      const { changes } = db.prepare(`UPDATE leads SET ${column} = ? WHERE name = ?`).run(value, name)
      expect(changes).toBe(1)
    },
    { readonly: false },
  )
}

/** The row of a report's table that a group heads, as its cells' text. */
async function tableRow(page: Page, report: string, group: string): Promise<string[]> {
  const section = page.getByRole('region', { name: report, exact: true })
  const row = section.getByRole('row').filter({ has: page.getByRole('rowheader', { name: group, exact: false }) })
  await expect(row).toHaveCount(1)
  return (await row.getByRole('cell').allInnerTexts()).map((text) => text.trim())
}

test('the owner reads enquiries, quotes and bookings by source and month, over a range, and downloads the CSV', async ({
  page,
  request,
}, testInfo) => {
  const campaign = uniqueName(testInfo, 'rep').toLowerCase().replace(/\W+/g, '-')
  const client = `client-${testInfo.testId}`
  const names = ['Won', 'Quoted', 'New', 'Old'].map((label) => `${label} ${campaign}`)
  for (const name of names) await postContact(request, name, campaign, client)
  updateLead(names[0]!, { stage: 'won' })
  updateLead(names[1]!, { stage: 'quoted' })
  updateLead(names[3]!, { created_at: Date.parse('2025-01-15T06:30:00Z') })

  const owner = createStaff(testInfo, 'reportowner', 'owner')
  await signIn(page, owner)
  await openDeskSection(page, 'Reports')
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible()

  // The last 12 months: three of the four, one won, one quoted, a third of them converted.
  expect(await tableRow(page, 'By source', campaign)).toEqual(['3', '2', '1', '33.3%'])
  await expect(page.getByRole('region', { name: 'By source', exact: true }).getByRole('img')).toHaveAttribute(
    'aria-label',
    /^Bar chart of enquiries, quoted and won by source/,
  )
  await expect(page.getByRole('region', { name: 'By month', exact: true }).getByRole('row')).toHaveCount(12 + 2)

  // January 2025 alone: the old lead, and only it of this campaign.
  await page.getByLabel('From', { exact: true }).fill('2025-01-01')
  await page.getByLabel('To', { exact: true }).fill('2025-01-31')
  await page.getByRole('button', { name: 'Show' }).click()
  await expect(page).toHaveURL(/from=2025-01-01&to=2025-01-31/)
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible()
  expect(await tableRow(page, 'By source', campaign)).toEqual(['1', '0', '0', '0.0%'])
  await expect(
    page.getByRole('region', { name: 'By month', exact: true }).getByRole('rowheader', { name: 'January 2025' }),
  ).toBeVisible()
  await expect(page.getByRole('region', { name: 'By month', exact: true }).getByRole('row')).toHaveCount(1 + 2)

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page
      .getByRole('region', { name: 'By source' })
      .getByRole('link', { name: /Download CSV/ })
      .click(),
  ])
  expect(download.suggestedFilename()).toBe('leads-by-source-2025-01-01-to-2025-01-31.csv')
  const bytes = readFileSync((await download.path())!)
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  const lines = bytes.toString('utf8').slice(1).trimEnd().split('\r\n')
  expect(lines[0]).toBe('Source,Kind of source,Enquiries,Quoted,Won,Conversion (%)')
  expect(lines).toContain(`${campaign},Campaign (UTM source),1,0,0,0.0`)
  expect(lines.at(-1)).toMatch(/^Total,,\d+,\d+,\d+,/)

  // A range that is not one is named, and the last 12 months are shown instead.
  await page.getByLabel('From', { exact: true }).fill('2026-03-10')
  await page.getByLabel('To', { exact: true }).fill('2026-03-01')
  await page.getByRole('button', { name: 'Show' }).click()
  await expect(page.getByRole('form', { name: 'Date range' }).getByRole('alert')).toContainText(
    'The "From" day must be on or before the "To" day',
  )
  expect(await tableRow(page, 'By source', campaign)).toEqual(['3', '2', '1', '33.3%'])
})

test('an agent is refused the reports and their CSV', { tag: ONE_WIDTH }, async ({ page }, testInfo) => {
  const agent = createStaff(testInfo, 'reportagent', 'agent')
  await signIn(page, agent)
  await expect(
    page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Reports' }),
  ).toHaveCount(0)
  await page.goto('/admin/reports')
  await expect(page.getByRole('heading', { name: 'Owners only' })).toBeVisible()
  await expect(page.getByText('Only an owner can see the reports.')).toBeVisible()
  const res = await page.request.get('/admin/export/reports/month')
  expect(res.status()).toBe(403)
})
