// The site's benchmark (npm run bench): builds and starts a production server on the embedded provider, then measures
//   - Lighthouse 12 (default mobile settings: simulated slow 4G, 4x CPU slowdown) on five pages, as a new visitor,
//     after one warming fetch of each page and of its 828w/640w/390w images; the run with the median performance
//     score of --runs runs per page is reported: scores, LCP, TBT, CLS, FCP, total bytes, JavaScript bytes on the wire;
//   - throughput of a trip page (autocannon, 10 connections) and, in the same run, of the same HTML bytes from a
//     minimal static server (bench/static-server.mjs): the ratio between the two is the figure that counts, the
//     machine being noisy;
//   - the contact lead endpoint under load (valid, distinct posts, one client address each), and whether every
//     acknowledged post is a row of the SQLite store;
//   - the server's resident memory (its processes summed) at start, after those runs, and after a crawl of every
//     page of the sitemap and every image size of their srcsets.
// It prints one table and the budgets of the performance issue (ok / MISSED), and writes everything as JSON to
// bench/results/<timestamp>.json and bench/results/latest.json. KB = 1024 bytes, MB = 1024 KB.
//
// usage: npm run bench -- [--reuse] [--dist <dir>] [--port <n>] [--runs <n>] [--duration <s>] [--strict]
//   --reuse         serve the existing build in the dist folder when it has one (default: build first)
//   --dist <dir>    build folder (default .next-bench); e.g. --dist .next-bench-before --reuse measures an older build
//   --port <n>      first port to try for the site (default 3400; the next free one up to 3499 is used)
//   --runs <n>      Lighthouse runs per page (default 3)
//   --duration <s>  seconds of each load test (default 10)
//   --strict        exit with 1 when a budget is missed
// Needs Chromium (CHROMIUM_PATH, default /usr/bin/chromium).
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import {
  cleanups,
  CONNECTIONS,
  ensureBuild,
  fetchBytes,
  freePort,
  KB,
  log,
  markdownTable,
  MB,
  measureLeads,
  measureThroughput,
  sqliteLeadRows,
  residentMemory,
  root,
  runBenchmark,
  startServer,
  writeResult,
} from './lib.mjs'

const PAGES = ['/', '/trip/char-dham-yatra', '/pilgrimage', '/testimonials', '/contact']
const CRAWL_CONCURRENCY = 4
/** Tries of one Lighthouse run that ends in a runtime error before that error is the run's result. */
const LIGHTHOUSE_ATTEMPTS = 3
/** The srcset widths phones pick (390 px wide screens at 1x to 2x), Lighthouse's emulated one among them. */
const WARM_WIDTHS = ['828w', '640w', '390w']
/** What Chromium sends for images: the optimizer's cache is keyed by the format it negotiates. */
const IMAGE_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8'
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

const BUDGETS = {
  performance: 0.95,
  accessibility: 1,
  bestPractices: 1,
  seo: 1,
  lcpMs: 2000,
  tbtMs: 150,
  cls: 0.02,
  homeJsBytes: 190 * KB,
  otherJsBytes: 160 * KB,
  throughputRatio: 0.3,
  rssAfterCrawlBytes: 400 * MB,
}

const { values: args } = parseArgs({
  options: {
    reuse: { type: 'boolean', default: false },
    dist: { type: 'string', default: '.next-bench' },
    port: { type: 'string', default: '3400' },
    runs: { type: 'string', default: '3' },
    duration: { type: 'string', default: '10' },
    strict: { type: 'boolean', default: false },
  },
})
const runs = Number(args.runs)
const duration = Number(args.duration)
if (!Number.isInteger(runs) || runs < 1 || !(duration > 0))
  throw new Error('--runs needs a whole number ≥ 1, --duration a positive number')

/** Every candidate URL of every srcset and imagesrcset attribute of a page, with its width descriptor. */
function srcsetCandidates(html, base) {
  const candidates = []
  for (const [, value] of html.matchAll(/\s(?:image)?srcset="([^"]*)"/gi)) {
    for (const candidate of value.replaceAll('&amp;', '&').split(',')) {
      const [url, descriptor = ''] = candidate.trim().split(/\s+/)
      if (url) candidates.push({ url: new URL(url, base).href, descriptor })
    }
  }
  return candidates
}

