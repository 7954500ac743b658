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
} from '@/lib/provider/schemas'
import { todayInIndia } from '@/lib/format'
import { siteConfig } from '@/lib/site-config'
import { getDb, type Db } from './connection'
import {
  decodeMonths,
  departuresText,
  hasDepartureAhead,
  isEmptyPlan,
  nextDeparture,
  type DeparturePlan,
} from './departures'

/**
 * Synchronous reads of the embedded catalogue, answered in the provider's wire shapes
 * (docs/product.md §3, §7) so /api/web and the embedded source serve exactly what an upstream would.
 * Every list keeps the seed order through the `position` columns.
 *
 * Departures are kept as dates and schedules (lib/db/departures.ts); each read makes the spec's
 * `availableDates` text and the optional `nextDeparture` from them against today in India, so
 * a departure that has passed is never listed. A trip without any (added by hand) keeps its
 * stored text.
 */

/** A trip's (alias t) departure plan as JSON columns, read in the same statement as the trip. */
const PLAN_COLUMNS = `t.season_opens_month AS seasonOpensMonth,
  (SELECT json_group_array(json_object('on', departs_on, 'label', label) ORDER BY departs_on)
     FROM trip_departures WHERE trip_id = t.id) AS dates,
  (SELECT json_group_array(json_object('kind', kind, 'weekdays', weekdays, 'months', months,
       'startsOn', starts_on, 'endsOn', ends_on, 'label', label) ORDER BY position)
     FROM trip_schedules WHERE trip_id = t.id) AS schedules`

const TRIP_COLUMNS = `
  t.id AS _id, t.slug, t.title,
  (SELECT json_group_array(file ORDER BY position) FROM trip_images WHERE trip_id = t.id) AS images,
  t.price, t.available_dates AS availableDates, t.duration, ${PLAN_COLUMNS}`

/** Concrete shapes of what the store returns; `satisfies` below ties them to the wire types. */
export interface StoreTrip {
  _id: string
  slug: string
  title: string
  images: string[]
  price: number
  availableDates: string
  duration: string
  /** The first departure ahead (YYYY-MM-DD): an optional field beyond the spec's shape. */
  nextDeparture?: string
}
export interface StoreTripDetail extends StoreTrip {
  description: string
  location: string
  itinerary: { day: string; title: string; activity: string[] }[]
  includes: string[]
  excludes?: string[]
  hotels?: string[]
}
export type StoreTicker = Pick<StoreTrip, 'title' | 'availableDates' | '_id' | 'slug' | 'duration'>
export interface StoreBanner {
  _id: string
  image: string
  tag: string
  title: string
  subtitle: string
  buttonText: string
  buttonUrl: string
}
export interface StoreReview {
  _id: string
  name: string
  Rating: number
  description: string
  trip?: { slug: string; title: string }
  travelledOn?: string
}
export interface StoreVideo {
  _id: string
  videoId: string
  thumbnail: string
  title: string
}

/** Rows as SQLite returns them: JSON columns are still text. */
interface PlanRow {
  seasonOpensMonth: number | null
  dates: string
  schedules: string
}
type TripRow = Omit<StoreTrip, 'images' | 'nextDeparture'> & PlanRow & { images: string }
type ReviewRow = Omit<StoreReview, 'trip' | 'travelledOn'> & {
  tripSlug: string | null
  tripTitle: string | null
  travelledOn: string | null
}
type DetailRow = TripRow & { description: string; location: string }
type DayRow = { day: string; title: string; activity: string }
type NameRow = { id: string; name: string }

function prepareAll(db: Db) {
  return {
    categories: db.prepare<[], NameRow>('SELECT id, name FROM categories ORDER BY position'),
    allTrips: db.prepare<[], TripRow>(`SELECT ${TRIP_COLUMNS} FROM trips t ORDER BY t.position`),
    tripsByCategory: db.prepare<[string], TripRow>(
      `SELECT ${TRIP_COLUMNS} FROM trips t WHERE t.category_id = ? ORDER BY t.position`,
    ),
    detail: db.prepare<[string], DetailRow>(
      `SELECT ${TRIP_COLUMNS}, t.description, t.location FROM trips t WHERE t.slug = ?`,
    ),
    itinerary: db.prepare<[string], DayRow>(
      `SELECT d.day, d.title,
         (SELECT json_group_array(text ORDER BY position) FROM itinerary_activities a
           WHERE a.trip_id = d.trip_id AND a.day_position = d.position) AS activity
       FROM itinerary_days d WHERE d.trip_id = ? ORDER BY d.position`,
    ),
    includes: db.prepare<[string], { text: string }>(
      'SELECT text FROM trip_includes WHERE trip_id = ? ORDER BY position',
    ),
    excludes: db.prepare<[string], { text: string }>(
      'SELECT text FROM trip_excludes WHERE trip_id = ? ORDER BY position',
    ),
    hotels: db.prepare<[string], { text: string }>('SELECT text FROM trip_hotels WHERE trip_id = ? ORDER BY position'),
    dropdownItems: db.prepare<[string], { label: string; value: string }>(
      'SELECT title AS label, slug AS value FROM trips WHERE category_id = ? ORDER BY position',
    ),
    ticker: db.prepare<[string], StoreTicker & PlanRow>(
      `SELECT t.title, t.available_dates AS availableDates, t.id AS _id, t.slug, t.duration, ${PLAN_COLUMNS}
       FROM trips t WHERE t.category_id = ? ORDER BY t.position`,
    ),
    banners: db.prepare<[], StoreBanner>(
      `SELECT id AS _id, image, tag, title, subtitle, button_text AS buttonText, button_url AS buttonUrl
       FROM banners ORDER BY position`,
    ),
    reviews: db.prepare<[], ReviewRow>(
      `SELECT r.id AS _id, r.name, r.rating AS Rating, r.description,
         t.slug AS tripSlug, t.title AS tripTitle, r.travelled_on AS travelledOn
       FROM reviews r LEFT JOIN trips t ON t.id = r.trip_id ORDER BY r.position`,
    ),
    videos: db.prepare<[], StoreVideo>(
      'SELECT id AS _id, video_id AS videoId, thumbnail, title FROM videos ORDER BY position',
    ),
  }
}

