import 'server-only'
import { randomBytes } from 'node:crypto'
import type { Staff } from '@/lib/staff/session'
import { getCatalogDb } from '@/lib/catalog/embedded/db'
import {
  departuresText,
  encodeMonths,
  isEmptyPlan,
  scheduleFromRow,
  type DeparturePlan,
  type Schedule,
} from '@/lib/catalog/departures'
import { writeTransaction, type Db } from '@/lib/platform/db'
import { todayInIndia } from '@/lib/site/format'
import {
  slugify,
  SLUG_MAX,
  type ScheduleInput,
  type TripEditorInput,
  type TripEditorValues,
} from '@/lib/catalog/editor/trip-schema'
import { audit } from '@/lib/staff/audit'

/**
 * The catalogue editor's data layer (embedded provider only): every trip, hidden ones too, as
 * the back office lists and edits them, and the changes staff make. A save names the version
 * its form was opened at and is refused when the trip has moved on since (StaleEdit); a new
 * slug leaves the old one answering 308 (trip_slug_redirects); every change is in the audit log.
 */

export class CatalogEditError extends Error {
  constructor(
    message: string,
    /** The form field the message is about, when it is about one. */
    readonly field?: string,
  ) {
    super(message)
  }
}

/** A save made from a form opened before someone else's save. */
export class StaleEdit extends CatalogEditError {
  constructor() {
    super(
      'This trip was changed by someone else after you opened it. Your changes are not saved: reload the page to see the trip as it is now, then make them again.',
    )
  }
}

export interface EditorTripRow {
  id: string
  title: string
  slug: string
  price: number
  published: boolean
  image: string | null
  updatedAt: string | null
}

export interface EditorCategory {
  id: string
  name: string
  trips: EditorTripRow[]
}

/** Every category with every trip, hidden ones too, in the order the public pages list them. */
export async function listEditorCatalog(): Promise<EditorCategory[]> {
  const db = await getCatalogDb()
  const [categories, trips, covers] = await Promise.all([
    db.selectFrom('categories').select(['id', 'name']).orderBy('position').execute(),
    db
      .selectFrom('trips')
      .select(['id', 'category_id', 'title', 'slug', 'price', 'published', 'updated_at'])
      .orderBy('position')
      .execute(),
    db.selectFrom('trip_images').select(['trip_id', 'file']).where('position', '=', 0).execute(),
  ])
  const cover = new Map(covers.map((row) => [row.trip_id, row.file]))
  return categories.map((category) => ({
    id: category.id,
    name: category.name,
    trips: trips
      .filter((trip) => trip.category_id === category.id)
      .map((trip) => ({
        id: trip.id,
        title: trip.title,
        slug: trip.slug,
        price: trip.price,
        published: trip.published === 1,
        image: cover.get(trip.id) ?? null,
        updatedAt: trip.updated_at,
      })),
  }))
}

export async function listCategories(): Promise<{ id: string; name: string }[]> {
  const db = await getCatalogDb()
  return db.selectFrom('categories').select(['id', 'name']).orderBy('position').execute()
}

export interface EditorTrip {
  id: string
  slug: string
  values: TripEditorInput
  /** The trip's departures as its page words them today ("Every Sunday, Apr–Oct; 12 Dec 2026"); '' when it has none. */
  departuresNow: string
  updatedAt: string | null
}

/**
 * A trip's stored values as its form has them. Departures that have passed are left out: the
 * form never shows them, and a save drops them.
 */
async function readTripValues(db: Db, id: string, today: string) {
  const trip = await db.selectFrom('trips').selectAll().where('id', '=', id).executeTakeFirst()
  if (!trip) return null
  const [days, activities, includes, departures, schedules] = await Promise.all([
    db
      .selectFrom('itinerary_days')
      .select(['position', 'title'])
      .where('trip_id', '=', id)
      .orderBy('position')
      .execute(),
    db
      .selectFrom('itinerary_activities')
      .select(['day_position', 'text'])
      .where('trip_id', '=', id)
      .orderBy('day_position')
      .orderBy('position')
      .execute(),
    db.selectFrom('trip_includes').select('text').where('trip_id', '=', id).orderBy('position').execute(),
    db
      .selectFrom('trip_departures')
      .select(['departs_on', 'label'])
      .where('trip_id', '=', id)
      .where('departs_on', '>=', today)
      .orderBy('departs_on')
      .execute(),
    db
      .selectFrom('trip_schedules')
      .select(['kind', 'weekdays', 'months', 'starts_on', 'ends_on', 'label'])
      .where('trip_id', '=', id)
      .orderBy('position')
      .execute(),
  ])
  const plan: DeparturePlan = {
    dates: departures.map((row) => ({ on: row.departs_on, label: row.label })),
    schedules: schedules.map(scheduleFromRow),
    seasonOpensMonth: trip.season_opens_month,
  }
  const values: TripEditorInput = {
    version: trip.version,
    title: trip.title,
    slug: trip.slug,
    categoryId: trip.category_id,
    price: trip.price,
    duration: trip.duration,
    availableDates: trip.available_dates,
    location: trip.location,
    description: trip.description,
    itinerary: days.map((day) => ({
      title: day.title,
      activity: activities.filter((a) => a.day_position === day.position).map((a) => ({ text: a.text })),
    })),
    includes: includes.map((row) => ({ text: row.text })),
    departures: plan.dates,
    schedules: plan.schedules.map(scheduleToForm),
    published: trip.published === 1,
  }
  return { trip, values, plan }
}

