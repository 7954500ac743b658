import 'server-only'
import { sql, type RawBuilder } from 'kysely'
import { assertCan, type Caller } from '@/lib/staff'
import { dialectOf, getDb, type Dialect } from '@/lib/platform/db'
import { getCatalogTripTitles } from '@/lib/catalog'
import { formatMonthYear } from '@/lib/site/format'
import { formLabel } from '@/lib/leads/labels'
import { inPipeline } from '@/lib/leads/desk/queries'
import type { ReportBreakdown, ReportRange } from './schemas'

/**
 * The owner's reports: the leads of the sales pipeline (not spam, not newsletter sign-ups) that
 * came in within a range of days in India, counted on the database by month, by source, by trip
 * and by form. For each group: the enquiries, those quoted, those won, and so the conversion
 * (won of enquiries). A lead counts in the month it came in, whatever month it was won.
 *
 * Quoted: a lead at the Quoted or Won stage now, or one that reached either before and has since
 * been lost or reopened (its stage changes in lead_activity tell). Won: at the Won stage now.
 */

export interface ReportCounts {
  enquiries: number
  quoted: number
  won: number
}

export interface ReportRow extends ReportCounts {
  /** What the row groups by: "2026-04", "utm:google", "ref:facebook.com", "direct", a trip or form. */
  key: string
  label: string
  /** A second word on the row: for a source, what kind of source it is. */
  kind?: string
}

export interface ReportTable {
  breakdown: ReportBreakdown
  range: ReportRange
  rows: ReportRow[]
  total: ReportCounts
}

export const IST_OFFSET_MS = 5.5 * 60 * 60 * 1000
export const DAY_MS = 24 * 60 * 60 * 1000

/** Midnight in India at the start of a YYYY-MM-DD day, in ms. */
export const dayStartInIndia = (day: string) => Date.parse(`${day}T00:00:00Z`) - IST_OFFSET_MS

/**
 * The day in India of created_at, as whole days since 1 January 1970: integer arithmetic the same
 * in both dialects, far cheaper per row than a date function. The months are made of the days.
 */
const dayInIndia = sql<string>`(created_at + ${sql.lit(IST_OFFSET_MS)}) / ${sql.lit(DAY_MS)}`

/** YYYY-MM of a day number (days since 1 January 1970). */
export const monthOfDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 7)

/** A text field of a JSON text column. */
function jsonText(dialect: Dialect, column: string, field: string): RawBuilder<string | null> {
  return dialect === 'postgres'
    ? sql<string | null>`(${sql.ref(column)}::json ->> ${sql.lit(field)})`
    : sql<string | null>`json_extract(${sql.ref(column)}, ${sql.lit(`$.${field}`)})`
}

/**
 * 1 for a lead that reached Quoted (or Won), now or before; 0 otherwise. SQLite looks up each lost
 * or reopened lead's stage changes (lead_activity_by_lead), which is quick in process; PostgreSQL
 * reads the stage changes to Quoted or Won once into a hashed set, cheaper than a look-up per row.
 */
function reachedQuoted(dialect: Dialect): RawBuilder<number> {
  const to = jsonText(dialect, 'a.detail', 'to')
  const before =
    dialect === 'postgres'
      ? sql`leads.id IN (SELECT a.lead_id FROM lead_activity a WHERE a.kind = 'stage' AND ${to} IN ('quoted', 'won'))`
      : sql`EXISTS (
    SELECT 1 FROM lead_activity a WHERE a.lead_id = leads.id AND a.kind = 'stage' AND ${to} IN ('quoted', 'won')
  )`
  return sql<number>`CASE WHEN stage IN ('quoted', 'won') THEN 1 WHEN stage IN ('lost', 'contacted') AND ${before} THEN 1 ELSE 0 END`
}

/**
 * A plain column to group by. On SQLite as `+column`, on PostgreSQL as `column || ''` (the same value), which keeps the planner
 * off that column's own index (leads_by_form, leads_by_trip) and on leads_reports, the index that
 * holds every column a report reads (migration 12).
 */