/** Prepared once per connection; a WeakMap lets a closed test database go with its statements. */
const statementCache = new WeakMap<Db, ReturnType<typeof prepareAll>>()
function statements() {
  const db = getDb()
  let prepared = statementCache.get(db)
  if (!prepared) {
    prepared = prepareAll(db)
    statementCache.set(db, prepared)
  }
  return prepared
}

function toPlan(row: PlanRow): DeparturePlan {
  const schedules = JSON.parse(row.schedules) as {
    kind: 'weekly' | 'any'
    weekdays: string
    months: string | null
    startsOn: string | null
    endsOn: string | null
    label: string
  }[]
  return {
    dates: JSON.parse(row.dates) as DeparturePlan['dates'],
    schedules: schedules.map((s) => ({
      ...s,
      weekdays: s.weekdays === '' ? [] : s.weekdays.split(',').map(Number),
      months: decodeMonths(s.months),
    })),
    seasonOpensMonth: row.seasonOpensMonth,
  }
}

/** The departure fields of the wire, made from the plan as of `today`; the stored text when there is no plan. */
function departureFields(
  row: PlanRow & { availableDates: string },
  today: string,
): Pick<StoreTrip, 'availableDates' | 'nextDeparture'> {
  const plan = toPlan(row)
  if (isEmptyPlan(plan)) return { availableDates: row.availableDates }
  const next = nextDeparture(plan, today)
  return { availableDates: departuresText(plan, today), ...(next ? { nextDeparture: next } : {}) }
}

function toTrip(row: TripRow, today: string): StoreTrip {
  return {
    _id: row._id,
    slug: row.slug,
    title: row.title,
    images: JSON.parse(row.images) as string[],
    price: row.price,
    duration: row.duration,
    ...departureFields(row, today),
  }
}

/** Each read decides "today" once, so every trip of one answer is judged on the same day. */
const today = () => todayInIndia()

export const catalogStore = {
  bannerList(): StoreBanner[] {
    return statements().banners.all()
  },

  dropdown(): WireDropdownGroup[] {
    const s = statements()
    return s.categories.all().map((c) => ({ category: c.name, dropdown: s.dropdownItems.all(c.id) }))
  },

  /** Unknown ids answer an empty list, as a provider filtering by category would. */
  tripsByCategoryId(id: string): StoreTrip[] {
    const day = today()
    return statements()
      .tripsByCategory.all(id)
      .map((row) => toTrip(row, day))
  },

  categoriesWithTrips(): { category: string; trips: StoreTrip[] }[] {
    const s = statements()
    const day = today()
    return s.categories
      .all()
      .map((c) => ({ category: c.name, trips: s.tripsByCategory.all(c.id).map((row) => toTrip(row, day)) }))
  },

  tripDetail(slug: string): StoreTripDetail | null {
    const s = statements()
    const row = s.detail.get(slug)
    if (!row) return null
    const excludes = s.excludes.all(row._id).map((e) => e.text)
    const hotels = s.hotels.all(row._id).map((h) => h.text)
    return {
      ...toTrip(row, today()),
      description: row.description,
      location: row.location,
      itinerary: s.itinerary.all(row._id).map((d) => ({
        day: d.day,
        title: d.title,
        activity: JSON.parse(d.activity) as string[],
      })),
      includes: s.includes.all(row._id).map((i) => i.text),
      ...(excludes.length > 0 ? { excludes } : {}),
      ...(hotels.length > 0 ? { hotels } : {}),
    }
  },

  /** The "Upcoming yatras": only pilgrimages with a departure ahead (a season that has closed is left out). */
  pilgrimageTicker(): StoreTicker[] {
    const day = today()
    return statements()
      .ticker.all(siteConfig.categoryIds.pilgrimage)
      .filter((row) => {
        const plan = toPlan(row)
        return isEmptyPlan(plan) || hasDepartureAhead(plan, day)
      })
      .map((row) => ({
        title: row.title,
        availableDates: departureFields(row, day).availableDates,
        _id: row._id,
        slug: row.slug,
        duration: row.duration,
      }))
  },

  tripList(): StoreTrip[] {
    const day = today()
    return statements()
      .allTrips.all()
      .map((row) => toTrip(row, day))
  },

  reviewList(): StoreReview[] {
    return statements()
      .reviews.all()
      .map(({ tripSlug, tripTitle, travelledOn, ...review }) => ({
        ...review,
        ...(tripSlug && tripTitle ? { trip: { slug: tripSlug, title: tripTitle } } : {}),
        ...(travelledOn ? { travelledOn } : {}),
      }))
  },

  videoList(): StoreVideo[] {
    return statements().videos.all()
  },
} satisfies {
  bannerList(): WireBanner[]
  dropdown(): WireDropdownGroup[]
  tripsByCategoryId(id: string): WireTrip[]
  categoriesWithTrips(): WireCategoryWithTrips[]
  tripDetail(slug: string): WireTripDetail | null
  pilgrimageTicker(): WireTicker[]
  tripList(): WireTrip[]
  reviewList(): WireReview[]
  videoList(): WireVideo[]
}
