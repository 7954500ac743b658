import 'server-only'
import type { InsertObject, Insertable } from 'kysely'
import { writeTransaction, type Db } from '@/lib/platform/db'
import type { Database } from '@/lib/platform/db/schema'
import { todayInIndia } from '@/lib/site/format'
import { encodeMonths } from '@/lib/catalog/departures/schedule'
import {
  lastDayBefore,
  lastMonthBefore,
  seedBanners,
  seedBoardingCities,
  seedCategories,
  seedReviews,
  seedTrips,
  seedVideos,
} from './data'
import { bannersTamil, categoryNamesTamil, departureWordTamil, storedTripTamil, videoTitlesTamil } from './tamil'

/**
 * The catalogue's tables, children first so deletes satisfy the foreign keys. Only these are
 * wiped on a reseed: leads and outbox tables live beside them and must survive.
 */
export const CATALOG_TABLES = [
  'itinerary_activities',
  'itinerary_days',
  'trip_includes',
  'trip_excludes',
  'trip_hotels',
  'trip_departure_boarding',
  'trip_departures',
  'trip_schedules',
  'trip_images',
  'trips',
  'categories',
  'banners',
  'reviews',
  'videos',
] as const satisfies readonly (keyof Database)[]

/** The advisory lock key of seeding on PostgreSQL ("catg" in ASCII, as an int). */
const SEED_LOCK_KEY = 0x63617467

/** Rows per INSERT: well under the bound-parameter limits of SQLite and PostgreSQL. */
const ROWS_PER_INSERT = 200

async function hasCatalog(db: Db): Promise<boolean> {
  return (await db.selectFrom('categories').select('id').limit(1).executeTakeFirst()) !== undefined
}

/** Inserts rows in a few statements rather than one round trip each. */
async function insertAll<T extends keyof Database & string>(
  db: Db,
  table: T,
  rows: InsertObject<Database, T>[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
    await db
      .insertInto(table)
      .values(rows.slice(i, i + ROWS_PER_INSERT))
      .execute()
  }
}

/**
 * Writes the seed as of `today` (YYYY-MM-DD in India): departures, review months and video
 * dates are relative to it. `updatedAt` (ISO date-time) is when the trips were written.
 */
