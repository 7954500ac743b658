import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { spawnSync } from 'node:child_process'

/**
 * `npm run bench:search` (and the last part of `npm run bench`): the trip search at the seeded catalogue's
 * 25 trips and at 2,000. For each size, a data folder whose embedded store holds that many trips (the seed, and
 * for 2,000 generated trips written into the store as the editor writes them: place names, invented villages and
 * temples, itineraries), then
 *   - a production server on it: the suggestion requests of visitors typing 24 searches letter by letter
 *     (typos and other spellings among them), three rounds, each from its own client address; p50 and p95 of the
 *     server's own time (the Server-Timing header of GET /api/search) and of the round trip; the first request,
 *     which builds the index, apart; the server's resident memory before and after;
 *   - in this process, the index built from the same store as the site reads it: its build time and the heap it
 *     holds (after a full GC, before and after).
 * Budget (issue "Find a trip the way visitors spell it"): p95 server time ≤ 20 ms at 2,000 trips.
 * Writes bench/results/search-<time>.json.
 *
 * usage: npm run bench:search -- [--reuse] [--dist <dir>] [--port <n>] [--out <file>] [--strict]
 */

const SIZES = [25, 2000]
const ROUNDS = 3
const BUDGET_P95_MS = 20
/** What visitors type, letter by letter. */
const SEARCHES = [
  'kashi',
  'varanasi',
  'benares',
  'kasi',
  'tirupathi',
  'tirumala',
  'balaji darshan',
  'kedarnath',
  'kedarnth',
  'rameshwaram',
  'rameswarm',
  'chardham',
  'chaar dham',
  'kanniyakumari',
  'sai baba',
  'kerala honeymoon',
  'bali',
  'maldives',
  'switzerland',
  'dubai',
  'andaman',
  'ooty kodaikanal',
  'munnar',
  'navagraha temples',
]

const { values: args } = parseArgs({
  options: {
    reuse: { type: 'boolean', default: false },
    dist: { type: 'string', default: '.next-bench' },
    port: { type: 'string', default: '3470' },
    /** Also writes the result here (npm run bench reads it). */
    out: { type: 'string' },
    strict: { type: 'boolean', default: false },
    /** Internal: fill this data folder's store with --store-size trips and measure its index, in a process of its own. */
    'store-dir': { type: 'string' },
    'store-size': { type: 'string' },
  },
})

/** A small generator with a seed, so every run writes the same catalogue. */
function random(seed: number) {
  let state = seed
  return () => {
    state = (state * 1664525 + 1013904223) % 2 ** 32
    return state / 2 ** 32
  }
}

const SYLLABLES = [
  'ka',
  'ra',
  'ma',
  'ni',
  'pu',
  'ram',
  'pet',
  'koil',
  'giri',
  'nur',
  'thur',
  'vadi',
  'pal',
  'kulam',
  'van',
  'dha',
  'su',
  'lin',
  'gam',
  'tha',
]
const KINDS = ['Yatra', 'Darshan', 'Getaway', 'Holiday', 'Escape', 'Tour', 'Circuit', 'Retreat']

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0
}
const round2 = (n: number) => Math.round(n * 100) / 100