/**
 * A stored season as the form edits it. The form keeps one run of months; the catalogue's own
 * seasons have one each (a second run would be dropped by a save).
 */
function scheduleToForm(schedule: Schedule): ScheduleInput {
  const range = Array.isArray(schedule.months) ? schedule.months[0] : undefined
  return {
    kind: schedule.kind,
    weekdays: schedule.weekdays.map(String),
    season: schedule.months === null ? 'always' : schedule.months === 'all' ? 'all-year' : 'months',
    from: range?.[0] ?? 10,
    to: range?.[1] ?? 3,
    startsOn: schedule.startsOn ?? '',
    endsOn: schedule.endsOn ?? '',
    label: schedule.label,
  }
}

function scheduleRow(tripId: string, position: number, s: TripEditorValues['schedules'][number]) {
  const months: Schedule['months'] = s.season === 'always' ? null : s.season === 'all-year' ? 'all' : [[s.from, s.to]]
  return {
    trip_id: tripId,
    position,
    kind: s.kind,
    weekdays: s.kind === 'weekly' ? s.weekdays.join(',') : '',
    months: encodeMonths(months),
    starts_on: s.startsOn || null,
    ends_on: s.endsOn || null,
    label: s.label,
  }
}

/** A trip as its editing form opens it; null for an unknown id. */
export async function getEditorTrip(id: string): Promise<EditorTrip | null> {
  const db = await getCatalogDb()
  const today = todayInIndia()
  const stored = await readTripValues(db, id, today)
  if (!stored) return null
  return {
    id,
    slug: stored.trip.slug,
    departuresNow: isEmptyPlan(stored.plan) ? '' : departuresText(stored.plan, today),
    updatedAt: stored.trip.updated_at,
    values: stored.values,
  }
}

/** The values a new trip's form opens with. */
export function blankTrip(categoryId: string): TripEditorInput {
  return {
    version: 0,
    title: '',
    slug: '',
    categoryId,
    price: 0,
    duration: '',
    availableDates: '',
    location: '',
    description: '',
    itinerary: [{ title: '', activity: [{ text: '' }] }],
    includes: [],
    departures: [],
    schedules: [],
    published: false,
  }
}

const newTripId = () => randomBytes(12).toString('hex')

/** Refuses a slug another trip has, now or before a rename; a trip may take back one of its own old slugs. */
async function assertSlugFree(db: Db, slug: string, tripId: string | null): Promise<void> {
  const [owner, redirect] = await Promise.all([
    db.selectFrom('trips').select('id').where('slug', '=', slug).executeTakeFirst(),
    db.selectFrom('trip_slug_redirects').select('trip_id').where('slug', '=', slug).executeTakeFirst(),
  ])
  if ((owner && owner.id !== tripId) || (redirect && redirect.trip_id !== tripId)) {
    throw new CatalogEditError('Another trip has (or had) this address; choose another one', 'slug')
  }
}

async function assertCategory(db: Db, categoryId: string): Promise<void> {
  const row = await db.selectFrom('categories').select('id').where('id', '=', categoryId).executeTakeFirst()
  if (!row) throw new CatalogEditError('Please choose a category', 'categoryId')
}

