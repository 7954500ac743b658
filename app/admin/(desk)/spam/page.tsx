import type { Metadata } from 'next'
import { LeadFolder } from '@/components/admin/leads/lead-folder'
import { requireStaffPage } from '@/lib/staff/session'
import { parseLeadFilters } from '@/lib/leads/desk/schemas'

export const metadata: Metadata = { title: 'Spam' }

export default async function SpamPage({ searchParams }: PageProps<'/admin/spam'>) {
  const staff = await requireStaffPage('leads.read')
  return (
    <>
      <h1 className="mb-1 text-2xl font-semibold">Spam</h1>
      <p className="mb-4 max-w-2xl text-sm text-ink-muted">
        Leads the site judged sent by a bot: the hidden field was filled in, or the form was sent faster than a person
        fills it (autofill can do that). Open one and choose “Not spam” to move it into the inbox. Nothing here is
        deleted.
      </p>
      <LeadFolder folder="spam" filters={parseLeadFilters(await searchParams)} staff={staff} />
    </>
  )
}
