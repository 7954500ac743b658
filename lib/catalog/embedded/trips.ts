import 'server-only'
import type { Insertable, Selectable } from 'kysely'
import type { Db } from '@/lib/platform/db'
import type { Database, TripRow } from '@/lib/platform/db/schema'
import { scheduleFromRow, type DeparturePlan } from '@/lib/catalog/departures/schedule'
import type { DepartureOffer } from '@/lib/catalog/departures/offers'
import type { TripTamil } from '@/lib/catalog/types'

/**
 * The trips repository: every SQL statement on `trips` and the tables that belong to a trip
 * (pictures, itinerary, inclusions, exclusions, hotels, departures, seasons, old slugs), for
 * both the public reads (store.ts, in the wire's shapes) and the catalogue editor
 * (editor/trips.ts, with its rules, versions and audit). A new trip field is added here, in
 * the schema and migration, and in the one caller that shows or edits it.
 *
 * Every function takes the connection or transaction to run on, so the editor's writes share
 * its transaction. Lists keep the catalogue's order through the `position` columns.
 */

/** The tables whose rows belong to one trip, by trip_id. */
const TRIP_CHILD_TABLES = [
  'trip_images',
  'itinerary_days',
  'itinerary_activities',
  'trip_includes',
  'trip_excludes',
  'trip_hotels',
  'trip_departures',
  'trip_departure_boarding',
  'trip_schedules',
] as const

/** The trip columns every public list reads. */
const TRIP_LIST_COLUMNS = [
  'id',
  'category_id',
  'slug',
  'title',
  'price',
  'duration',
  'available_dates',
  'season_opens_month',
  'updated_at',
  'title_ta',
] as const

export type TripListRow = Pick<TripRow, (typeof TRIP_LIST_COLUMNS)[number]>

/** A trip's departure plan whose dates carry their seats, boarding cities and prices. */
export type SoldPlan = DeparturePlan & { dates: DepartureOffer[] }

/** Departure dates and seasons of each trip, keyed by trip id (every id has an entry). */
export type TripPlans = Map<string, Omit<SoldPlan, 'seasonOpensMonth'>>

/**
 * A stored Tamil (trips.ta, banners.ta): its JSON read back, or undefined for none. The editor
 * validates what it writes, so a value that does not parse is no Tamil, not a failed page.
 */
export function readJson<T = Record<string, unknown>>(text: string | null): T | undefined {
  if (!text) return undefined
  try {
    const value: unknown = JSON.parse(text)
    return value && typeof value === 'object' ? (value as T) : undefined
  } catch {
    return undefined
  }
}

export function readTripTamil(text: string | null): TripTamil | undefined {
  return readJson<TripTamil>(text)
}

/** Appends `value` to the list of `key`, keeping the order rows arrive in. */
function push<K, T>(map: Map<K, T[]>, key: K, value: T): void {
  const list = map.get(key)
  if (list) list.push(value)
  else map.set(key, [value])
}

export function listCategories(db: Db): Promise<{ id: string; name: string; name_ta: string }[]> {
  return db.selectFrom('categories').select(['id', 'name', 'name_ta']).orderBy('position').execute()
}

export async function categoryExists(db: Db, id: string): Promise<boolean> {
  return Boolean(await db.selectFrom('categories').select('id').where('id', '=', id).executeTakeFirst())
}

/** The published trips of one category, or all of them, in catalogue order. */
export function listPublishedTrips(db: Db, categoryId?: string): Promise<TripListRow[]> {
  let query = db.selectFrom('trips').select(TRIP_LIST_COLUMNS).where('published', '=', 1)
  if (categoryId !== undefined) query = query.where('category_id', '=', categoryId)
  return query.orderBy('position').execute()
}

/** The published trips' titles and slugs, for the navigation menus. */
export function listPublishedTripLinks(db: Db) {
  return db
    .selectFrom('trips')
    .select(['category_id', 'title', 'slug', 'title_ta'])
    .where('published', '=', 1)
    .orderBy('position')
    .execute()
}

/** One published trip with the columns its page shows; undefined when there is none (or it is hidden). */
export function findPublishedTrip(db: Db, slug: string) {
  return db
    .selectFrom('trips')
    .select([
      ...TRIP_LIST_COLUMNS,
      'ta',
      'description',
      'location',
      'child_price',
      'child_ages',
      'senior_price',
      'cancellation',
    ])
    .where('slug', '=', slug)
    .where('published', '=', 1)
    .executeTakeFirst()
}

