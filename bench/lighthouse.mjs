// Lighthouse over every public route, for npm run bench: the routes, the runs in two throttling modes, and each
// route's medians.
//   - simulated: Lighthouse's default mobile settings (Lantern's model of slow 4G and a 4x slower CPU over an
//     unthrottled load), the mode of the speed budgets;
//   - applied: Chrome's own network and CPU throttling (DevTools' slow 4G as Lighthouse defines it: 562.5 ms per
//     request, 1.47 Mbps down, 675 kbps up; 4x CPU), slower to run, closer to what a slow phone feels.
// Every simulated run is also audited a second time from the same recorded load, at the CPU slowdown that this
// machine's benchmark index calls for (bench/cpu-calibration.mjs; the median index of all the simulated runs): the
// "calibrated" results. Only the multiplier differs; the loads are the same ones. One multiplier for the whole run,
// not one per run: on this machine a run's own index hardly tells how fast its load went (correlation -0.23 with
// TBT over 95 runs), and per-run multipliers made TBT vary more between runs (mean CV 0.30 -> 0.49).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium.mjs'
import { cpuSlowdownFor } from './cpu-calibration.mjs'
import { CRAWL_CONCURRENCY, fetchBytes, IMAGE_ACCEPT, log, mapLimit, srcsetCandidates } from './lib.mjs'

/**
 * The phone Lighthouse emulates (Android) draws Tamil in its system face, Noto Sans Tamil, until
 * the page's own copy of that face arrives; this machine has no Tamil face at all, so its
 * Chromium would draw boxes first and count their swap as layout shift. The Chromium that
 * Lighthouse drives is given the face as the system's (a fontconfig file naming the TTFs in
 * node_modules, read by that process only). English pages name no Tamil face and are unchanged.
 */
function phoneFontsEnv() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'gopuram-bench-fonts-'))
  const faces = path.resolve('node_modules/@expo-google-fonts/noto-sans-tamil')
  const file = path.join(dir, 'fonts.conf')
  writeFileSync(
    file,
    `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>
  <dir>${faces}/400Regular</dir>
  <dir>${faces}/600SemiBold</dir>
  <cachedir>${dir}/cache</cachedir>
</fontconfig>
`,
  )
  return { ...process.env, FONTCONFIG_FILE: file }
}

/** Tries of one Lighthouse run that ends in a runtime error before that error is the run's result. */
const LIGHTHOUSE_ATTEMPTS = 3
/** The site's fixed public routes; a trip of each category is added from the catalogue (routesOf). */
const FIXED_ROUTES = [
  '/',
  '/pilgrimage',
  '/domestic',
  '/international',
  '/honeymoon',
  '/customized-tours',
  '/testimonials',
  '/contact',
  '/search?q=temple',
]

/** The srcset widths phones pick (390 px wide screens at 1x to 2x), Lighthouse's emulated one among them. */
const WARM_WIDTHS = ['828w', '640w', '390w']

export const MODES = {
  simulated: { throttlingMethod: 'simulate' },
  applied: { throttlingMethod: 'devtools' },
}

/**
 * The Tamil pages the budgets cover: one of each kind (home, trip, category, form page, reviews,
 * search); their markup and scripts are the English pages' in the other language.
 */
const TAMIL_ROUTES = ['/ta', '/ta/pilgrimage', '/ta/testimonials', '/ta/contact', '/ta/search?q=காசி']

/**
 * Every public route the budgets cover: the fixed ones and the first trip of each category, read
 * from /api/web, then the Tamil ones with the first trip's Tamil page.
 */
export async function routesOf(base) {
  const { body } = await fetchBytes(`${base}/api/web/trip/category/trip/list`)
  const { data } = JSON.parse(body.toString())
  const trips = data.map((category) => category.trips[0]?.slug).filter(Boolean)
  return [
    FIXED_ROUTES[0],
    ...trips.map((slug) => `/trip/${slug}`),
    ...FIXED_ROUTES.slice(1),
    TAMIL_ROUTES[0],
    ...trips.slice(0, 1).map((slug) => `/ta/trip/${slug}`),
    ...TAMIL_ROUTES.slice(1),
  ]
}

