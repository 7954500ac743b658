import type { Metadata } from 'next'
import { OfficeHolidaysPanel } from '@/components/admin/settings/office-holidays'
import { OfficeWeekPanel } from '@/components/admin/settings/office-week'
import { PageHeading } from '@/components/admin/ui/page-heading'
import { listOfficeHolidays } from '@/lib/agency'
import { todayInIndia } from '@/lib/site/format'
import { requireStaffPage } from '@/lib/staff/session'

export const metadata: Metadata = { title: 'Settings' }

/** The office's time: the owner's holidays, beside the weekly hours they interrupt. */
export default async function SettingsPage() {
  await requireStaffPage('office.holidays')
  const holidays = await listOfficeHolidays()
  return (
    <div className="space-y-6">
      <PageHeading title="Settings" description="When the office is open, as the site tells visitors and staff." />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
        <OfficeHolidaysPanel holidays={holidays} today={todayInIndia()} />
        <OfficeWeekPanel />
      </div>
    </div>
  )
}
