import 'server-only'
import type * as z from 'zod/mini'
import { assertCan, audit, type Staff } from '@/lib/staff'
import { readLeadToBook, recordLeadActivity } from '@/lib/leads'
import { getDb, writeTransaction, type Db } from '@/lib/platform/db'
import type { BookingRow } from '@/lib/platform/db/schema'
import { formatDay } from '@/lib/site/format'
import {
  cancelBookingSchema,
  chosenDeparture,
  newBookingSchema,
  travellersFormSchema,
  type TravellerInput,
} from './schemas'
import { BookingError, bookedDeparture, holdSeats, releaseSeats } from './seats'

/**
 * The bookings' writes: a family booked from its lead, its travellers changed, a booking cancelled.
 * Each is one write transaction holding the booking, its travellers and its departure's booked
 * seats together (./seats.ts refuses an oversell), the lead's timeline entry where the lead sees
 * it, and an audit entry. A form opened before another's change is refused as stale.
 */

export const STALE_BOOKING_MESSAGE = 'Someone changed this booking since you opened it: reload the page to see it'

/** The stages a lead is booked from: a quoted lead becomes won with its booking. */
const BOOKABLE_STAGES = ['quoted', 'won'] as const

function parsed<T extends z.ZodMiniType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input)
  if (!result.success) {
    const issue = result.error.issues[0]!
    throw new BookingError(issue.message, issue.path.join('.') || undefined)
  }
  return result.data
}

const travellerRows = (bookingId: number, travellers: readonly TravellerInput[]) =>
  travellers.map((t, position) => ({
    booking_id: bookingId,
    position,
    name: t.name,
    age_band: t.ageBand,
    gender: t.gender,
    sharing: t.sharing,
    room: t.room,
    phone: t.phone,
    note: t.note,
  }))

const departureWords = (booking: Pick<BookingRow, 'trip_title' | 'departs_on' | 'boarding_city'>) =>
  `${booking.trip_title}, ${formatDay(booking.departs_on)}${booking.boarding_city ? ` from ${booking.boarding_city}` : ''}`

/** Books the family of the lead at `reference` (Quoted or Won) on a departure; answers the booking's id. */
export async function createBooking(staff: Staff, reference: string, input: unknown): Promise<{ id: number }> {
  assertCan(staff, 'bookings.manage')
  const values = parsed(newBookingSchema, input)
  const { tripId, departsOn } = chosenDeparture(values)
  const now = Date.now()
  const booking = await writeTransaction(await getDb(), async (trx) => {
    const lead = await readLeadToBook(reference, trx)
    if (!lead) throw new BookingError('This lead no longer exists')
    if (lead.status === 'spam' || lead.kind === 'newsletter')
      throw new BookingError('Only a lead of the pipeline is booked')
    if (!(BOOKABLE_STAGES as readonly string[]).includes(lead.stage))
      throw new BookingError('Book a lead once it is quoted (or won)')
    const departure = await bookedDeparture(trx, tripId, departsOn, values.boardingCityId)
    const seats = values.travellers.length
    await holdSeats(trx, tripId, departsOn, seats)
    const row = await trx
      .insertInto('bookings')
      .values({
        lead_id: lead.id,
        quote_id: lead.quote?.id ?? null,
        trip_id: departure.tripId,
        trip_slug: departure.tripSlug,
        trip_title: departure.tripTitle,
        departs_on: departsOn,
        returns_on: departure.returnsOn,
        boarding_city_id: departure.boardingCityId,
        boarding_city: departure.boardingCity,
        status: 'confirmed',
        seats,
        agreed_total: values.agreedTotal,
        language: values.language,
        note: values.note,
        version: 1,
        created_by: staff.id,
        created_by_name: staff.name || staff.email,
        created_at: now,
      })
      .returning(['id', 'trip_title', 'departs_on', 'boarding_city'])
      .executeTakeFirstOrThrow()
    await trx.insertInto('booking_travellers').values(travellerRows(row.id, values.travellers)).execute()
    if (lead.stage === 'quoted') {
      await trx
        .updateTable('leads')
        .set({ stage: 'won', stage_changed_at: now, follow_up_at: null })
        .where('id', '=', lead.id)
        .execute()
      await recordLeadActivity(trx, lead.id, staff, 'stage', { from: 'quoted', to: 'won' }, now)
    }
    const detail = { booking: row.id, departure: departureWords(row), seats, agreed: values.agreedTotal }
    await recordLeadActivity(trx, lead.id, staff, 'booking', detail, now)
    await audit(staff, 'booking.create', reference, detail, trx)
    return row
  })
  return { id: booking.id }
}

/** A booking locked for a change at the version its form was opened at; refused when gone, cancelled or stale. */
async function bookingToChange(trx: Db, id: number, version: number): Promise<BookingRow> {
  const booking = await trx.selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirst()
  if (!booking) throw new BookingError('This booking no longer exists')
  if (booking.version !== version) throw new BookingError(STALE_BOOKING_MESSAGE)
  if (booking.status !== 'confirmed') throw new BookingError('This booking is cancelled')
  return booking
}

async function raiseVersion(trx: Db, booking: BookingRow, changes: Partial<BookingRow>): Promise<void> {
  const updated = await trx
    .updateTable('bookings')
    .set({ ...changes, version: booking.version + 1 })
    .where('id', '=', booking.id)
    .where('version', '=', booking.version)
    .executeTakeFirst()
  if (Number(updated.numUpdatedRows) !== 1) throw new BookingError(STALE_BOOKING_MESSAGE)
}

/** Replaces a booking's travellers; a changed count moves its departure's booked seats with it. */
export async function changeTravellers(staff: Staff, id: number, version: number, input: unknown): Promise<void> {
  assertCan(staff, 'bookings.manage')
  const { travellers } = parsed(travellersFormSchema, input)
  await writeTransaction(await getDb(), async (trx) => {
    const booking = await bookingToChange(trx, id, version)
    const delta = travellers.length - booking.seats
    if (delta > 0) await holdSeats(trx, booking.trip_id, booking.departs_on, delta)
    if (delta < 0) await releaseSeats(trx, booking.trip_id, booking.departs_on, -delta)
    await raiseVersion(trx, booking, { seats: travellers.length })
    await trx.deleteFrom('booking_travellers').where('booking_id', '=', id).execute()
    await trx.insertInto('booking_travellers').values(travellerRows(id, travellers)).execute()
    await audit(
      staff,
      'booking.travellers',
      `booking ${id}`,
      { departure: departureWords(booking), seats: `${booking.seats} → ${travellers.length}` },
      trx,
    )
  })
  return
}

/** Cancels a booking with its reason: its seats go back to the departure, and the lead's timeline says so. */
export async function cancelBooking(staff: Staff, id: number, version: number, input: unknown): Promise<void> {
  assertCan(staff, 'bookings.manage')
  const { reason } = parsed(cancelBookingSchema, input)
  const now = Date.now()
  await writeTransaction(await getDb(), async (trx) => {
    const booking = await bookingToChange(trx, id, version)
    await releaseSeats(trx, booking.trip_id, booking.departs_on, booking.seats)
    await raiseVersion(trx, booking, {
      status: 'cancelled',
      cancelled_at: now,
      cancelled_by_name: staff.name || staff.email,
      cancel_reason: reason,
    })
    const detail = { booking: id, departure: departureWords(booking), seats: booking.seats, reason }
    await recordLeadActivity(trx, booking.lead_id, staff, 'booking-cancelled', detail, now)
    await audit(staff, 'booking.cancel', `booking ${id}`, detail, trx)
  })
}
