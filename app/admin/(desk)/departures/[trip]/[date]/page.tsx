import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { DepartureSheetView } from '@/components/admin/departures/departure-sheet'
import { BackLink } from '@/components/admin/ui/back-link'
import { PageHeading } from '@/components/admin/ui/page-heading'
import { getDepartureSheet } from '@/lib/bookings'
import { can } from '@/lib/staff'
import { requireStaffPage } from '@/lib/staff/session'
import { formatDay, weekdayShort } from '@/lib/site/format'
import { ADMIN_ROUTES } from '@/lib/site/routes'

export const metadata: Metadata = { title: 'Departure' }

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/

export default async function DeparturePage({ params }: PageProps<'/admin/departures/[trip]/[date]'>) {
  const staff = await requireStaffPage('bookings.read')
  const { trip, date } = await params
  if (!ISO_DAY.test(date)) notFound()
  const sheet = await getDepartureSheet(staff, decodeURIComponent(trip), date)
  if (!sheet) notFound()
  return (
    <div className="space-y-4">
      {can(staff.role, 'departures.report') && <BackLink href={ADMIN_ROUTES.departures}>Departures</BackLink>}
      <PageHeading
        title={sheet.tripTitle}
        description={`Departs ${weekdayShort(sheet.departsOn)} ${formatDay(sheet.departsOn)}${sheet.returnsOn ? `, back ${formatDay(sheet.returnsOn)}` : ''}. Travellers of confirmed bookings; money received less what was paid back, a reversed entry undone.`}
      />
      <DepartureSheetView sheet={sheet} />
    </div>
  )
}
