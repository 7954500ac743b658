import 'server-only'
import { todayInIndia } from '@/lib/format'
import type { Db } from './connection'
import { encodeMonths } from './departures'
import { lastMonthBefore, seedBanners, seedCategories, seedReviews, seedTrips, seedVideos } from './seed-data'

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
  'trip_departures',
  'trip_schedules',
  'trip_images',
  'trips',
  'categories',
  'banners',
  'reviews',
  'videos',
] as const

function hasCatalog(db: Db): boolean {
  return db.prepare('SELECT 1 FROM categories LIMIT 1').get() !== undefined
}

/** Writes the seed as of `today` (YYYY-MM-DD in India): departures and review months are relative to it. */
function insertCatalog(db: Db, today: string): void {
  const category = db.prepare('INSERT INTO categories (id, name, position) VALUES (?, ?, ?)')
  seedCategories.forEach((c, i) => category.run(c.id, c.name, i))
  const categoryIds = new Map(seedCategories.map((c) => [c.key, c.id]))

  const trip = db.prepare(
    `INSERT INTO trips (id, category_id, slug, title, duration, available_dates, price, description, location, position,
       season_opens_month)
     VALUES (@id, @categoryId, @slug, @title, @duration, '', @price, @description, @location, @position,
       @seasonOpensMonth)`,
  )
  const image = db.prepare('INSERT INTO trip_images (trip_id, position, file) VALUES (?, ?, ?)')
  const day = db.prepare('INSERT INTO itinerary_days (trip_id, position, day, title) VALUES (?, ?, ?, ?)')
  const activity = db.prepare(
    'INSERT INTO itinerary_activities (trip_id, day_position, position, text) VALUES (?, ?, ?, ?)',
  )
  const include = db.prepare('INSERT INTO trip_includes (trip_id, position, text) VALUES (?, ?, ?)')
  const exclude = db.prepare('INSERT INTO trip_excludes (trip_id, position, text) VALUES (?, ?, ?)')
  const hotel = db.prepare('INSERT INTO trip_hotels (trip_id, position, text) VALUES (?, ?, ?)')
  const departure = db.prepare('INSERT INTO trip_departures (trip_id, departs_on, label) VALUES (?, ?, ?)')
  const schedule = db.prepare(
    `INSERT INTO trip_schedules (trip_id, position, kind, weekdays, months, starts_on, ends_on, label)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  seedTrips.forEach((t, position) => {
    const plan = t.departures(today)
    trip.run({
      id: t._id,
      categoryId: categoryIds.get(t.category),
      slug: t.slug,
      title: t.title,
      duration: t.duration,
      price: t.price,
      description: t.description,
      location: t.location,
      position,
      seasonOpensMonth: plan.seasonOpensMonth,
    })
    plan.dates.forEach((d) => departure.run(t._id, d.on, d.label))
    plan.schedules.forEach((s, i) =>
      schedule.run(
        t._id,
        i,
        s.kind,
        s.weekdays.join(','),
        encodeMonths(s.months),
        s.startsOn ?? null,
        s.endsOn ?? null,
        s.label,
      ),
    )
    t.excludes.forEach((text, i) => exclude.run(t._id, i, text))
    t.hotels.forEach((text, i) => hotel.run(t._id, i, text))
    t.images.forEach((file, i) => image.run(t._id, i, file))
    t.itinerary.forEach((d, i) => {
      day.run(t._id, i, d.day, d.title)
      d.activity.forEach((text, k) => activity.run(t._id, i, k, text))
    })
    t.includes.forEach((text, i) => include.run(t._id, i, text))
  })

  const banner = db.prepare(
    `INSERT INTO banners (id, position, image, tag, title, subtitle, button_text, button_url)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  seedBanners.forEach((b, i) => banner.run(b._id, i, b.image, b.tag, b.title, b.subtitle, b.buttonText, b.buttonUrl))
  const review = db.prepare(
    `INSERT INTO reviews (id, position, name, rating, description, trip_id, travelled_on)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  )
  const tripIds = new Map(seedTrips.map((t) => [t.slug, t._id]))
  seedReviews.forEach((r, i) =>
    review.run(
      r._id,
      i,
      r.name,
      r.Rating,
      r.description,
      tripIds.get(r.tripSlug) ?? null,
      lastMonthBefore(r.travelledMonth, today),
    ),
  )
  const video = db.prepare('INSERT INTO videos (id, position, video_id, thumbnail, title) VALUES (?, ?, ?, ?, ?)')
  seedVideos.forEach((v, i) => video.run(v._id, i, v.videoId, v.thumbnail, v.title))
}

/**
 * Seeds the catalogue when it is empty, or wipes and reseeds it with `reset`, as of `today`
 * (default: today in India). Runs under
 * the write lock and re-checks emptiness there, so racing processes never seed twice.
 * Returns whether it wrote anything.
 */
export function seedCatalog(db: Db, options: { reset?: boolean; today?: string } = {}): boolean {
  const reset = options.reset ?? false
  const today = options.today ?? todayInIndia()
  if (!reset && hasCatalog(db)) return false
  const run = db.transaction(() => {
    if (reset) {
      for (const table of CATALOG_TABLES) db.prepare(`DELETE FROM ${table}`).run()
    } else if (hasCatalog(db)) {
      return false
    }
    insertCatalog(db, today)
    return true
  })
  return run.immediate()
}