function column(dialect: Dialect, name: 'form' | 'trip'): RawBuilder<string | null> {
  return dialect === 'sqlite' ? sql<string | null>`+${sql.ref(name)}` : sql<string | null>`(${sql.ref(name)} || '')`
}

type Grouped = ReportCounts & { g1: string | null; g2: string | null }

/** The range's pipeline leads grouped by one or two expressions, with their three counts. */
async function grouped(
  caller: Caller,
  range: ReportRange,
  groups: (dialect: Dialect) => [RawBuilder<string | null>, RawBuilder<string | null>?],
): Promise<Grouped[]> {
  assertCan(caller, 'reports.read')
  const db = await getDb()
  const dialect = dialectOf(db)
  const [first, second = sql<null>`NULL`] = groups(dialect)
  const rows = await db
    .selectFrom('leads')
    .select((eb) => [
      first.as('g1'),
      second.as('g2'),
      eb.fn.countAll<number>().as('enquiries'),
      eb.fn.sum<number>(reachedQuoted(dialect)).as('quoted'),
      eb.fn.sum<number>(eb.case().when('stage', '=', 'won').then(1).else(0).end()).as('won'),
    ])
    .where((eb) =>
      eb.and([
        ...inPipeline(eb),
        eb('created_at', '>=', dayStartInIndia(range.from)),
        eb('created_at', '<', dayStartInIndia(range.to) + DAY_MS),
      ]),
    )
    .groupBy([sql`g1`, sql`g2`])
    .execute()
  // PostgreSQL answers counts and sums as text (bigint), SQLite as numbers.
  return rows.map((row) => ({
    g1: row.g1,
    g2: row.g2,
    enquiries: Number(row.enquiries),
    quoted: Number(row.quoted),
    won: Number(row.won),
  }))
}

const add = (into: ReportCounts, from: ReportCounts) => {
  into.enquiries += from.enquiries
  into.quoted += from.quoted
  into.won += from.won
}

function totalOf(rows: ReportCounts[]): ReportCounts {
  const total = { enquiries: 0, quoted: 0, won: 0 }
  for (const row of rows) add(total, row)
  return total
}

/** Most enquiries first, then by name. */
const byEnquiries = (a: ReportRow, b: ReportRow) => b.enquiries - a.enquiries || a.label.localeCompare(b.label)

/** The months of a range, YYYY-MM, first to last. */
export function monthsOf(range: ReportRange): string[] {
  const months: string[] = []
  let [year, month] = range.from.split('-').map(Number) as [number, number]
  const last = range.to.slice(0, 7)
  for (;;) {
    const key = `${year}-${String(month).padStart(2, '0')}`
    months.push(key)
    if (key >= last) return months
    month += 1
    if (month > 12) [year, month] = [year + 1, 1]
  }
}

/**
 * By the month in India each lead came in: every month of the range, those without leads too.
 * The database counts by day in India, at most a few hundred rows a year, added up into months here.
 */
export async function reportByMonth(caller: Caller, range: ReportRange): Promise<ReportTable> {
  const rows = await grouped(caller, range, () => [dayInIndia])
  const counts = new Map<string, ReportCounts>()
  for (const row of rows) {
    const month = monthOfDay(Number(row.g1))
    const into = counts.get(month) ?? { enquiries: 0, quoted: 0, won: 0 }
    add(into, row)
    counts.set(month, into)
  }
  const table = monthsOf(range).map((month) => {
    const found = counts.get(month)
    return {
      key: month,
      label: formatMonthYear(month),
      enquiries: found?.enquiries ?? 0,
      quoted: found?.quoted ?? 0,
      won: found?.won ?? 0,
    }
  })
  return { breakdown: 'month', range, rows: table, total: totalOf(table) }
}

