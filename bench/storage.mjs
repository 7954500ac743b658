// The storage benchmark (npm run bench:storage): trip-page and lead-post throughput of one production build on
// SQLite and on PostgreSQL, side by side in one run with an older checkout's build on SQLite (--before), so the
// storage layer's cost is read as ratios on a noisy machine rather than as absolute figures.
//   - each server starts on an empty store (a new DATA_DIR; a new PostgreSQL database), is warmed, then measured:
//     the trip page beside a static server of the same bytes (bench/lib.mjs measureThroughput), then the contact
//     lead endpoint, every acknowledged post checked to be a stored row;
//   - --rounds rounds, each measuring every server in turn, the order reversed every other round; medians reported.
// PostgreSQL comes from TEST_DATABASE_URL (npm run bench:storage starts one through scripts/with-postgres.sh);
// without it only SQLite is measured.
//
// usage: npm run bench:storage -- [--reuse] [--dist <dir>] [--before <checkout>] [--rounds <n>] [--duration <s>]
//   --reuse             serve the existing build in --dist when it has one (default: build first)
//   --dist <dir>        this checkout's build folder (default .next-bench)
//   --before <checkout> another checkout with a build in its .next-bench (e.g. a git worktree of an older commit)
//   --rounds <n>        rounds of measurements (default 3)
//   --duration <s>      seconds of each load test (default 10)
//   --port <n>          first port to try (default 3400)
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import {
  cleanups,
  CONNECTIONS,
  createDatabase,
  ensureBuild,
  fetchBytes,
  freePort,
  inRounds,
  log,
  markdownTable,
  median,
  measureLeads,
  measureThroughput,
  postgresLeadRows,
  sqliteLeadRows,
  root,
  roundOptions,
  runBenchmark,
  startServer,
  THROUGHPUT_PATH,
  writeResult,
} from './lib.mjs'

const WARM_REQUESTS = 20

const { args, rounds, duration } = roundOptions({ before: { type: 'string' } })

/** The servers measured: this build on SQLite and on PostgreSQL, and the --before checkout's on SQLite. */
function targets() {
  const list = []
  if (args.before) {
    const cwd = path.resolve(args.before)
    if (!existsSync(path.join(cwd, '.next-bench', 'BUILD_ID'))) throw new Error(`${cwd}/.next-bench has no build`)
    list.push({ name: 'before, SQLite', cwd, dist: '.next-bench', storage: 'sqlite' })
  }
  list.push({ name: 'SQLite', cwd: root, dist: args.dist, storage: 'sqlite' })
  if (process.env.TEST_DATABASE_URL) list.push({ name: 'PostgreSQL', cwd: root, dist: args.dist, storage: 'postgres' })
  else log('TEST_DATABASE_URL is not set: PostgreSQL is not measured')
  return list
}

async function measure(target, port) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gopuram-bench-storage-'))
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }))
  const databaseUrl = target.storage === 'postgres' ? await createDatabase() : ''
  log(`${target.name}: starting ${path.join(target.cwd, target.dist)} on port ${port}`)
  const server = await startServer(port, target.dist, dataDir, {
    cwd: target.cwd,
    env: { NEXT_DIST_DIR: target.dist, DATABASE_URL: databaseUrl },
  })
  try {
    for (let i = 0; i < WARM_REQUESTS; i++) await fetchBytes(server.base + THROUGHPUT_PATH)
    const throughput = await measureThroughput(server.base, { duration, portFrom: port + 1 })
    const leads = await measureLeads(server.base, {
      duration,
      storedRows: (prefix) =>
        target.storage === 'postgres' ? postgresLeadRows(databaseUrl, prefix) : sqliteLeadRows(dataDir, prefix),
    })
    return { throughput, leads }
  } finally {
    await server.stop()
  }
}

function summary(runs) {
  const pick = (fn) => median(runs.map(fn))
  return {
    tripRequestsPerSecond: pick((r) => r.throughput.next.requestsPerSecond),
    tripP99Ms: pick((r) => r.throughput.next.p99Ms),
    tripRatioToStatic: pick((r) => r.throughput.ratio),
    leadRequestsPerSecond: pick((r) => r.leads.requestsPerSecond),
    leadP99Ms: pick((r) => r.leads.p99Ms),
    leadsAcknowledged: runs.reduce((n, r) => n + r.leads.acknowledged, 0),
    leadsAcknowledgedStored: runs.reduce((n, r) => n + r.leads.acknowledgedStored, 0),
    leadsStoredButRefused: runs.reduce((n, r) => n + r.leads.storedButRefused, 0),
  }
}

function table(result) {
  const reference = result.summaries.find((s) => s.name === 'SQLite')
  const rows = [
    [
      'storage',
      'trip req/s',
      'trip p99',
      'trip ÷ static',
      'vs SQLite',
      'lead req/s',
      'lead p99',
      'vs SQLite',
      'acked = stored',
    ],
    ...result.summaries.map((s) => [
      s.name,
      Math.round(s.tripRequestsPerSecond),
      `${Math.round(s.tripP99Ms)} ms`,
      s.tripRatioToStatic.toFixed(3),
      (s.tripRatioToStatic / reference.tripRatioToStatic).toFixed(2),
      Math.round(s.leadRequestsPerSecond),
      `${Math.round(s.leadP99Ms)} ms`,
      (s.leadRequestsPerSecond / reference.leadRequestsPerSecond).toFixed(2),
      `${s.leadsAcknowledgedStored}/${s.leadsAcknowledged}${s.leadsStoredButRefused ? ` (+${s.leadsStoredButRefused} refused but stored)` : ''}`,
    ]),
  ]
  return [
    markdownTable(rows),
    '',
    `Medians of ${rounds} rounds; load tests of ${duration} s, ${CONNECTIONS} connections. "trip ÷ static": the trip page's ` +
      'requests/s over a static server of the same bytes in the same round. "vs SQLite": against this build on SQLite.',
  ].join('\n')
}

async function main() {
  const startedAt = new Date()
  await ensureBuild(args.dist, args.reuse)
  const list = targets()
  const port = await freePort(Number(args.port))
  const runsByTarget = await inRounds(list, rounds, (target) => measure(target, port))
  const result = {
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    options: {
      dist: args.dist,
      before: args.before ?? null,
      rounds,
      durationSeconds: duration,
      connections: CONNECTIONS,
    },
    builds: Object.fromEntries(
      list.map((t) => [t.name, readFileSync(path.join(t.cwd, t.dist, 'BUILD_ID'), 'utf8').trim()]),
    ),
    machine: { node: process.version, cpus: os.cpus().length, loadAverageAtStart: os.loadavg() },
    summaries: list.map((t) => ({ name: t.name, ...summary(runsByTarget.get(t.name)) })),
    runs: Object.fromEntries(runsByTarget),
  }
  const file = await writeResult('storage-', startedAt, result)
  console.log(table(result))
  console.log(`\nResults: ${path.relative(root, file)}`)
  return result.summaries.every((s) => s.leadsAcknowledgedStored === s.leadsAcknowledged && !s.leadsStoredButRefused)
}

await runBenchmark(main)
