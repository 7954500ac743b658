import { getDb } from '@/lib/platform/db'
import type { LeadStage } from '@/lib/platform/db/schema'
import {
  conversionText,
  reportByForm,
  reportByMonth,
  reportBySource,
  reportByTrip,
  type ReportTable,
} from '@/lib/leads/reports/aggregates'
import { reportCsv } from '@/lib/leads/reports/csv'
import { defaultReportRange, parseReportRange } from '@/lib/leads/reports/schemas'
import { NotAllowed } from '@/lib/staff/permissions'
import { testAgent, testOwner } from './support/staff'
import { STORAGE_KINDS, useStorage } from './support/storage'

/**
 * The owner's reports on each database: the pipeline's leads of a range of days in India by
 * month, source, trip and form, with quoted read from the stage history. The leads are written
 * straight into the table at chosen instants, so that every figure below is counted by hand.
 */

jest.mock('@/lib/catalog', () => ({
  ...jest.requireActual('@/lib/catalog'),
  getCatalogTripTitles: async () => new Map([['char-dham-yatra', 'Char Dham Yatra']]),
}))

const RANGE = { from: '2026-03-01', to: '2026-04-30' }

interface Seed {
  name: string
  at: string
  stage?: LeadStage
  status?: 'stored' | 'spam'
  kind?: string
  form?: string
  trip?: string
  source?: Record<string, string>
  /** The stages it moved to before its stage now, in order. */
  history?: LeadStage[]
}

/**
 * In the range (India time): March — B (quoted), C (won, the range's first instant); April — A
 * (new, 01:30 on 1 April in India though 31 March in UTC), E (lost after a quote, the range's
 * last instant), I (lost, never quoted), J (won), K (reopened after being won), L (new).
 * Outside it: D (the instant before), F (the instant after), G (spam), H (a newsletter sign-up).
 */
const SEEDS: Seed[] = [
  {
    name: 'A',
    at: '2026-03-31T20:00:00Z',
    kind: 'tripEnquiry',
    form: 'trip-enquiry',
    trip: 'char-dham-yatra',
    source: { utm_source: 'facebook', referrer: 'https://m.facebook.com/' },
  },
  {
    name: 'B',
    at: '2026-03-31T18:00:00Z',
    stage: 'quoted',
    kind: 'customized',
    form: 'trip-request',
    trip: 'Bali',
    source: { referrer: 'https://www.google.com/search?q=bali' },
    history: ['contacted'],
  },
  { name: 'C', at: '2026-02-28T18:30:00Z', stage: 'won', source: { referrer: 'https://google.com/' } },
  { name: 'D', at: '2026-02-28T18:29:59.999Z' },
  {
    name: 'E',
    at: '2026-04-30T18:29:59.999Z',
    stage: 'lost',
    history: ['contacted', 'quoted'],
  },
  { name: 'F', at: '2026-04-30T18:30:00Z' },
  { name: 'G', at: '2026-04-10T06:00:00Z', status: 'spam', stage: 'won' },
  { name: 'H', at: '2026-04-10T06:00:00Z', kind: 'newsletter', form: 'newsletter' },
  { name: 'I', at: '2026-04-11T06:00:00Z', stage: 'lost', history: ['contacted'], source: { referrer: 'not a url' } },
  {
    name: 'J',
    at: '2026-04-12T06:00:00Z',
    stage: 'won',
    kind: 'tripEnquiry',
    form: 'trip-enquiry',
    trip: 'char-dham-yatra',
    source: { utm_source: ' Facebook ' },
    history: ['quoted'],
  },
  {
    name: 'K',
    at: '2026-04-13T06:00:00Z',
    stage: 'contacted',
    source: { utm_source: '  ', referrer: 'https://blog.example.org/best-yatras' },
    history: ['won'],
  },
  { name: 'L', at: '2026-04-14T06:00:00Z', source: { utm_source: '=1+1' } },
]