async function mapLimit(items, limit, fn) {
  const results = new Array(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const index = next++
      results[index] = await fn(items[index])
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
  return results
}

async function warm(base) {
  for (const page of PAGES) {
    const { body } = await fetchBytes(base + page)
    const images = srcsetCandidates(body.toString(), base).filter((c) => WARM_WIDTHS.includes(c.descriptor))
    await mapLimit([...new Set(images.map((c) => c.url))], CRAWL_CONCURRENCY, (url) =>
      fetchBytes(url, { accept: IMAGE_ACCEPT }),
    )
  }
}

function pageMetrics(lhr) {
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

/** The run whose performance score is the median (the lower of the two middle ones for an even count). */
function medianRun(pageRuns) {
  const sorted = [...pageRuns].sort((a, b) => (a.performance ?? -1) - (b.performance ?? -1))
  return sorted[Math.floor((sorted.length - 1) / 2)]
}

async function measureLighthouse(base) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
    handleSIGINT: false,
    logLevel: 'silent',
  })
  cleanups.push(() => chrome.kill())
  const byPage = new Map(PAGES.map((page) => [page, []]))
  let lighthouseVersion
  // Rounds over all pages rather than a page's runs back to back, so a busy moment of the machine spreads out.
  for (let round = 1; round <= runs; round++) {
    for (const page of PAGES) {
      // A run whose trace could not be recorded (Lighthouse's NO_NAVSTART, now and then) measured nothing: it is
      // run again, so that it does not count as the worst score in the median.
      for (let attempt = 1; ; attempt++) {
        const result = await lighthouse(base + page, { port: chrome.port, output: 'json', logLevel: 'error' })
        lighthouseVersion = result.lhr.lighthouseVersion
        const metrics = pageMetrics(result.lhr)
        log(
          `lighthouse ${page} ${round}/${runs}: performance ${metrics.performance}, LCP ${Math.round(metrics.lcpMs)} ms` +
            (metrics.runtimeError ? `, error: ${metrics.runtimeError}` : ''),
        )
        if (!metrics.runtimeError || attempt === LIGHTHOUSE_ATTEMPTS) {
          byPage.get(page).push(metrics)
          break
        }
      }
    }
  }
  await chrome.kill()
  return {
    version: lighthouseVersion,
    medianBy: 'run with the median performance score',
    pages: PAGES.map((page) => ({ path: page, median: medianRun(byPage.get(page)), runs: byPage.get(page) })),
  }
}

async function crawl(base) {
  const { body: sitemap } = await fetchBytes(`${base}/sitemap.xml`)
  const pages = [...sitemap.toString().matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => {
    const url = new URL(loc.trim())
    return base + url.pathname + url.search
  })
  const failures = []
  const htmls = await mapLimit(pages, CRAWL_CONCURRENCY, async (url) => {
    const { status, body } = await fetchBytes(url)
    if (status !== 200) failures.push({ url, status })
    return body.toString()
  })
  const images = [...new Set(htmls.flatMap((html) => srcsetCandidates(html, base).map((c) => c.url)))]
  log(`crawl: ${pages.length} pages, ${images.length} image sizes`)
  await mapLimit(images, CRAWL_CONCURRENCY, async (url) => {
    const { status } = await fetchBytes(url, { accept: IMAGE_ACCEPT })
    if (status !== 200) failures.push({ url, status })
  })
  return { pages: pages.length, images: images.length, failures }
}