/** Fills a data folder's embedded store: the seed, and generated trips up to `size`. */
async function prepareStore(dataDir: string, size: number) {
  process.env.DATA_DIR = dataDir
  delete process.env.DATABASE_URL
  delete process.env.TRAVEL_API_URL
  const { getCatalogDb } = await import('@/lib/catalog/embedded/db')
  const repository = await import('@/lib/catalog/embedded/trips')
  const { writeTransaction, closeDatabases } = await import('@/lib/platform/db')
  const { seedTrips } = await import('@/lib/catalog/seed/data')
  const { PLACE_NAMES } = await import('@/lib/catalog/search/place-names')
  const db = await getCatalogDb()
  const categories = await db.selectFrom('categories').select(['id']).execute()
  const next = random(size)
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!
  const invented = () => {
    const word = Array.from({ length: 2 + Math.floor(next() * 2) }, () => pick(SYLLABLES)).join('')
    return word[0]!.toUpperCase() + word.slice(1)
  }
  const now = new Date().toISOString()
  /** A trip of this store and a word only it has, which the server's search must find. */
  let probe = { slug: 'kashi-gaya-prayag-yatra', word: 'kashi' }
  for (let i = seedTrips.length; i < size; i += 100) {
    await writeTransaction(db, async (tx) => {
      for (let n = i; n < Math.min(size, i + 100); n++) {
        const base = seedTrips[n % seedTrips.length]!
        const place = pick(PLACE_NAMES)
        const village = invented()
        probe = { slug: `bench-${n}-${village.toLowerCase()}`, word: village.toLowerCase() }
        const title = `${village} ${place.name} ${pick(KINDS)}`
        const id = `bench-${n}`
        await repository.insertTrip(tx, id, {
          category_id: pick(categories).id,
          slug: `bench-${n}-${village.toLowerCase()}`,
          title,
          duration: base.duration,
          available_dates: 'On request',
          price: 5000 + Math.floor(next() * 200) * 1000,
          description: `${village} and ${place.name}: ${base.description}`,
          location: `${village}, ${place.name}`,
          published: 1,
          updated_at: now,
        })
        await repository.replaceTripLists(tx, id, {
          days: base.itinerary.map((day, position) => ({
            position,
            day: String(position + 1),
            title: `${day.title}, ${invented()} temple`,
          })),
          activities: base.itinerary.flatMap((day, dayPosition) =>
            day.activity.map((text, position) => ({
              day_position: dayPosition,
              position,
              text: `${text} ${invented()}`,
            })),
          ),
          includes: base.includes.map((text, position) => ({ position, text })),
          excludes: [],
          hotels: [],
          departures: [],
          boarding: [],
          schedules: [],
        })
      }
    })
  }
  const count = await db
    .selectFrom('trips')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow()
  await closeDatabases()
  return { trips: Number(count.n), probe }
}

/** The index as the site builds it, from the store as the site reads it: its build time and the heap it holds. */
async function measureIndex(dataDir: string) {
  process.env.DATA_DIR = dataDir
  const { createEmbeddedSource } = await import('@/lib/catalog/source/embedded')
  const { createTripSearch, searchDocumentOf } = await import('@/lib/catalog/search/engine')
  const { closeDatabases } = await import('@/lib/platform/db')
  const source = createEmbeddedSource()
  const [trips, categories] = await Promise.all([source.allTrips(), source.categoriesWithTrips()])
  const documents = []
  for (const trip of trips)
    documents.push(
      searchDocumentOf(
        trip,
        await source.tripDetail(trip.slug),
        categories.filter((c) => c.trips.some((t) => t.slug === trip.slug)).map((c) => c.category),
      ),
    )
  await closeDatabases()
  const gc = (globalThis as { gc?: () => void }).gc
  if (!gc) throw new Error('run with --expose-gc (npm run bench:search does)')
  gc()
  const heapBefore = process.memoryUsage().heapUsed
  const started = performance.now()
  const search = createTripSearch(documents)
  const buildMs = performance.now() - started
  gc()
  const heapBytes = process.memoryUsage().heapUsed - heapBefore
  // Held until here, so the collector cannot take it before the measure.
  return { trips: search.documentCount, terms: search.termCount, buildMs: round2(buildMs), heapBytes }
}

async function measureServer(dataDir: string, port: number, trips: number, probe: { slug: string; word: string }) {
  const { startServer, residentMemory, root } = await import('./lib.mjs')
  // Next's data cache outlives a server in the build folder: the last store's catalogue must not answer for this one.
  const dataCache = path.join(root, args.dist, 'cache', 'fetch-cache')
  rmSync(dataCache, { recursive: true, force: true })
  const server = await startServer(port, args.dist, dataDir)
  // The server reads the store this size was written to.
  const list = (await (await fetch(`${server.base}/api/web/trip/list`)).json()) as { data: unknown[] }
  if (list.data.length !== trips) throw new Error(`the server lists ${list.data.length} trips, not ${trips}`)
  const rssBefore = residentMemory(server.pid).rssBytes
  let client = 0
  const ask = async (query: string) => {
    client++
    const started = performance.now()
    const response = await fetch(`${server.base}/api/search?q=${encodeURIComponent(query)}`, {
      headers: { 'x-forwarded-for': `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}` },
    })
    const body = (await response.json()) as { trips?: { slug: string }[] }
    const roundTripMs = performance.now() - started
    if (response.status !== 200) throw new Error(`GET /api/search?q=${query} answered ${response.status}`)
    const serverMs = Number(/search;dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '')?.[1])
    return { serverMs, roundTripMs, found: (body.trips ?? []).map((trip) => trip.slug) }
  }
  const first = await ask(probe.word)
  if (!first.found.includes(probe.slug))
    throw new Error(`the search for "${probe.word}" found ${first.found.join(', ') || 'nothing'}, not ${probe.slug}`)
  const queries = SEARCHES.flatMap((text) => Array.from({ length: text.length }, (_, i) => text.slice(0, i + 1)))
  const serverMs: number[] = []
  const roundTripMs: number[] = []
  for (let round = 0; round < ROUNDS; round++)
    for (const query of queries) {
      const answer = await ask(query)
      serverMs.push(answer.serverMs)
      roundTripMs.push(answer.roundTripMs)
    }
  const rssAfter = residentMemory(server.pid).rssBytes
  await server.stop()
  // Nor must it answer for whatever serves this build folder next.
  rmSync(dataCache, { recursive: true, force: true })
  return {
    requests: serverMs.length,
    firstRequest: { serverMs: round2(first.serverMs), roundTripMs: round2(first.roundTripMs), found: first.found[0] },
    serverMs: {
      p50: round2(percentile(serverMs, 50)),
      p95: round2(percentile(serverMs, 95)),
      max: round2(Math.max(...serverMs)),
    },
    roundTripMs: { p50: round2(percentile(roundTripMs, 50)), p95: round2(percentile(roundTripMs, 95)) },
    rss: { beforeBytes: rssBefore, afterBytes: rssAfter },
  }
}