async function seed() {
  const db = await getDb()
  for (const [index, lead] of SEEDS.entries()) {
    const createdAt = Date.parse(lead.at)
    const { id } = await db
      .insertInto('leads')
      .values({
        reference: `GH-REPORT${String(index).padStart(2, '0')}`.slice(0, 11),
        kind: lead.kind ?? 'contact',
        form: lead.form ?? 'contact',
        payload: JSON.stringify({ name: `Lead ${lead.name}` }),
        source: JSON.stringify(lead.source ?? {}),
        idempotency_key: `report-test-${index}-abcdefgh`,
        status: lead.status ?? 'stored',
        created_at: createdAt,
        stage: lead.stage ?? 'new',
        name: `Lead ${lead.name}`,
        trip: lead.trip ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    let from: LeadStage = 'new'
    for (const [step, to] of [
      ...(lead.history ?? []),
      ...(lead.stage && lead.stage !== 'new' ? [lead.stage] : []),
    ].entries()) {
      await db
        .insertInto('lead_activity')
        .values({
          lead_id: id,
          at: createdAt + (step + 1) * 3600_000,
          actor_id: testOwner.id,
          actor_name: testOwner.name,
          kind: 'stage',
          detail: JSON.stringify({ from, to }),
        })
        .execute()
      from = to
    }
  }
}

/** A table's rows as "label: enquiries/quoted/won". */
const figures = (table: ReportTable) =>
  table.rows.map((row) => `${row.label}: ${row.enquiries}/${row.quoted}/${row.won}`)

describe.each(STORAGE_KINDS)('reports on %s', (kind) => {
  let cleanup: () => Promise<void>
  beforeAll(async () => {
    cleanup = await useStorage(kind)
    await seed()
  })
  afterAll(async () => {
    await cleanup()
  })

  test('by month in India: a lead at 20:00 UTC on 31 March came in on 1 April; spam and sign-ups are left out', async () => {
    const table = await reportByMonth(testOwner, RANGE)
    expect(figures(table)).toEqual(['March 2026: 2/2/1', 'April 2026: 6/3/1'])
    expect(table.total).toEqual({ enquiries: 8, quoted: 5, won: 2 })
    expect(conversionText(table.total)).toBe('25.0%')
    expect(conversionText(table.rows[0]!)).toBe('50.0%')
  })

  test('every month of the range is listed, those without leads too', async () => {
    const table = await reportByMonth(testOwner, { from: '2026-01-15', to: '2026-06-02' })
    expect(figures(table)).toEqual([
      'January 2026: 0/0/0',
      'February 2026: 1/0/0',
      'March 2026: 2/2/1',
      'April 2026: 6/3/1',
      'May 2026: 1/0/0',
      'June 2026: 0/0/0',
    ])
    expect(conversionText(table.rows[0]!)).toBe('–')
  })

  test('by source: the UTM source first, else the referring site, else direct', async () => {
    const table = await reportBySource(testOwner, RANGE)
    expect(figures(table).sort()).toEqual(
      ['Direct: 2/1/0', 'facebook: 2/1/1', 'google.com: 2/2/1', 'blog.example.org: 1/1/0', '=1+1: 1/0/0'].sort(),
    )
    expect(table.rows.slice(0, 3).map((row) => row.enquiries)).toEqual([2, 2, 2])
    expect(Object.fromEntries(table.rows.map((row) => [row.label, row.kind]))).toMatchObject({
      Direct: 'Direct',
      facebook: 'Campaign (UTM source)',
      'google.com': 'Link from a website',
    })
    expect(table.total).toEqual({ enquiries: 8, quoted: 5, won: 2 })
  })

  test('by trip: a catalogue trip by its title, a destination as written, the rest together', async () => {
    const table = await reportByTrip(testOwner, RANGE)
    expect(figures(table)).toEqual(['No trip named: 5/3/1', 'Char Dham Yatra: 2/1/1', 'Bali: 1/1/0'])
  })

  test('by form', async () => {
    const table = await reportByForm(testOwner, RANGE)
    expect(figures(table)).toEqual(['Contact page: 5/3/1', 'Trip enquiry: 2/1/1', 'Trip request: 1/1/0'])
  })

  test('a range of one day counts only that day in India', async () => {
    const table = await reportByMonth(testOwner, { from: '2026-04-01', to: '2026-04-01' })
    expect(figures(table)).toEqual(['April 2026: 1/0/0'])
  })

  test('an agent is refused every report', async () => {
    for (const report of [reportByMonth, reportBySource, reportByTrip, reportByForm]) {
      await expect(report(testAgent, RANGE)).rejects.toBeInstanceOf(NotAllowed)
    }
  })

  test('the CSV holds the table, the total last, and a formula as plain text', async () => {
    const response = await reportCsv(testOwner, 'source', RANGE)
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="leads-by-source-2026-03-01-to-2026-04-30.csv"',
    )
    const text = await response.text()
    const lines = text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
    expect(lines[0]).toBe('Source,Kind of source,Enquiries,Quoted,Won,Conversion (%)')
    expect(lines).toContain('google.com,Link from a website,2,2,1,50.0')
    expect(lines).toContain("'=1+1,Campaign (UTM source),1,0,0,0.0")
    expect(lines.at(-1)).toBe('Total,,8,5,2,25.0')
  })
})

describe('the reports date range', () => {
  test('the last 12 months by default: from the first of the month eleven months back', () => {
    expect(defaultReportRange('2026-11-26')).toEqual({ from: '2025-12-01', to: '2026-11-26' })
    expect(defaultReportRange('2026-01-05')).toEqual({ from: '2025-02-01', to: '2026-01-05' })
    expect(parseReportRange({}, '2026-11-26')).toEqual({ range: { from: '2025-12-01', to: '2026-11-26' } })
  })

  test('a range given is read; a missing end is today', () => {
    expect(parseReportRange(new URLSearchParams('from=2026-03-01&to=2026-04-30'), '2026-11-26')).toEqual({
      range: RANGE,
    })
    expect(parseReportRange({ from: '2026-03-01' }, '2026-11-26')).toEqual({
      range: { from: '2026-03-01', to: '2026-11-26' },
    })
  })

  test.each([
    [{ from: '2026-02-30', to: '2026-03-10' }, 'The "From" day is not a date'],
    [{ from: '2026-03-01', to: 'yesterday' }, 'The "To" day is not a date'],
    [{ from: '2026-05-01', to: '2026-04-30' }, 'The "From" day must be on or before the "To" day'],
    [{ from: '2016-01-01', to: '2026-04-30' }, 'Choose a range of at most five years'],
  ])('%j is refused with a reason, and the default range is shown', (params, reason) => {
    const parsed = parseReportRange(params, '2026-11-26')
    expect(parsed.error).toContain(reason)
    expect(parsed.range).toEqual({ from: '2025-12-01', to: '2026-11-26' })
  })
})
