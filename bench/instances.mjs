// The several-instances benchmark (npm run bench:instances): one production build on PostgreSQL, measured in one run as
//   - one instance with its own per-process cache (no REDIS_URL),
//   - one instance with the shared cache and limits in Redis,
//   - two instances on one Redis, the load split between them;
// the trip page's throughput (with p50/p99), the contact lead endpoint's throughput with every acknowledged post
// checked to be a stored row, and the latency the shared cache adds to a cached trip page (one connection, p50/p99,
// with and without Redis). --rounds rounds, the order reversed every other round; medians reported. Expect little gain
// from a second instance on 2 cores: the figures say what Redis costs and that nothing is lost.
// PostgreSQL comes from TEST_DATABASE_URL (scripts/with-postgres.sh), Redis is a redis-server of its own.
//
// usage: npm run bench:instances -- [--reuse] [--dist <dir>] [--rounds <n>] [--duration <s>] [--port <n>]
import autocannon from 'autocannon'
import { mkdtempSync, rmSync } from 'node:fs'
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
  postgresLeadRows,
  root,
  roundOptions,
  runBenchmark,
  startServer,
  summarize,
  THROUGHPUT_PATH,
  writeResult,
} from './lib.mjs'
import { startRedisServer } from '../tests/support/redis-server.mjs'

const WARM_REQUESTS = 20
const AUTH_SECRET = 'bench-instances-auth-secret-0123456789abcdef'

const { args, rounds, duration } = roundOptions()

const SETUPS = [
  { name: '1 instance, cache per process', instances: 1, redis: false },
  { name: '1 instance, cache in Redis', instances: 1, redis: true },
  { name: '2 instances, cache in Redis', instances: 2, redis: true },
]

/** Runs autocannon on every base at once, `connections` split between them; requests/s summed, latency of the slowest. */
async function loadAll(bases, options) {
  const each = Math.max(1, Math.round(options.connections / bases.length))
  const results = await Promise.all(
    bases.map((base) => autocannon({ ...options, url: base + options.path, connections: each })),
  )
  const parts = results.map(summarize)
  return {
    requestsPerSecond: parts.reduce((sum, part) => sum + part.requestsPerSecond, 0),
    p50Ms: Math.max(...parts.map((part) => part.p50Ms)),
    p99Ms: Math.max(...parts.map((part) => part.p99Ms)),
    non2xx: results.reduce((sum, result) => sum + result.non2xx, 0),
    errors: results.reduce((sum, result) => sum + result.errors, 0),
  }
}

async function measure(setup, port, redisUrl) {
  const databaseUrl = await createDatabase()
  const servers = []
  try {
    for (let i = 0; i < setup.instances; i++) {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gopuram-bench-instances-'))
      cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }))
      log(`${setup.name}: starting instance ${i + 1} on port ${port + i}`)
      servers.push(
        await startServer(port + i, args.dist, dataDir, {
          env: {
            NEXT_DIST_DIR: args.dist,
            DATABASE_URL: databaseUrl,
            REDIS_URL: setup.redis ? redisUrl : '',
            AUTH_SECRET,
          },
        }),
      )
    }
    const bases = servers.map((server) => server.base)
    for (const base of bases) for (let i = 0; i < WARM_REQUESTS; i++) await fetchBytes(base + THROUGHPUT_PATH)
    const { status, body } = await fetchBytes(bases[0] + THROUGHPUT_PATH)
    if (status !== 200 || !body.includes('Char Dham')) throw new Error(`${THROUGHPUT_PATH} answered ${status}`)

    log(`${setup.name}: latency of one connection on ${THROUGHPUT_PATH}`)
    const latency = summarize(await autocannon({ url: bases[0] + THROUGHPUT_PATH, connections: 1, duration }))
    log(`${setup.name}: throughput of ${THROUGHPUT_PATH}`)
    const trip = await loadAll(bases, { path: THROUGHPUT_PATH, connections: CONNECTIONS, duration })
    const leadRuns = await Promise.all(
      bases.map((base) =>
        measureLeads(base, {
          duration,
          connections: Math.max(1, Math.round(CONNECTIONS / bases.length)),
          storedRows: (prefix) => postgresLeadRows(databaseUrl, prefix),
        }),
      ),
    )
    const leads = {
      requestsPerSecond: leadRuns.reduce((sum, r) => sum + r.requestsPerSecond, 0),
      p99Ms: Math.max(...leadRuns.map((r) => r.p99Ms)),
      acknowledged: leadRuns.reduce((sum, r) => sum + r.acknowledged, 0),
      acknowledgedStored: leadRuns.reduce((sum, r) => sum + r.acknowledgedStored, 0),
      storedButRefused: leadRuns.reduce((sum, r) => sum + r.storedButRefused, 0),
      statusCounts: leadRuns.map((r) => r.statusCounts),
    }
    return { latency, trip, leads }
  } finally {
    for (const server of servers) await server.stop()
  }
}

