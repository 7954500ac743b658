import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { sql } from 'kysely'
import { leadsForExport, listLeads, stageCounts, type Folder } from '@/lib/leads/desk/queries'
import { closeDatabases, dialectOf, getDb, writeTransaction } from '@/lib/platform/db'
import type { LeadStage, NewLeadRow } from '@/lib/platform/db/schema'
import { seedTrips } from '@/lib/catalog/seed/data'
import { leadListFields } from '@/lib/leads/fields'
import { parseLeadFilters } from '@/lib/leads/desk/schemas'
import { REPORTS } from '@/lib/leads/reports/aggregates'
import { defaultReportRange, REPORT_BREAKDOWNS } from '@/lib/leads/reports/schemas'
import { BOOKING_REPORT_TABLES, BOOKING_REPORTS } from '@/lib/leads/reports/bookings'
import { getDepartureSheet } from '@/lib/bookings'
import { createTestDatabase } from '../tests/support/storage'

/**
 * `npm run bench:lead-desk`: the lead desk at 100,000 leads. Seeds that many realistic leads
 * into SQLite and (when scripts/with-postgres.sh started one) PostgreSQL, then times the inbox's
 * first page, a deep page, each filter and the searches through the same data layer the pages
 * use (lib/leads/desk/queries.ts: a count and a page, both on the database), p50 and p95 of 50 runs,
 * and the CSV export's pass over every lead; then the reports of bookings and money over 20,000
 * bookings with 40,000 ledger entries, and the busiest departure's sheet. Prints one table; writes
 * the JSON to bench/results/.
 */

const LEADS = Number(process.env.BENCH_LEADS ?? 100_000)
/** Bookings and their ledger in proportion: one booking for five leads, two entries each. */
const BOOKINGS = Math.floor(LEADS / 5)
const RUNS = 50
const WARM_UP = 3
const BATCH = 500
const DAY = 24 * 60 * 60 * 1000

const FIRST = [
  'Lakshmi',
  'Ravi',
  'Meenakshi',
  'Arun',
  'Priya',
  'Karthik',
  'Senthil',
  'Divya',
  'Suresh',
  'Anitha',
  'சுப்பிரமணியன்',
  'மீனாட்சி',
]
const LAST = ['Raman', 'Sundaram', 'Krishnan', 'Iyer', 'Pillai', 'Natarajan', 'Venkatesh', 'Subramanian']
const FORMS = [
  { kind: 'tripEnquiry', form: 'trip-enquiry' },
  { kind: 'contact', form: 'contact' },
  { kind: 'contact', form: 'enquiry-dialog' },
  { kind: 'customized', form: 'trip-request' },
  { kind: 'popupEnquiry', form: 'popup' },
] as const
const STAGES: LeadStage[] = ['new', 'new', 'contacted', 'contacted', 'quoted', 'won', 'lost']
const STAFF = ['staff-a', 'staff-b', 'staff-c']
const DESTINATIONS = ['Bali', 'Kerala', 'Kashmir', 'Dubai', 'Singapore', 'Andaman']
/** Where visitors came from, by the lead's number: direct, a campaign (UTM source) or a linking site. */
const SOURCES = [
  {},
  {},
  {},
  {},
  { utm_source: 'google', utm_medium: 'cpc' },
  { utm_source: 'facebook', utm_medium: 'social' },
  { utm_source: 'newsletter' },
  { referrer: 'https://www.google.com/' },
  { referrer: 'https://www.instagram.com/' },
  { referrer: 'https://temple-guide.example/char-dham' },
]

const phoneOf = (i: number) => `9${String(840000000 + i)}`
const referenceOf = (i: number) => `GH-B${i.toString(36).toUpperCase().padStart(7, '0')}`
/** The lead the phone and reference searches look for. */
const PROBE = Math.floor(LEADS / 2)

/** A small deterministic generator, so both databases get the same leads. */
function random(seed: number) {
  let state = seed
  return () => {
    state = (state * 1664525 + 1013904223) % 2 ** 32
    return state / 2 ** 32
  }
}

