import { BOOKING_REPORTS, type BookingReportBreakdown } from '@/lib/leads/reports/bookings'
import { bookingReportCsv, reportCsv } from '@/lib/leads/reports/csv'
import { parseReportRange, REPORT_BREAKDOWNS, type ReportBreakdown } from '@/lib/leads/reports/schemas'
import { requireStaffRoute } from '@/lib/staff/session'
import { todayInIndia } from '@/lib/site/format'

export async function GET(request: Request, { params }: RouteContext<'/admin/export/reports/[table]'>) {
  const staff = await requireStaffRoute('reports.read')
  if (staff instanceof Response) return staff
  const { table } = await params
  const bookings = (BOOKING_REPORTS as readonly string[]).includes(table)
  if (!bookings && !(REPORT_BREAKDOWNS as readonly string[]).includes(table)) {
    return new Response('There is no such report.\n', { status: 404 })
  }
  const { range, error } = parseReportRange(new URL(request.url).searchParams, todayInIndia())
  if (error) return new Response(`${error}.\n`, { status: 400 })
  return bookings
    ? bookingReportCsv(staff, table as BookingReportBreakdown, range)
    : reportCsv(staff, table as ReportBreakdown, range)
}