async function insertCatalog(db: Db, today: string, updatedAt: string): Promise<void> {
  await insertAll(
    db,
    'categories',
    seedCategories.map((c, position) => ({
      id: c.id,
      name: c.name,
      name_ta: categoryNamesTamil[c.key] ?? '',
      position,
    })),
  )
  const categoryIds = new Map(seedCategories.map((c) => [c.key, c.id]))

  type Rows<T extends keyof Database> = Insertable<Database[T]>[]
  const trips: Rows<'trips'> = []
  const images: Rows<'trip_images'> = []
  const days: Rows<'itinerary_days'> = []
  const activities: Rows<'itinerary_activities'> = []
  const includes: Rows<'trip_includes'> = []
  const excludes: Rows<'trip_excludes'> = []
  const hotels: Rows<'trip_hotels'> = []
  const departures: Rows<'trip_departures'> = []
  const boarding: Rows<'trip_departure_boarding'> = []
  const cityIds = new Map<string, string>(seedBoardingCities.map((c) => [c.name, c.id]))
  const schedules: Rows<'trip_schedules'> = []
  const texts = (list: string[], tripId: string) => list.map((text, position) => ({ trip_id: tripId, position, text }))

  seedTrips.forEach((t, position) => {
    const plan = t.departures(today)
    const categoryId = categoryIds.get(t.category)
    if (!categoryId) throw new Error(`The trip ${t.slug} names an unknown category ${t.category}`)
    const tamil = storedTripTamil(t.slug)
    trips.push({
      id: t._id,
      category_id: categoryId,
      slug: t.slug,
      title: t.title,
      duration: t.duration,
      available_dates: '',
      price: t.price,
      description: t.description,
      location: t.location,
      position,
      season_opens_month: plan.seasonOpensMonth,
      updated_at: updatedAt,
      ta: JSON.stringify(tamil),
      title_ta: tamil.title ?? '',
    })
    for (const d of plan.dates) {
      departures.push({
        trip_id: t._id,
        departs_on: d.on,
        label: d.label,
        seats_offered: d.seats?.offered ?? null,
        seats_taken: d.seats?.taken ?? 0,
        status: d.status ?? null,
        early_bird_price: d.earlyBird?.price ?? null,
        early_bird_until: d.earlyBird?.until ?? null,
        note: d.note ?? '',
        label_ta: departureWordTamil(d.label),
        note_ta: departureWordTamil(d.note),
      })
      d.boarding?.forEach((point, position) => {
        const cityId = cityIds.get(point.city)
        if (!cityId) throw new Error(`The trip ${t.slug} boards at an unknown city ${point.city}`)
        boarding.push({ trip_id: t._id, departs_on: d.on, position, city_id: cityId, price: point.price ?? null })
      })
    }
    plan.schedules.forEach((s, i) =>
      schedules.push({
        trip_id: t._id,
        position: i,
        kind: s.kind,
        weekdays: s.weekdays.join(','),
        months: encodeMonths(s.months),
        starts_on: s.startsOn ?? null,
        ends_on: s.endsOn ?? null,
        label: s.label,
        label_ta: departureWordTamil(s.label),
      }),
    )
    excludes.push(...texts(t.excludes, t._id))
    hotels.push(...texts(t.hotels, t._id))
    t.images.forEach((file, i) => images.push({ trip_id: t._id, position: i, file }))
    t.itinerary.forEach((d, i) => {
      days.push({ trip_id: t._id, position: i, day: String(d.day), title: d.title })
      d.activity.forEach((text, k) => activities.push({ trip_id: t._id, day_position: i, position: k, text }))
    })
    includes.push(...texts(t.includes, t._id))
  })
  await insertAll(db, 'trips', trips)
  // The agency's boarding cities are its own list (kept in the back office), not the seed's: the seed
  // only makes sure the four it boards from are there.
  await db
    .insertInto('boarding_cities')
    .values(seedBoardingCities.map((c, position) => ({ ...c, position })))
    .onConflict((oc) => oc.doNothing())
    .execute()
  await insertAll(db, 'trip_departures', departures)
  await insertAll(db, 'trip_departure_boarding', boarding)
  await insertAll(db, 'trip_schedules', schedules)
  await insertAll(db, 'trip_excludes', excludes)
  await insertAll(db, 'trip_hotels', hotels)
  await insertAll(db, 'trip_images', images)
  await insertAll(db, 'itinerary_days', days)
  await insertAll(db, 'itinerary_activities', activities)
  await insertAll(db, 'trip_includes', includes)

  await insertAll(
    db,
    'banners',
    seedBanners.map((b, position) => ({
      id: b._id,
      position,
      image: b.image,
      tag: b.tag,
      title: b.title,
      subtitle: b.subtitle,
      button_text: b.buttonText,
      button_url: b.buttonUrl,
      ta: bannersTamil[b._id] ? JSON.stringify(bannersTamil[b._id]) : null,
    })),
  )
  const tripIds = new Map(seedTrips.map((t) => [t.slug, t._id]))
  await insertAll(
    db,
    'reviews',
    seedReviews.map((r, position) => ({
      id: r._id,
      position,
      name: r.name,
      rating: r.Rating,
      description: r.description,
      trip_id: tripIds.get(r.tripSlug) ?? null,
      travelled_on: lastMonthBefore(r.travelledMonth, today),
    })),
  )
  await insertAll(
    db,
    'videos',
    seedVideos.map((v, position) => ({
      id: v._id,
      position,
      video_id: v.videoId,
      thumbnail: v.thumbnail,
      title: v.title,
      title_ta: videoTitlesTamil[v._id] ?? '',
      uploaded_on: lastDayBefore(v.uploaded.month, v.uploaded.day, today),
    })),
  )
}

/**
 * Seeds the catalogue when it is empty, or wipes and reseeds it with `reset`, as of `today`
 * (default: today in India). Runs in a write transaction (on PostgreSQL under an advisory lock)
 * and re-checks emptiness there, so racing processes never seed twice. Returns whether it
 * wrote anything.
 */
export async function seedCatalog(db: Db, options: { reset?: boolean; today?: string } = {}): Promise<boolean> {
  const reset = options.reset ?? false
  const today = options.today ?? todayInIndia()
  if (!reset && (await hasCatalog(db))) return false
  return writeTransaction(
    db,
    async (trx) => {
      if (reset) {
        for (const table of CATALOG_TABLES) await trx.deleteFrom(table).execute()
      } else if (await hasCatalog(trx)) {
        return false
      }
      await insertCatalog(trx, today, new Date().toISOString())
      return true
    },
    { lockKey: SEED_LOCK_KEY },
  )
}

/** Per connection: the seeding of an empty catalogue, once (a closed test database goes with its entry). */
const seeded = new WeakMap<Db, Promise<boolean>>()

/**
 * Seeds the catalogue of `db` if it is empty, once per connection; later calls wait for the
 * first and share its answer (whether this connection wrote the seed). A failure is not
 * remembered, so the next read tries again.
 */
export function ensureCatalog(db: Db): Promise<boolean> {
  let done = seeded.get(db)
  if (!done) {
    done = seedCatalog(db)
    seeded.set(db, done)
    done.catch(() => seeded.delete(db))
  }
  return done
}