function leadRows(start: number, count: number, now: number): NewLeadRow[] {
  const next = random(start + 1)
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!
  return Array.from({ length: count }, (_, offset) => {
    const i = start + offset
    const { kind, form } = pick(FORMS)
    const name = `${pick(FIRST)} ${pick(LAST)} ${i}`
    const phone = phoneOf(i)
    const payload: Record<string, unknown> = { name, email: `visitor${i}@example.com`, mobileNumber: phone }
    if (kind === 'tripEnquiry')
      Object.assign(payload, { tripId: pick(seedTrips).slug, numberOfTravellers: 1 + (i % 6) })
    if (kind === 'customized')
      Object.assign(payload, { preferredDestination: pick(DESTINATIONS), numberOfTravellers: 2 })
    const reference = referenceOf(i)
    const spam = next() < 0.05
    return {
      reference,
      kind,
      form,
      payload: JSON.stringify(payload),
      source: JSON.stringify({ ...SOURCES[i % SOURCES.length], landingPage: '/' }),
      idempotency_key: `bench-${i}-${reference}`,
      status: spam ? 'spam' : 'stored',
      created_at: now - Math.floor(next() * 730 * DAY),
      stage: pick(STAGES),
      assignee_id: next() < 0.3 ? pick(STAFF) : null,
      spam_reason: spam ? 'The hidden field for bots was filled in' : null,
      ...leadListFields(kind, payload, reference),
    }
  })
}

async function seed(now: number): Promise<number> {
  const db = await getDb()
  const started = performance.now()
  for (let start = 0; start < LEADS; start += BATCH * 20) {
    await writeTransaction(db, async (trx) => {
      for (let batch = start; batch < Math.min(start + BATCH * 20, LEADS); batch += BATCH) {
        await trx
          .insertInto('leads')
          .values(leadRows(batch, Math.min(BATCH, LEADS - batch), now))
          .execute()
      }
    })
  }
  // The stage history the reports read for "quoted": every lead past New was contacted; those
  // quoted or won, and half the lost, were quoted first (so the other lost half is looked up in vain).
  await sql`INSERT INTO lead_activity (lead_id, at, actor_name, kind, detail)
    SELECT id, created_at + 3600000, 'Bench', 'stage', '{"from":"new","to":"contacted"}' FROM leads WHERE stage <> 'new'`.execute(
    db,
  )
  await sql`INSERT INTO lead_activity (lead_id, at, actor_name, kind, detail)
    SELECT id, created_at + 7200000, 'Bench', 'stage', '{"from":"contacted","to":"quoted"}' FROM leads
    WHERE stage IN ('quoted', 'won') OR (stage = 'lost' AND id % 2 = 0)`.execute(db)
  // As a live database is after its maintenance: statistics, and on PostgreSQL the visibility
  // map autovacuum keeps after many inserts, which lets a count read an index alone.
  await (dialectOf(db) === 'postgres' ? sql`VACUUM ANALYZE leads, lead_activity` : sql`ANALYZE`).execute(db)
  return performance.now() - started
}

/**
 * BOOKINGS bookings of the leads, two years of them, one in ten cancelled, on departures of the
 * seeded trips (a departure every week per trip), each with two ledger entries: the advance
 * received, then the balance received or, one in ten, a reversal of the advance. Ids count from 1
 * on a fresh database, so the reversals name their entries by number.
 */
