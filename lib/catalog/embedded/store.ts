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
} from '@/lib/catalog/wire'
import { toWireDeparture } from '@/lib/catalog/wire'
import { storedCancellationRows } from '@/lib/catalog/cancellation'
import type { Db } from '@/lib/platform/db'
import { todayInIndia } from '@/lib/site/format'
import { siteConfig } from '@/lib/site/config'
import { getCatalogDb } from './db'
import { readFewSeatsAt } from './settings'
import { upcomingOffers } from '@/lib/catalog/departures/offers'
import {
  departureMonths,
  departuresText,
  hasDepartureAhead,
  isEmptyPlan,
  nextDeparture,
  seasonDates,
} from '@/lib/catalog/departures/schedule'
import {
  findPublishedTrip,
  findRenamedSlug,
  listCategories,
  listPublishedTripLinks,
  listPublishedTrips,
  readItinerary,
  readPictureAlts,
  readPictureFiles,
  readPlans,
  readTexts,
  readJson,
  readTripTamil,
  type SoldPlan,
  type TripListRow,
  type TripPlans,
} from './trips'

/**
 * Reads of the embedded catalogue, answered in the provider's wire shapes (docs/product.md §3,
 * §7) so /api/web and the embedded source serve exactly what an upstream would: the `satisfies`
 * at the end holds every method to the Wire* types of lib/catalog/wire.ts, while callers
 * keep the exact shapes the queries give. Every list keeps the seed order through the
 * `position` columns. The queries are plain selects that read the same on SQLite and
 * PostgreSQL: a list's trips first, then their pictures, departures and schedules in one query
 * each (`trip_id IN (…)`), put together here.
 *
 * Departures are kept as dates and schedules (lib/catalog/departures/schedule.ts); each read makes the
 * spec's `availableDates` text and the optional `nextDeparture` from them against today in
 * India, so a departure that has passed is never listed. A trip without any (added by hand)
 * keeps its stored text.
 */

/** What a list needs beside the trip rows, keyed by trip id, and the owner's "n seats left" threshold. */
interface TripExtras {
  images: Map<string, string[]>
  plans: TripPlans
  fewSeatsAt: number
}

async function readExtras(db: Db, rows: readonly TripListRow[]): Promise<TripExtras> {
  const ids = rows.map((row) => row.id)
  const [images, plans, fewSeatsAt] = await Promise.all([
    readPictureFiles(db, ids),
    readPlans(db, ids),
    readFewSeatsAt(db),
  ])
  return { images, plans, fewSeatsAt }
}

function planOf(row: TripListRow, plans: TripExtras['plans']): SoldPlan {
  const plan = plans.get(row.id) ?? { dates: [], schedules: [] }
  return { ...plan, seasonOpensMonth: row.season_opens_month }
}

/**
 * The departure fields of the wire, made from the plan as of `today`: the text, the next
 * departure, the months, and the dated departures still ahead as they are sold. The stored
 * text when there is no plan.
 */
function departureFields(
  row: TripListRow,
  plan: SoldPlan,
  today: string,
): Pick<WireTrip, 'availableDates' | 'nextDeparture' | 'departureMonths' | 'departures'> & {
  availableDatesTa?: string
} {
  if (isEmptyPlan(plan)) return { availableDates: row.available_dates }
  const next = nextDeparture(plan, today)
  const departures = upcomingOffers(plan.dates, today)
  return {
    availableDates: departuresText(plan, today),
    availableDatesTa: departuresText(plan, today, 'ta'),
    ...(next ? { nextDeparture: next } : {}),
    departureMonths: departureMonths(plan, today),
    ...(departures.length > 0 ? { departures: departures.map(toWireDeparture) } : {}),
  }
}

/** A list's Tamil of a trip: its title where staff wrote one, and its departures made in Tamil. */
function summaryTamil(title: string, availableDatesTa: string | undefined) {
  const ta = { ...(title ? { title } : {}), ...(availableDatesTa ? { availableDates: availableDatesTa } : {}) }
  return Object.keys(ta).length > 0 ? { ta } : {}
}

/** A review's trip title in Tamil, where its trip has one. */
function tripTitleTamil(title: string | null): { ta?: { title: string } } {
  return title ? { ta: { title } } : {}
}

function toTrip(row: TripListRow, extras: TripExtras, today: string) {
  const { availableDatesTa, ...departures } = departureFields(row, planOf(row, extras.plans), today)
  return {
    _id: row.id,
    slug: row.slug,
    title: row.title,
    images: extras.images.get(row.id) ?? [],
    price: row.price,
    duration: row.duration,
    ...departures,
    fewSeatsAt: extras.fewSeatsAt,
    ...(row.updated_at ? { updatedAt: row.updated_at } : {}),
    ...summaryTamil(row.title_ta, availableDatesTa),
  }
}

async function readTrips(db: Db, categoryId?: string) {
  const rows = await listPublishedTrips(db, categoryId)
  const extras = await readExtras(db, rows)
  // Each read decides "today" once, so every trip of one answer is judged on the same day.
  const today = todayInIndia()
  return rows.map((row) => toTrip(row, extras, today))
}