/** The slug of today of a published trip that was once at `slug`; null for none. */
export async function findRenamedSlug(db: Db, slug: string): Promise<string | null> {
  const row = await db
    .selectFrom('trip_slug_redirects as r')
    .innerJoin('trips as t', 't.id', 'r.trip_id')
    .select('t.slug')
    .where('r.slug', '=', slug)
    .where('t.published', '=', 1)
    .executeTakeFirst()
  return row?.slug ?? null
}

/** Each trip's pictures in order, keyed by trip id. */
export async function readPictureFiles(db: Db, ids: readonly string[]): Promise<Map<string, string[]>> {
  const images = new Map<string, string[]>(ids.map((id) => [id, []]))
  if (ids.length === 0) return images
  const rows = await db
    .selectFrom('trip_images')
    .select(['trip_id', 'file'])
    .where('trip_id', 'in', ids)
    .orderBy('position')
    .execute()
  for (const row of rows) push(images, row.trip_id, row.file)
  return images
}

/** Each trip's first picture, keyed by trip id. */
export async function readCoverFiles(db: Db): Promise<Map<string, string>> {
  const rows = await db.selectFrom('trip_images').select(['trip_id', 'file']).where('position', '=', 0).execute()
  return new Map(rows.map((row) => [row.trip_id, row.file]))
}

/** A trip's pictures described, in English and in Tamil, in order ('' where staff gave none). */
export function readPictureAlts(db: Db, tripId: string): Promise<{ alt: string; alt_ta: string }[]> {
  return db
    .selectFrom('trip_images')
    .select(['alt', 'alt_ta'])
    .where('trip_id', '=', tripId)
    .orderBy('position')
    .execute()
}

/** The departure columns besides its trip and day. */
const DEPARTURE_COLUMNS = [
  'trip_id',
  'departs_on',
  'label',
  'seats_offered',
  'seats_taken',
  'seats_booked',
  'status',
  'early_bird_price',
  'early_bird_until',
  'note',
  'label_ta',
  'note_ta',
] as const

type DepartureRow = Pick<Selectable<Database['trip_departures']>, (typeof DEPARTURE_COLUMNS)[number]>

/** A stored departure as the catalogue sells it, with its boarding cities in order. */
export function offerFromRow(row: DepartureRow, boarding: DepartureOffer['boarding']): DepartureOffer {
  return {
    on: row.departs_on,
    label: row.label,
    ...(row.label_ta ? { labelTa: row.label_ta } : {}),
    boarding,
    // Taken counts the owner's seats sold elsewhere and the bookings' seats alike.
    ...(row.seats_offered !== null
      ? {
          seats: {
            offered: row.seats_offered,
            taken: row.seats_taken + row.seats_booked,
            ...(row.seats_booked > 0 ? { booked: row.seats_booked } : {}),
          },
        }
      : {}),
    ...(row.status ? { status: row.status } : {}),
    ...(row.early_bird_price !== null && row.early_bird_until
      ? { earlyBird: { price: row.early_bird_price, until: row.early_bird_until } }
      : {}),
    ...(row.note ? { note: row.note } : {}),
    ...(row.note_ta ? { noteTa: row.note_ta } : {}),
  }
}

/** Each departure's boarding cities by name (and Tamil name) and price, in order, keyed by "trip_id day". */
async function readBoarding(db: Db, ids: readonly string[], from?: string) {
  let query = db
    .selectFrom('trip_departure_boarding as b')
    .innerJoin('boarding_cities as c', 'c.id', 'b.city_id')
    .select(['b.trip_id', 'b.departs_on', 'c.name', 'c.name_ta', 'b.price'])
    .where('b.trip_id', 'in', ids)
  if (from !== undefined) query = query.where('b.departs_on', '>=', from)
  const rows = await query.orderBy('b.departs_on').orderBy('b.position').execute()
  const boarding = new Map<string, DepartureOffer['boarding']>()
  for (const row of rows) {
    push(boarding, `${row.trip_id} ${row.departs_on}`, {
      city: row.name,
      ...(row.price !== null ? { price: row.price } : {}),
      ...(row.name_ta ? { cityTa: row.name_ta } : {}),
    })
  }
  return boarding
}

