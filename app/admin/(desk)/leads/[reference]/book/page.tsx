import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { BackLink } from '@/components/admin/ui/back-link'
import { Notice } from '@/components/admin/ui/notice'
import { BookingForm } from '@/components/admin/bookings/booking-form'
import { bookingForm } from '@/lib/bookings/prefill'
import { readLeadToBook } from '@/lib/leads/quotes/booking'
import { leadReferenceSchema } from '@/lib/leads/desk/schemas'
import { adminLeadPath } from '@/lib/site/routes'
import { requireStaffPage } from '@/lib/staff/session'

export const metadata: Metadata = { title: 'Book' }

export default async function NewBookingPage({ params }: PageProps<'/admin/leads/[reference]/book'>) {
  await requireStaffPage('bookings.manage')
  const reference = leadReferenceSchema.safeParse(decodeURIComponent((await params).reference))
  if (!reference.success) notFound()
  const lead = await readLeadToBook(reference.data)
  if (!lead || lead.status === 'spam' || lead.kind === 'newsletter') notFound()
  const bookable = lead.stage === 'quoted' || lead.stage === 'won'
  const { initial, departures, cities } = await bookingForm(lead)
  return (
    <div className="space-y-4">
      <header className="space-y-1">
        <BackLink href={adminLeadPath(lead.reference)}>
          Lead {lead.reference}
          {lead.name ? ` · ${lead.name}` : ''}
        </BackLink>
        <h1 className="text-2xl font-semibold">Book {lead.name ?? 'the family'}</h1>
        <p className="text-sm text-ink-muted">
          {lead.quote
            ? `Filled from quote ${lead.quote.number} and the enquiry. `
            : 'Filled from the enquiry: the lead has no quote. '}
          Booking takes the travellers’ seats on the departure{lead.stage === 'quoted' ? ' and marks the lead won' : ''}
          .
        </p>
      </header>
      {bookable ? (
        <BookingForm reference={lead.reference} initial={initial} departures={departures} cities={cities} />
      ) : (
        <Notice tone="sand">A lead is booked once it is quoted (or won): send the family a quote first.</Notice>
      )}
    </div>
  )
}
