import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { LeadDetailView } from '@/components/admin/lead-detail'
import { getLeadDetail } from '@/lib/leads/desk/leads'
import { getCatalogTripTitles } from '@/lib/catalog/trip-titles'
import { requireStaffPage } from '@/lib/staff/session'
import { listStaff } from '@/lib/staff/accounts'
import { getEnv } from '@/lib/platform/env'

export async function generateMetadata({ params }: PageProps<'/admin/leads/[reference]'>): Promise<Metadata> {
  return { title: `Lead ${decodeURIComponent((await params).reference)}` }
}

export default async function LeadPage({ params }: PageProps<'/admin/leads/[reference]'>) {
  const staff = await requireStaffPage()
  const reference = decodeURIComponent((await params).reference)
  const [lead, tripTitles, members] = await Promise.all([getLeadDetail(reference), getCatalogTripTitles(), listStaff()])
  if (!lead) notFound()
  return (
    <LeadDetailView
      lead={lead}
      staff={staff}
      members={members.map((m) => ({ id: m.id, name: m.name || m.email }))}
      tripTitle={lead.trip ? (tripTitles.get(lead.trip) ?? null) : null}
      upstream={Boolean(getEnv().TRAVEL_API_URL)}
    />
  )
}
