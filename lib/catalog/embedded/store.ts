import 'server-only'
import type {
  WireBanner,
  WireCategoryWithTrips,
  WireDropdownGroup,
  WireReview,
  WireTicker,
  WireTrip,
  WireTripDetail,
  WireVideo,
} from '@/lib/catalog/source/schemas'
import type { Db } from '@/lib/platform/db'
import type { TripRow as StoredTrip } from '@/lib/platform/db/schema'
import { todayInIndia } from '@/lib/site/format'
import { siteConfig } from '@/lib/site/config'
import { getCatalogDb } from './db'
import {
  departuresText,
  hasDepartureAhead,
  isEmptyPlan,
  nextDeparture,
  scheduleFromRow,
  type DeparturePlan,
} from '@/lib/catalog/departures'

/**
 * Reads of the embedded catalogue, answered in the provider's wire shapes (docs/product.md §3,
 * §7) so /api/web and the embedded source serve exactly what an upstream would: the `satisfies`
 * at the end holds every method to the Wire* types of lib/catalog/source/schemas.ts, while callers
 * keep the exact shapes the queries give. Every list keeps the seed order through the
 * `position` columns. The queries are plain selects that read the same on SQLite and
 * PostgreSQL: a list's trips first, then their pictures, departures and schedules in one query
 * each (`trip_id IN (…)`), put together here.
 *
 * Departures are kept as dates and schedules (lib/catalog/departures.ts); each read makes the
 * spec's `availableDates` text and the optional `nextDeparture` from them against today in
 * India, so a departure that has passed is never listed. A trip without any (added by hand)
 * keeps its stored text.
 */

/** The trip columns every list reads. */
const TRIP_COLUMNS = [
  'id',
  'category_id',
  'slug',
  'title',
  'price',
  'duration',
  'available_dates',
  'season_opens_month',
  'updated_at',
] as const

type TripRow = Pick<StoredTrip, (typeof TRIP_COLUMNS)[number]>

/** What a list needs beside the trip rows, keyed by trip id. */
interface TripExtras {
  images: Map<string, string[]>
  plans: Map<string, Omit<DeparturePlan, 'seasonOpensMonth'>>
}

/** Appends `value` to the list of `key`, keeping the order rows arrive in. */
function push<K, T>(map: Map<K, T[]>, key: K, value: T): void {
  const list = map.get(key)
  if (list) list.push(value)
  else map.set(key, [value])
}

async function readPlans(db: Db, ids: readonly string[]): Promise<TripExtras['plans']> {
  const plans: TripExtras['plans'] = new Map(ids.map((id) => [id, { dates: [], schedules: [] }]))
  if (ids.length === 0) return plans
  const [dates, schedules] = await Promise.all([
    db
      .selectFrom('trip_departures')
      .select(['trip_id', 'departs_on', 'label'])
      .where('trip_id', 'in', ids)
      .orderBy('departs_on')
      .execute(),
    db
      .selectFrom('trip_schedules')
      .select(['trip_id', 'kind', 'weekdays', 'months', 'starts_on', 'ends_on', 'label'])
      .where('trip_id', 'in', ids)
      .orderBy('position')
      .execute(),
  ])
  for (const d of dates) plans.get(d.trip_id)?.dates.push({ on: d.departs_on, label: d.label })
  for (const s of schedules) plans.get(s.trip_id)?.schedules.push(scheduleFromRow(s))
  return plans
}