/** Groups rows by category, in the categories' order, keeping each group's row order. */
function byCategory<T>(list: readonly { id: string }[], rows: readonly T[], categoryOf: (row: T) => string) {
  const groups = new Map<string, T[]>(list.map((c) => [c.id, []]))
  for (const row of rows) groups.get(categoryOf(row))?.push(row)
  return groups
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
        'ta',
      ])
      .orderBy('position')
      .execute()
      .then((rows) => rows.map(({ ta, ...banner }) => ({ ...banner, ...(ta ? { ta: readJson(ta) } : {}) })))
  },

  async dropdown() {
    const db = await getCatalogDb()
    const [list, trips] = await Promise.all([listCategories(db), listPublishedTripLinks(db)])
    const groups = byCategory(list, trips, (trip) => trip.category_id)
    return list.map((c) => ({
      category: c.name,
      ...(c.name_ta ? { ta: { category: c.name_ta } } : {}),
      dropdown: (groups.get(c.id) ?? []).map((trip) => {
        return { label: trip.title, value: trip.slug, ...(trip.title_ta ? { ta: { label: trip.title_ta } } : {}) }
      }),
    }))
  },

  /** Unknown ids answer an empty list, as a provider filtering by category would. */
  async tripsByCategoryId(id: string) {
    return readTrips(await getCatalogDb(), id)
  },

  async categoriesWithTrips() {
    const db = await getCatalogDb()
    const [list, rows] = await Promise.all([listCategories(db), listPublishedTrips(db)])
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
    const row = await findPublishedTrip(db, slug)
    if (!row) return null
    const [extras, itinerary, includes, excludes, hotels, alts] = await Promise.all([
      readExtras(db, [row]),
      readItinerary(db, row.id),
      readTexts(db, 'trip_includes', row.id),
      readTexts(db, 'trip_excludes', row.id),
      readTexts(db, 'trip_hotels', row.id),
      readPictureAlts(db, row.id),
    ])
    const today = todayInIndia()
    const trip = toTrip(row, extras, today)
    const seasons = seasonDates(planOf(row, extras.plans), today)
    const ta = readTripTamil(row.ta)
    const altsTa = alts.map((picture) => picture.alt_ta)
    return {
      ...trip,
      ...(ta || trip.ta || altsTa.some(Boolean)
        ? { ta: { ...ta, ...trip.ta, ...(altsTa.some(Boolean) ? { imageAlts: altsTa } : {}) } }
        : {}),
      description: row.description,
      location: row.location,
      itinerary,
      includes,
      ...(excludes.length > 0 ? { excludes } : {}),
      ...(hotels.length > 0 ? { hotels } : {}),
      ...(alts.some((picture) => picture.alt) ? { imageAlts: alts.map((picture) => picture.alt) } : {}),
      ...(row.child_price !== null ? { childPrice: row.child_price, childAges: row.child_ages } : {}),
      ...(row.senior_price !== null ? { seniorPrice: row.senior_price } : {}),
      // The texts visitors read; the refund's terms beside them stay in the back office.
      ...(row.cancellation
        ? { cancellation: storedCancellationRows(row.cancellation).map(({ when, refund }) => ({ when, refund })) }
        : {}),
      ...(seasons.length > 0 ? { seasonDates: seasons } : {}),
    }
  },

  /** The "Upcoming yatras": only pilgrimages with a departure ahead (a season that has closed is left out). */
  async pilgrimageTicker() {
    const db = await getCatalogDb()
    const rows = await listPublishedTrips(db, siteConfig.categoryIds.pilgrimage)
    const ids = rows.map((row) => row.id)
    const plans = await readPlans(db, ids)
    const today = todayInIndia()
    return rows.flatMap((row) => {
      const plan = planOf(row, plans)
      if (!isEmptyPlan(plan) && !hasDepartureAhead(plan, today)) return []
      const { availableDates, availableDatesTa } = departureFields(row, plan, today)
      return [
        {
          title: row.title,
          availableDates,
          _id: row.id,
          slug: row.slug,
          duration: row.duration,
          ...summaryTamil(row.title_ta, availableDatesTa),
        },
      ]
    })
  },

  async tripList() {
    return readTrips(await getCatalogDb())
  },

  /** The slug of today of a published trip that was once at `slug` (renamed in the back office); null for none. */
  async tripRedirect(slug: string): Promise<string | null> {
    return findRenamedSlug(await getCatalogDb(), slug)
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
        't.title_ta as tripTa',
        'r.travelled_on as travelledOn',
      ])
      .orderBy('r.position')
      .execute()
    return rows.map(({ tripSlug, tripTitle, tripTa, travelledOn, ...review }) => ({
      ...review,
      ...(tripSlug && tripTitle ? { trip: { slug: tripSlug, title: tripTitle, ...tripTitleTamil(tripTa) } } : {}),
      ...(travelledOn ? { travelledOn } : {}),
    }))
  },

  async videoList() {
    const db = await getCatalogDb()
    const rows = await db
      .selectFrom('videos')
      .select(['id as _id', 'video_id as videoId', 'thumbnail', 'title', 'title_ta', 'uploaded_on as uploadDate'])
      .orderBy('position')
      .execute()
    return rows.map(({ uploadDate, title_ta, ...video }) => ({
      ...video,
      ...(uploadDate ? { uploadDate } : {}),
      ...(title_ta ? { ta: { title: title_ta } } : {}),
    }))
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
