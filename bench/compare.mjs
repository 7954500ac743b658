// Two builds side by side under Lighthouse (npm run bench:compare): another checkout's `.next-bench` build (an older
// commit, built there already) and this checkout's, each started on the embedded provider with a fresh DATA_DIR,
// warmed alike, then measured in alternation in one run (bench/lighthouse.mjs), so a busy moment of the machine hits
// both alike. Prints each route's medians for both and the after/before ratio, and writes
// bench/results/compare-<timestamp>.json.
//
// usage: npm run bench:compare -- --before <checkout> [--reuse] [--only <routes>] [--runs <n>] [--applied-runs <n>]
//   --before <checkout>  a checkout with a `.next-bench` build (git worktree add ../before <commit>; see the README)
//   --reuse              serve this checkout's existing .next-bench build (default: build first)
//   --only <routes>      comma-separated routes (default: the home page and the first trip of each category)
//   --runs <n>           simulated runs a route and build (default 5)
//   --applied-runs <n>   applied-throttling runs a route and build (default 3; 0 leaves that mode out)
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import {
  cleanups,
  ensureBuild,
  freePort,
  log,
  markdownTable,
  root,
  runBenchmark,
  startServer,
  writeResult,
} from './lib.mjs'
import { measureLighthouse, routesOf, warm } from './lighthouse.mjs'

const DIST = '.next-bench'
const { values: args } = parseArgs({
  options: {
    before: { type: 'string' },
    reuse: { type: 'boolean', default: false },
    only: { type: 'string' },
    runs: { type: 'string', default: '5' },
    'applied-runs': { type: 'string', default: '3' },
  },
})
const runs = Number(args.runs)
const appliedRuns = Number(args['applied-runs'])
if (!args.before) throw new Error('--before <checkout> is required')
const beforeDir = path.resolve(args.before)
if (!existsSync(path.join(beforeDir, DIST, 'BUILD_ID')))
  throw new Error(`${beforeDir} has no ${DIST} build: (cd ${beforeDir} && NEXT_DIST_DIR=${DIST} npx next build)`)
if (!Number.isInteger(runs) || runs < 1 || !Number.isInteger(appliedRuns) || appliedRuns < 0)
  throw new Error('--runs needs a whole number ≥ 1, --applied-runs one ≥ 0')

const ms = (value) => (value === null ? '–' : `${Math.round(value)} ms`)
const score = (value) => (value === null ? '–' : value.toFixed(2))
const ratio = (after, before) => (after === null || !before ? '–' : `${(after / before).toFixed(2)}×`)
const KEYS = [
  ['performance', score],
  ['lcpMs', ms],
  ['fcpMs', ms],
  ['tbtMs', ms],
  ['cls', (value) => (value === null ? '–' : value.toFixed(3))],
]

function modeTable(byUrl, servers, routes) {
  const rows = [['route', 'measure', 'before', 'after', 'after / before']]
  for (const route of routes) {
    const [before, after] = servers.map((server) => byUrl.get(server.base + route))
    for (const [key, format] of KEYS) {
      rows.push([
        route,
        key,
        format(before[key]),
        format(after[key]),
        key === 'performance' ? '' : ratio(after[key], before[key]),
      ])
    }
  }
  return markdownTable(rows)
}

async function main() {
  const startedAt = new Date()
  await ensureBuild(DIST, args.reuse)
  const servers = []
  for (const [name, cwd] of [
    ['before', beforeDir],
    ['after', root],
  ]) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), `gopuram-compare-${name}-`))
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }))
    const port = await freePort(3400 + servers.length * 10)
    log(`starting the ${name} build (${cwd}) on port ${port}`)
    servers.push({ name, cwd, ...(await startServer(port, DIST, dataDir, { cwd })) })
  }
  const routes = args.only
    ? args.only.split(',').map((route) => route.trim())
    : (await routesOf(servers[1].base)).filter((route) => route === '/' || route.startsWith('/trip/'))
  for (const server of servers) await warm(server.base, routes)
  const urls = routes.flatMap((route) => servers.map((server) => server.base + route))
  const measured = await measureLighthouse('', urls, { simulated: runs, applied: appliedRuns })

  const tables = []
  for (const mode of ['simulated', 'calibrated', 'applied']) {
    if (!measured[mode]) continue
    const byUrl = new Map(measured[mode].map((entry) => [entry.path, entry.median]))
    tables.push(
      `${mode} (median of ${mode === 'applied' ? appliedRuns : runs} runs each)`,
      modeTable(byUrl, servers, routes),
      '',
    )
  }
  const file = await writeResult('compare-', startedAt, {
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    builds: servers.map(({ name, cwd, base }) => ({ name, cwd, base })),
    routes,
    lighthouse: measured,
  })
  console.log(tables.join('\n'))
  console.log(`Lighthouse ${measured.version}. Results: ${path.relative(root, file)}`)
  return true
}

await runBenchmark(main)