/**
 * Each trip's departure dates, with their seats, status, early bird and boarding cities, and
 * seasons. With `from`, only dates on or after it (the editor never shows a date that has
 * passed; the public reads none before today); seasons are all read.
 */
export async function readPlans(db: Db, ids: readonly string[], from?: string): Promise<TripPlans> {
  const plans: TripPlans = new Map(ids.map((id) => [id, { dates: [], schedules: [] }]))
  if (ids.length === 0) return plans
  let dates = db.selectFrom('trip_departures').select(DEPARTURE_COLUMNS).where('trip_id', 'in', ids)
  if (from !== undefined) dates = dates.where('departs_on', '>=', from)
  const [dateRows, boarding, scheduleRows] = await Promise.all([
    dates.orderBy('departs_on').execute(),
    readBoarding(db, ids, from),
    db
      .selectFrom('trip_schedules')
      .select(['trip_id', 'kind', 'weekdays', 'months', 'starts_on', 'ends_on', 'label', 'label_ta'])
      .where('trip_id', 'in', ids)
      .orderBy('position')
      .execute(),
  ])
  for (const d of dateRows) {
    plans.get(d.trip_id)?.dates.push(offerFromRow(d, boarding.get(`${d.trip_id} ${d.departs_on}`) ?? []))
  }
  for (const s of scheduleRows) plans.get(s.trip_id)?.schedules.push(scheduleFromRow(s))
  return plans
}

/** A trip's itinerary: its days in order, each with its activities in order. */
export async function readItinerary(db: Db, tripId: string) {
  const [days, activities] = await Promise.all([
    db
      .selectFrom('itinerary_days')
      .select(['position', 'day', 'title'])
      .where('trip_id', '=', tripId)
      .orderBy('position')
      .execute(),
    db
      .selectFrom('itinerary_activities')
      .select(['day_position', 'text'])
      .where('trip_id', '=', tripId)
      .orderBy('day_position')
      .orderBy('position')
      .execute(),
  ])
  const byDay = new Map<number, string[]>()
  for (const a of activities) push(byDay, a.day_position, a.text)
  return days.map((d) => ({ day: d.day, title: d.title, activity: byDay.get(d.position) ?? [] }))
}

type TripTextList = 'trip_includes' | 'trip_excludes' | 'trip_hotels'

/** One of a trip's text lists (inclusions, exclusions, hotels), in order. */
export async function readTexts(db: Db, table: TripTextList, tripId: string): Promise<string[]> {
  const rows = await db.selectFrom(table).select('text').where('trip_id', '=', tripId).orderBy('position').execute()
  return rows.map((row) => row.text)
}

/** Every trip, hidden ones too, with what the editor's list shows, in catalogue order. */
export function listAllTrips(db: Db) {
  return db
    .selectFrom('trips')
    .select(['id', 'category_id', 'title', 'slug', 'price', 'published', 'updated_at', 'ta'])
    .orderBy('position')
    .execute()
}

/** How many rows each trip has in one of its lists, by trip id (a trip without any is left out). */
export async function countTripRows(db: Db, table: 'itinerary_days' | TripTextList): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom(table)
    .select((eb) => ['trip_id', eb.fn.countAll<number>().as('count')])
    .groupBy('trip_id')
    .execute()
  return new Map(rows.map((row) => [row.trip_id, Number(row.count)]))
}

/** Each trip's pictures described in English and not in Tamil, by trip id: the Tamil page describes those in English. */
export async function countPicturesWithoutTamil(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('trip_images')
    .select((eb) => ['trip_id', eb.fn.countAll<number>().as('count')])
    .where('alt', '!=', '')
    .where('alt_ta', '=', '')
    .groupBy('trip_id')
    .execute()
  return new Map(rows.map((row) => [row.trip_id, Number(row.count)]))
}

/** A trip's whole row, hidden or not. */
export function findTrip(db: Db, id: string): Promise<Selectable<Database['trips']> | undefined> {
  return db.selectFrom('trips').selectAll().where('id', '=', id).executeTakeFirst()
}

/** Whether a trip other than `tripId` has `slug` now or had it before a rename. */
export async function slugTakenByAnother(db: Db, slug: string, tripId: string | null): Promise<boolean> {
  const [owner, redirect] = await Promise.all([
    db.selectFrom('trips').select('id').where('slug', '=', slug).executeTakeFirst(),
    db.selectFrom('trip_slug_redirects').select('trip_id').where('slug', '=', slug).executeTakeFirst(),
  ])
  return Boolean((owner && owner.id !== tripId) || (redirect && redirect.trip_id !== tripId))
}