export const SOURCE_KINDS = { utm: 'Campaign (UTM source)', referrer: 'Link from a website', direct: 'Direct' } as const

/** A referrer's site, without "www.": "https://www.google.com/search" → "google.com"; undefined when it is no address. */
function referrerHost(referrer: string): string | undefined {
  try {
    const host = new URL(referrer).hostname.toLowerCase()
    return host ? host.replace(/^www\./, '') : undefined
  } catch {
    return undefined
  }
}

/**
 * By where the visitor came from when they first landed: the campaign's UTM source when the link
 * carried one, else the website that linked to us, else Direct (typed, bookmarked, or a link
 * that hid where it came from). The database groups by UTM source and referrer; the referrers
 * of one website are then added together under its name.
 */
export async function reportBySource(caller: Caller, range: ReportRange): Promise<ReportTable> {
  const rows = await grouped(caller, range, (dialect) => [
    sql<string | null>`lower(trim(${jsonText(dialect, 'source', 'utm_source')}))`,
    jsonText(dialect, 'source', 'referrer'),
  ])
  const buckets = new Map<string, ReportRow>()
  for (const row of rows) {
    const utm = row.g1?.trim()
    const host = !utm && row.g2 ? referrerHost(row.g2) : undefined
    const [key, label, kind] = utm
      ? [`utm:${utm}`, utm, SOURCE_KINDS.utm]
      : host
        ? [`ref:${host}`, host, SOURCE_KINDS.referrer]
        : ['direct', 'Direct', SOURCE_KINDS.direct]
    const bucket = buckets.get(key) ?? { key, label, kind, enquiries: 0, quoted: 0, won: 0 }
    add(bucket, row)
    buckets.set(key, bucket)
  }
  const table = [...buckets.values()].sort(byEnquiries)
  return { breakdown: 'source', range, rows: table, total: totalOf(table) }
}

export const NO_TRIP_LABEL = 'No trip named'

/**
 * By the trip a lead asked about: a catalogue trip by its title, a trip request by the
 * destination the visitor wrote; the contact forms name none.
 */
export async function reportByTrip(caller: Caller, range: ReportRange): Promise<ReportTable> {
  const [rows, titles] = await Promise.all([
    grouped(caller, range, (dialect) => [column(dialect, 'trip')]),
    getCatalogTripTitles(),
  ])
  const table = rows
    .map((row) => ({
      key: row.g1 ?? '',
      label: row.g1 ? (titles.get(row.g1) ?? row.g1) : NO_TRIP_LABEL,
      enquiries: row.enquiries,
      quoted: row.quoted,
      won: row.won,
    }))
    .sort(byEnquiries)
  return { breakdown: 'trip', range, rows: table, total: totalOf(table) }
}

/** By the form that sent the lead. */
export async function reportByForm(caller: Caller, range: ReportRange): Promise<ReportTable> {
  const rows = await grouped(caller, range, (dialect) => [column(dialect, 'form')])
  const table = rows
    .map((row) => ({
      key: row.g1!,
      label: formLabel(row.g1!),
      enquiries: row.enquiries,
      quoted: row.quoted,
      won: row.won,
    }))
    .sort(byEnquiries)
  return { breakdown: 'form', range, rows: table, total: totalOf(table) }
}

export const REPORTS: Record<ReportBreakdown, (caller: Caller, range: ReportRange) => Promise<ReportTable>> = {
  month: reportByMonth,
  source: reportBySource,
  trip: reportByTrip,
  form: reportByForm,
}

/** Won of enquiries, as a share (0 to 1); undefined without enquiries. */
export const conversionOf = (counts: ReportCounts) => (counts.enquiries ? counts.won / counts.enquiries : undefined)

/** A conversion in words: "12.5%", or "–" without enquiries. */
export function conversionText(counts: ReportCounts): string {
  const share = conversionOf(counts)
  return share === undefined ? '–' : `${(share * 100).toFixed(1)}%`
}
