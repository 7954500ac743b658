import type { Metadata } from 'next'
import { PageHeading } from '@/components/admin/ui/page-heading'
import { ReportRangeForm } from '@/components/admin/reports/report-range-form'
import { ReportSection } from '@/components/admin/reports/report-section'
import { ReportSummary } from '@/components/admin/reports/report-summary'
import { BookingReportSection, BookingReportSummary } from '@/components/admin/reports/booking-report-section'
import { bookingsByDeparture, bookingsByMonth, bookingsByTrip } from '@/lib/leads/reports/bookings'
import { reportByForm, reportByMonth, reportBySource, reportByTrip } from '@/lib/leads/reports/aggregates'
import { parseReportRange } from '@/lib/leads/reports/schemas'
import { requireStaffPage } from '@/lib/staff/session'
import { formatDay, todayInIndia } from '@/lib/site/format'

export const metadata: Metadata = { title: 'Reports' }

export default async function ReportsPage({ searchParams }: PageProps<'/admin/reports'>) {
  const staff = await requireStaffPage('reports.read')
  const today = todayInIndia()
  const { range, error } = parseReportRange(await searchParams, today)
  const [month, source, trip, form, bookedMonth, bookedTrip, bookedDeparture] = await Promise.all([
    reportByMonth(staff, range),
    reportBySource(staff, range),
    reportByTrip(staff, range),
    reportByForm(staff, range),
    bookingsByMonth(staff, range),
    bookingsByTrip(staff, range),
    bookingsByDeparture(staff, range),
  ])
  return (
    <div className="space-y-5">
      <PageHeading
        title="Reports"
        description={`Enquiries from ${formatDay(range.from)} to ${formatDay(range.to)} (India time), spam and newsletter sign-ups left out. Each lead counts in the month it came in. Quoted: leads that reached the Quoted or Won stage, even if lost since. Conversion: won out of enquiries.`}
      />
      <ReportRangeForm range={range} today={today} error={error} />
      <ReportSummary total={month.total} />
      <div className="grid grid-cols-1 items-start gap-5 lg:grid-cols-2">
        <ReportSection table={month} />
        <ReportSection table={source} />
        <ReportSection table={trip} />
        <ReportSection table={form} />
      </div>
      <section aria-labelledby="bookings-reports" className="space-y-4 pt-2">
        <div>
          <h2 id="bookings-reports" className="text-xl font-semibold">
            Bookings and money
          </h2>
          <p className="mt-1 max-w-2xl text-sm text-ink-muted">
            Confirmed bookings made in the same range, each in the month it was made. Revenue: the totals agreed with
            the families. Collected: money received less refunds. Outstanding: what they still owe today.
          </p>
        </div>
        <BookingReportSummary total={bookedMonth.total} />
        <div className="grid grid-cols-1 items-start gap-5 lg:grid-cols-2">
          <BookingReportSection table={bookedMonth} />
          <BookingReportSection table={bookedTrip} />
          <div className="lg:col-span-2">
            <BookingReportSection table={bookedDeparture} />
          </div>
        </div>
      </section>
    </div>
  )
}
