// The site's benchmark (npm run bench): builds and starts a production server on the embedded provider, then measures
//   - Lighthouse 12 on every public route the speed budgets cover (bench/lighthouse.mjs: the home page, the first trip
//     of each category, the category and request pages, /testimonials, /contact, a search, and one Tamil page of each
//     kind: /ta, a trip, a category, /ta/testimonials, /ta/contact, a Tamil search), as a new visitor, after
//     one warming fetch of each route and of its 828w/640w/390w images, in two throttling modes: simulated (the
//     default mobile settings, --runs runs a route) and applied (Chrome's own slow 4G and 4x CPU, --applied-runs
//     runs a route). Each metric is its own median over a route's runs; the slowest run's LCP is kept beside it.
//     Each simulated run is also audited at the CPU slowdown the runs' median benchmark index calls for
//     ("calibrated", bench/cpu-calibration.mjs), told beside the budgets' verdict, which stays Lighthouse's default;
//   - throughput of a trip page (autocannon, 10 connections) through the production proxy (nginx with its
//     micro-cache, deploy/nginx/site.conf) and, in the same run, of the same gzip bytes from the same nginx as a file
//     (bench/proxy.mjs): the ratio between the two is the budget, the machine being noisy. Tracked beside it: `next
//     start` alone against the same HTML from a minimal static server (bench/static-server.mjs);
//   - the contact lead endpoint under load (valid, distinct posts, one client address each), and whether every
//     acknowledged post is a row of the SQLite store;
//   - the server's resident memory (its processes summed) at start, after those runs, and after a crawl of every
//     page of the sitemap and every image size of their srcsets;
//   - every trip's itinerary PDF (/trip/<slug>/itinerary.pdf) fetched one after another, twice: the first fetch of
//     each makes it (cold), the second is served from the server's memory (warm); p95 of each, the largest PDF,
//     and the server's memory after both rounds;
//   - the trip search at 25 and 2,000 trips (bench/search.ts, npm run bench:search alone): suggestion requests'
//     server time, and the index's build time and memory.
// It prints one table and the budgets of the performance issue (ok / MISSED), and writes everything as JSON to
// bench/results/<timestamp>.json and bench/results/latest.json. KB = 1024 bytes, MB = 1024 KB.
//
// usage: npm run bench -- [--reuse] [--dist <dir>] [--port <n>] [--runs <n>] [--applied-runs <n>] [--duration <s>]
//                          [--only <routes>] [--strict]
//   --reuse         serve the existing build in the dist folder when it has one (default: build first)
//   --dist <dir>    build folder (default .next-bench); e.g. --dist .next-bench-before --reuse measures an older build
//   --port <n>      first port to try for the site (default 3400; the next free one up to 3499 is used)
//   --runs <n>      simulated Lighthouse runs per route (default 5)
//   --applied-runs <n>  applied-throttling Lighthouse runs per route (default 3; 0 leaves that mode out)
//   --duration <s>  seconds of each load test (default 10)
//   --only <routes> Lighthouse on these routes only, comma-separated (e.g. /,/trip/char-dham-yatra)
//   --strict        exit with 1 when a budget is missed
// Needs Chromium (CHROMIUM_PATH, default /usr/bin/chromium).
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import {
  cleanups,
  CONNECTIONS,
  CRAWL_CONCURRENCY,
  ensureBuild,
  fetchBytes,
  freePort,
  IMAGE_ACCEPT,
  KB,
  log,
  mapLimit,
  markdownTable,
  MB,
  measureLeads,
  measureThroughput,
  sqliteLeadRows,
  residentMemory,
  root,
  run,
  runBenchmark,
  srcsetCandidates,
  startServer,
  writeResult,
} from './lib.mjs'
import { measureLighthouse, routesOf, warm } from './lighthouse.mjs'
import { measureProxyThroughput } from './proxy.mjs'

const BUDGETS = {
  performance: 0.95,
  accessibility: 1,
  bestPractices: 1,
  seo: 1,
  lcpMs: 2500,
  maxLcpMs: 3000,
  appliedLcpMs: 2500,
  tbtMs: 150,
  cls: 0.02,
  homeJsBytes: 170 * KB,
  otherJsBytes: 160 * KB,
  proxyThroughputRatio: 0.7,
  rssAfterCrawlBytes: 300 * MB,
  itineraryColdP95Ms: 1500,
  itineraryWarmP95Ms: 50,
  itineraryBytes: 1024 * KB,
}