function summary(runs) {
  const pick = (fn) => median(runs.map(fn))
  return {
    latencyP50Ms: pick((r) => r.latency.p50Ms),
    latencyP99Ms: pick((r) => r.latency.p99Ms),
    tripRequestsPerSecond: pick((r) => r.trip.requestsPerSecond),
    tripP99Ms: pick((r) => r.trip.p99Ms),
    tripNon2xx: runs.reduce((n, r) => n + r.trip.non2xx, 0),
    leadRequestsPerSecond: pick((r) => r.leads.requestsPerSecond),
    leadP99Ms: pick((r) => r.leads.p99Ms),
    leadsAcknowledged: runs.reduce((n, r) => n + r.leads.acknowledged, 0),
    leadsAcknowledgedStored: runs.reduce((n, r) => n + r.leads.acknowledgedStored, 0),
    leadsStoredButRefused: runs.reduce((n, r) => n + r.leads.storedButRefused, 0),
  }
}

function table(result) {
  const [reference] = result.summaries
  const rows = [
    ['setup', '1-conn p50', '1-conn p99', 'trip req/s', 'vs 1', 'trip p99', 'lead req/s', 'vs 1', 'acked = stored'],
    ...result.summaries.map((s) => [
      s.name,
      `${s.latencyP50Ms.toFixed(1)} ms`,
      `${s.latencyP99Ms.toFixed(1)} ms`,
      Math.round(s.tripRequestsPerSecond),
      (s.tripRequestsPerSecond / reference.tripRequestsPerSecond).toFixed(2),
      `${Math.round(s.tripP99Ms)} ms`,
      Math.round(s.leadRequestsPerSecond),
      (s.leadRequestsPerSecond / reference.leadRequestsPerSecond).toFixed(2),
      `${s.leadsAcknowledgedStored}/${s.leadsAcknowledged}${s.leadsStoredButRefused ? ` (+${s.leadsStoredButRefused} refused but stored)` : ''}`,
    ]),
  ]
  const [perProcess, shared] = result.summaries
  return [
    markdownTable(rows),
    '',
    `The shared cache adds ${(shared.latencyP50Ms - perProcess.latencyP50Ms).toFixed(1)} ms at p50 and ` +
      `${(shared.latencyP99Ms - perProcess.latencyP99Ms).toFixed(1)} ms at p99 to a cached trip page (one connection).`,
    `Medians of ${rounds} rounds; load tests of ${duration} s, ${CONNECTIONS} connections split between the instances. ` +
      '"vs 1": against one instance with its own cache.',
  ].join('\n')
}

async function main() {
  if (!process.env.TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL is not set: run npm run bench:instances')
  const startedAt = new Date()
  const build = await ensureBuild(args.dist, args.reuse)
  const redis = await startRedisServer()
  cleanups.push(() => redis.close())
  const port = await freePort(Number(args.port))
  const runsBySetup = await inRounds(SETUPS, rounds, (setup) => measure(setup, port, redis.url))
  const result = {
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    options: { dist: args.dist, rounds, durationSeconds: duration, connections: CONNECTIONS },
    build,
    machine: { node: process.version, cpus: os.cpus().length, loadAverageAtStart: os.loadavg() },
    summaries: SETUPS.map((s) => ({ name: s.name, ...summary(runsBySetup.get(s.name)) })),
    runs: Object.fromEntries(runsBySetup),
  }
  const file = await writeResult('instances-', startedAt, result)
  console.log(table(result))
  console.log(`\nResults: ${path.relative(root, file)}`)
  return result.summaries.every(
    (s) => s.leadsAcknowledgedStored === s.leadsAcknowledged && !s.leadsStoredButRefused && s.tripNon2xx === 0,
  )
}

await runBenchmark(main)
