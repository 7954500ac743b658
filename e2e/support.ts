import { expect, type Page, type TestInfo } from '@playwright/test'
import { LEAD_MIN_FILL_MS } from '../lib/leads/config'
import { e2eSettings, FAILING_TRIP_SLUG } from './settings.mjs'

/** Where the servers of this run live (see e2e/settings.mjs). */
export const servers = e2eSettings()
export { FAILING_TRIP_SLUG }

export interface StubRequest {
  method: string
  path: string
  contentType: string
  idempotencyKey: string
  body: unknown
  at: number
}

/** A stub upstream provider (e2e/stub-upstream.mjs) at this address: what it received, and how it should misbehave. */
export function stubAt(url: string) {
  return {
    async requests(): Promise<StubRequest[]> {
      const res = await fetch(`${url}/__stub/requests`)
      return (await res.json()) as StubRequest[]
    },
    async clearRequests(): Promise<void> {
      await fetch(`${url}/__stub/requests`, { method: 'DELETE' })
    },
    /** failures: extra GET paths (optionally with a query prefix) that answer 500. */
    async configure(config: { failures?: string[]; postsDown?: boolean; postDelayMs?: number }): Promise<void> {
      const res = await fetch(`${url}/__stub/config`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(config),
      })
      expect(res.ok).toBe(true)
    },
    async reset(): Promise<void> {
      await this.configure({ failures: [], postsDown: false, postDelayMs: 0 })
    },
  }
}

/** The stub provider of the upstream variant. */
export const stub = stubAt(servers.stub.url)

/**
 * A contact lead as the contact form posts it (the contract payload and the form's meta fields),
 * filled in at a person's pace so it is not judged a bot.
 */
export function contactLead(fields: Record<string, unknown>): Record<string, unknown> {
  const now = Date.now()
  return {
    email: 'visitor@example.com',
    mobileNumber: '98400 11111',
    subject: 'Enquiry',
    message: 'Please call me',
    form: 'contact',
    formRenderedAt: now - 20_000,
    formSubmittedAt: now,
    ...fields,
  }
}

/** True when the page is laid out for phones (below the 1024 px desktop breakpoint). */
export function isNarrow(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) < 1024
}

/** A name no other test (or project) uses, so the stored row or received request is this test's. */
export const uniqueName = (testInfo: TestInfo, label: string) =>
  `${label} ${testInfo.project.name} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`

/** The toast that shows this text. */
export const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text })

/** How far the page clock is set back at install: far more than any test takes to reach the pause. */
const CLOCK_LEAD_MS = 60 * 60 * 1000

/**
 * Installs the page clock and pauses it, before the first navigation: every document then
 * starts paused, and its timers fire only through page.clock.runFor or fastForward. The clock
 * is installed an hour in the past and paused at the present, so however slowly this machine
 * runs, the pause is never behind the page's clock ("Cannot fast-forward to the past").
 */
export async function installPausedClock(page: Page): Promise<void> {
  const now = Date.now()
  await page.clock.install({ time: now - CLOCK_LEAD_MS })
  await page.clock.pauseAt(now)
}

/** A person takes a few seconds to fill a form; faster counts as a bot (needs page.clock installed). */
export const likeAPerson = (page: Page) => page.clock.fastForward(LEAD_MIN_FILL_MS + 1000)

/** Rupees as the cards show them, formatted here independently of the app's formatter. */
export const rupees = (n: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }).format(n)

/** The button that opens the Enquiry Now dialog: the floating Enquiry Now, or the docked bar's Enquire below 1024 px. */
export function enquiryNowButton(page: Page) {
  return isNarrow(page)
    ? page.getByRole('button', { name: 'Enquire', exact: true })
    : page.getByRole('button', { name: 'Enquiry Now' })
}
