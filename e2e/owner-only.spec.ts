import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { PERMISSIONS, type Permission } from '@/lib/staff/permissions'
import { createStaff, signIn, type TestStaff, useOwnClientAddress } from './staff'
import { ONE_WIDTH } from './tags'

test.beforeEach(({ page }, testInfo) => useOwnClientAddress(page, testInfo))

/**
 * Every owner-only page of the back office, opened by an agent: HTTP 403, the "Owners only" notice
 * saying what is refused, and none of the page's owner data in the HTML as sent (its RSC payload
 * included). The same page opened by an owner shows that data, so each marker is proven real.
 */

interface OwnerPage {
  route: string
  /** The notice's sentence on this page (its forbidden.tsx). */
  refusal: string
  /** Text that only the page itself shows, read from the owner's copy too. */
  markers: (owner: TestStaff) => string[]
}

const OWNER_PAGES: OwnerPage[] = [
  {
    route: '/admin/staff',
    refusal: 'Only an owner can manage staff.',
    // Another staff member's address, and the form that adds one.
    markers: (owner) => [owner.email, 'Add staff member'],
  },
  {
    route: '/admin/audit',
    refusal: 'Only an owner can read the audit log.',
    // The entry `npm run staff -- add` wrote for the owner.
    markers: (owner) => ['added staff member', owner.email],
  },
  {
    route: '/admin/reports',
    refusal: 'Only an owner can see the reports.',
    markers: () => ['By source', 'Conversion: won out of enquiries', '/admin/export/reports/'],
  },
  {
    route: '/admin/departures',
    refusal: 'Only an owner can see the departures.',
    // A departure row's counts of the enquiries it drew.
    markers: () => ['Enquiries: ', 'Correct the seats taken in the catalogue'],
  },
  {
    route: '/admin/catalog/trips/new',
    refusal: 'Only an owner can add trips.',
    markers: () => ['Price per person (₹)', 'Create trip'],
  },
  {
    route: '/admin/messages',
    refusal: 'Only an owner can see the messages waiting or failed.',
    // The page's own account of the queue, whether or not a message waits.
    markers: () => ['What the site still has to send'],
  },
  {
    route: '/admin/settings',
    refusal: 'Only an owner can set the office’s holidays.',
    // The form that adds a holiday, and the weekly hours beside it.
    markers: () => ['Add holiday', 'Weekly hours'],
  },
]

/** Each back-office page (its route) and the permission it asks requireStaffPage for, read from app/admin. */
function pagePermissions(): { route: string; permission: Permission }[] {
  const root = path.join('app', 'admin')
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
    (file) => path.basename(file) === 'page.tsx',
  )
  return files.flatMap((file) => {
    const source = readFileSync(path.join(root, file), 'utf8')
    const match = source.match(/requireStaffPage\('([\w.]+)'\)/)
    if (!match) return []
    const segments = path
      .dirname(file)
      .split(path.sep)
      .filter((segment) => segment !== '.' && !/^\(.*\)$/.test(segment))
    return [{ route: ['/admin', ...segments].join('/'), permission: match[1] as Permission }]
  })
}

test.describe(ONE_WIDTH, () => {
  test('the list below is every page whose permission only owners hold', () => {
    const pages = pagePermissions()
    // The back office's pages were found and read (a wrong folder would find none and prove nothing).
    expect(pages.length).toBeGreaterThan(15)
    const ownerOnly = pages
      .filter(({ permission }) => PERMISSIONS[permission].every((role) => role === 'owner'))
      .map(({ route }) => route)
    expect(ownerOnly.toSorted()).toEqual(OWNER_PAGES.map(({ route }) => route).toSorted())
  })

  test('an agent gets 403 and the notice on every owner-only page, with none of its data', async ({
    page,
  }, testInfo) => {
    const owner = createStaff(testInfo, 'ownerpages-owner', 'owner')
    const agent = createStaff(testInfo, 'ownerpages-agent', 'agent')

    await signIn(page, owner)
    for (const { route, markers } of OWNER_PAGES) {
      const res = await page.goto(route)
      expect(res?.status(), route).toBe(200)
      const html = await res!.text()
      for (const marker of markers(owner)) expect(html, `${route} shows ${marker} to an owner`).toContain(marker)
    }

    await page.context().clearCookies()
    await signIn(page, agent)
    for (const { route, refusal, markers } of OWNER_PAGES) {
      const res = await page.goto(route)
      expect(res?.status(), route).toBe(403)
      await expect(page.getByRole('heading', { name: 'Owners only' })).toBeVisible()
      await expect(page.getByText(refusal)).toBeVisible()
      // Inside the desk's frame: the agent keeps the menu.
      await expect(page.getByRole('navigation', { name: 'Back office' })).toBeVisible()
      const html = await res!.text()
      for (const marker of markers(owner)) expect(html, `${route} hides ${marker} from an agent`).not.toContain(marker)
    }
  })
})
