import type { Metadata } from 'next'
import { DeparturesReportView } from '@/components/admin/departures/departures-report'
import { PageHeading } from '@/components/admin/ui/page-heading'
import { departuresReport } from '@/lib/leads/desk/departures'
import { requireStaffPage } from '@/lib/staff/session'
import { ADMIN_ROUTES } from '@/lib/site/routes'
import { Link } from '@/components/ui/link'

export const metadata: Metadata = { title: 'Departures' }

export default async function DeparturesPage() {
  const staff = await requireStaffPage('departures.report')
  const report = await departuresReport(staff)
  return (
    <div className="space-y-4">
      <PageHeading
        title="Departures"
        description="Every upcoming group, soonest first: how full it is and the enquiries, quotes and bookings it drew. A count opens those leads."
      >
        {report.source === 'catalogue' && (
          <p className="mt-2 text-sm">
            <Link
              href={ADMIN_ROUTES.catalogSeats}
              className="font-medium text-saffron-800 underline-offset-4 hover:underline"
            >
              Correct the seats taken in the catalogue
            </Link>
          </p>
        )}
      </PageHeading>
      <DeparturesReportView report={report} />
    </div>
  )
}
