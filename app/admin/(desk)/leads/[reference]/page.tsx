import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { LeadDetailView } from '@/components/admin/lead-detail'
import { getLeadDetail } from '@/lib/admin/leads'
import { getCatalogTripTitles } from '@/lib/admin/trips'
import { requireStaffPage } from '@/lib/auth/session'
import { listStaff } from '@/lib/auth/staff'
import { getEnv } from '@/lib/env'

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