/** Writes the trip's lists (itinerary, inclusions, dates) as the form has them, in its order. */
async function writeTripLists(db: Db, tripId: string, values: TripEditorValues): Promise<void> {
  await Promise.all([
    db.deleteFrom('itinerary_activities').where('trip_id', '=', tripId).execute(),
    db.deleteFrom('itinerary_days').where('trip_id', '=', tripId).execute(),
    db.deleteFrom('trip_includes').where('trip_id', '=', tripId).execute(),
    db.deleteFrom('trip_departures').where('trip_id', '=', tripId).execute(),
    db.deleteFrom('trip_schedules').where('trip_id', '=', tripId).execute(),
  ])
  const days = values.itinerary.map((day, position) => ({
    trip_id: tripId,
    position,
    day: String(position + 1),
    title: day.title,
  }))
  const activities = values.itinerary.flatMap((day, dayPosition) =>
    day.activity.map((a, position) => ({ trip_id: tripId, day_position: dayPosition, position, text: a.text })),
  )
  const includes = values.includes.map((item, position) => ({ trip_id: tripId, position, text: item.text }))
  const departures = values.departures.map((d) => ({ trip_id: tripId, departs_on: d.on, label: d.label }))
  if (days.length) await db.insertInto('itinerary_days').values(days).execute()
  if (activities.length) await db.insertInto('itinerary_activities').values(activities).execute()
  if (includes.length) await db.insertInto('trip_includes').values(includes).execute()
  if (departures.length) await db.insertInto('trip_departures').values(departures).execute()
  const schedules = values.schedules.map((schedule, position) => scheduleRow(tripId, position, schedule))
  if (schedules.length) await db.insertInto('trip_schedules').values(schedules).execute()
}

const SCALARS = [
  'title',
  'slug',
  'categoryId',
  'price',
  'duration',
  'availableDates',
  'location',
  'description',
  'published',
] as const
const LISTS = ['itinerary', 'includes', 'departures', 'schedules'] as const

/** What a save changed, for the audit log: each scalar field's before and after, and which lists changed. */
export function tripChanges(before: TripEditorInput, after: TripEditorValues) {
  const fields: Record<string, [unknown, unknown]> = {}
  for (const key of SCALARS) {
    if (before[key] !== after[key]) {
      fields[key] = key === 'description' ? ['…', '…'] : [before[key], after[key]]
    }
  }
  const lists = LISTS.filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
  return { fields, lists }
}

export interface SavedTrip {
  id: string
  slug: string
  /** The slug the trip had before this save, when it changed. */
  previousSlug?: string
  version: number
}

/** Saves a trip from its form: a new one when `id` is null. Refuses a stale version and a taken slug. */
export async function saveTrip(staff: Staff, id: string | null, values: TripEditorValues): Promise<SavedTrip> {
  const db = await getCatalogDb()
  const now = new Date().toISOString()
  const saved = await writeTransaction(db, async (tx) => {
    await assertCategory(tx, values.categoryId)
    await assertSlugFree(tx, values.slug, id)
    const columns = {
      category_id: values.categoryId,
      slug: values.slug,
      title: values.title,
      duration: values.duration,
      available_dates: values.availableDates,
      price: values.price,
      description: values.description,
      location: values.location,
      published: values.published ? 1 : 0,
      updated_at: now,
    }
    if (id === null) {
      const tripId = newTripId()
      const last = await tx
        .selectFrom('trips')
        .select((eb) => eb.fn.max('position').as('position'))
        .executeTakeFirst()
      await tx
        .insertInto('trips')
        .values({ id: tripId, ...columns, position: Number(last?.position ?? -1) + 1, season_opens_month: null })
        .execute()
      await writeTripLists(tx, tripId, values)
      return { id: tripId, slug: values.slug, version: 1, changes: null }
    }

    const before = (await readTripValues(tx, id, todayInIndia()))?.values
    const result = await tx
      .updateTable('trips')
      .set((eb) => ({ ...columns, version: eb('version', '+', 1) }))
      .where('id', '=', id)
      .where('version', '=', values.version)
      .executeTakeFirst()
    if (Number(result.numUpdatedRows) === 0) {
      if (!before) throw new CatalogEditError('This trip no longer exists')
      throw new StaleEdit()
    }
    if (before && before.slug !== values.slug) {
      await tx.deleteFrom('trip_slug_redirects').where('slug', '=', values.slug).execute()
      await tx.insertInto('trip_slug_redirects').values({ slug: before.slug, trip_id: id }).execute()
    }
    await writeTripLists(tx, id, values)
    return {
      id,
      slug: values.slug,
      previousSlug: before && before.slug !== values.slug ? before.slug : undefined,
      version: values.version + 1,
      changes: before ? tripChanges(before, values) : null,
    }
  })
  const { changes, ...trip } = saved
  await audit(staff, id === null ? 'trip.create' : 'trip.update', trip.slug, {
    trip: values.title,
    ...(changes ?? {}),
  })
  return trip
}

