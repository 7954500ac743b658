import 'server-only'
import { sql } from 'kysely'
import type { Db } from '@/lib/platform/db'
import { Refusal } from '@/lib/staff'
import { addDays, leavesOn, scheduleFromRow, tripDays } from '@/lib/catalog'
import { formatDay } from '@/lib/site/format'

/**
 * A booking's seats on its departure, in the caller's write transaction (the one that stores the
 * booking): `trip_departures.seats_booked` moves in one conditional UPDATE that refuses to pass the
 * seats offered, counting the owner's seats sold elsewhere (`seats_taken`) too, so two bookings
 * for the last seats end with one booking and one refusal on either database and across
 * processes. A date of a season (trip_schedules) that has no dated departure yet becomes one here,
 * with the season's seats per date (none: on request).
 */

/** A rule of bookings the staff member can act on; the action shows its message. */
export class BookingError extends Refusal {}

export interface BookedDeparture {
  tripId: string
  tripSlug: string
  tripTitle: string
  departsOn: string
  /** The day the group is back, from the trip's length; null when the trip does not say. */
  returnsOn: string | null
  boardingCityId: string | null
  /** The city's English name; '' for none. */
  boardingCity: string
}

const seatsWord = (n: number) => `${n} ${n === 1 ? 'seat' : 'seats'}`

/**
 * The trip and departure a booking is made on, and its boarding city, read in the transaction;
 * refused with its reason when the trip, the day or the city is not the catalogue's.
 */
export async function bookedDeparture(
  trx: Db,
  tripId: string,
  departsOn: string,
  boardingCityId: string,
): Promise<BookedDeparture> {
  const trip = await trx
    .selectFrom('trips')
    .select(['id', 'slug', 'title', 'duration'])
    .where('id', '=', tripId)
    .executeTakeFirst()
  if (!trip) throw new BookingError('This trip is no longer in the catalogue', 'departure')
  let city: { id: string; name: string } | undefined
  if (boardingCityId) {
    city = await trx
      .selectFrom('boarding_cities')
      .select(['id', 'name'])
      .where('id', '=', boardingCityId)
      .executeTakeFirst()
    if (!city) throw new BookingError('This boarding city is not on the agency’s list any more', 'boardingCityId')
  }
  const days = tripDays(trip.duration)
  return {
    tripId: trip.id,
    tripSlug: trip.slug,
    tripTitle: trip.title,
    departsOn,
    returnsOn: days ? addDays(departsOn, days - 1) : null,
    boardingCityId: city?.id ?? null,
    boardingCity: city?.name ?? '',
  }
}

/**
 * Makes a date of one of the trip's seasons a dated departure, unless it is one already; refused
 * when no season of the trip leaves that day. Two bookings making the same date at once make it
 * once (the second insert does nothing).
 */
async function ensureDeparture(trx: Db, tripId: string, departsOn: string): Promise<void> {
  const existing = await trx
    .selectFrom('trip_departures')
    .select('departs_on')
    .where('trip_id', '=', tripId)
    .where('departs_on', '=', departsOn)
    .executeTakeFirst()
  if (existing) return
  const seasons = await trx
    .selectFrom('trip_schedules')
    .select(['kind', 'weekdays', 'months', 'starts_on', 'ends_on', 'label', 'seats_offered'])
    .where('trip_id', '=', tripId)
    .orderBy('position')
    .execute()
  const season = seasons.find((row) => leavesOn(scheduleFromRow(row), departsOn))
  if (!season) throw new BookingError(`This trip has no departure on ${formatDay(departsOn)}`, 'departure')
  await trx
    .insertInto('trip_departures')
    .values({
      trip_id: tripId,
      departs_on: departsOn,
      label: '',
      seats_offered: season.seats_offered,
      seats_taken: 0,
      seats_booked: 0,
    })
    .onConflict((oc) => oc.columns(['trip_id', 'departs_on']).doNothing())
    .execute()
}

/**
 * Holds `seats` more seats on the departure for a booking, or refuses with how many are left
 * ("Only 2 seats are left on 12 Dec 2026: this booking needs 4"); `needs` is what the message says
 * the booking needs (its whole count when its travellers grow).
 */
export async function holdSeats(
  trx: Db,
  tripId: string,
  departsOn: string,
  seats: number,
  needs: number = seats,
): Promise<void> {
  await ensureDeparture(trx, tripId, departsOn)
  const updated = await trx
    .updateTable('trip_departures')
    .set({ seats_booked: sql<number>`seats_booked + ${seats}` })
    .where('trip_id', '=', tripId)
    .where('departs_on', '=', departsOn)
    .where((eb) => eb.or([eb('status', 'is', null), eb('status', '!=', 'closed')]))
    .where(sql<boolean>`(seats_offered IS NULL OR seats_taken + seats_booked + ${seats} <= seats_offered)`)
    .executeTakeFirst()
  if (Number(updated.numUpdatedRows) === 1) return
  const row = await trx
    .selectFrom('trip_departures')
    .select(['seats_offered', 'seats_taken', 'seats_booked', 'status'])
    .where('trip_id', '=', tripId)
    .where('departs_on', '=', departsOn)
    .executeTakeFirstOrThrow()
  const day = formatDay(departsOn)
  if (row.status === 'closed') throw new BookingError(`The departure on ${day} is closed`, 'departure')
  const left = Math.max(0, Number(row.seats_offered) - row.seats_taken - row.seats_booked)
  throw new BookingError(
    left === 0
      ? `No seats are left on ${day}: this booking needs ${seatsWord(needs)}`
      : `Only ${seatsWord(left)} ${left === 1 ? 'is' : 'are'} left on ${day}: this booking needs ${needs}`,
    'departure',
  )
}

/** Gives `seats` of a booking back to its departure (cancelled, or fewer travellers). */
export async function releaseSeats(trx: Db, tripId: string, departsOn: string, seats: number): Promise<void> {
  await trx
    .updateTable('trip_departures')
    .set({ seats_booked: sql<number>`seats_booked - ${seats}` })
    .where('trip_id', '=', tripId)
    .where('departs_on', '=', departsOn)
    .where('seats_booked', '>=', seats)
    .execute()
}
