// What the benchmarks share (bench/run.mjs, bench/storage.mjs, bench/instances.mjs): starting a production server and
// stopping everything started, resident memory, and the two load tests (a trip page beside a static server
// of the same bytes; the contact lead endpoint, checked against the store).
import autocannon from 'autocannon'
import Database from 'better-sqlite3'
import pg from 'pg'
import { fork, spawn } from 'node:child_process'
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { writeFile } from 'node:fs/promises'
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { setTimeout as sleep } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'
import { SERVER_NODE_FLAGS, serverEnv } from '../scripts/server-runtime.mjs'

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
export const NEXT_BIN = path.join(root, 'node_modules/next/dist/bin/next')

export const RESULTS_DIR = path.join(root, 'bench/results')

export const THROUGHPUT_PATH = '/trip/char-dham-yatra'
export const LEAD_PATH = '/api/web/contact/create'
export const CONNECTIONS = 10
/** Requests at a time of a crawl or a warm-up. */
export const CRAWL_CONCURRENCY = 4
/** What Chromium sends for images: the optimizer's cache is keyed by the format it negotiates. */
export const IMAGE_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8'
const LAST_PORT = 3499
const LEAD_SETTLE_MS = 2000
const SERVER_READY_TIMEOUT_MS = 120_000

export const KB = 1024
export const MB = 1024 * KB

const benchStart = performance.now()
export const log = (message) =>
  process.stderr.write(`[bench ${((performance.now() - benchStart) / 1000).toFixed(0).padStart(4)} s] ${message}\n`)

// Everything started here is stopped by cleanup(), in reverse order, on success, error or Ctrl-C.
export const cleanups = []
let cleaning
export function cleanup() {
  cleaning ??= (async () => {
    for (const stop of cleanups.reverse()) {
      try {
        await stop()
      } catch (error) {
        log(`cleanup: ${error.message}`)
      }
    }
  })()
  return cleaning
}

/** Runs a benchmark's main, stops everything it started, and exits 1 when it throws or answers false. */
export async function runBenchmark(main) {
  let exitCode = 0
  try {
    if (!(await main())) exitCode = 1
  } catch (error) {
    log(error.stack ?? String(error))
    exitCode = 1
  } finally {
    await cleanup()
  }
  process.exit(exitCode)
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    log(`${signal}: stopping`)
    await cleanup()
    process.exit(130)
  })
}