async function seedBookings(now: number): Promise<number> {
  const db = await getDb()
  const started = performance.now()
  const trips = seedTrips.map((trip) => ({ id: trip._id, slug: trip.slug, title: trip.title }))
  const week = 7 * DAY
  await writeTransaction(db, async (trx) => {
    for (let start = 0; start < BOOKINGS; start += BATCH) {
      const count = Math.min(BATCH, BOOKINGS - start)
      const bookings = Array.from({ length: count }, (_, offset) => {
        const i = start + offset
        const trip = trips[i % trips.length]!
        const createdAt = now - Math.floor((i / BOOKINGS) * 730 * DAY)
        const departs = new Date(Math.floor((createdAt + 60 * DAY) / week) * week).toISOString().slice(0, 10)
        const seats = 1 + (i % 6)
        return {
          lead_id: 1 + ((i * 5) % LEADS),
          trip_id: trip.id,
          trip_slug: trip.slug,
          trip_title: trip.title,
          departs_on: departs,
          boarding_city: 'Chennai',
          boarding_city_id: 'chennai',
          status: i % 10 === 9 ? ('cancelled' as const) : ('confirmed' as const),
          seats,
          agreed_total: seats * 25_000,
          created_by_name: 'Bench',
          created_at: createdAt,
        }
      })
      await trx.insertInto('bookings').values(bookings).execute()
      await trx
        .insertInto('booking_payments')
        .values(
          bookings.flatMap((booking, offset) => {
            const i = start + offset
            const advance = booking.agreed_total / 2
            const day = new Date(booking.created_at + 5.5 * 3600_000).toISOString().slice(0, 10)
            const entry = { booking_id: i + 1, mode: 'upi' as const, on_day: day, created_by_name: 'Bench' }
            return [
              {
                ...entry,
                kind: 'received' as const,
                amount: advance,
                receipt_number: `B/${i}/1`,
                created_at: booking.created_at,
              },
              i % 10 === 3
                ? {
                    ...entry,
                    kind: 'received' as const,
                    amount: advance,
                    reverses_id: 2 * i + 1,
                    created_at: booking.created_at + 1,
                  }
                : {
                    ...entry,
                    kind: 'received' as const,
                    amount: advance,
                    receipt_number: `B/${i}/2`,
                    created_at: booking.created_at + 1,
                  },
            ]
          }),
        )
        .execute()
    }
  })
  await (dialectOf(db) === 'postgres' ? sql`VACUUM ANALYZE bookings, booking_payments` : sql`ANALYZE`).execute(db)
  return performance.now() - started
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!

async function time(work: () => Promise<unknown>) {
  for (let i = 0; i < WARM_UP; i++) await work()
  const runs: number[] = []
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now()
    await work()
    runs.push(performance.now() - started)
  }
  runs.sort((a, b) => a - b)
  return { p50: percentile(runs, 50), p95: percentile(runs, 95) }
}

function cases(now: number): { name: string; folder: Folder; filters: Record<string, string> }[] {
  const day = (ms: number) => new Date(ms + 5.5 * 3600_000).toISOString().slice(0, 10)
  return [
    { name: 'inbox, first page', folder: 'inbox', filters: {} },
    { name: 'inbox, page 200', folder: 'inbox', filters: { page: '200' } },
    { name: 'spam folder', folder: 'spam', filters: {} },
    { name: 'status: new', folder: 'inbox', filters: { stage: 'new' } },
    { name: 'needs attention', folder: 'inbox', filters: { attention: '1' } },
    { name: 'form: trip enquiry', folder: 'inbox', filters: { form: 'trip-enquiry' } },
    { name: 'trip: char-dham-yatra', folder: 'inbox', filters: { trip: 'char-dham-yatra' } },
    { name: 'assigned to me', folder: 'inbox', filters: { assignee: 'me' } },
    { name: 'one month', folder: 'inbox', filters: { from: day(now - 60 * DAY), to: day(now - 30 * DAY) } },
    { name: 'search: name', folder: 'inbox', filters: { q: 'meenakshi sundaram 4' } },
    {
      name: 'search: phone',
      folder: 'inbox',
      filters: { q: `+91 ${phoneOf(PROBE).slice(0, 5)} ${phoneOf(PROBE).slice(5)}` },
    },
    { name: 'search: reference', folder: 'inbox', filters: { q: referenceOf(PROBE).toLowerCase() } },
    {
      name: 'status + form + month',
      folder: 'inbox',
      filters: { stage: 'contacted', form: 'contact', from: day(now - 90 * DAY), to: day(now - 60 * DAY) },
    },
  ]
}

const TAB_CASES = ['inbox, first page', 'search: name', 'trip: char-dham-yatra']

interface Row {
  storage: string
  case: string
  total: number
  p50: number
  p95: number
}

