// Data helpers for the departures desk's actions in the back office's action suites
// (tests/back-office-actions.test.ts and tests/back-office-permissions.test.ts): a departure of its
// own with seats to change, a boarding city of its own, the "n seats left" threshold.
import { getDb } from '@/lib/platform/db'
import { addDays } from '@/lib/catalog/departures/schedule'
import { todayInIndia } from '@/lib/site/format'
import { editableTrip } from './back-office'

let made = 0

/** A new departure far ahead on a seeded trip, 10 seats with 3 taken; `taken()` reads its count, `briefing()` its briefing. */
export async function countedDeparture() {
  const { id } = await editableTrip(0)
  const day = addDays(todayInIndia(), 500 + ++made)
  const db = await getDb()
  await db
    .insertInto('trip_departures')
    .values({ trip_id: id, departs_on: day, label: '', seats_offered: 10, seats_taken: 3 })
    .execute()
  const taken = async () =>
    (
      await db
        .selectFrom('trip_departures')
        .select('seats_taken')
        .where('trip_id', '=', id)
        .where('departs_on', '=', day)
        .executeTakeFirstOrThrow()
    ).seats_taken
  const briefing = () =>
    db
      .selectFrom('trip_departures')
      .select(['reporting', 'reporting_ta', 'tour_manager_name', 'tour_manager_phone'])
      .where('trip_id', '=', id)
      .where('departs_on', '=', day)
      .executeTakeFirstOrThrow()
  return { tripId: id, day, taken, briefing }
}

/** A departure's briefing as its form sends it. */
export const BRIEFING_FORM = {
  reporting: '6:30 am, Chennai Central, platform 5',
  reportingTa: 'காலை 6:30, சென்னை சென்ட்ரல், நடைமேடை 5',
  tourManagerName: 'Ravi Kumar',
  tourManagerPhone: '+91 98400 55555',
}

/** A new boarding city at the end of the list, boarding nowhere; `row()` reads it (undefined once removed). */
export async function ownBoardingCity() {
  const id = `test-city-${process.pid}-${++made}`
  const db = await getDb()
  await db
    .insertInto('boarding_cities')
    .values({ id, name: `Test Town ${process.pid} ${made}`, position: 1000 + made })
    .execute()
  const row = () =>
    db.selectFrom('boarding_cities').select(['name', 'position']).where('id', '=', id).executeTakeFirst()
  return { id, position: 1000 + made, row }
}

/** A city name no city has. */
export const newCityName = () => `New Town ${process.pid} ${++made}`

/** The stored "n seats left" threshold, and a value other than it. */
export async function fewSeatsSetting() {
  const db = await getDb()
  const stored = async () =>
    (await db.selectFrom('site_settings').select('value').where('key', '=', 'few_seats_at').executeTakeFirst())?.value
  const now = Number((await stored()) ?? 6)
  return { next: now >= 50 ? 1 : now + 1, stored }
}
