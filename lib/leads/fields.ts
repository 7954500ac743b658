/**
 * The columns a lead is listed, filtered and searched by in the back office, read from its
 * stored payload once when it is stored. The payload stays the whole truth; these are its index.
 */

export interface LeadListFields {
  name: string | null
  email: string | null
  phone: string | null
  /** The trip's id for a trip enquiry, the wanted destination for a trip request. */
  trip: string | null
  travellers: string | null
  travel_date: string | null
  /** The dated departure (YYYY-MM-DD) and the boarding city a trip enquiry or waiting list names. */
  departure: string | null
  boarding_city: string | null
  /** Lower-case name, e-mail, phone digits and reference, for the inbox's search box. */
  search: string
}

const text = (value: unknown): string | null => {
  if (typeof value === 'number') return String(value)
  if (typeof value !== 'string') return null
  const trimmed = value.trim()
  return trimmed === '' ? null : trimmed
}

/** Digits only, so "+91 98400 12345" and "9840012345" find each other. */
export const phoneDigits = (value: string) => value.replace(/\D/g, '')

export function leadListFields(kind: string, payload: Record<string, unknown>, reference: string): LeadListFields {
  const phone = text(payload.mobileNumber) ?? text(payload.phone)
  const fields = {
    name: text(payload.name),
    email: text(payload.email),
    phone,
    trip: kind === 'tripEnquiry' ? text(payload.tripId) : text(payload.preferredDestination),
    travellers: text(payload.numberOfTravellers),
    travel_date: text(payload.preferredTravelDate) ?? text(payload.departureDate),
    departure: kind === 'tripEnquiry' ? text(payload.departure) : null,
    boarding_city: kind === 'tripEnquiry' ? text(payload.boardingCity) : null,
  }
  const search = [fields.name, fields.email, phone && phoneDigits(phone), reference]
    .filter(Boolean)
    .join(' ')
    .toLowerCase()
  return { ...fields, search }
}