async function benchStorage(storage: 'sqlite' | 'postgres', now: number, rows: Row[], extra: Record<string, unknown>) {
  const seedMs = await seed(now)
  console.error(`${storage}: ${LEADS.toLocaleString('en-IN')} leads seeded in ${(seedMs / 1000).toFixed(1)} s`)
  const staff = { id: STAFF[0]!, role: 'owner' as const }
  for (const { name, folder, filters } of cases(now)) {
    const parsed = parseLeadFilters(filters)
    const { total } = await listLeads(folder, parsed, staff)
    const { p50, p95 } = await time(() => listLeads(folder, parsed, staff))
    rows.push({ storage, case: name, total, p50, p95 })
  }
  // The inbox's status tabs: one grouped count beside the page, under the same filters but the status.
  for (const { name, filters } of cases(now).filter((c) => TAB_CASES.includes(c.name))) {
    const parsed = parseLeadFilters(filters)
    const counts = await stageCounts(parsed, staff)
    const { p50, p95 } = await time(() => stageCounts(parsed, staff))
    const total = Object.values(counts).reduce((sum, n) => sum + n, 0)
    rows.push({ storage, case: `tabs: ${name}`, total, p50, p95 })
  }
  // The owner's reports: each breakdown over the last 12 months (the page's default) and over all two years.
  const today = new Date(now + 5.5 * 3600_000).toISOString().slice(0, 10)
  const ranges = {
    '12 months': defaultReportRange(today),
    '2 years': { from: new Date(now - 731 * DAY + 5.5 * 3600_000).toISOString().slice(0, 10), to: today },
  }
  for (const [span, range] of Object.entries(ranges)) {
    for (const breakdown of REPORT_BREAKDOWNS) {
      const report = () => REPORTS[breakdown](staff, range)
      const { total } = await report()
      const { p50, p95 } = await time(report)
      rows.push({ storage, case: `report by ${breakdown}, ${span}`, total: total.enquiries, p50, p95 })
    }
  }
  const bookingsMs = await seedBookings(now)
  console.error(
    `${storage}: ${BOOKINGS.toLocaleString('en-IN')} bookings seeded in ${(bookingsMs / 1000).toFixed(1)} s`,
  )
  for (const [span, range] of Object.entries(ranges)) {
    for (const breakdown of BOOKING_REPORTS) {
      const report = () => BOOKING_REPORT_TABLES[breakdown](staff, range)
      const { total } = await report()
      const { p50, p95 } = await time(report)
      rows.push({ storage, case: `${breakdown}, ${span}`, total: total.bookings, p50, p95 })
    }
  }
  const busiest = await (
    await getDb()
  )
    .selectFrom('bookings')
    .select(['trip_id', 'departs_on', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy(['trip_id', 'departs_on'])
    .orderBy('n', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow()
  const sheet = () => getDepartureSheet(staff, busiest.trip_id, busiest.departs_on)
  const { p50, p95 } = await time(sheet)
  rows.push({ storage, case: 'departure sheet, busiest', total: Number(busiest.n), p50, p95 })

  const started = performance.now()
  let exported = 0
  for await (const lead of leadsForExport('inbox', parseLeadFilters({}), staff)) if (lead) exported += 1
  const exportMs = performance.now() - started
  extra[storage] = { seedMs: Math.round(seedMs), exportRows: exported, exportMs: Math.round(exportMs) }
}

async function main() {
  const now = Date.now()
  const rows: Row[] = []
  const extra: Record<string, unknown> = {}
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gopuram-desk-bench-'))
  process.env.DATA_DIR = dataDir
  delete process.env.DATABASE_URL
  try {
    await benchStorage('sqlite', now, rows, extra)
    await closeDatabases()
    if (process.env.TEST_DATABASE_URL) {
      const database = await createTestDatabase()
      process.env.DATABASE_URL = database.url
      try {
        await benchStorage('postgres', now, rows, extra)
      } finally {
        await closeDatabases()
        await database.drop()
      }
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true })
  }

  const ms = (n: number) => n.toFixed(1).padStart(7)
  console.log(
    `Lead desk at ${LEADS.toLocaleString('en-IN')} leads: listLeads (count + page of 50), the status tabs' grouped count and the reports, ${RUNS} runs each, ms`,
  )
  console.log(
    `${'storage'.padEnd(9)}${'case'.padEnd(30)}${'matches'.padStart(8)}${'p50'.padStart(8)}${'p95'.padStart(8)}`,
  )
  for (const row of rows) {
    console.log(
      `${row.storage.padEnd(9)}${row.case.padEnd(30)}${String(row.total).padStart(8)}${ms(row.p50)} ${ms(row.p95)}`,
    )
  }
  for (const [storage, figures] of Object.entries(extra) as [string, { exportRows: number; exportMs: number }][]) {
    console.log(
      `${storage}: CSV export pass over ${figures.exportRows.toLocaleString('en-IN')} leads in ${figures.exportMs} ms (${Math.round(figures.exportRows / (figures.exportMs / 1000)).toLocaleString('en-IN')} rows/s)`,
    )
  }
  fs.mkdirSync('bench/results', { recursive: true })
  const file = path.join('bench/results', `lead-desk-${new Date(now).toISOString().replace(/[:.]/g, '-')}.json`)
  fs.writeFileSync(file, `${JSON.stringify({ leads: LEADS, runs: RUNS, rows, extra }, null, 2)}\n`)
  console.log(`Written to ${file}`)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})