/** The home page in each language: its budget of JavaScript is the home page's. */
const HOME_ROUTES = new Set(['/', '/ta'])

const { values: args } = parseArgs({
  options: {
    reuse: { type: 'boolean', default: false },
    dist: { type: 'string', default: '.next-bench' },
    port: { type: 'string', default: '3400' },
    runs: { type: 'string', default: '5' },
    'applied-runs': { type: 'string', default: '3' },
    duration: { type: 'string', default: '10' },
    only: { type: 'string' },
    strict: { type: 'boolean', default: false },
  },
})
const runs = Number(args.runs)
const appliedRuns = Number(args['applied-runs'])
const duration = Number(args.duration)
if (!Number.isInteger(runs) || runs < 1 || !Number.isInteger(appliedRuns) || appliedRuns < 0 || !(duration > 0))
  throw new Error('--runs needs a whole number ≥ 1, --applied-runs one ≥ 0, --duration a positive number')

/** bench/search.ts on the same build, in a process of its own (it loads the site's modules); answers its result. */
async function measureSearch(distDir, port) {
  const out = path.join(mkdtempSync(path.join(os.tmpdir(), 'gopuram-bench-search-')), 'result.json')
  log('search: 25 and 2,000 trips (bench/search.ts)')
  await run(
    process.execPath,
    [
      '--expose-gc',
      '--import',
      'tsx',
      '--conditions',
      'react-server',
      'bench/search.ts',
      '--reuse',
      '--dist',
      distDir,
      '--port',
      String(port),
      '--out',
      out,
    ],
    {},
  )
  return JSON.parse(readFileSync(out, 'utf8'))
}

async function crawl(base) {
  const { body: sitemap } = await fetchBytes(`${base}/sitemap.xml`)
  const paths = [...sitemap.toString().matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => {
    const url = new URL(loc.trim())
    return url.pathname + url.search
  })
  const pages = paths.map((page) => base + page)
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
  return {
    pages: pages.length,
    images: images.length,
    failures,
    tripPaths: paths.filter((p) => p.startsWith('/trip/')),
  }
}

/** The nearest-rank percentile of `values` (ms). */
function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}

/** Every trip's itinerary PDF, one request at a time: made (cold), then again from memory (warm). */
async function measureItineraries(base, tripPaths) {
  const rounds = { cold: [], warm: [] }
  const failures = []
  let largest = 0
  for (const round of ['cold', 'warm']) {
    for (const tripPath of tripPaths) {
      const started = performance.now()
      const { status, contentType, body } = await fetchBytes(`${base}${tripPath}/itinerary.pdf`)
      rounds[round].push(performance.now() - started)
      if (status !== 200 || contentType !== 'application/pdf') failures.push({ path: tripPath, status })
      largest = Math.max(largest, body.length)
    }
  }
  log(`itineraries: ${tripPaths.length} PDFs, cold and warm`)
  return {
    trips: tripPaths.length,
    coldP95Ms: Math.round(percentile(rounds.cold, 95)),
    coldMaxMs: Math.round(Math.max(...rounds.cold)),
    warmP95Ms: Math.round(percentile(rounds.warm, 95)),
    largestBytes: largest,
    failures,
  }
}

const atLeast = (min) => (value) => value !== null && value >= min
const atMost = (max) => (value) => value !== null && value <= max

/**
 * One budget line over routes' medians: which routes miss it, or the range of all of them. An `informational` line
 * (the calibrated results) is told beside the verdict and does not make it.
 */
function routeBudget(name, routes, key, ok, format, informational = false) {
  const missed = routes.filter((route) => !ok(route.median[key], route.path))
  const detail = missed.length
    ? `missed on ${missed.map((route) => `${route.path} ${format(route.median[key])}`).join(', ')}`
    : `${routes.length} routes, ${range(
        routes.map((route) => route.median[key]),
        format,
      )}`
  return { name, ok: missed.length === 0, detail, informational }
}

/**
 * The Lighthouse budgets over `routes` (one mode's results). `label` names the lines of the calibrated results, which
 * are informational: the budgets are Lighthouse's defaults. Those lines leave out what the CPU does not change.
 */
