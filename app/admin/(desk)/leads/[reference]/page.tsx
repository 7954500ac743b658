import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { LeadDetailView } from '@/components/admin/lead-detail'
import { NotAllowedNotice } from '@/components/admin/not-allowed'
import { getLeadDetail } from '@/lib/leads/desk/queries'
import { wonBooking } from '@/lib/leads/desk/departures'
import { leadReferenceSchema } from '@/lib/leads/desk/schemas'
import { getCatalogTripTitles } from '@/lib/catalog/trip-titles'
import { requireStaffPage } from '@/lib/staff/session'
import { listStaff } from '@/lib/staff/accounts'
import { getEnv } from '@/lib/platform/env'

export async function generateMetadata({ params }: PageProps<'/admin/leads/[reference]'>): Promise<Metadata> {
  return { title: `Lead ${decodeURIComponent((await params).reference)}` }
}

export default async function LeadPage({ params }: PageProps<'/admin/leads/[reference]'>) {
  const staff = await requireStaffPage('leads.read')
  if (!staff) return <NotAllowedNotice what="see the leads" />
  // A mistyped or made-up reference is no lead: it never reaches the database.
  const reference = leadReferenceSchema.safeParse(decodeURIComponent((await params).reference))
  if (!reference.success) notFound()
  const [lead, tripTitles, members] = await Promise.all([
    getLeadDetail(staff, reference.data),
    getCatalogTripTitles(),
    listStaff(),
  ])
  if (!lead) notFound()
  return (
    <LeadDetailView
      lead={lead}
      staff={staff}
      members={members.map((m) => ({ id: m.id, name: m.name || m.email }))}
      tripTitle={lead.trip ? (tripTitles.get(lead.trip) ?? null) : null}
      upstream={Boolean(getEnv().TRAVEL_API_URL)}
      booking={await wonBooking(lead)}
    />
  )
}