function budgets(result) {
  const lines = []
  const perPage = (name, key, ok, format) => {
    const missed = result.lighthouse.pages.filter((page) => !ok(page.median[key], page.path))
    const values = result.lighthouse.pages.map((page) => `${page.path} ${format(page.median[key])}`)
    lines.push({ name, ok: missed.length === 0, detail: values.join(', ') })
  }
  const atLeast = (min) => (value) => value !== null && value >= min
  const atMost = (max) => (value) => value !== null && value <= max
  perPage(`performance ≥ ${BUDGETS.performance}`, 'performance', atLeast(BUDGETS.performance), score)
  perPage(`accessibility ≥ ${BUDGETS.accessibility}`, 'accessibility', atLeast(BUDGETS.accessibility), score)
  perPage(`best-practices ≥ ${BUDGETS.bestPractices}`, 'bestPractices', atLeast(BUDGETS.bestPractices), score)
  perPage(`SEO ≥ ${BUDGETS.seo}`, 'seo', atLeast(BUDGETS.seo), score)
  perPage(`LCP ≤ ${BUDGETS.lcpMs} ms`, 'lcpMs', atMost(BUDGETS.lcpMs), ms)
  perPage(`TBT ≤ ${BUDGETS.tbtMs} ms`, 'tbtMs', atMost(BUDGETS.tbtMs), ms)
  perPage(`CLS ≤ ${BUDGETS.cls}`, 'cls', atMost(BUDGETS.cls), cls)
  perPage(
    `JavaScript ≤ ${kb(BUDGETS.homeJsBytes)} on /, ≤ ${kb(BUDGETS.otherJsBytes)} elsewhere`,
    'jsBytes',
    (value, page) => atMost(page === '/' ? BUDGETS.homeJsBytes : BUDGETS.otherJsBytes)(value),
    kb,
  )
  const { ratio } = result.throughput
  lines.push({
    name: `trip page throughput ≥ ${BUDGETS.throughputRatio} of the static server's`,
    ok: ratio >= BUDGETS.throughputRatio,
    detail: ratio.toFixed(2),
  })
  const rss = result.memory.afterCrawl.rssBytes
  lines.push({
    name: `RSS after the crawl ≤ ${mb(BUDGETS.rssAfterCrawlBytes)}`,
    ok: rss <= BUDGETS.rssAfterCrawlBytes,
    detail: mb(rss),
  })
  const leads = result.leads
  lines.push({
    name: 'every acknowledged lead stored',
    ok: leads.acknowledgedStored === leads.acknowledged && leads.storedButRefused === 0,
    detail: `${leads.acknowledged} acknowledged, ${leads.acknowledgedStored} of them stored`,
  })
  return lines
}

const score = (value) => (value === null ? '–' : value.toFixed(2))
const ms = (value) => (value === null ? '–' : `${Math.round(value)} ms`)
const cls = (value) => (value === null ? '–' : value.toFixed(3))
const kb = (bytes) => (bytes === null ? '–' : `${(bytes / KB).toFixed(1)} KB`)
const mb = (bytes) => `${(bytes / MB).toFixed(0)} MB`
const rate = (value) => `${Math.round(value)} req/s`

function table(result) {
  const { lighthouse: lh, throughput: tp, leads, memory, crawl: crawled } = result
  const metric = (label, key, format) => [label, ...lh.pages.map((page) => format(page.median[key]))]
  const otherStatuses = Object.entries(leads.statusCounts).filter(([code]) => !code.startsWith('2'))
  const rows = [
    ['measure', ...lh.pages.map((page) => page.path)],
    metric('performance', 'performance', score),
    metric('accessibility', 'accessibility', score),
    metric('best-practices', 'bestPractices', score),
    metric('SEO', 'seo', score),
    metric('LCP', 'lcpMs', ms),
    metric('TBT', 'tbtMs', ms),
    metric('CLS', 'cls', cls),
    metric('FCP', 'fcpMs', ms),
    metric('total bytes', 'totalBytes', kb),
    metric('JavaScript (gzip)', 'jsBytes', kb),
    [
      `throughput ${tp.path}`,
      `next ${rate(tp.next.requestsPerSecond)}`,
      `next p99 ${tp.next.p99Ms} ms`,
      `static ${rate(tp.static.requestsPerSecond)}`,
      `static p99 ${tp.static.p99Ms} ms`,
      `ratio ${tp.ratio.toFixed(2)}`,
    ],
    [
      `lead posts ${leads.path}`,
      rate(leads.requestsPerSecond),
      `p99 ${leads.p99Ms} ms`,
      `2xx ${leads.acknowledged}`,
      `other ${otherStatuses.map(([code, count]) => `${code}×${count}`).join(' ') || 'none'}`,
      `stored ${leads.acknowledgedStored}${leads.acknowledgedStored === leads.acknowledged ? ' = acknowledged' : ' ≠ acknowledged'}`,
    ],
    [
      'server RSS',
      `start ${mb(memory.start.rssBytes)}`,
      `after run ${mb(memory.afterRun.rssBytes)}`,
      `after crawl ${mb(memory.afterCrawl.rssBytes)}`,
      `crawled ${crawled.pages} pages`,
      `${crawled.images} images`,
    ],
  ]
  return markdownTable(rows)
}