function runMetrics(lhr) {
  const numeric = (id) => lhr.audits[id]?.numericValue ?? null
  const requests = lhr.audits['network-requests']?.details?.items ?? []
  return {
    performance: lhr.categories.performance?.score ?? null,
    accessibility: lhr.categories.accessibility?.score ?? null,
    bestPractices: lhr.categories['best-practices']?.score ?? null,
    seo: lhr.categories.seo?.score ?? null,
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    fcpMs: numeric('first-contentful-paint'),
    totalBytes: numeric('total-byte-weight'),
    jsBytes: requests.filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    lcpElement: lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null,
    // What keeps a category other than performance below 1.
    failedAudits: Object.fromEntries(
      ['accessibility', 'best-practices', 'seo'].map((id) => [
        id,
        (lhr.categories[id]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id]?.score < 1)
          .map((ref) => ref.id),
      ]),
    ),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    runtimeError: lhr.runtimeError?.message ?? null,
  }
}

/** The median of the numbers (the lower middle one for an even count), null when there are none. */
function median(values) {
  const sorted = values.filter((v) => v !== null).sort((a, b) => a - b)
  return sorted.length === 0 ? null : sorted[Math.floor((sorted.length - 1) / 2)]
}

const MEDIAN_KEYS = [
  'performance',
  'accessibility',
  'bestPractices',
  'seo',
  'lcpMs',
  'tbtMs',
  'cls',
  'fcpMs',
  'totalBytes',
  'jsBytes',
]

/** Each metric's own median over the runs, the slowest run's LCP, and the audits that failed in any run. */
function summary(runs) {
  const medians = Object.fromEntries(MEDIAN_KEYS.map((key) => [key, median(runs.map((run) => run[key]))]))
  const failedAudits = Object.fromEntries(
    ['accessibility', 'best-practices', 'seo'].map((id) => [
      id,
      [...new Set(runs.flatMap((run) => run.failedAudits[id] ?? []))],
    ]),
  )
  const lcps = runs.map((run) => run.lcpMs).filter((v) => v !== null)
  return { ...medians, maxLcpMs: lcps.length ? Math.max(...lcps) : null, failedAudits }
}

/**
 * One Lighthouse run of `url` in `mode`. A simulated run keeps what it recorded (Lighthouse's gather and audit modes)
 * in `dir`, for the calibrated audit once every run is in (recordedAudit).
 */
async function runOnce(url, mode, port, dir) {
  const flags = { port, output: 'json', logLevel: 'error', ...(dir ? { gatherMode: dir, auditMode: dir } : {}) }
  const { lhr } = await lighthouse(url, flags, { extends: 'lighthouse:default', settings: MODES[mode] })
  return lhr
}

/**
 * A simulated run audited again from its recording at `cpuSlowdownMultiplier`. Simulated throttling slows nothing
 * while recording, so the recorded settings are given the new multiplier first (Lighthouse refuses settings that
 * differ from the recording's).
 */
async function recordedAudit(url, dir, cpuSlowdownMultiplier) {
  const artifactsFile = path.join(dir, 'artifacts.json')
  const artifacts = JSON.parse(readFileSync(artifactsFile, 'utf8'))
  const throttling = { ...artifacts.settings.throttling, cpuSlowdownMultiplier }
  artifacts.settings.throttling = throttling
  writeFileSync(artifactsFile, JSON.stringify(artifacts))
  const { lhr } = await lighthouse(
    url,
    { output: 'json', logLevel: 'error', auditMode: dir },
    { extends: 'lighthouse:default', settings: { ...MODES.simulated, throttling } },
  )
  return lhr
}

/**
 * Runs Lighthouse on each route in each mode of `runsByMode` (mode → runs a route), in rounds over all routes (so a
 * busy moment of the machine spreads out), and returns each route's medians and runs by mode, with `calibrated` beside
 * `simulated` (the same runs audited at the CPU slowdown of the median benchmark index). A route is a path under
 * `base`, or with an empty `base` a whole URL (bench/compare.mjs measures two servers in one run).
 */
