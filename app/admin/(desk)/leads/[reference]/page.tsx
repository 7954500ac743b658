import { getOfficeCalendar } from '@/lib/agency'
import { followUpShortcuts } from '@/lib/leads/desk/follow-ups'
import type { Metadata } from 'next'
import { cache } from 'react'
import { notFound } from 'next/navigation'
import { LeadDetailView } from '@/components/admin/leads/lead-detail'
import { getLeadDetail } from '@/lib/leads/desk/queries'
import { wonBooking } from '@/lib/leads/desk/departures'
import { listLeadQuotes } from '@/lib/leads/quotes/store'
import { leadReferenceSchema } from '@/lib/leads/desk/schemas'
import { getCatalogTripTitles } from '@/lib/catalog/trip-titles'
import { getStaff, requireStaffPage, type Staff } from '@/lib/staff/session'
import { can } from '@/lib/staff/permissions'
import { customerLabel } from '@/lib/leads/labels'
import { listStaff } from '@/lib/staff/accounts'
import { getEnv } from '@/lib/platform/env'
import { listWaitingMessages } from '@/lib/leads/desk/messages'
import { LeadMessages } from '@/components/admin/messages/lead-messages'
import { listBookingsOfLead } from '@/lib/bookings/store'

/** The lead a page's address names, read once per request for its title and its body. */
const readLead = cache(async (staff: Staff, raw: string) => {
  // A mistyped or made-up reference is no lead: it never reaches the database.
  const reference = leadReferenceSchema.safeParse(decodeURIComponent(raw))
  return reference.success ? getLeadDetail(staff, reference.data) : undefined
})

export async function generateMetadata({ params }: PageProps<'/admin/leads/[reference]'>): Promise<Metadata> {
  const { reference } = await params
  const staff = await getStaff()
  const lead = staff && can(staff.role, 'leads.read') ? await readLead(staff, reference) : undefined
  // The customer names the tab, as the page's heading does.
  return { title: lead ? `${customerLabel(lead)} · ${lead.reference}` : `Lead ${decodeURIComponent(reference)}` }
}

export default async function LeadPage({ params }: PageProps<'/admin/leads/[reference]'>) {
  const staff = await requireStaffPage('leads.read')
  const [lead, tripTitles, members] = await Promise.all([
    readLead(staff, (await params).reference),
    getCatalogTripTitles(),
    listStaff(),
  ])
  if (!lead) notFound()
  // Quotes are for the pipeline's leads: a subscriber or spam has none to make.
  const quotes =
    lead.status !== 'spam' && lead.kind !== 'newsletter' ? await listLeadQuotes(staff, lead.reference) : null
  const [messages, calendar, bookings] = await Promise.all([
    listWaitingMessages(staff, { leadId: lead.id }),
    getOfficeCalendar(),
    quotes && can(staff.role, 'bookings.read') ? listBookingsOfLead(lead.id) : null,
  ])
  return (
    <>
      <LeadMessages messages={messages} held={lead.mailHeld} canRetry={can(staff.role, 'messages.manage')} />
      <LeadDetailView
        lead={lead}
        staff={staff}
        members={members.map((m) => ({ id: m.id, name: m.name || m.email }))}
        tripTitle={lead.trip ? (tripTitles.get(lead.trip) ?? null) : null}
        upstream={Boolean(getEnv().TRAVEL_API_URL)}
        booking={await wonBooking(lead)}
        quotes={quotes}
        bookings={bookings}
        followUpShortcuts={followUpShortcuts(lead.readAt, calendar)}
      />
    </>
  )
}