/** Whether any trip has `slug` now or had it before a rename. */
export async function slugEverUsed(db: Db, slug: string): Promise<boolean> {
  return slugTakenByAnother(db, slug, null)
}

/** The columns a form save writes. */
export type TripColumns = Omit<Insertable<Database['trips']>, 'id' | 'position' | 'version' | 'season_opens_month'>

/** Adds a trip at the end of the catalogue. */
export async function insertTrip(db: Db, id: string, columns: TripColumns): Promise<void> {
  const last = await db
    .selectFrom('trips')
    .select((eb) => eb.fn.max('position').as('position'))
    .executeTakeFirst()
  await db
    .insertInto('trips')
    .values({ id, ...columns, position: Number(last?.position ?? -1) + 1, season_opens_month: null })
    .execute()
}

/** Writes a trip's columns if it is still at `version`, moving it to the next; false when it was not. */
export async function updateTripAtVersion(db: Db, id: string, version: number, columns: TripColumns) {
  const result = await db
    .updateTable('trips')
    .set((eb) => ({ ...columns, version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

/** Keeps `oldSlug` answering for the trip (308) and frees `newSlug` from any old redirect. */
export async function recordRename(db: Db, id: string, oldSlug: string, newSlug: string): Promise<void> {
  await db.deleteFrom('trip_slug_redirects').where('slug', '=', newSlug).execute()
  await db.insertInto('trip_slug_redirects').values({ slug: oldSlug, trip_id: id }).execute()
}

/** The lists a form save replaces, as rows without their trip id. */
type RowsOf<T extends keyof Database> = Omit<Insertable<Database[T]>, 'trip_id'>[]
export interface TripLists {
  days: RowsOf<'itinerary_days'>
  activities: RowsOf<'itinerary_activities'>
  includes: RowsOf<'trip_includes'>
  excludes: RowsOf<'trip_excludes'>
  hotels: RowsOf<'trip_hotels'>
  departures: RowsOf<'trip_departures'>
  /** Each departure's boarding cities; every row's departs_on is one of `departures`. */
  boarding: RowsOf<'trip_departure_boarding'>
  schedules: RowsOf<'trip_schedules'>
}

/** A departure's briefing for its families (migration 22): not on the trip form, so a save keeps it. */
const BRIEFING_COLUMNS = ['reporting', 'reporting_ta', 'tour_manager_name', 'tour_manager_phone'] as const

/**
 * Replaces a trip's itinerary, inclusions, exclusions, hotels, dates (with their boarding cities) and
 * seasons with `lists`. A date the lists keep keeps its briefing (reporting, tour manager), which
 * the trip form does not edit.
 */
export async function replaceTripLists(db: Db, tripId: string, lists: TripLists): Promise<void> {
  const briefings = new Map(
    (
      await db
        .selectFrom('trip_departures')
        .select(['departs_on', ...BRIEFING_COLUMNS])
        .where('trip_id', '=', tripId)
        .execute()
    ).map(({ departs_on, ...briefing }) => [departs_on, briefing]),
  )
  const blank = Object.fromEntries(BRIEFING_COLUMNS.map((column) => [column, ''])) as Record<
    (typeof BRIEFING_COLUMNS)[number],
    string
  >
  // Every row names every column: a multi-row insert gives a column some rows lack NULL, not its default.
  // A departure's booked seats are the bookings' (lib/bookings), never the form's: kept across the save.
  const booked = await readBookedSeats(db, tripId)
  const departures = lists.departures.map((row) => ({
    ...blank,
    ...briefings.get(row.departs_on),
    ...row,
    seats_booked: booked.get(row.departs_on) ?? 0,
  }))
  // The boarding rows go before their departures (the key they reference), whatever the foreign keys do.
  await db.deleteFrom('trip_departure_boarding').where('trip_id', '=', tripId).execute()
  await Promise.all([
    db.deleteFrom('itinerary_activities').where('trip_id', '=', tripId).execute(),
    db.deleteFrom('itinerary_days').where('trip_id', '=', tripId).execute(),
    db.deleteFrom('trip_includes').where('trip_id', '=', tripId).execute(),
    db.deleteFrom('trip_excludes').where('trip_id', '=', tripId).execute(),
    db.deleteFrom('trip_hotels').where('trip_id', '=', tripId).execute(),
    db.deleteFrom('trip_departures').where('trip_id', '=', tripId).execute(),
    db.deleteFrom('trip_schedules').where('trip_id', '=', tripId).execute(),
  ])
  const withTrip = <T extends object>(rows: T[]) => rows.map((row) => ({ trip_id: tripId, ...row }))
  if (lists.days.length) await db.insertInto('itinerary_days').values(withTrip(lists.days)).execute()
  if (lists.activities.length) await db.insertInto('itinerary_activities').values(withTrip(lists.activities)).execute()
  if (lists.includes.length) await db.insertInto('trip_includes').values(withTrip(lists.includes)).execute()
  if (lists.excludes.length) await db.insertInto('trip_excludes').values(withTrip(lists.excludes)).execute()
  if (lists.hotels.length) await db.insertInto('trip_hotels').values(withTrip(lists.hotels)).execute()
  if (departures.length) await db.insertInto('trip_departures').values(withTrip(departures)).execute()
  if (lists.boarding.length) await db.insertInto('trip_departure_boarding').values(withTrip(lists.boarding)).execute()
  if (lists.schedules.length) await db.insertInto('trip_schedules').values(withTrip(lists.schedules)).execute()
}

/** A trip's departures that bookings hold seats on: their booked seats by day. */
export async function readBookedSeats(db: Db, tripId: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('trip_departures')
    .select(['departs_on', 'seats_booked'])
    .where('trip_id', '=', tripId)
    .where('seats_booked', '>', 0)
    .execute()
  return new Map(rows.map((row) => [row.departs_on, Number(row.seats_booked)]))
}

/** The agency's boarding cities, in its order. */
export function listBoardingCities(db: Db): Promise<{ id: string; name: string }[]> {
  return db.selectFrom('boarding_cities').select(['id', 'name']).orderBy('position').execute()
}

/** Shows or hides a trip; undefined when there is no such trip. */
export function setPublished(db: Db, id: string, published: boolean) {
  return db
    .updateTable('trips')
    .set((eb) => ({
      published: published ? 1 : 0,
      version: eb('version', '+', 1),
      updated_at: new Date().toISOString(),
    }))
    .where('id', '=', id)
    .returning(['slug', 'title'])
    .executeTakeFirst()
}

/**
 * Copies trip `from` (its row with `overrides`, and every row of its child tables) to the new
 * id, placed right after it.
 */
export async function copyTrip(
  db: Db,
  from: Selectable<Database['trips']>,
  copyId: string,
  overrides: Pick<TripRow, 'slug' | 'title' | 'published' | 'version' | 'updated_at'>,
): Promise<void> {
  await db
    .updateTable('trips')
    .set((eb) => ({ position: eb('position', '+', 1) }))
    .where('position', '>', from.position)
    .execute()
  await db
    .insertInto('trips')
    .values({ ...from, ...overrides, id: copyId, position: from.position + 1 })
    .execute()
  for (const table of TRIP_CHILD_TABLES) {
    const rows = await db.selectFrom(table).selectAll().where('trip_id', '=', from.id).execute()
    if (rows.length === 0) continue
    // The rows are this table's own, read just above; only their trip changes.
    // A copy has no bookings: its departures start with none booked.
    const copies = rows.map((row) => ({
      ...row,
      trip_id: copyId,
      ...(table === 'trip_departures' ? { seats_booked: 0 } : {}),
    })) as never
    await db.insertInto(table).values(copies).execute()
  }
}

/**
 * Swaps a trip with its neighbour in its category: the trip's slug; null when it is first or
 * last already; undefined when there is no such trip.
 */
export async function swapWithNeighbour(
  db: Db,
  id: string,
  direction: 'up' | 'down',
): Promise<string | null | undefined> {
  const trip = await db
    .selectFrom('trips')
    .select(['id', 'slug', 'position', 'category_id'])
    .where('id', '=', id)
    .executeTakeFirst()
  if (!trip) return undefined
  const neighbour = await db
    .selectFrom('trips')
    .select(['id', 'position'])
    .where('category_id', '=', trip.category_id)
    .where('position', direction === 'up' ? '<' : '>', trip.position)
    .orderBy('position', direction === 'up' ? 'desc' : 'asc')
    .executeTakeFirst()
  if (!neighbour) return null
  await db.updateTable('trips').set({ position: neighbour.position }).where('id', '=', trip.id).execute()
  await db.updateTable('trips').set({ position: trip.position }).where('id', '=', neighbour.id).execute()
  return trip.slug
}

/** A trip's slug and title, hidden or not; undefined when there is no such trip. */
export function findTripName(db: Db, id: string) {
  return db.selectFrom('trips').select(['slug', 'title']).where('id', '=', id).executeTakeFirst()
}

/** Marks a trip changed now (its pictures changed), for the sitemap's and the feeds' dates. */
export async function touchTrip(db: Db, id: string): Promise<void> {
  await db.updateTable('trips').set({ updated_at: new Date().toISOString() }).where('id', '=', id).execute()
}

/** A trip's pictures with their descriptions, in English and in Tamil ('' for none), in order. */
export function listPictures(db: Db, tripId: string): Promise<{ file: string; alt: string; alt_ta: string }[]> {
  return db
    .selectFrom('trip_images')
    .select(['file', 'alt', 'alt_ta'])
    .where('trip_id', '=', tripId)
    .orderBy('position')
    .execute()
}

/** Adds a picture after a trip's last one. */
export async function appendPicture(db: Db, tripId: string, file: string, alt: string, altTa = ''): Promise<void> {
  const last = await db
    .selectFrom('trip_images')
    .select((eb) => eb.fn.max('position').as('position'))
    .where('trip_id', '=', tripId)
    .executeTakeFirst()
  await db
    .insertInto('trip_images')
    .values({ trip_id: tripId, position: Number(last?.position ?? -1) + 1, file, alt, alt_ta: altTa })
    .execute()
}

/** Where a picture stands among its trip's; undefined when the trip does not show it. */
export async function picturePosition(db: Db, tripId: string, file: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('trip_images')
    .select('position')
    .where('trip_id', '=', tripId)
    .where('file', '=', file)
    .executeTakeFirst()
  return row?.position
}

/** Describes a picture; without `altTa` its Tamil description stays as it is. */
export async function setPictureAlt(db: Db, tripId: string, file: string, alt: string, altTa?: string): Promise<void> {
  await db
    .updateTable('trip_images')
    .set({ alt, ...(altTa !== undefined ? { alt_ta: altTa } : {}) })
    .where('trip_id', '=', tripId)
    .where('file', '=', file)
    .execute()
}

/** Swaps the picture at `from` with its neighbour; false when it is first or last already. */
export async function swapPicture(db: Db, tripId: string, from: number, direction: 'up' | 'down'): Promise<boolean> {
  const neighbour = await db
    .selectFrom('trip_images')
    .select('position')
    .where('trip_id', '=', tripId)
    .where('position', direction === 'up' ? '<' : '>', from)
    .orderBy('position', direction === 'up' ? 'desc' : 'asc')
    .executeTakeFirst()
  if (!neighbour) return false
  // (trip_id, position) is the key: park this picture while the other takes its place.
  const set = (at: number, to: number) =>
    db
      .updateTable('trip_images')
      .set({ position: to })
      .where('trip_id', '=', tripId)
      .where('position', '=', at)
      .execute()
  await set(from, -1)
  await set(neighbour.position, from)
  await set(-1, neighbour.position)
  return true
}

/** Takes the picture at `at` off a trip and closes the gap behind it. */
export async function removePictureAt(db: Db, tripId: string, at: number): Promise<void> {
  await db.deleteFrom('trip_images').where('trip_id', '=', tripId).where('position', '=', at).execute()
  const later = await db
    .selectFrom('trip_images')
    .select('position')
    .where('trip_id', '=', tripId)
    .where('position', '>', at)
    .orderBy('position')
    .execute()
  for (const row of later) {
    await db
      .updateTable('trip_images')
      .set({ position: row.position - 1 })
      .where('trip_id', '=', tripId)
      .where('position', '=', row.position)
      .execute()
  }
}

/** Whether any trip still shows `file`. */
export async function pictureInUse(db: Db, file: string): Promise<boolean> {
  return Boolean(await db.selectFrom('trip_images').select('trip_id').where('file', '=', file).executeTakeFirst())
}
