import { expect, test } from '@playwright/test'
import { createStaff, openDeskSection, signIn } from './staff'
import { ONE_WIDTH } from './tags'

/**
 * A staff member changes their own password on the Account page: the current password is
 * checked, the new one is typed twice, and every other device signed in to that account is
 * signed out while this one stays in. The page's forms work alike at every width, and e2e/desk-nav.spec.ts sees
 * the page fit a phone: checked at the desktop width (ONE_WIDTH).
 */

test.beforeEach(async ({ page }, testInfo) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `e2e-account-${testInfo.project.name}-${Date.now()}` })
})

test(
  'changing one’s own password: the current one is checked, other devices are signed out',
  { tag: ONE_WIDTH },
  async ({ page, browser }, testInfo) => {
    // A retry starts from an account of its own: the first attempt may have changed the password.
    const staff = createStaff(testInfo, `own-password-${testInfo.retry}`, 'agent')
    const newPassword = `${staff.password}-new`
    const other = await browser.newContext({
      baseURL: testInfo.project.use.baseURL,
      extraHTTPHeaders: { 'x-forwarded-for': `e2e-account-other-${testInfo.project.name}-${Date.now()}` },
    })
    const otherDevice = await other.newPage()
    await signIn(otherDevice, staff)
    await signIn(page, staff)

    await openDeskSection(page, 'Account')
    await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible()
    const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Change password' }) })
    const change = async (current: string, next: string, again: string) => {
      await form.getByLabel('Current password').fill(current)
      await form.getByLabel('New password', { exact: true }).fill(next)
      await form.getByLabel('New password again').fill(again)
      await form.getByRole('button', { name: 'Change password' }).click()
    }

    await change('not-my-password', newPassword, newPassword)
    await expect(form.getByText('This is not your current password')).toBeVisible()
    await expect(form.getByLabel('Current password')).toHaveAttribute('aria-invalid', 'true')
    await change(staff.password, newPassword, `${newPassword}-typo`)
    await expect(form.getByText('The two new passwords differ')).toBeVisible()

    await change(staff.password, newPassword, newPassword)
    // The page is opened again with the new session cookie, and says so.
    await expect(page).toHaveURL(/\/admin\/account\?password=changed$/)
    await expect(
      page
        .getByRole('status')
        .getByText('Password changed. You stay signed in here; every other device is signed out.'),
    ).toBeVisible()
    await page.goto('/admin')
    await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible()
    await otherDevice.goto('/admin')
    await expect(otherDevice).toHaveURL(/\/admin\/sign-in$/)
    await other.close()

    // The old password no longer opens the desk; the new one does.
    await page.getByRole('button', { name: 'Sign out' }).click()
    await page.getByLabel('E-mail').fill(staff.email)
    await page.getByLabel('Password').fill(staff.password)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page.getByText('Wrong e-mail or password.')).toBeVisible()
    await signIn(page, { email: staff.email, password: newPassword })
  },
)
