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
import { siteConfig } from '@/lib/site-config'
import { getDb, type Db } from './connection'

/**
 * Synchronous reads of the embedded catalogue, answered in the provider's wire shapes
 * (docs/product.md §3, §7) so /api/web and the embedded source serve exactly what an upstream would.
 * Every list keeps the seed order through the `position` columns.
 */

const TRIP_COLUMNS = `
  t.id AS _id, t.slug, t.title,
  (SELECT json_group_array(file ORDER BY position) FROM trip_images WHERE trip_id = t.id) AS images,
  t.price, t.available_dates AS availableDates, t.duration`

/** Concrete shapes of what the store returns; `satisfies` below ties them to the wire types. */
export interface StoreTrip {
  _id: string
  slug: string
  title: string
  images: string[]
  price: number
  availableDates: string
  duration: string
}
export interface StoreTripDetail extends StoreTrip {
  description: string
  location: string
  itinerary: { day: string; title: string; activity: string[] }[]
  includes: string[]
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
}
export interface StoreVideo {
  _id: string
  videoId: string
  thumbnail: string
  title: string
}

/** Rows as SQLite returns them: JSON columns are still text. */
type TripRow = Omit<StoreTrip, 'images'> & { images: string }
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
    dropdownItems: db.prepare<[string], { label: string; value: string }>(
      'SELECT title AS label, slug AS value FROM trips WHERE category_id = ? ORDER BY position',
    ),
    ticker: db.prepare<[string], StoreTicker>(
      `SELECT title, available_dates AS availableDates, id AS _id, slug, duration
       FROM trips WHERE category_id = ? ORDER BY position`,
    ),
    banners: db.prepare<[], StoreBanner>(
      `SELECT id AS _id, image, tag, title, subtitle, button_text AS buttonText, button_url AS buttonUrl
       FROM banners ORDER BY position`,
    ),
    reviews: db.prepare<[], StoreReview>(
      'SELECT id AS _id, name, rating AS Rating, description FROM reviews ORDER BY position',
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

function toTrip(row: TripRow): StoreTrip {
  return {
    _id: row._id,
    slug: row.slug,
    title: row.title,
    images: JSON.parse(row.images) as string[],
    price: row.price,
    availableDates: row.availableDates,
    duration: row.duration,
  }
}

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
    return statements().tripsByCategory.all(id).map(toTrip)
  },

  categoriesWithTrips(): { category: string; trips: StoreTrip[] }[] {
    const s = statements()
    return s.categories.all().map((c) => ({ category: c.name, trips: s.tripsByCategory.all(c.id).map(toTrip) }))
  },

  tripDetail(slug: string): StoreTripDetail | null {
    const s = statements()
    const row = s.detail.get(slug)
    if (!row) return null
    return {
      ...toTrip(row),
      description: row.description,
      location: row.location,
      itinerary: s.itinerary.all(row._id).map((d) => ({
        day: d.day,
        title: d.title,
        activity: JSON.parse(d.activity) as string[],
      })),
      includes: s.includes.all(row._id).map((i) => i.text),
    }
  },

  pilgrimageTicker(): StoreTicker[] {
    return statements().ticker.all(siteConfig.categoryIds.pilgrimage)
  },

  tripList(): StoreTrip[] {
    return statements().allTrips.all().map(toTrip)
  },

  reviewList(): StoreReview[] {
    return statements().reviews.all()
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