export function run(command, argv, env) {
  return new Promise((resolve, reject) => {
    // Its output goes to stderr, so stdout carries the table alone.
    const child = spawn(command, argv, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 2, 2] })
    child.once('error', reject)
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${argv.join(' ')} exited with ${code}`))))
  })
}

function isFree(port) {
  return new Promise((resolve) => {
    const probe = createServer()
    probe.once('error', () => resolve(false))
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)))
  })
}

export async function freePort(from) {
  for (let port = from; port <= LAST_PORT; port++) if (await isFree(port)) return port
  throw new Error(`no free port in ${from}-${LAST_PORT}`)
}

/** Resident memory of a process and all its descendants, from /proc, with each process's share. */
export function residentMemory(rootPid) {
  const children = new Map()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)])
    } catch {
      // The process ended while we listed it.
    }
  }
  const pids = [rootPid]
  for (let i = 0; i < pids.length; i++) pids.push(...(children.get(pids[i]) ?? []))
  const processes = []
  for (const pid of pids) {
    try {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8')
      const field = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) * KB
      const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim().slice(0, 100)
      processes.push({
        pid,
        command,
        rssBytes: field('VmRSS'),
        anonBytes: field('RssAnon'),
        fileBytes: field('RssFile'),
      })
    } catch {
      // Gone meanwhile: it holds no memory any more.
    }
  }
  return { rssBytes: processes.reduce((sum, p) => sum + p.rssBytes, 0), processes }
}

/** `next start` of a build folder on a port, with its own DATA_DIR; `cwd` and `env` for another checkout or database. */
export async function startServer(port, distDir, dataDir, { cwd = root, env = {} } = {}) {
  const logFile = path.join(dataDir, 'server.log')
  const out = createWriteStream(logFile)
  // Its own process group, so the server and whatever it spawns stop together.
  // As npm start runs the server (scripts/start.mjs): its Node flags and allocator settings.
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, NEXT_BIN, 'start', '-p', String(port)], {
    cwd,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...serverEnv(),
      NEXT_TELEMETRY_DISABLED: '1',
      NEXT_DIST_DIR: distDir,
      DATA_DIR: dataDir,
      SITE_URL: `http://127.0.0.1:${port}`,
      TRUST_PROXY_HOPS: '1',
      TRAVEL_API_URL: '',
      ...env,
    },
  })
  child.stdout.pipe(out)
  child.stderr.pipe(out)
  const exited = new Promise((resolve) => child.once('exit', resolve))
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return
    process.kill(-child.pid, 'SIGTERM')
    if ((await Promise.race([exited.then(() => 'exited'), sleep(5000)])) !== 'exited')
      process.kill(-child.pid, 'SIGKILL')
  }
  cleanups.push(stop)
  const base = `http://127.0.0.1:${port}`
  const deadline = Date.now() + SERVER_READY_TIMEOUT_MS
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break
    const ok = await fetch(`${base}/`).then(
      (response) => response.ok,
      () => false,
    )
    if (ok) return { base, pid: child.pid, stop }
    await sleep(500)
  }
  const tail = readFileSync(logFile, 'utf8').split('\n').slice(-40).join('\n')
  throw new Error(`the server did not answer on ${base}; its last output:\n${tail}`)
}

export async function fetchBytes(url, headers = {}) {
  const response = await fetch(url, { headers })
  const body = Buffer.from(await response.arrayBuffer())
  return { status: response.status, contentType: response.headers.get('content-type'), body }
}

export function summarize(result) {
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    statusCounts: Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, count])),
    errors: result.errors,
    timeouts: result.timeouts,
  }
}

async function startStaticServer(body, contentType, portFrom) {
  const port = await freePort(portFrom)
  const child = fork(path.join(root, 'bench/static-server.mjs'), { serialization: 'advanced', stdio: 'inherit' })
  cleanups.push(async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill()
  })
  const listening = new Promise((resolve, reject) => {
    child.once('message', resolve)
    child.once('exit', (code) => reject(new Error(`the static server exited with ${code}`)))
  })
  child.send({ body, contentType, port })
  await listening
  return { base: `http://127.0.0.1:${port}`, stop: () => child.kill() }
}

/** Requests/s and p99 of a trip page, then of the same bytes from a static server on a port from `portFrom`. */
export async function measureThroughput(base, { duration, portFrom }) {
  const { body, contentType } = await fetchBytes(base + THROUGHPUT_PATH)
  log(`throughput of ${THROUGHPUT_PATH} (${body.byteLength} bytes): next start, then the static server`)
  const next = await autocannon({ url: base + THROUGHPUT_PATH, connections: CONNECTIONS, duration })
  const staticServer = await startStaticServer(body, contentType, portFrom)
  const fixed = await autocannon({ url: staticServer.base + THROUGHPUT_PATH, connections: CONNECTIONS, duration })
  staticServer.stop()
  const [nextSummary, staticSummary] = [summarize(next), summarize(fixed)]
  return {
    path: THROUGHPUT_PATH,
    bodyBytes: body.byteLength,
    durationSeconds: duration,
    connections: CONNECTIONS,
    next: nextSummary,
    static: staticSummary,
    ratio: nextSummary.requestsPerSecond / staticSummary.requestsPerSecond,
  }
}

/**
 * Posts contact messages for `duration` seconds: each one valid (lib/leads/forms/contact.ts), filled in longer than
 * the minimum fill time, with an empty honeypot, its own idempotency key and its own client address. Then reads the
 * store through `storedRows(prefix)` (the rows whose idempotency key starts with it, as { key, status }): every
 * post answered 2xx must be a row, no post answered otherwise may be one.
 */
