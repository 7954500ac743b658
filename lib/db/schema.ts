import type { ColumnType, Generated, Insertable, Selectable } from 'kysely'

/**
 * The database's tables as Kysely sees them: the one source of the row types. Columns read the
 * same on SQLite and PostgreSQL (text, integers; ms timestamps as bigint, read back as numbers).
 * `ColumnType<Select, Insert, Update>` marks columns with a database default.
 */

/** A column the database fills when an insert leaves it out. */
type Defaulted<T> = ColumnType<T, T | undefined, T>

export interface CategoriesTable {
  id: string
  name: string
  position: number
}

export interface TripsTable {
  id: string
  category_id: string
  slug: string
  title: string
  duration: string
  /** The departures text of a trip without dated departures (the seed keeps it empty). */
  available_dates: string
  price: number
  description: string
  location: string
  position: number
  /** The month (1–12) a closed season opens again, for "Opens June 2027". */
  season_opens_month: number | null
  /** When the trip last changed (ISO 8601 date-time); the sitemap's lastModified. */
  updated_at: string | null
}

/** Ordered lists of a trip: inclusions, exclusions, hotels; and its pictures. */
type TripTextTable = { trip_id: string; position: number; text: string }
type TripImageTable = { trip_id: string; position: number; file: string }

export interface ItineraryDaysTable {
  trip_id: string
  position: number
  day: string
  title: string
}

export interface ItineraryActivitiesTable {
  trip_id: string
  day_position: number
  position: number
  text: string
}

export interface TripDeparturesTable {
  trip_id: string
  /** YYYY-MM-DD */
  departs_on: string
  label: Defaulted<string>
}

export interface TripSchedulesTable {
  trip_id: string
  position: number
  kind: 'weekly' | 'any'
  /** Comma-separated weekdays, 0 = Sunday; empty for `any`. */
  weekdays: Defaulted<string>
  months: string | null
  starts_on: string | null
  ends_on: string | null
  label: Defaulted<string>
}

export interface BannersTable {
  id: string
  position: number
  image: string
  tag: string
  title: string
  subtitle: string
  button_text: string
  button_url: string
}

export interface ReviewsTable {
  id: string
  position: number
  name: string
  rating: number
  description: string
  trip_id: string | null
  /** YYYY-MM */
  travelled_on: string | null
}

export interface VideosTable {
  id: string
  position: number
  video_id: string
  thumbnail: string
  title: string
  /** YYYY-MM-DD, where known. */
  uploaded_on: string | null
}

export type LeadStatus = 'stored' | 'pending' | 'delivering' | 'delivered' | 'duplicate' | 'spam'

export interface LeadsTable {
  id: Generated<number>
  reference: string
  kind: string
  form: string
  /** JSON text of the validated form fields. */
  payload: string
  /** JSON text of the page and campaign the lead came from. */
  source: Defaulted<string>
  idempotency_key: string
  status: LeadStatus
  attempts: Defaulted<number>
  next_attempt_at: number | null
  claimed_at: number | null
  last_error: string | null
  delivered_at: number | null
  created_at: number
}

export interface NewsletterSubscribersTable {
  email: string
  lead_reference: string
  created_at: number
}

export interface SchemaMigrationsTable {
  version: number
  name: string
  applied_at: Defaulted<string>
}

export interface Database {
  categories: CategoriesTable
  trips: TripsTable
  trip_images: TripImageTable
  itinerary_days: ItineraryDaysTable
  itinerary_activities: ItineraryActivitiesTable
  trip_includes: TripTextTable
  trip_excludes: TripTextTable
  trip_hotels: TripTextTable
  trip_departures: TripDeparturesTable
  trip_schedules: TripSchedulesTable
  banners: BannersTable
  reviews: ReviewsTable
  videos: VideosTable
  leads: LeadsTable
  newsletter_subscribers: NewsletterSubscribersTable
  schema_migrations: SchemaMigrationsTable
}

export type LeadRow = Selectable<LeadsTable>
export type NewLeadRow = Insertable<LeadsTable>
export type TripRow = Selectable<TripsTable>
