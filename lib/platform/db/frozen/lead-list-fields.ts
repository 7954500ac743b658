/**
 * A frozen copy of `leadListFields` from lib/leads/fields.ts as it was when migration 5 ('back
 * office') first filled the list and search columns of the leads stored before it.
 *
 * A migration that has run on a database must give the same result on every database it runs on
 * later, so migrations import no application code: a later change to how the lead desk reads a
 * payload (a new field, another search rule) would otherwise silently change what an old
 * migration writes, and databases upgraded after the change would differ from those upgraded
 * before it. Never edit this copy; a change for the future belongs in lib/leads/fields.ts and, if
 * stored rows need it too, in a new migration. eslint.config.mjs keeps migrations from importing
 * application modules.
 */

interface LeadListFieldsV5 {
  name: string | null
  email: string | null
  phone: string | null
  trip: string | null
  travellers: string | null
  travel_date: string | null
  search: string
}

const text = (value: unknown): string | null => {
  if (typeof value === 'number') return String(value)
  if (typeof value !== 'string') return null
  const trimmed = value.trim()
  return trimmed === '' ? null : trimmed
}

const phoneDigits = (value: string) => value.replace(/\D/g, '')

export function leadListFieldsV5(kind: string, payload: Record<string, unknown>, reference: string): LeadListFieldsV5 {
  const phone = text(payload.mobileNumber) ?? text(payload.phone)
  const fields = {
    name: text(payload.name),
    email: text(payload.email),
    phone,
    trip: kind === 'tripEnquiry' ? text(payload.tripId) : text(payload.preferredDestination),
    travellers: text(payload.numberOfTravellers),
    travel_date: text(payload.preferredTravelDate) ?? text(payload.departureDate),
  }
  const search = [fields.name, fields.email, phone && phoneDigits(phone), reference]
    .filter(Boolean)
    .join(' ')
    .toLowerCase()
  return { ...fields, search }
}