async function readImages(db: Db, ids: readonly string[]): Promise<TripExtras['images']> {
  const images: TripExtras['images'] = new Map(ids.map((id) => [id, []]))
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

async function readExtras(db: Db, rows: readonly TripRow[]): Promise<TripExtras> {
  const ids = rows.map((row) => row.id)
  const [images, plans] = await Promise.all([readImages(db, ids), readPlans(db, ids)])
  return { images, plans }
}

function planOf(row: TripRow, plans: TripExtras['plans']): DeparturePlan {
  const plan = plans.get(row.id) ?? { dates: [], schedules: [] }
  return { ...plan, seasonOpensMonth: row.season_opens_month }
}

/** The departure fields of the wire, made from the plan as of `today`; the stored text when there is no plan. */
function departureFields(
  row: TripRow,
  plan: DeparturePlan,
  today: string,
): { availableDates: string; nextDeparture?: string } {
  if (isEmptyPlan(plan)) return { availableDates: row.available_dates }
  const next = nextDeparture(plan, today)
  return { availableDates: departuresText(plan, today), ...(next ? { nextDeparture: next } : {}) }
}

function toTrip(row: TripRow, extras: TripExtras, today: string) {
  return {
    _id: row.id,
    slug: row.slug,
    title: row.title,
    images: extras.images.get(row.id) ?? [],
    price: row.price,
    duration: row.duration,
    ...departureFields(row, planOf(row, extras.plans), today),
    ...(row.updated_at ? { updatedAt: row.updated_at } : {}),
  }
}

/** The trips of one category, or all of them, in catalogue order; a trip hidden in the back office is never read. */
function selectTrips(db: Db, categoryId?: string) {
  let query = db.selectFrom('trips').select(TRIP_COLUMNS).where('published', '=', 1)
  if (categoryId !== undefined) query = query.where('category_id', '=', categoryId)
  return query.orderBy('position').execute()
}

async function readTrips(db: Db, categoryId?: string) {
  const rows = await selectTrips(db, categoryId)
  const extras = await readExtras(db, rows)
  // Each read decides "today" once, so every trip of one answer is judged on the same day.
  const today = todayInIndia()
  return rows.map((row) => toTrip(row, extras, today))
}

const categories = (db: Db) => db.selectFrom('categories').select(['id', 'name']).orderBy('position').execute()

/** Groups rows by category, in the categories' order, keeping each group's row order. */
function byCategory<T>(list: readonly { id: string }[], rows: readonly T[], categoryOf: (row: T) => string) {
  const groups = new Map<string, T[]>(list.map((c) => [c.id, []]))
  for (const row of rows) groups.get(categoryOf(row))?.push(row)
  return groups
}

async function itineraryOf(db: Db, tripId: string) {
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

async function textsOf(db: Db, table: 'trip_includes' | 'trip_excludes' | 'trip_hotels', tripId: string) {
  const rows = await db.selectFrom(table).select('text').where('trip_id', '=', tripId).orderBy('position').execute()
  return rows.map((row) => row.text)
}

export const catalogStore = {
  async bannerList() {
    const db = await getCatalogDb()
    return db
      .selectFrom('banners')
      .select([
        'id as _id',
        'image',
        'tag',
        'title',
        'subtitle',
        'button_text as buttonText',
        'button_url as buttonUrl',
      ])
      .orderBy('position')
      .execute()
  },

  async dropdown() {
    const db = await getCatalogDb()
    const [list, trips] = await Promise.all([
      categories(db),
      db
        .selectFrom('trips')
        .select(['category_id', 'title', 'slug'])
        .where('published', '=', 1)
        .orderBy('position')
        .execute(),
    ])
    const groups = byCategory(list, trips, (trip) => trip.category_id)
    return list.map((c) => ({
      category: c.name,
      dropdown: (groups.get(c.id) ?? []).map((trip) => ({ label: trip.title, value: trip.slug })),
    }))
  },

  /** Unknown ids answer an empty list, as a provider filtering by category would. */
  async tripsByCategoryId(id: string) {
    return readTrips(await getCatalogDb(), id)
  },

  async categoriesWithTrips() {
    const db = await getCatalogDb()
    const [list, rows] = await Promise.all([categories(db), selectTrips(db)])
    const extras = await readExtras(db, rows)
    const today = todayInIndia()
    const groups = byCategory(list, rows, (row) => row.category_id)
    return list.map((c) => ({
      category: c.name,
      trips: (groups.get(c.id) ?? []).map((row) => toTrip(row, extras, today)),
    }))
  },

  async tripDetail(slug: string) {
    const db = await getCatalogDb()
    const row = await db
      .selectFrom('trips')
      .select([...TRIP_COLUMNS, 'description', 'location'])
      .where('slug', '=', slug)
      .where('published', '=', 1)
      .executeTakeFirst()
    if (!row) return null
    const [extras, itinerary, includes, excludes, hotels, alts] = await Promise.all([
      readExtras(db, [row]),
      itineraryOf(db, row.id),
      textsOf(db, 'trip_includes', row.id),
      textsOf(db, 'trip_excludes', row.id),
      textsOf(db, 'trip_hotels', row.id),
      db.selectFrom('trip_images').select('alt').where('trip_id', '=', row.id).orderBy('position').execute(),
    ])
    return {
      ...toTrip(row, extras, todayInIndia()),
      description: row.description,
      location: row.location,
      itinerary,
      includes,
      ...(excludes.length > 0 ? { excludes } : {}),
      ...(hotels.length > 0 ? { hotels } : {}),
      ...(alts.some((a) => a.alt) ? { imageAlts: alts.map((a) => a.alt) } : {}),
    }
  },

  /** The "Upcoming yatras": only pilgrimages with a departure ahead (a season that has closed is left out). */
  async pilgrimageTicker() {
    const db = await getCatalogDb()
    const rows = await selectTrips(db, siteConfig.categoryIds.pilgrimage)
    const ids = rows.map((row) => row.id)
    const plans = await readPlans(db, ids)
    const today = todayInIndia()
    return rows.flatMap((row) => {
      const plan = planOf(row, plans)
      if (!isEmptyPlan(plan) && !hasDepartureAhead(plan, today)) return []
      return [
        {
          title: row.title,
          availableDates: departureFields(row, plan, today).availableDates,
          _id: row.id,
          slug: row.slug,
          duration: row.duration,
        },
      ]
    })
  },

  async tripList() {
    return readTrips(await getCatalogDb())
  },

  /** The slug of today of a published trip that was once at `slug` (renamed in the back office); null for none. */
  async tripRedirect(slug: string): Promise<string | null> {
    const db = await getCatalogDb()
    const row = await db
      .selectFrom('trip_slug_redirects as r')
      .innerJoin('trips as t', 't.id', 'r.trip_id')
      .select('t.slug')
      .where('r.slug', '=', slug)
      .where('t.published', '=', 1)
      .executeTakeFirst()
    return row?.slug ?? null
  },

  async reviewList() {
    const db = await getCatalogDb()
    const rows = await db
      .selectFrom('reviews as r')
      .leftJoin('trips as t', (join) => join.onRef('t.id', '=', 'r.trip_id').on('t.published', '=', 1))
      .select([
        'r.id as _id',
        'r.name',
        'r.rating as Rating',
        'r.description',
        't.slug as tripSlug',
        't.title as tripTitle',
        'r.travelled_on as travelledOn',
      ])
      .orderBy('r.position')
      .execute()
    return rows.map(({ tripSlug, tripTitle, travelledOn, ...review }) => ({
      ...review,
      ...(tripSlug && tripTitle ? { trip: { slug: tripSlug, title: tripTitle } } : {}),
      ...(travelledOn ? { travelledOn } : {}),
    }))
  },

  async videoList() {
    const db = await getCatalogDb()
    const rows = await db
      .selectFrom('videos')
      .select(['id as _id', 'video_id as videoId', 'thumbnail', 'title', 'uploaded_on as uploadDate'])
      .orderBy('position')
      .execute()
    return rows.map(({ uploadDate, ...video }) => ({ ...video, ...(uploadDate ? { uploadDate } : {}) }))
  },
} satisfies {
  bannerList(): Promise<WireBanner[]>
  dropdown(): Promise<WireDropdownGroup[]>
  tripsByCategoryId(id: string): Promise<WireTrip[]>
  categoriesWithTrips(): Promise<WireCategoryWithTrips[]>
  tripDetail(slug: string): Promise<WireTripDetail | null>
  pilgrimageTicker(): Promise<WireTicker[]>
  tripList(): Promise<WireTrip[]>
  reviewList(): Promise<WireReview[]>
  videoList(): Promise<WireVideo[]>
  tripRedirect(slug: string): Promise<string | null>
}
