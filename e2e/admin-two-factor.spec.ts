import { expect, test } from '@playwright/test'
import * as OTPAuth from 'otpauth'
import { createStaff, openDeskSection, signIn } from './staff'
import { ONE_WIDTH } from './tags'

/**
 * The optional second sign-in step: a staff member turns it on from the Account page with an
 * authenticator app's key, and from then on signing in asks for the app's current code. The same forms at every
 * width, and e2e/desk-nav.spec.ts sees the Account page fit a phone: checked at the desktop width (ONE_WIDTH).
 */

test.beforeEach(async ({ page }, testInfo) => {
  await page.setExtraHTTPHeaders({
    'x-forwarded-for': `e2e-2fa-${testInfo.project.name}-${testInfo.testId}-${Date.now()}`,
  })
})

test(
  'turning on two-step sign-in, then signing in with the app’s code',
  { tag: ONE_WIDTH },
  async ({ page }, testInfo) => {
    const staff = createStaff(testInfo, 'twostep', 'agent')
    await signIn(page, staff)

    await openDeskSection(page, 'Account')
    await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible()
    await page.getByLabel('Password', { exact: true }).fill('not-my-password')
    await page.getByRole('button', { name: 'Set up two-step sign-in' }).click()
    await expect(page.getByRole('status').getByText('Wrong password.')).toBeVisible()

    await page.getByLabel('Password', { exact: true }).fill(staff.password)
    await page.getByRole('button', { name: 'Set up two-step sign-in' }).click()
    const secret = (await page.getByTestId('totp-secret').textContent())!.trim()
    expect(secret).toMatch(/^[A-Z2-7]+=*$/)
    const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 })

    await page.getByLabel('6-digit code from the app').fill('000000' === totp.generate() ? '111111' : '000000')
    await page.getByRole('button', { name: 'Turn on' }).click()
    await expect(page.getByRole('status').getByText('That code is not right. Try the current code.')).toBeVisible()
    await page.getByLabel('6-digit code from the app').fill(totp.generate())
    await page.getByRole('button', { name: 'Turn on' }).click()
    await expect(page.getByText('Two-step sign-in is on.')).toBeVisible()

    await page.getByRole('button', { name: 'Sign out' }).click()
    await expect(page.getByRole('heading', { name: 'Sign in to the lead desk' })).toBeVisible()

    // The password alone no longer opens the desk: the next step asks for the app's code.
    await page.getByLabel('E-mail').fill(staff.email)
    await page.getByLabel('Password').fill(staff.password)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible()
    await page.goto('/admin')
    await expect(page).toHaveURL(/\/admin\/sign-in$/)

    await page.getByLabel('E-mail').fill(staff.email)
    await page.getByLabel('Password').fill(staff.password)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.getByLabel('6-digit code').fill(totp.generate())
    await page.getByRole('button', { name: 'Verify' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible()

    // Turned off again with the password, the next sign-in is the password alone.
    await page.goto('/admin/account')
    await page.getByLabel('Password', { exact: true }).fill(staff.password)
    await page.getByRole('button', { name: 'Turn off two-step sign-in' }).click()
    await expect(page.getByText('Two-step sign-in is off.')).toBeVisible()
    await page.getByRole('button', { name: 'Sign out' }).click()
    await signIn(page, staff)
  },
)
