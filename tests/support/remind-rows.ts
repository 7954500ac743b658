// Rows for the reminders' suites (tests/booking-reminders.test.ts) until the booking core's
// commands exist: a lead, its confirmed booking on a departure of a seeded trip (with the
// departure's reporting and tour manager), money received, a cancellation. Inserted directly.
import { getDb } from '@/lib/platform/db'
import type { PaymentKind } from '@/lib/platform/db/schema'
import { editableTrip } from './back-office'

let made = 0

export interface BookingRowsInput {
  departsOn: string
  returnsOn?: string | null
  agreedTotal?: number
  language?: 'en' | 'ta'
  email?: string | null
  name?: string
  /** null for a lead without a phone. */
  phone?: string | null
  /** The boarding city the booking names; Chennai unless said. */
  boardingCity?: { id: string; name: string }
  /** When the booking was recorded; now unless said. */
  createdAt?: number
  /** The departure's reporting and tour manager (migration 22). */
  departure?: { reporting?: string; reporting_ta?: string; tour_manager_name?: string; tour_manager_phone?: string }
}

/** A lead and its confirmed booking on a new departure of the first seeded trip; answers the booking's id and trip. */
export async function bookingRows(input: BookingRowsInput) {
  const db = await getDb()
  const trip = await editableTrip(0)
  const row = await db
    .selectFrom('trips')
    .select(['id', 'slug', 'title'])
    .where('id', '=', trip.id)
    .executeTakeFirstOrThrow()
  made += 1
  const reference = `GH-RM${String(process.pid % 1000).padStart(3, '0')}${String(made).padStart(3, '0')}`
  const name = input.name ?? 'Meenakshi Sundaram'
  const email = input.email === undefined ? `family-${made}@example.com` : input.email
  const phone = input.phone === undefined ? '+91 98400 11223' : input.phone
  const lead = await db
    .insertInto('leads')
    .values({
      reference,
      kind: 'tripEnquiry',
      form: 'trip-enquiry',
      payload: JSON.stringify({ name, email, mobileNumber: phone, tripId: row.slug }),
      idempotency_key: `remind-rows-${process.pid}-${made}-abcdefgh`,
      status: 'stored',
      created_at: Date.now(),
      stage: 'won',
      name,
      email,
      phone,
      trip: row.slug,
      locale: input.language ?? 'en',
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  await db
    .insertInto('trip_departures')
    .values({ trip_id: row.id, departs_on: input.departsOn, label: '', seats_offered: 40, ...input.departure })
    .onConflict((oc) =>
      input.departure
        ? oc.columns(['trip_id', 'departs_on']).doUpdateSet(input.departure)
        : oc.columns(['trip_id', 'departs_on']).doNothing(),
    )
    .execute()
  const booking = await db
    .insertInto('bookings')
    .values({
      lead_id: lead.id,
      trip_id: row.id,
      trip_slug: row.slug,
      trip_title: row.title,
      departs_on: input.departsOn,
      returns_on: input.returnsOn ?? null,
      boarding_city_id: input.boardingCity?.id ?? 'chennai',
      boarding_city: input.boardingCity?.name ?? 'Chennai',
      status: 'confirmed',
      seats: 2,
      agreed_total: input.agreedTotal ?? 65_000,
      language: input.language ?? 'en',
      created_by_name: 'Test Owner',
      created_at: input.createdAt ?? Date.now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return { bookingId: booking.id, reference, email, phone, trip: row }
}

/** A ledger entry on the booking; answers its id. */
export async function paymentRow(
  bookingId: number,
  amount: number,
  { kind = 'received', reverses }: { kind?: PaymentKind; reverses?: number } = {},
) {
  const db = await getDb()
  made += 1
  const row = await db
    .insertInto('booking_payments')
    .values({
      booking_id: bookingId,
      kind,
      amount,
      on_day: '2026-11-20',
      mode: 'upi',
      receipt_number: kind === 'received' && !reverses ? `GH/TEST/${process.pid}-${made}` : null,
      reverses_id: reverses ?? null,
      created_by_name: 'Test Owner',
      created_at: Date.now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/** Cancels the booking as the core will: status and when. */
export async function cancelBookingRow(bookingId: number) {
  const db = await getDb()
  await db
    .updateTable('bookings')
    .set({
      status: 'cancelled',
      cancelled_at: Date.now(),
      cancelled_by_name: 'Test Owner',
      cancel_reason: 'Family cannot travel',
    })
    .where('id', '=', bookingId)
    .execute()
}