function lighthouseBudgets(routes, label = '') {
  const informational = label !== ''
  const lines = []
  const perRoute = (name, key, ok, format) =>
    lines.push(routeBudget(`${label}${name}`, routes, key, ok, format, informational))
  const median = `median of ${runs}`
  perRoute(`performance ≥ ${BUDGETS.performance} (${median})`, 'performance', atLeast(BUDGETS.performance), score)
  if (!informational) {
    perRoute(`accessibility ≥ ${BUDGETS.accessibility}`, 'accessibility', atLeast(BUDGETS.accessibility), score)
    perRoute(`best-practices ≥ ${BUDGETS.bestPractices}`, 'bestPractices', atLeast(BUDGETS.bestPractices), score)
    perRoute(`SEO ≥ ${BUDGETS.seo}`, 'seo', atLeast(BUDGETS.seo), score)
  }
  perRoute(`LCP ≤ ${BUDGETS.lcpMs} ms (${median})`, 'lcpMs', atMost(BUDGETS.lcpMs), ms)
  perRoute(`LCP ≤ ${BUDGETS.maxLcpMs} ms in every run`, 'maxLcpMs', atMost(BUDGETS.maxLcpMs), ms)
  perRoute(`TBT ≤ ${BUDGETS.tbtMs} ms (${median})`, 'tbtMs', atMost(BUDGETS.tbtMs), ms)
  if (!informational) {
    perRoute(`CLS ≤ ${BUDGETS.cls}`, 'cls', atMost(BUDGETS.cls), cls)
    perRoute(
      `JavaScript ≤ ${kb(BUDGETS.homeJsBytes)} on / and /ta, ≤ ${kb(BUDGETS.otherJsBytes)} elsewhere`,
      'jsBytes',
      (value, route) => atMost(HOME_ROUTES.has(route) ? BUDGETS.homeJsBytes : BUDGETS.otherJsBytes)(value),
      kb,
    )
  }
  return lines
}

function budgets(result) {
  const { simulated, calibrated, applied } = result.lighthouse
  const lines = lighthouseBudgets(simulated)
  if (calibrated) lines.push(...lighthouseBudgets(calibrated, 'calibrated CPU: '))
  if (applied) {
    lines.push(
      routeBudget(
        `LCP ≤ ${BUDGETS.appliedLcpMs} ms with applied throttling (median of ${appliedRuns})`,
        applied,
        'lcpMs',
        atMost(BUDGETS.appliedLcpMs),
        ms,
      ),
    )
  }
  const { ratio } = result.proxyThroughput
  lines.push({
    name: `trip page through the proxy ≥ ${BUDGETS.proxyThroughputRatio}× nginx serving the file`,
    ok: ratio >= BUDGETS.proxyThroughputRatio,
    detail: ratio.toFixed(2),
  })
  const rss = result.memory.afterCrawl.rssBytes
  lines.push({
    name: `RSS after the crawl ≤ ${mb(BUDGETS.rssAfterCrawlBytes)}`,
    ok: rss <= BUDGETS.rssAfterCrawlBytes,
    detail: mb(rss),
  })
  const itineraries = result.itineraries
  lines.push({
    name: `itinerary PDF cold p95 ≤ ${ms(BUDGETS.itineraryColdP95Ms)}, warm p95 ≤ ${ms(BUDGETS.itineraryWarmP95Ms)}, each ≤ ${kb(BUDGETS.itineraryBytes)}`,
    ok:
      itineraries.failures.length === 0 &&
      itineraries.coldP95Ms <= BUDGETS.itineraryColdP95Ms &&
      itineraries.warmP95Ms <= BUDGETS.itineraryWarmP95Ms &&
      itineraries.largestBytes <= BUDGETS.itineraryBytes,
    detail: `${itineraries.trips} trips: cold p95 ${ms(itineraries.coldP95Ms)} (max ${ms(itineraries.coldMaxMs)}), warm p95 ${ms(itineraries.warmP95Ms)}, largest ${kb(itineraries.largestBytes)}${itineraries.failures.length ? `, ${itineraries.failures.length} failed` : ''}`,
  })
  const afterPdfs = result.memory.afterItineraries.rssBytes
  lines.push({
    name: `RSS after every itinerary PDF twice ≤ ${mb(BUDGETS.rssAfterCrawlBytes)}`,
    ok: afterPdfs <= BUDGETS.rssAfterCrawlBytes,
    detail: mb(afterPdfs),
  })
  const leads = result.leads
  lines.push({
    name: 'every acknowledged lead stored',
    ok: leads.acknowledgedStored === leads.acknowledged && leads.storedButRefused === 0,
    detail: `${leads.acknowledged} acknowledged, ${leads.acknowledgedStored} of them stored`,
  })
  return lines
}

