import * as z from 'zod/mini'

/**
 * The reports' date range: two calendar days in India, `from` and `to`, both included. The page's
 * form and the CSV route read the same schema; a range that is not one is named to the owner,
 * and the page shows the default range instead (the last 12 months).
 */

export const REPORT_BREAKDOWNS = ['month', 'source', 'trip', 'form'] as const
export type ReportBreakdown = (typeof REPORT_BREAKDOWNS)[number]

/** The longest range the reports cover at once: five years of months still fit one chart. */
export const REPORT_MAX_DAYS = 5 * 366

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/
const DAY_MS = 86_400_000

/** A YYYY-MM-DD that names a day of the calendar (not 2026-02-30). */
const isRealDay = (value: string) =>
  ISO_DAY.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value

const day = (name: string) =>
  z
    .string({ error: `Enter the ${name} day` })
    .check(
      z.trim(),
      z.minLength(1, `Enter the ${name} day`),
      z.refine(isRealDay, `The ${name} day is not a date: write it as a day of the calendar, like 2026-04-01`),
    )

export const reportRangeSchema = z.object({ from: day('"From"'), to: day('"To"') }).check(
  z.refine((range) => range.from <= range.to, { message: 'The "From" day must be on or before the "To" day' }),
  z.refine((range) => Date.parse(range.to) - Date.parse(range.from) < REPORT_MAX_DAYS * DAY_MS, {
    message: 'Choose a range of at most five years',
  }),
)

export type ReportRange = z.output<typeof reportRangeSchema>

/** The last 12 months: from the first day of the month eleven months before today's, to today. */
export function defaultReportRange(today: string): ReportRange {
  const [year, month] = today.split('-').map(Number) as [number, number]
  const start = new Date(Date.UTC(year, month - 1 - 11, 1)).toISOString().slice(0, 10)
  return { from: start, to: today }
}

export type ParsedReportRange = { range: ReportRange; error?: string }

/**
 * The range of an address bar (the page's form, a CSV link). Neither day given: the default. A
 * range that is not one: the default, with the reason to show.
 */
export function parseReportRange(
  params: URLSearchParams | Record<string, string | string[] | undefined>,
  today: string,
): ParsedReportRange {
  const read = (key: string) => {
    const value = params instanceof URLSearchParams ? params.get(key) : params[key]
    return (Array.isArray(value) ? value[0] : value) ?? undefined
  }
  const fallback = defaultReportRange(today)
  const from = read('from')
  const to = read('to')
  if (!from && !to) return { range: fallback }
  const parsed = reportRangeSchema.safeParse({ from: from || fallback.from, to: to || today })
  if (!parsed.success) return { range: fallback, error: parsed.error.issues[0]!.message }
  return { range: parsed.data }
}
