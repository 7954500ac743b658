import { expect, type ConsoleMessage, type Locator, type Page, type Request, type TestInfo } from '@playwright/test'
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
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
    async configure(config: {
      failures?: string[]
      postsDown?: boolean
      postDelayMs?: number
      /** The delivery modes of e2e/stub-records.ts. */
      hangFirstAttempt?: boolean
      honourIdempotencyKey?: boolean
    }): Promise<void> {
      const res = await fetch(`${url}/__stub/config`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(config),
      })
      expect(res.ok).toBe(true)
    },
    /** Back to a provider that answers every post (the delivery modes of e2e/stub-records.ts off too). */
    async reset(): Promise<void> {
      await this.configure({
        failures: [],
        postsDown: false,
        postDelayMs: 0,
        hangFirstAttempt: false,
        honourIdempotencyKey: false,
      })
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

/**
 * Resolves once React has hydrated the element of `locator` (React keeps its fiber on each element
 * it hydrated). A check that something is not shown, or that a press changed nothing, means
 * nothing before then: the script that would show it or act on the press is not running yet.
 */
export async function hydrated(locator: Locator, { timeout }: { timeout?: number } = {}): Promise<void> {
  await expect
    .poll(() => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'))), {
      message: 'the page is hydrated',
      timeout,
    })
    .toBe(true)
}

/**
 * Notes the text of every toast any document of `page` shows from now on, however briefly; call it before the
 * first navigation. `seen()` answers them, in order. A check that no toast shows cannot look once: a toast is gone
 * again seconds after it showed, and on a slow machine the page may be hydrated and idle only after that. Used by
 * the upstream variant's page tests.
 */
export async function recordToasts(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = []
    Object.assign(window, { __toastsSeen: seen })
    new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        for (const node of mutation.addedNodes) {
          if (!(node instanceof Element)) continue
          const toasts = node.matches('[data-sonner-toast]')
            ? [node]
            : [...node.querySelectorAll('[data-sonner-toast]')]
          for (const toast of toasts) seen.push(toast.textContent ?? '')
        }
      }
    }).observe(document, { childList: true, subtree: true })
  })
  return {
    seen: () => page.evaluate(() => (window as unknown as { __toastsSeen: string[] }).__toastsSeen),
  }
}

/** One connection to the PostgreSQL database of the postgres variant, for one piece of work, closed after. */
export async function withPostgres<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: servers.postgres!.env.DATABASE_URL })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

/** Runs one query on the PostgreSQL database of the postgres variant. */
export async function queryPostgres<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
  return withPostgres(async (client) => (await client.query<T>(text, values)).rows)
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

/**
 * Every uncaught exception (unhandled promise rejections included) and every console error of
 * the page, as readable lines, from now on. `expected` lets a test pass over one message it
 * names precisely; keep that to the one message a page is meant to cause.
 */
export function collectBrowserErrors(page: Page, expected?: (message: ConsoleMessage) => boolean): string[] {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(`page error: ${error.stack || `${error.name}: ${error.message}`}`))
  page.on('console', (message) => {
    if (message.type() !== 'error' || expected?.(message)) return
    const { url, lineNumber, columnNumber } = message.location()
    errors.push(`console error: ${message.text()} (at ${url}:${lineNumber}:${columnNumber})`)
  })
  return errors
}

/**
 * Follows the page's requests (every frame's), so a test can wait for its network to go idle:
 * `idle()` resolves once nothing has been in flight for `quietMs`, and on a timeout names what
 * still was. Unlike the load state 'networkidle', it does not wait on a cross-origin frame
 * (the contact map) whose own lifecycle events Chromium does not report.
 */
export function trackNetwork(page: Page) {
  const pending = new Set<Request>()
  let lastChange = Date.now()
  const started = (request: Request) => {
    pending.add(request)
    lastChange = Date.now()
  }
  const ended = (request: Request) => {
    pending.delete(request)
    lastChange = Date.now()
  }
  page.on('request', started)
  page.on('requestfinished', ended)
  page.on('requestfailed', ended)
  return {
    pending: () => [...pending].map((request) => request.url()),
    async idle({ quietMs = 500, timeout = 20_000 }: { quietMs?: number; timeout?: number } = {}) {
      await expect
        .poll(
          () =>
            pending.size > 0
              ? [...pending].map((request) => request.url())
              : Date.now() - lastChange < quietMs
                ? [`(quiet for less than ${quietMs} ms)`]
                : [],
          { message: 'requests still loading', timeout, intervals: [100] },
        )
        .toEqual([])
    },
  }
}

/**
 * Scrolls down the page half a screen at a time with a pause after each step, as someone
 * reading it would, until the bottom, so everything loaded on approach (the carousels' swiper,
 * the map) is loaded on the way. The page may still grow (a streamed or lazy part arriving), so
 * the bottom counts once it has held for three pauses in a row. Returns how far the page was
 * scrolled, and its height then.
 */
export async function scrollToBottomSlowly(
  page: Page,
  { pauseMs = 120 }: { pauseMs?: number } = {},
): Promise<{ scrolledTo: number; height: number }> {
  for (let steps = 0, atBottomFor = 0; steps < 300 && atBottomFor < 3; steps++) {
    const atBottom = await page.evaluate(() => {
      const { scrollHeight } = document.documentElement
      if (window.scrollY + window.innerHeight >= scrollHeight - 1) return true
      window.scrollBy({ top: Math.round(window.innerHeight / 2), behavior: 'instant' })
      return false
    })
    atBottomFor = atBottom ? atBottomFor + 1 : 0
    await page.waitForTimeout(pauseMs)
  }
  return page.evaluate(() => ({
    scrolledTo: window.scrollY + window.innerHeight,
    height: document.documentElement.scrollHeight,
  }))
}

/** A string of swiper's core that survives minification and is in no other chunk (a parameter name). */
const SWIPER_CHUNK_MARKER = 'slidesPerGroupSkip'

/**
 * Holds back the script chunk that carries swiper (components/carousel/swiper-engine.ts) until
 * the test calls `release`, as a slow network would: the carousels' markup and state work,
 * but their swiper has not arrived. `requested()` tells whether a carousel has asked for it.
 */
export async function holdSwiperChunk(page: Page) {
  let requested = false
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(
    (url) => url.pathname.startsWith('/_next/static/chunks/') && url.pathname.endsWith('.js'),
    async (route) => {
      const response = await route.fetch()
      const body = await response.text()
      if (body.includes(SWIPER_CHUNK_MARKER)) {
        requested = true
        await released
      }
      await route.fulfill({ response, body })
    },
  )
  return { requested: () => requested, release }
}

/** A PDF's text as poppler's pdftotext reads it (layout kept); pages are separated by a form feed (\f). */
/**
 * Tamil as typed from Tamil as a PDF's text layer keeps it (in the order drawn): a vowel sign drawn
 * before its consonant (ெ ே ை, also the first half of ொ ோ ௌ) moved after the consonant (and a
 * conjunct before it), then composed.
 */
export const tamilAsTyped = (text: string) =>
  text.replace(/([\u0BC6-\u0BC8])((?:[\u0B95-\u0BB9]\u0BCD)*[\u0B95-\u0BB9])/g, '$2$1').normalize('NFC')

export function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'e2e-pdf-'))
  try {
    const file = path.join(dir, 'document.pdf')
    writeFileSync(file, pdf)
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' })
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