/** "lowest–highest" of the values, formatted. */
function range(values, format) {
  const known = values.filter((value) => value !== null)
  if (known.length === 0) return '–'
  const [low, high] = [Math.min(...known), Math.max(...known)]
  return low === high ? format(low) : `${format(low)}–${format(high)}`
}

const score = (value) => (value === null ? '–' : value.toFixed(2))
const ms = (value) => (value === null ? '–' : `${Math.round(value)} ms`)
const cls = (value) => (value === null ? '–' : value.toFixed(3))
const kb = (bytes) => (bytes === null ? '–' : `${(bytes / KB).toFixed(1)} KB`)
const mb = (bytes) => `${(bytes / MB).toFixed(0)} MB`
const rate = (value) => `${Math.round(value)} req/s`

function lighthouseTable({ simulated, applied }) {
  const appliedOf = new Map((applied ?? []).map((route) => [route.path, route.median]))
  const rows = [
    [
      'route',
      'perf',
      'LCP (slowest)',
      'TBT',
      'CLS',
      'FCP',
      'a11y/bp/SEO',
      'JS gzip',
      'bytes',
      ...(applied ? ['applied LCP', 'applied TBT', 'applied FCP'] : []),
    ],
  ]
  for (const { path: route, median: m } of simulated) {
    const a = appliedOf.get(route)
    rows.push([
      route,
      score(m.performance),
      `${ms(m.lcpMs)} (${ms(m.maxLcpMs)})`,
      ms(m.tbtMs),
      cls(m.cls),
      ms(m.fcpMs),
      [m.accessibility, m.bestPractices, m.seo].map(score).join('/'),
      kb(m.jsBytes),
      kb(m.totalBytes),
      ...(applied ? [ms(a?.lcpMs ?? null), ms(a?.tbtMs ?? null), ms(a?.fcpMs ?? null)] : []),
    ])
  }
  return markdownTable(rows)
}

/** The same runs at the calibrated CPU slowdown (bench/cpu-calibration.mjs): what changes with the multiplier. */
function calibratedTable(calibrated) {
  const rows = [['route (calibrated CPU)', 'perf', 'LCP (slowest)', 'TBT', 'FCP']]
  for (const { path: route, median: m } of calibrated) {
    rows.push([route, score(m.performance), `${ms(m.lcpMs)} (${ms(m.maxLcpMs)})`, ms(m.tbtMs), ms(m.fcpMs)])
  }
  return markdownTable(rows)
}

