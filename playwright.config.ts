import { existsSync } from 'node:fs'
import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/chromium.mjs'
import { e2eSettings, embeddedOnly as onlyEmbedded } from './e2e/settings.mjs'
import { ONE_WIDTH } from './e2e/tags'
import { requireService } from './tests/support/services.mjs'

/**
 * End-to-end tests in Debian's Chromium against production builds (`next build` +
 * `next start`): the embedded variant (SQLite default) at a desktop and a phone viewport,
 * the upstream variant (a stub provider whose catalogue reads fail) for the fallbacks, and the
 * embedded site on the PostgreSQL the test command started (TEST_DATABASE_URL), alone and as two
 * instances. PostgreSQL is required (tests/support/services.mjs); E2E_ONLY=embedded is the
 * explicit way to run the embedded projects alone, without the stub, upstream and PostgreSQL builds
 * (refused in CI, which runs every project). In CI a `.only` left in a spec fails the run, a test
 * that passes only on its retry fails it too (failOnFlakyTests), and the run ends with every
 * retried test named.
 *
 * The rule for a new spec, which keeps the run inside CI's time (every test here runs on two cores):
 * - The phone project runs what a phone shows differently: layouts, the mobile menu, sheets, the docked bar, tap
 *   targets and swipes, sideways overflow. A test whose subject is the same at every width (the server's HTML, a
 *   stored row, an e-mail, a refusal, a toast, timers, the keyboard, a page's wording) carries the ONE_WIDTH tag
 *   (e2e/tags.ts) and runs at the desktop width alone.
 * - A spec that reads many routes (axe, browser errors, Tamil) reads every route at one width and, at the other, one
 *   route of each template, named in the spec's comment (e2e/a11y.spec.ts, e2e/no-errors.spec.ts, e2e/i18n.spec.ts).
 * - No fixed waits: time is the page clock's (installPausedClock, page.clock.runFor) and a state is waited for
 *   with expect or expect.poll, never waitForTimeout.
 */
const settings = e2eSettings()
const embeddedOnly = onlyEmbedded()
requireService('chromium', existsSync(CHROMIUM_PATH), `the browser tests (looked for ${CHROMIUM_PATH})`)
const postgres =
  embeddedOnly ||
  !requireService(
    'postgres',
    Boolean(settings.postgres),
    'the postgres and instances browser projects (npm test and scripts/with-postgres.sh start one and set ' +
      'TEST_DATABASE_URL; E2E_ONLY=embedded runs the embedded projects alone)',
  )
    ? undefined
    : settings.postgres
/** Specs of the other variants, which the embedded projects leave out. */
const otherVariants = /\.(upstream|postgres|cluster|proxy)\.spec\.ts$/

const chromium = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS }

const BUILD_AND_START_MS = 10 * 60_000

export default defineConfig({
  testDir: './e2e',
  outputDir: `test-results/${settings.tag}`,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  // The retry below is there to name a flaky test (e2e/run-summary-reporter.ts), not to pass the run with it.
  failOnFlakyTests: Boolean(process.env.CI),
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: [
    ['list'],
    ['./e2e/run-summary-reporter.ts'],
    ...(process.env.CI ? [] : [['html', { open: 'never' }] as const]),
  ],
  use: {
    // Pages are read still: headless Chromium paints without a GPU, and the home page's moving ticker and
    // carousels kept a core busy for every open page (106% CPU idle at 1280 px, 1% still), halving what two
    // workers could do. The specs about motion (the carousels, the ticker) ask for it back with
    // `test.use(MOTION)` (e2e/tags.ts).
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromium,
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: otherVariants,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, baseURL: settings.embedded.url },
    },
    {
      name: 'phone',
      testIgnore: otherVariants,
      // What does not change with the width is checked at the desktop width alone (e2e/tags.ts).
      grepInvert: new RegExp(ONE_WIDTH),
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 390, height: 844 },
        baseURL: settings.embedded.url,
      },
    },
    {
      // nginx with the README's configuration in front of a `next start` of the embedded build, both started by
      // e2e/micro-cache.proxy.spec.ts on free ports.
      name: 'proxy',
      testMatch: /\.proxy\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    ...(embeddedOnly
      ? []
      : [
          {
            name: 'upstream',
            testMatch: /\.upstream\.spec\.ts$/,
            // One file at a time: the files share one stub provider, whose delivery modes a test sets, and another
            // file's reset of the stub in its afterEach turned those modes off in the middle of that test.
            workers: 1,
            use: {
              ...devices['Desktop Chrome'],
              viewport: { width: 1280, height: 800 },
              baseURL: settings.upstream.url,
            },
          },
        ]),
    ...(postgres
      ? [
          {
            name: 'postgres',
            testMatch: /\.postgres\.spec\.ts$/,
            // One file at a time: the editor's tests save content and read the public page at its next request, and
            // a regeneration of that page started by another test's visit before the save and finished after it is
            // kept as fresh (Next's ISR), showing the old content until the page's next revalidation.
            workers: 1,
            use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, baseURL: postgres.url },
          },
          {
            // Two instances of the postgres build with a Redis of their own (e2e/instances.cluster.spec.ts
            // starts them, and their stub provider, on ports of e2e/settings.mjs's `cluster`).
            name: 'instances',
            testMatch: /\.cluster\.spec\.ts$/,
            use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
          },
        ]
      : []),
  ],
  webServer: [
    {
      command: 'node e2e/serve.mjs embedded',
      url: settings.embedded.url,
      timeout: BUILD_AND_START_MS,
      reuseExistingServer: false,
      stdout: 'pipe',
    },
    ...(embeddedOnly
      ? []
      : [
          {
            command: 'node e2e/stub-upstream.mjs',
            url: `${settings.stub.url}/__stub/health`,
            env: settings.stub.env,
            timeout: 30_000,
            reuseExistingServer: false,
          },
          {
            command: 'node e2e/serve.mjs upstream',
            url: settings.upstream.url,
            timeout: BUILD_AND_START_MS,
            reuseExistingServer: false,
            stdout: 'pipe' as const,
          },
        ]),
    ...(postgres
      ? [
          {
            command: 'node e2e/serve.mjs postgres',
            url: postgres.url,
            timeout: BUILD_AND_START_MS,
            reuseExistingServer: false,
            stdout: 'pipe' as const,
          },
        ]
      : []),
  ],
})