function report(result) {
  const { leads, crawl: crawled } = result
  const indexes = result.lighthouse.pages.flatMap((page) => page.runs.map((r) => r.benchmarkIndex ?? 0))
  const notes = [
    `Lighthouse ${result.lighthouse.version}, default mobile settings; each page: the run with the median performance score of ${runs}.`,
    `Load tests: ${duration} s, ${CONNECTIONS} connections each. Build: ${result.options.dist} (${result.options.buildId}), ` +
      `image cache emptied at start (${result.options.imageCacheEntries} entries).`,
    `Machine: ${result.machine.cpus} CPUs, load average ${result.machine.loadAverageAtStart[0].toFixed(1)} at start; ` +
      `Lighthouse benchmark index ${Math.round(Math.min(...indexes))}–${Math.round(Math.max(...indexes))}.`,
    `Leads: ${leads.storedRows} rows for this test (${Object.entries(leads.storedByStatus)
      .map(([status, count]) => `${count} ${status}`)
      .join(', ')}), ${leads.storedUnanswered} of them posts cut off unanswered when the load stopped; ` +
      `acknowledged == stored: ${leads.acknowledgedStored === leads.acknowledged && leads.storedButRefused === 0 ? 'yes' : 'NO'}.`,
  ]
  for (const category of ['accessibility', 'best-practices', 'seo']) {
    const failing = result.lighthouse.pages
      .filter((page) => page.median.failedAudits[category].length)
      .map((page) => `${page.path} (${page.median.failedAudits[category].join(', ')})`)
    if (failing.length) notes.push(`${category} below 1: ${failing.join('; ')}.`)
  }
  if (crawled.failures.length) notes.push(`Crawl: ${crawled.failures.length} answers other than 200.`)
  const budgetLines = result.budgets.map((b) => `${b.ok ? 'ok    ' : 'MISSED'}  ${b.name}: ${b.detail}`)
  return [table(result), '', ...notes, '', 'Budgets', ...budgetLines].join('\n')
}

async function main() {
  const startedAt = new Date()
  const distDir = args.dist
  const buildId = await ensureBuild(distDir, args.reuse)
  // The optimizer's cache outlives the server in the build folder, and a warm one spares the encoding and its
  // memory: it is emptied, so the crawl encodes every image size as a freshly deployed site does.
  const imageCacheDir = path.join(root, distDir, 'cache/images')
  const imageCacheEntries = existsSync(imageCacheDir) ? readdirSync(imageCacheDir).length : 0
  rmSync(imageCacheDir, { recursive: true, force: true })

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gopuram-bench-'))
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }))
  const port = await freePort(Number(args.port))
  log(`starting ${distDir} on port ${port}, DATA_DIR ${dataDir}`)
  const server = await startServer(port, distDir, dataDir)
  const memory = { start: residentMemory(server.pid) }

  log('warming the pages and their images')
  await warm(server.base)
  const lighthouseResult = await measureLighthouse(server.base)
  const throughput = await measureThroughput(server.base, { duration, portFrom: port + 1 })
  const leads = await measureLeads(server.base, { duration, storedRows: (prefix) => sqliteLeadRows(dataDir, prefix) })
  memory.afterRun = residentMemory(server.pid)
  const crawled = await crawl(server.base)
  memory.afterCrawl = residentMemory(server.pid)

  const result = {
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    options: { dist: distDir, buildId, reused: args.reuse, imageCacheEntries, runs, durationSeconds: duration, port },
    machine: { node: process.version, cpus: os.cpus().length, loadAverageAtStart: os.loadavg() },
    lighthouse: lighthouseResult,
    throughput,
    leads,
    memory,
    crawl: crawled,
  }
  result.budgets = budgets(result)

  const file = await writeResult('', startedAt, result, { latest: true })

  console.log(report(result))
  console.log(`\nResults: ${path.relative(root, file)} (also bench/results/latest.json)`)
  return result.budgets.every((b) => b.ok)
}

// A missed budget fails the run only with --strict.
await runBenchmark(async () => (await main()) || !args.strict)
