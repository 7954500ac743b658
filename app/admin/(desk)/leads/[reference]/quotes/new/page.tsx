import { BackLink } from '@/components/admin/ui/back-link'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { QuoteForm } from '@/components/admin/quotes/quote-form'
import { leadReferenceSchema } from '@/lib/leads/desk/schemas'
import { quotePrefill } from '@/lib/leads/quotes/prefill'
import { getQuoteLead } from '@/lib/leads/quotes/store'
import { adminLeadPath } from '@/lib/site/routes'
import { todayInIndia } from '@/lib/site/format'
import { requireStaffPage } from '@/lib/staff/session'

export const metadata: Metadata = { title: 'New quote' }

export default async function NewQuotePage({ params }: PageProps<'/admin/leads/[reference]/quotes/new'>) {
  const staff = await requireStaffPage('leads.work')
  const reference = leadReferenceSchema.safeParse(decodeURIComponent((await params).reference))
  if (!reference.success) notFound()
  const lead = await getQuoteLead(staff, reference.data)
  if (!lead) notFound()
  const today = todayInIndia()
  const { initial, lists } = await quotePrefill(lead, today)
  return (
    <div className="space-y-4">
      <header className="space-y-1">
        <BackLink href={adminLeadPath(lead.reference)}>
          Lead {lead.reference}
          {lead.name ? ` · ${lead.name}` : ''}
        </BackLink>
        <h1 className="text-2xl font-semibold">New quote</h1>
        <p className="text-sm text-ink-muted">
          Filled from the enquiry and the catalogue’s prices today. Saved as a draft; you send it from the next page.
        </p>
      </header>
      <QuoteForm reference={lead.reference} today={today} initial={initial} lists={lists} />
    </div>
  )
}
