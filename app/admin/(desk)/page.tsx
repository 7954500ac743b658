import type { Metadata } from 'next'
import { LeadFolder } from '@/components/admin/leads/lead-folder'
import { DeskNotices } from '@/components/admin/leads/desk-notices'
import { requireStaffPage } from '@/lib/staff/session'
import { parseLeadFilters } from '@/lib/leads/desk/schemas'

export const metadata: Metadata = { title: 'Inbox' }

export default async function InboxPage({ searchParams }: PageProps<'/admin'>) {
  const params = await searchParams
  const staff = await requireStaffPage('leads.read')
  return (
    <>
      <h1 className="mb-4 text-2xl font-semibold">Inbox</h1>
      <DeskNotices staff={staff} erased={typeof params.erased === 'string' ? params.erased : undefined} />
      <LeadFolder folder="inbox" filters={parseLeadFilters(params)} staff={staff} />
    </>
  )
}