function table(result) {
  const { throughput: tp, proxyThroughput: px, leads, memory, crawl: crawled } = result
  const otherStatuses = Object.entries(leads.statusCounts).filter(([code]) => !code.startsWith('2'))
  const rows = [
    ['measure', '', '', '', '', ''],
    [
      `throughput ${px.path} (gzip)`,
      `proxy ${rate(px.proxy.requestsPerSecond)}`,
      `proxy p99 ${px.proxy.p99Ms} ms`,
      `nginx file ${rate(px.static.requestsPerSecond)}`,
      `file p99 ${px.static.p99Ms} ms`,
      `ratio ${px.ratio.toFixed(2)}`,
    ],
    [
      `throughput ${tp.path} (tracked)`,
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
    ...result.search.sizes.map(({ size, index, server }) => [
      `search, ${size} trips`,
      `server p50 ${server.serverMs.p50} ms`,
      `server p95 ${server.serverMs.p95} ms`,
      `index ${index.terms} terms`,
      `built in ${index.buildMs} ms`,
      `heap ${(index.heapBytes / MB).toFixed(1)} MB`,
    ]),
    [
      'server RSS',
      `start ${mb(memory.start.rssBytes)}`,
      `after run ${mb(memory.afterRun.rssBytes)}`,
      `after crawl ${mb(memory.afterCrawl.rssBytes)}`,
      `crawled ${crawled.pages} pages`,
      `${crawled.images} images`,
    ],
    [
      `itinerary PDFs, ${result.itineraries.trips} trips`,
      `cold p95 ${ms(result.itineraries.coldP95Ms)}`,
      `cold max ${ms(result.itineraries.coldMaxMs)}`,
      `warm p95 ${ms(result.itineraries.warmP95Ms)}`,
      `largest ${kb(result.itineraries.largestBytes)}`,
      `RSS after ${mb(memory.afterItineraries.rssBytes)}`,
    ],
  ]
  const { calibrated, calibration } = result.lighthouse
  return [
    lighthouseTable(result.lighthouse),
    '',
    ...(calibrated
      ? [`calibrated: ${calibration.cpuSlowdownMultiplier.toFixed(2)}x CPU`, calibratedTable(calibrated), '']
      : []),
    markdownTable(rows),
  ].join('\n')
}

function report(result) {
  const { leads, crawl: crawled } = result
  const { simulated, applied } = result.lighthouse
  const indexes = [...simulated, ...(applied ?? [])].flatMap((route) => route.runs.map((r) => r.benchmarkIndex ?? 0))
  const notes = [
    `Lighthouse ${result.lighthouse.version}, mobile; each metric its own median: simulated throttling (the default) ` +
      `over ${runs} runs a route, applied throttling (slow 4G, 4x CPU, in Chrome) over ${appliedRuns}.`,
    `Load tests: ${duration} s, ${CONNECTIONS} connections each. Build: ${result.options.dist} (${result.options.buildId}), ` +
      `image cache emptied at start (${result.options.imageCacheEntries} entries).`,
    `Machine: ${result.machine.cpus} CPUs, load average ${result.machine.loadAverageAtStart[0].toFixed(1)} at start; ` +
      `Lighthouse benchmark index ${Math.round(Math.min(...indexes))}–${Math.round(Math.max(...indexes))}.` +
      (result.lighthouse.calibration
        ? ` The calibrated results are the same simulated runs audited again at ` +
          `${result.lighthouse.calibration.cpuSlowdownMultiplier.toFixed(2)}x CPU, the slowdown Lighthouse's CPU ` +
          `calculator gives for the runs' median index ${Math.round(result.lighthouse.calibration.benchmarkIndex)} ` +
          `(its default 4x is right near 1533). The verdict is the default's.`
        : ''),
    `Leads: ${leads.storedRows} rows for this test (${Object.entries(leads.storedByStatus)
      .map(([status, count]) => `${count} ${status}`)
      .join(', ')}), ${leads.storedUnanswered} of them posts cut off unanswered when the load stopped; ` +
      `acknowledged == stored: ${leads.acknowledgedStored === leads.acknowledged && leads.storedButRefused === 0 ? 'yes' : 'NO'}.`,
  ]
  for (const category of ['accessibility', 'best-practices', 'seo']) {
    const failing = simulated
      .filter((route) => route.median.failedAudits[category].length)
      .map((route) => `${route.path} (${route.median.failedAudits[category].join(', ')})`)
    if (failing.length) notes.push(`${category} below 1: ${failing.join('; ')}.`)
  }
  if (crawled.failures.length) notes.push(`Crawl: ${crawled.failures.length} answers other than 200.`)
  const budgetLines = result.budgets.map(
    (b) => `${b.ok ? 'ok    ' : b.informational ? 'over  ' : 'MISSED'}  ${b.name}: ${b.detail}`,
  )
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

  const routes = args.only ? args.only.split(',').map((route) => route.trim()) : await routesOf(server.base)
  log(`warming ${routes.length} routes and their images`)
  await warm(server.base, routes)
  const lighthouseResult = await measureLighthouse(server.base, routes, { simulated: runs, applied: appliedRuns })
  const throughput = await measureThroughput(server.base, { duration, portFrom: port + 1 })
  const proxyThroughput = await measureProxyThroughput(server.base, { duration })
  const leads = await measureLeads(server.base, { duration, storedRows: (prefix) => sqliteLeadRows(dataDir, prefix) })
  memory.afterRun = residentMemory(server.pid)
  const crawled = await crawl(server.base)
  memory.afterCrawl = residentMemory(server.pid)
  const itineraries = await measureItineraries(server.base, crawled.tripPaths)
  memory.afterItineraries = residentMemory(server.pid)
  await server.stop()
  const search = await measureSearch(distDir, port + 2)

  const result = {
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    options: {
      dist: distDir,
      buildId,
      reused: args.reuse,
      imageCacheEntries,
      runs,
      appliedRuns,
      durationSeconds: duration,
      port,
    },
    machine: { node: process.version, cpus: os.cpus().length, loadAverageAtStart: os.loadavg() },
    lighthouse: lighthouseResult,
    throughput,
    proxyThroughput,
    leads,
    memory,
    crawl: crawled,
    itineraries,
    search,
  }
  result.budgets = [...budgets(result), search.budget]

  const file = await writeResult('', startedAt, result, { latest: true })

  console.log(report(result))
  console.log(`\nResults: ${path.relative(root, file)} (also bench/results/latest.json)`)
  return result.budgets.every((b) => b.ok || b.informational)
}

// A missed budget fails the run only with --strict.
await runBenchmark(async () => (await main()) || !args.strict)
