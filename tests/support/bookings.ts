// Rows for the booking core's suites: a quoted lead, a departure of the test's own with counted
// seats on a seeded trip, a weekly season, and a booking's form values.
import { getDb } from '@/lib/platform/db'
import { recordLead } from '@/lib/leads/store'
import { addDays } from '@/lib/catalog/departures/schedule'
import { listEditorCatalog } from '@/lib/catalog/editor/trips'
import { todayInIndia } from '@/lib/site/format'
import type { NewBookingFormInput, TravellerInput } from '@/lib/bookings/schemas'

let made = 0

/** A new lead at Quoted (the stage a family is booked from), by its reference and id. */
export async function quotedLead(name = 'Meena Iyer'): Promise<{ reference: string; id: number }> {
  const { lead } = await recordLead({
    kind: 'contact',
    form: 'contact',
    payload: { name, email: 'meena@example.com', mobileNumber: '9840012345' },
    source: {},
    idempotencyKey: `booking-lead-${process.pid}-${Date.now()}-${++made}-abcdef`,
    status: 'stored',
    notify: false,
  })
  const db = await getDb()
  await db.updateTable('leads').set({ stage: 'quoted' }).where('id', '=', lead.id).execute()
  return { reference: lead.reference, id: lead.id }
}

/** The first seeded trip, and a new departure far ahead on it with `offered` seats, `taken` of them sold elsewhere. */
export async function ownDeparture(offered: number | null, taken = 0) {
  const [category] = await listEditorCatalog()
  const trip = category!.trips[0]!
  const day = addDays(todayInIndia(), 400 + ++made)
  const db = await getDb()
  await db
    .insertInto('trip_departures')
    .values({ trip_id: trip.id, departs_on: day, label: '', seats_offered: offered, seats_taken: taken })
    .execute()
  const seats = () =>
    db
      .selectFrom('trip_departures')
      .select(['seats_offered', 'seats_taken', 'seats_booked'])
      .where('trip_id', '=', trip.id)
      .where('departs_on', '=', day)
      .executeTakeFirst()
  return { tripId: trip.id, slug: trip.slug, day, seats }
}

export const traveller = (name: string, extra: Partial<TravellerInput> = {}): TravellerInput => ({
  name,
  ageBand: 'adult',
  gender: 'female',
  sharing: 'twin',
  room: '',
  phone: '',
  note: '',
  ...extra,
})

/** A booking's form values on `tripId`'s `day` for `count` travellers. */
export function bookingInput(tripId: string, day: string, count: number, extra: Partial<NewBookingFormInput> = {}) {
  return {
    departure: `${tripId}|${day}`,
    otherDay: '',
    boardingCityId: '',
    travellers: Array.from({ length: count }, (_, i) => traveller(`Traveller ${i + 1}`)),
    agreedTotal: 40_000 * count,
    note: '',
    language: 'en',
    ...extra,
  } satisfies NewBookingFormInput
}

/** A family of two booked by an agent on a departure of its own (10 seats); answers the booking's id. */
export async function bookedFamily(): Promise<{ id: number; reference: string }> {
  const { createBooking } = await import('@/lib/bookings/commands')
  const { testAgent } = await import('./staff')
  const lead = await quotedLead('Booked Family')
  const departure = await ownDeparture(10)
  const { id } = await createBooking(testAgent, lead.reference, bookingInput(departure.tripId, departure.day, 2))
  return { id, reference: lead.reference }
}

/** A booking's row, undefined when there is none. */
export async function bookingRow(id: number) {
  return (await getDb()).selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirst()
}

/** A lead's bookings' ids. */
export async function bookingsOfLead(reference: string): Promise<number[]> {
  const rows = await (
    await getDb()
  )
    .selectFrom('bookings as b')
    .innerJoin('leads as l', 'l.id', 'b.lead_id')
    .select('b.id')
    .where('l.reference', '=', reference)
    .execute()
  return rows.map((row) => row.id)
}
