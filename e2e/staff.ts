import { execFileSync } from 'node:child_process'
import path from 'node:path'
import { expect, type Page, type TestInfo } from '@playwright/test'
import { servers } from './support'

/** Staff accounts and sign-in for the back-office tests, on the embedded server's database. */

export interface TestStaff {
  email: string
  password: string
  name: string
  role: 'owner' | 'agent'
}

/** The staff this worker process made, per database: a label used by several tests of a file is made once. */
const made = new Set<string>()

/**
 * A staff member of this test run, made with the real command (`npm run staff -- add`) on the
 * database of a test server (the embedded one's SQLite file unless another is named). The
 * address names the project and the label, so projects and retries never collide; an address
 * made by an earlier attempt is used as it is, and one this process made already is not made again
 * (each run of the command is a TypeScript process of its own, seconds of a busy machine's time).
 */
export function createStaff(
  testInfo: TestInfo,
  label: string,
  role: TestStaff['role'],
  server: { env: Record<string, string> } = servers.embedded,
): TestStaff {
  const staff: TestStaff = {
    email: `${label}-${testInfo.project.name}-${process.pid}@gopuram.example`.toLowerCase(),
    password: `${label}-password-${process.pid}`,
    name: `${label[0]!.toUpperCase()}${label.slice(1)} ${testInfo.project.name}`,
    role,
  }
  const key = `${server.env.DATABASE_URL ?? server.env.DATA_DIR} ${staff.email}`
  if (made.has(key)) return staff
  try {
    execFileSync(
      process.execPath,
      [
        require.resolve('tsx/cli'),
        '--conditions',
        'react-server',
        'scripts/staff.ts',
        'add',
        '--email',
        staff.email,
        '--password',
        staff.password,
        '--role',
        role,
        '--name',
        staff.name,
      ],
      { env: { ...process.env, ...server.env }, stdio: 'pipe' },
    )
  } catch (error) {
    const stderr = String((error as { stderr?: Buffer }).stderr ?? '')
    if (!stderr.includes('already a staff member')) throw error
  }
  made.add(key)
  return staff
}

/**
 * Gives the page's requests a client address of this test's own (the e2e servers trust one proxy
 * hop, so `X-Forwarded-For` is the client): the sign-in limit counts attempts per address, and the
 * specs that sign in share one address otherwise, whose 20 attempts a window a whole run outgrows.
 */
export async function useOwnClientAddress(page: Page, testInfo: TestInfo): Promise<void> {
  const label = path.basename(testInfo.file, '.spec.ts')
  await page.setExtraHTTPHeaders({
    'x-forwarded-for': `e2e-${label}-${testInfo.project.name}-${testInfo.retry}-${Date.now()}`,
  })
}

/** Signs in from the sign-in page and waits for the inbox. */
export async function signIn(page: Page, staff: Pick<TestStaff, 'email' | 'password'>): Promise<void> {
  await page.goto('/admin/sign-in')
  await page.getByLabel('E-mail').fill(staff.email)
  await page.getByLabel('Password').fill(staff.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible()
}

/**
 * Follows a section of the back office's menu, as staff do at this width: on a phone a section
 * that is not in the bottom bar is in its "More" sheet, opened first.
 */
export async function openDeskSection(
  page: Page,
  name: string | RegExp,
  { exact }: { exact?: boolean } = {},
): Promise<void> {
  const menu = page.getByRole('navigation', { name: 'Back office' })
  const link = menu.getByRole('link', { name, exact })
  if (!(await link.isVisible())) await menu.getByRole('button', { name: 'More' }).click()
  await link.click()
}