/** Shows or hides a trip on the public pages. */
export async function setTripPublished(staff: Staff, id: string, published: boolean): Promise<{ slug: string }> {
  const db = await getCatalogDb()
  const trip = await db
    .updateTable('trips')
    .set((eb) => ({
      published: published ? 1 : 0,
      version: eb('version', '+', 1),
      updated_at: new Date().toISOString(),
    }))
    .where('id', '=', id)
    .returning(['slug', 'title'])
    .executeTakeFirst()
  if (!trip) throw new CatalogEditError('This trip no longer exists')
  await audit(staff, published ? 'trip.publish' : 'trip.hide', trip.slug, { trip: trip.title })
  return { slug: trip.slug }
}

/** A slug no trip has or had, made from `base`: base, base-2, base-3… */
async function freeSlug(db: Db, base: string): Promise<string> {
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? '' : `-${n}`
    const slug = `${base.slice(0, SLUG_MAX - suffix.length).replace(/-+$/, '')}${suffix}`
    const [trip, redirect] = await Promise.all([
      db.selectFrom('trips').select('id').where('slug', '=', slug).executeTakeFirst(),
      db.selectFrom('trip_slug_redirects').select('slug').where('slug', '=', slug).executeTakeFirst(),
    ])
    if (!trip && !redirect) return slug
  }
}

/**
 * A copy of a trip, hidden until it is published, with its pictures, itinerary, lists and
 * departures, placed right after it: the usual way to add a new departure of a known trip.
 */
export async function duplicateTrip(staff: Staff, id: string): Promise<{ id: string; slug: string }> {
  const db = await getCatalogDb()
  const copy = await writeTransaction(db, async (tx) => {
    const trip = await tx.selectFrom('trips').selectAll().where('id', '=', id).executeTakeFirst()
    if (!trip) throw new CatalogEditError('This trip no longer exists')
    const copyId = newTripId()
    const title = `${trip.title} (copy)`
    const slug = await freeSlug(tx, slugify(`${trip.slug} copy`))
    await tx
      .updateTable('trips')
      .set((eb) => ({ position: eb('position', '+', 1) }))
      .where('position', '>', trip.position)
      .execute()
    await tx
      .insertInto('trips')
      .values({
        ...trip,
        id: copyId,
        slug,
        title,
        position: trip.position + 1,
        version: 1,
        published: 0,
        updated_at: new Date().toISOString(),
      })
      .execute()
    for (const table of [
      'trip_images',
      'itinerary_days',
      'itinerary_activities',
      'trip_includes',
      'trip_excludes',
      'trip_hotels',
      'trip_departures',
      'trip_schedules',
    ] as const) {
      const rows = await tx.selectFrom(table).selectAll().where('trip_id', '=', id).execute()
      if (rows.length === 0) continue
      // The rows are this table's own, read just above; only their trip changes.
      const copies = rows.map((row) => ({ ...row, trip_id: copyId })) as never
      await tx.insertInto(table).values(copies).execute()
    }
    return { id: copyId, slug, title: trip.title }
  })
  await audit(staff, 'trip.duplicate', copy.slug, { from: copy.title })
  return { id: copy.id, slug: copy.slug }
}

/** Moves a trip one place up or down within its category. */
export async function moveTrip(staff: Staff, id: string, direction: 'up' | 'down'): Promise<void> {
  const db = await getCatalogDb()
  const moved = await writeTransaction(db, async (tx) => {
    const trip = await tx
      .selectFrom('trips')
      .select(['id', 'slug', 'position', 'category_id'])
      .where('id', '=', id)
      .executeTakeFirst()
    if (!trip) throw new CatalogEditError('This trip no longer exists')
    const neighbour = await tx
      .selectFrom('trips')
      .select(['id', 'position'])
      .where('category_id', '=', trip.category_id)
      .where('position', direction === 'up' ? '<' : '>', trip.position)
      .orderBy('position', direction === 'up' ? 'desc' : 'asc')
      .executeTakeFirst()
    if (!neighbour) return null
    await tx.updateTable('trips').set({ position: neighbour.position }).where('id', '=', trip.id).execute()
    await tx.updateTable('trips').set({ position: trip.position }).where('id', '=', neighbour.id).execute()
    return trip.slug
  })
  if (moved) await audit(staff, direction === 'up' ? 'trip.move-up' : 'trip.move-down', moved)
}
