import 'server-only'
import { sql } from 'kysely'
import { audit, type Staff } from '@/lib/staff'
import { getCatalogDb } from '@/lib/catalog/embedded/db'
import { writeTransaction } from '@/lib/platform/db'
import { formatDay } from '@/lib/site/format'
import { CatalogEditError } from './trips'

/**
 * The quick "seats taken" adjustment of a dated departure (the agency books by phone and keeps
 * the count true), apart from the trip's form. The change is one atomic UPDATE that adds
 * `delta` where the result stays between 0 and the seats offered, so two staff adjusting at once
 * never lose an update; it also raises the trip's version, so a trip form opened before it is
 * refused as stale instead of writing the old count back.
 */

export interface SeatCount {
  tripId: string
  departsOn: string
  offered: number
  /** Every seat gone: the owner's and the bookings'. */
  taken: number
}

export async function adjustSeatsTaken(
  staff: Staff,
  tripId: string,
  departsOn: string,
  delta: number,
  /** What the audit log says the change was for ("won lead GH-…"); a plain adjustment by default. */
  reason?: string,
): Promise<SeatCount> {
  if (!Number.isInteger(delta) || delta === 0)
    throw new CatalogEditError('Choose a whole number of seats to add or remove')
  const db = await getCatalogDb()
  const result = await writeTransaction(db, async (tx) => {
    const updated = await tx
      .updateTable('trip_departures')
      .set({ seats_taken: sql<number>`seats_taken + ${delta}` })
      .where('trip_id', '=', tripId)
      .where('departs_on', '=', departsOn)
      .where('seats_offered', 'is not', null)
      .where(sql<boolean>`seats_taken + ${delta} >= 0`)
      // The bookings' seats count too: the owner's adjustment never oversells them.
      .where(sql<boolean>`seats_taken + seats_booked + ${delta} <= seats_offered`)
      .returning(['seats_offered', 'seats_taken', 'seats_booked'])
      .executeTakeFirst()
    const trip = await tx.selectFrom('trips').select(['slug', 'title']).where('id', '=', tripId).executeTakeFirst()
    if (!updated) {
      const row = await tx
        .selectFrom('trip_departures')
        .select(['seats_offered', 'seats_taken', 'seats_booked'])
        .where('trip_id', '=', tripId)
        .where('departs_on', '=', departsOn)
        .executeTakeFirst()
      const day = formatDay(departsOn)
      if (!trip || !row) throw new CatalogEditError(`This trip has no departure on ${day}`)
      if (row.seats_offered === null) throw new CatalogEditError(`Seats are not counted on ${day}: it is on request`)
      const left = row.seats_offered - row.seats_taken - row.seats_booked
      throw new CatalogEditError(
        delta > 0
          ? `Only ${left} ${left === 1 ? 'seat is' : 'seats are'} left on ${day}: ${delta} cannot be added`
          : `Only ${row.seats_taken} ${row.seats_taken === 1 ? 'seat is' : 'seats are'} taken on ${day}: ${-delta} cannot be removed`,
      )
    }
    await tx
      .updateTable('trips')
      .set((eb) => ({ version: eb('version', '+', 1), updated_at: new Date().toISOString() }))
      .where('id', '=', tripId)
      .execute()
    return {
      trip: trip!,
      offered: Number(updated.seats_offered),
      taken: Number(updated.seats_taken) + Number(updated.seats_booked),
    }
  })
  await audit(staff, 'departure.seats', result.trip.slug, {
    trip: result.trip.title,
    departure: formatDay(departsOn),
    change: delta > 0 ? `+${delta}` : String(delta),
    taken: `${result.taken} of ${result.offered}`,
    ...(reason ? { reason } : {}),
  })
  return { tripId, departsOn, offered: result.offered, taken: result.taken }
}