export async function measureLighthouse(base, routes, runsByMode) {
  const modes = Object.keys(runsByMode).filter((mode) => runsByMode[mode] > 0)
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    envVars: phoneFontsEnv(),
    handleSIGINT: false,
    logLevel: 'silent',
  })
  const recordings = mkdtempSync(path.join(os.tmpdir(), 'gopuram-lighthouse-'))
  let version
  const result = {}
  const routeResults = (runsOf) =>
    routes.map((route) => ({ path: route, median: summary(runsOf.get(route)), runs: runsOf.get(route) }))
  try {
    for (const mode of modes) {
      const runs = runsByMode[mode]
      const byRoute = new Map(routes.map((route) => [route, []]))
      const recorded = []
      for (let round = 1; round <= runs; round++) {
        // The order reversed every other round, so neither end of a round is always the one measured first.
        for (const route of round % 2 ? routes : [...routes].reverse()) {
          // A run whose trace could not be recorded (Lighthouse's NO_NAVSTART, now and then) measured nothing: it
          // is run again, so that it does not count as the worst run.
          for (let attempt = 1; ; attempt++) {
            const dir = mode === 'simulated' ? path.join(recordings, String(recorded.length)) : null
            const lhr = await runOnce(base + route, mode, chrome.port, dir)
            version = lhr.lighthouseVersion
            const metrics = runMetrics(lhr)
            log(
              `lighthouse ${mode} ${route} ${round}/${runs}: performance ${metrics.performance}, ` +
                `LCP ${Math.round(metrics.lcpMs)} ms, TBT ${Math.round(metrics.tbtMs)} ms, ` +
                `benchmark index ${Math.round(metrics.benchmarkIndex ?? 0)}` +
                (metrics.runtimeError ? `, error: ${metrics.runtimeError}` : ''),
            )
            if (dir && metrics.runtimeError) rmSync(dir, { recursive: true, force: true })
            if (!metrics.runtimeError || attempt === LIGHTHOUSE_ATTEMPTS) {
              byRoute.get(route).push(metrics)
              if (dir && !metrics.runtimeError) recorded.push({ route, dir, benchmarkIndex: metrics.benchmarkIndex })
              break
            }
          }
        }
      }
      result[mode] = routeResults(byRoute)
      if (mode === 'simulated' && recorded.length) {
        const benchmarkIndex = median(recorded.map((run) => run.benchmarkIndex))
        const multiplier = cpuSlowdownFor(benchmarkIndex)
        log(
          `calibrated: the ${recorded.length} simulated runs audited again at ${multiplier.toFixed(2)}x CPU (median benchmark index ${Math.round(benchmarkIndex)})`,
        )
        const calibratedByRoute = new Map(routes.map((route) => [route, []]))
        for (const run of recorded) {
          calibratedByRoute.get(run.route).push(runMetrics(await recordedAudit(base + run.route, run.dir, multiplier)))
          rmSync(run.dir, { recursive: true, force: true })
        }
        result.calibrated = routeResults(calibratedByRoute)
        result.calibration = { benchmarkIndex, cpuSlowdownMultiplier: multiplier }
      }
    }
  } finally {
    await chrome.kill()
    rmSync(recordings, { recursive: true, force: true })
  }
  return { version, runsByMode, medianBy: "each metric's own median over the runs", ...result }
}

/** One fetch of each route and of the image sizes a phone picks from it, so no run pays for a first render. */
export async function warm(base, routes) {
  for (const page of routes) {
    const { body } = await fetchBytes(base + page)
    const images = srcsetCandidates(body.toString(), base).filter((c) => WARM_WIDTHS.includes(c.descriptor))
    await mapLimit([...new Set(images.map((c) => c.url))], CRAWL_CONCURRENCY, (url) =>
      fetchBytes(url, { accept: IMAGE_ACCEPT }),
    )
  }
}
