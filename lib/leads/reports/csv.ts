import 'server-only'
import type { Caller } from '@/lib/staff'
import { CSV_BOM, csvLine } from '@/lib/site/csv'
import { conversionOf, REPORTS, type ReportCounts } from './aggregates'
import { BOOKING_REPORT_TABLES, type BookingReportBreakdown } from './bookings'
import type { ReportBreakdown, ReportRange } from './schemas'

/** What each report's first column holds, as its table and CSV head it. */
export const REPORT_TITLES: Record<ReportBreakdown, { title: string; column: string }> = {
  month: { title: 'By month', column: 'Month' },
  source: { title: 'By source', column: 'Source' },
  trip: { title: 'By trip', column: 'Trip or destination' },
  form: { title: 'By form', column: 'Form' },
}

const percent = (counts: ReportCounts) => {
  const share = conversionOf(counts)
  return share === undefined ? '' : (share * 100).toFixed(1)
}

/**
 * One report's table as CSV (the same cells as the page's table, the total last), named by the
 * report and its range: "leads-by-month-2025-12-01-to-2026-11-26.csv".
 */
export async function reportCsv(caller: Caller, breakdown: ReportBreakdown, range: ReportRange): Promise<Response> {
  const table = await REPORTS[breakdown](caller, range)
  const source = breakdown === 'source'
  let body =
    CSV_BOM +
    csvLine([
      REPORT_TITLES[breakdown].column,
      ...(source ? ['Kind of source'] : []),
      'Enquiries',
      'Quoted',
      'Won',
      'Conversion (%)',
    ])
  for (const row of [...table.rows, { label: 'Total', kind: '', ...table.total }]) {
    body += csvLine([row.label, ...(source ? [row.kind ?? ''] : []), row.enquiries, row.quoted, row.won, percent(row)])
  }
  return new Response(body, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="leads-by-${breakdown}-${range.from}-to-${range.to}.csv"`,
      'cache-control': 'no-store',
    },
  })
}

/** What each bookings report's first column holds, as its table and CSV head it. */
export const BOOKING_REPORT_TITLES: Record<BookingReportBreakdown, { title: string; column: string }> = {
  'bookings-month': { title: 'Bookings by month', column: 'Month booked' },
  'bookings-trip': { title: 'Bookings by trip', column: 'Trip' },
  'bookings-departure': { title: 'Bookings by departure', column: 'Departure' },
}

/**
 * One bookings report's table as CSV, amounts in whole rupees, the total last:
 * "bookings-by-departure-2025-12-01-to-2026-11-26.csv".
 */
export async function bookingReportCsv(
  caller: Caller,
  breakdown: BookingReportBreakdown,
  range: ReportRange,
): Promise<Response> {
  const table = await BOOKING_REPORT_TABLES[breakdown](caller, range)
  let body =
    CSV_BOM +
    csvLine([
      BOOKING_REPORT_TITLES[breakdown].column,
      'Bookings',
      'Travellers',
      'Revenue (₹)',
      'Collected (₹)',
      'Outstanding (₹)',
    ])
  for (const row of [...table.rows, { label: 'Total', ...table.total }]) {
    body += csvLine([row.label, row.bookings, row.travellers, row.revenue, row.collected, row.outstanding])
  }
  return new Response(body, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${breakdown.replace('-', '-by-')}-${range.from}-to-${range.to}.csv"`,
      'cache-control': 'no-store',
    },
  })
}
