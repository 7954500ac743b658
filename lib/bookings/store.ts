import 'server-only'
import { getDb, type Db } from '@/lib/platform/db'
import type { BookingRow, BookingTravellerRow } from '@/lib/platform/db/schema'

/**
 * The bookings' reads: one booking with its travellers, a lead's bookings, a departure's. No
 * permission here: the pages check `bookings.read`, and the queue's reminders read outside any
 * request. Each booking carries its lead's reference and the family's name.
 */

export type Traveller = BookingTravellerRow

export interface Booking extends BookingRow {
  /** The lead it was made from. */
  lead_reference: string
  /** The family's name as the lead gives it; null when the lead has none. */
  family_name: string | null
  family_phone: string | null
  travellers: Traveller[]
}

export type BookingSummary = Omit<Booking, 'travellers'>

function bookingsWithLead(db: Db) {
  return db
    .selectFrom('bookings as b')
    .innerJoin('leads as l', 'l.id', 'b.lead_id')
    .selectAll('b')
    .select(['l.reference as lead_reference', 'l.name as family_name', 'l.phone as family_phone'])
}

async function withTravellers(db: Db, rows: BookingSummary[]): Promise<Booking[]> {
  if (rows.length === 0) return []
  const travellers = await db
    .selectFrom('booking_travellers')
    .selectAll()
    .where(
      'booking_id',
      'in',
      rows.map((row) => row.id),
    )
    .orderBy('booking_id')
    .orderBy('position')
    .execute()
  return rows.map((row) => ({
    ...row,
    travellers: travellers.filter((traveller) => traveller.booking_id === row.id),
  }))
}

/** A booking with its travellers in order; undefined when there is none with this id. */
export async function getBooking(id: number, db?: Db): Promise<Booking | undefined> {
  const conn = db ?? (await getDb())
  const row = await bookingsWithLead(conn).where('b.id', '=', id).executeTakeFirst()
  return row ? (await withTravellers(conn, [row]))[0] : undefined
}

/** A lead's bookings, newest first (cancelled ones too). */
export async function listBookingsOfLead(leadId: number, db?: Db): Promise<BookingSummary[]> {
  return bookingsWithLead(db ?? (await getDb()))
    .where('b.lead_id', '=', leadId)
    .orderBy('b.created_at', 'desc')
    .orderBy('b.id', 'desc')
    .execute()
}

/** A departure's bookings with their travellers, in the order they were made (cancelled ones too). */
export async function listBookingsOfDeparture(tripId: string, departsOn: string, db?: Db): Promise<Booking[]> {
  const conn = db ?? (await getDb())
  const rows = await bookingsWithLead(conn)
    .where('b.trip_id', '=', tripId)
    .where('b.departs_on', '=', departsOn)
    .orderBy('b.created_at')
    .orderBy('b.id')
    .execute()
  return withTravellers(conn, rows)
}