async function main() {
  const { ensureBuild, freePort, log, markdownTable, MB, KB, writeResult, cleanups } = await import('./lib.mjs')
  const startedAt = new Date()
  const buildId = await ensureBuild(args.dist, args.reuse)
  const sizes = []
  for (const size of SIZES) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), `gopuram-search-bench-${size}-`))
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }))
    log(`search: a store of ${size} trips in ${dataDir}`)
    // The site's modules keep their database and configuration once loaded: each store is made in a process of its own.
    const child = spawnSync(
      process.execPath,
      [...process.execArgv, process.argv[1]!, '--store-dir', dataDir, '--store-size', String(size)],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
    )
    if (child.status !== 0) throw new Error(`preparing the store of ${size} trips failed (exit ${child.status})`)
    const { trips, probe, index } = JSON.parse(child.stdout.trim().split('\n').at(-1)!)
    const server = await measureServer(dataDir, await freePort(Number(args.port)), trips, probe)
    sizes.push({ size: trips, index, server })
  }
  const at2000 = sizes.find((s) => s.size === 2000)
  const budget = {
    name: `search suggestion p95 server time ≤ ${BUDGET_P95_MS} ms at 2,000 trips`,
    ok: at2000 !== undefined && at2000.server.serverMs.p95 <= BUDGET_P95_MS,
    detail: at2000 ? `${at2000.server.serverMs.p95} ms` : 'not measured',
  }
  const result = { startedAt: startedAt.toISOString(), buildId, dist: args.dist, rounds: ROUNDS, sizes, budget }
  const file = await writeResult('search-', startedAt, result)
  if (args.out) writeFileSync(args.out, JSON.stringify(result))
  const mb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`
  console.log(
    markdownTable([
      [
        'trips',
        'terms',
        'index build',
        'index heap',
        'requests',
        'server p50',
        'server p95',
        'round trip p95',
        'first request',
        'server RSS before → after',
      ],
      ...sizes.map(({ size, index, server }) => [
        String(size),
        String(index.terms),
        `${index.buildMs} ms`,
        index.heapBytes > MB ? mb(index.heapBytes) : `${(index.heapBytes / KB).toFixed(0)} KB`,
        String(server.requests),
        `${server.serverMs.p50} ms`,
        `${server.serverMs.p95} ms`,
        `${server.roundTripMs.p95} ms`,
        `${server.firstRequest.serverMs} ms`,
        `${mb(server.rss.beforeBytes)} → ${mb(server.rss.afterBytes)}`,
      ]),
    ]),
  )
  console.log(`\n${budget.ok ? 'ok    ' : 'MISSED'}  ${budget.name}: ${budget.detail}`)
  console.log(`Results: ${path.relative(process.cwd(), file)}`)
  // A missed budget fails the run only with --strict, as in npm run bench.
  return budget.ok || !args.strict
}

if (args['store-dir']) {
  const dataDir = args['store-dir']
  prepareStore(dataDir, Number(args['store-size']))
    .then(async (store) => ({ ...store, index: await measureIndex(dataDir) }))
    .then((result) => console.log(JSON.stringify(result)))
    .catch((error: unknown) => {
      console.error(error)
      process.exit(1)
    })
} else {
  import('./lib.mjs').then(({ runBenchmark }) => runBenchmark(main))
}
