import type { Metadata } from 'next'
import { AgencyParticularsPanel } from '@/components/admin/settings/agency-particulars'
import { OfficeHolidaysPanel } from '@/components/admin/settings/office-holidays'
import { OfficeWeekPanel } from '@/components/admin/settings/office-week'
import { PageHeading } from '@/components/admin/ui/page-heading'
import { getOfficeWeekNow, getParticularsForm, listOfficeHolidays } from '@/lib/agency'
import { todayInIndia } from '@/lib/site/format'
import { requireStaffPage } from '@/lib/staff/session'

export const metadata: Metadata = { title: 'Settings' }

/** The agency's particulars on quotes, and the office's time: the owner's holidays beside the weekly hours. */
export default async function SettingsPage() {
  await requireStaffPage('office.holidays')
  await requireStaffPage('agency.particulars')
  const [holidays, particulars, week] = await Promise.all([
    listOfficeHolidays(),
    getParticularsForm(),
    getOfficeWeekNow(),
  ])
  return (
    <div className="space-y-6">
      <PageHeading
        title="Settings"
        description="The agency as its quotes present it, and when the office is open, as the site tells visitors and staff."
      />
      <AgencyParticularsPanel values={particulars} />
      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <OfficeHolidaysPanel holidays={holidays} today={todayInIndia()} />
        <OfficeWeekPanel week={week} />
      </div>
    </div>
  )
}