export async function measureLeads(base, { duration, storedRows, connections = CONNECTIONS }) {
  const prefix = `bench-${Date.now().toString(36)}-`
  let sequence = 0
  const answers = new Map()
  log(`lead endpoint ${LEAD_PATH} under load`)
  const result = await autocannon({
    url: base + LEAD_PATH,
    connections,
    duration,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    requests: [
      {
        setupRequest(request, context) {
          const n = ++sequence
          const now = Date.now()
          context.key = `${prefix}${String(n).padStart(8, '0')}`
          return {
            ...request,
            headers: { ...request.headers, 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` },
            body: JSON.stringify({
              name: `Bench Visitor ${n}`,
              email: `visitor${n}@example.com`,
              mobileNumber: '+91 98400 12345',
              subject: 'Char Dham Yatra for a family of four',
              message: 'Please send the itinerary and the price for May.',
              website: '',
              formRenderedAt: now - 20_000,
              formSubmittedAt: now,
              idempotencyKey: context.key,
              form: 'contact',
              source: { page: '/contact' },
            }),
          }
        },
        onResponse(status, body, context) {
          answers.set(context.key, status)
        },
      },
    ],
  })
  // Posts cut off when the load stopped may still be on their way to the store.
  await sleep(LEAD_SETTLE_MS)
  const rows = await storedRows(prefix)
  const stored = new Set(rows.map((row) => row.key))
  const acknowledged = [...answers].filter(([, status]) => status >= 200 && status < 300).map(([key]) => key)
  const storedByStatus = {}
  for (const row of rows) storedByStatus[row.status] = (storedByStatus[row.status] ?? 0) + 1
  return {
    path: LEAD_PATH,
    durationSeconds: duration,
    connections,
    ...summarize(result),
    acknowledged: acknowledged.length,
    storedRows: rows.length,
    storedByStatus,
    acknowledgedStored: acknowledged.filter((key) => stored.has(key)).length,
    storedButRefused: [...answers].filter(([key, status]) => (status < 200 || status >= 300) && stored.has(key)).length,
    // Posts in flight when the load stopped: sent, maybe stored, never answered.
    storedUnanswered: rows.filter((row) => !answers.has(row.key)).length,
  }
}

/** The leads of an SQLite store (DATA_DIR/site.db) whose idempotency key starts with `prefix`, as { key, status }. */
export function sqliteLeadRows(dataDir, prefix) {
  const db = new Database(path.join(dataDir, 'site.db'), { readonly: true, fileMustExist: true })
  try {
    return db.prepare('SELECT idempotency_key AS key, status FROM leads WHERE idempotency_key GLOB ?').all(`${prefix}*`)
  } finally {
    db.close()
  }
}

/** A new database on the PostgreSQL server of TEST_DATABASE_URL; dropped when the benchmark ends. */
export async function createDatabase() {
  const name = `gh_bench_${Date.now().toString(36)}_${Math.floor(Math.random() * 1e6)}`
  const admin = async (statement) => {
    const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL })
    await client.connect()
    try {
      await client.query(statement)
    } finally {
      await client.end()
    }
  }
  await admin(`CREATE DATABASE ${name}`)
  cleanups.push(() => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`))
  const url = new URL(process.env.TEST_DATABASE_URL)
  url.pathname = `/${name}`
  return url.toString()
}

export async function postgresLeadRows(url, prefix) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows } = await client.query(
      'SELECT idempotency_key AS key, status FROM leads WHERE starts_with(idempotency_key, $1)',
      [prefix],
    )
    return rows
  } finally {
    await client.end()
  }
}

/**
 * The options of the benchmarks that measure in rounds (bench:storage, bench:instances): --reuse, --dist, --rounds,
 * --duration and --port, and any of their own.
 */
export function roundOptions(extra = {}) {
  const { values: args } = parseArgs({
    options: {
      reuse: { type: 'boolean', default: false },
      dist: { type: 'string', default: '.next-bench' },
      rounds: { type: 'string', default: '3' },
      duration: { type: 'string', default: '10' },
      port: { type: 'string', default: '3400' },
      ...extra,
    },
  })
  const rounds = Number(args.rounds)
  const duration = Number(args.duration)
  if (!Number.isInteger(rounds) || rounds < 1 || !(duration > 0))
    throw new Error('--rounds needs a whole number ≥ 1, --duration a positive number')
  return { args, rounds, duration }
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/** Rows of cells (the first one the header) as a Markdown table, each column as wide as its widest cell. */
export function markdownTable(rows) {
  const cells = rows.map((row) => row.map(String))
  const widths = cells[0].map((_, column) => Math.max(...cells.map((row) => row[column].length)))
  const line = (row) => `| ${row.map((cell, column) => cell.padEnd(widths[column])).join(' | ')} |`
  return [line(cells[0]), line(widths.map((width) => '-'.repeat(width))), ...cells.slice(1).map(line)].join('\n')
}

/** Builds into `dist` unless `reuse` is set and it holds a build already; answers the build's id. */
export async function ensureBuild(dist, reuse) {
  if (!(reuse && existsSync(path.join(root, dist, 'BUILD_ID')))) {
    log(`building into ${dist}`)
    // next build adds its build folder's type paths to tsconfig.json; they must not stay there (as e2e/serve.mjs).
    const tsconfig = readFileSync(path.join(root, 'tsconfig.json'), 'utf8')
    // The build prerenders every page from the catalogue: a store of its own, seeded as a new install's (as the
    // server's DATA_DIR is, startServer), not the developer's data/, which may predate parts of the seed (its Tamil).
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gopuram-bench-build-'))
    try {
      await run(process.execPath, [NEXT_BIN, 'build'], {
        NEXT_DIST_DIR: dist,
        NEXT_TELEMETRY_DISABLED: '1',
        DATA_DIR: dataDir,
      })
    } finally {
      writeFileSync(path.join(root, 'tsconfig.json'), tsconfig)
      rmSync(dataDir, { recursive: true, force: true })
    }
  }
  return readFileSync(path.join(root, dist, 'BUILD_ID'), 'utf8').trim()
}

/**
 * Measures every item (each with a `name`) in turn, `rounds` times, the order reversed every other round so neither
 * end of a round is always the warmer one; answers each item's runs by its name.
 */
export async function inRounds(items, rounds, measureOne) {
  const runs = new Map(items.map((item) => [item.name, []]))
  for (let round = 1; round <= rounds; round++) {
    const order = round % 2 ? items : [...items].reverse()
    for (const item of order) {
      log(`round ${round}/${rounds}: ${item.name}`)
      runs.get(item.name).push(await measureOne(item))
    }
  }
  return runs
}

/** Writes a result to bench/results/<prefix><start time>.json, and to latest.json when asked; answers the file. */
export async function writeResult(prefix, startedAt, result, { latest = false } = {}) {
  mkdirSync(RESULTS_DIR, { recursive: true })
  const json = `${JSON.stringify(result, null, 2)}\n`
  const file = path.join(RESULTS_DIR, `${prefix}${startedAt.toISOString().replaceAll(':', '-')}.json`)
  await writeFile(file, json)
  if (latest) await writeFile(path.join(RESULTS_DIR, 'latest.json'), json)
  return file
}

/** Every candidate URL of every srcset and imagesrcset attribute of a page, with its width descriptor. */
export function srcsetCandidates(html, base) {
  const candidates = []
  for (const [, value] of html.matchAll(/\s(?:image)?srcset="([^"]*)"/gi)) {
    for (const candidate of value.replaceAll('&amp;', '&').split(',')) {
      const [url, descriptor = ''] = candidate.trim().split(/\s+/)
      if (url) candidates.push({ url: new URL(url, base).href, descriptor })
    }
  }
  return candidates
}

/** fn over the items, at most `limit` at a time; the results in the items' order. */
export async function mapLimit(items, limit, fn) {
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
