import 'server-only'
import { audit, type Staff } from '@/lib/staff'
import { getCatalogDb } from '@/lib/catalog/embedded/db'
import { formatDay } from '@/lib/site/format'
import type { DepartureBriefing } from './departure-schema'
import { CatalogEditError } from './trips'

/**
 * A departure's briefing for the families booked on it (migration 22): the reporting time and
 * place, in English and Tamil, and the tour manager's name and phone, which the message two days
 * before departure carries (lib/bookings/reminders). Staff facts, never on a public page; the
 * trip form's save keeps them (catalog/embedded/trips.ts `replaceTripLists`).
 */

/** Every dated departure's briefing from `from` (YYYY-MM-DD) on, keyed "trip_id day". */
export async function readDepartureBriefings(from: string): Promise<Map<string, DepartureBriefing>> {
  const db = await getCatalogDb()
  const rows = await db
    .selectFrom('trip_departures')
    .select(['trip_id', 'departs_on', 'reporting', 'reporting_ta', 'tour_manager_name', 'tour_manager_phone'])
    .where('departs_on', '>=', from)
    .execute()
  return new Map(
    rows.map((row) => [
      `${row.trip_id} ${row.departs_on}`,
      {
        reporting: row.reporting,
        reportingTa: row.reporting_ta,
        tourManagerName: row.tour_manager_name,
        tourManagerPhone: row.tour_manager_phone,
      },
    ]),
  )
}

/** Saves a departure's briefing, audited as `departure.briefing`. */
export async function saveDepartureBriefing(
  staff: Staff,
  tripId: string,
  departsOn: string,
  values: DepartureBriefing,
): Promise<void> {
  const db = await getCatalogDb()
  const updated = await db
    .updateTable('trip_departures')
    .set({
      reporting: values.reporting,
      reporting_ta: values.reportingTa,
      tour_manager_name: values.tourManagerName,
      tour_manager_phone: values.tourManagerPhone,
    })
    .where('trip_id', '=', tripId)
    .where('departs_on', '=', departsOn)
    .executeTakeFirst()
  if (Number(updated.numUpdatedRows) === 0)
    throw new CatalogEditError(`This trip has no departure on ${formatDay(departsOn)}`)
  const trip = await db.selectFrom('trips').select(['slug', 'title']).where('id', '=', tripId).executeTakeFirst()
  await audit(staff, 'departure.briefing', trip?.slug ?? tripId, {
    trip: trip?.title ?? tripId,
    departure: formatDay(departsOn),
    reporting: values.reporting || '(not set)',
    tourManager: [values.tourManagerName, values.tourManagerPhone].filter(Boolean).join(', ') || '(not set)',
  })
}
