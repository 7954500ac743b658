'use client'

/** Mount point of the trip enquiry form (lead-capture issue). */
export function TripEnquiryForm({ tripSlug, tripTitle }: { tripSlug: string; tripTitle: string }) {
  return <div data-form="trip-enquiry" data-trip={tripSlug} aria-label={`Enquire about ${tripTitle}`} />
}
