import type { Metadata } from 'next'
import { PageHeading } from '@/components/admin/ui/page-heading'
import { ReportRangeForm } from '@/components/admin/reports/report-range-form'
import { ReportSection } from '@/components/admin/reports/report-section'
import { ReportSummary } from '@/components/admin/reports/report-summary'
import { reportByForm, reportByMonth, reportBySource, reportByTrip } from '@/lib/leads/reports/aggregates'
import { parseReportRange } from '@/lib/leads/reports/schemas'
import { requireStaffPage } from '@/lib/staff/session'
import { formatDay, todayInIndia } from '@/lib/site/format'

export const metadata: Metadata = { title: 'Reports' }

export default async function ReportsPage({ searchParams }: PageProps<'/admin/reports'>) {
  const staff = await requireStaffPage('reports.read')
  const today = todayInIndia()
  const { range, error } = parseReportRange(await searchParams, today)
  const [month, source, trip, form] = await Promise.all([
    reportByMonth(staff, range),
    reportBySource(staff, range),
    reportByTrip(staff, range),
    reportByForm(staff, range),
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
    </div>
  )
}
