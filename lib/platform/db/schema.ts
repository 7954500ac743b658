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
  /** The name in Tamil; '' for none yet (migration 15, as every `_ta` and `ta` column). */
  name_ta: Defaulted<string>
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
  /** Raised by every save of the catalogue editor; a save names the version it was made from. */
  version: Defaulted<number>
  /** 1: on the public pages; 0: hidden by staff (kept, editable, listed nowhere). */
  published: Defaulted<number>
  /** Optional prices per person beside the adult one; the child's age band as the agency words it. */
  child_price: Defaulted<number | null>
  child_ages: Defaulted<string>
  senior_price: Defaulted<number | null>
  /** JSON text of the trip's cancellation schedule, [{when, refund}]; null keeps the terms' schedule. */
  cancellation: Defaulted<string | null>
  /** JSON text of the trip's Tamil (lib/catalog/localize.ts, TripTamil); null for none yet. */
  ta: Defaulted<string | null>
  /** The Tamil title again (migration 16), for the lists, which read no other Tamil; '' for none. */
  title_ta: Defaulted<string>
}

/** A slug a trip had before it was renamed; the old address answers 308 to the trip. */
export interface TripSlugRedirectsTable {
  slug: string
  trip_id: string
}

/** Ordered lists of a trip: inclusions, exclusions, hotels; and its pictures. */
type TripTextTable = { trip_id: string; position: number; text: string }
type TripImageTable = {
  trip_id: string
  position: number
  file: string
  /** The picture described for someone who cannot see it; '' leaves the site's generic text. */
  alt: Defaulted<string>
  alt_ta: Defaulted<string>
}

/** A picture uploaded in the back office, as the site serves it under /uploads/<path>. */
export interface UploadedFilesTable {
  path: string
  content_type: string
  bytes: Uint8Array
  created_at: number
}

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
  /** Seats sold on this departure: null counts none ("on request"). */
  seats_offered: Defaulted<number | null>
  seats_taken: Defaulted<number>
  /** Set by the owner: 'guaranteed', 'closed', or null (derived from the seats alone). */
  status: Defaulted<'guaranteed' | 'closed' | null>
  early_bird_price: Defaulted<number | null>
  /** YYYY-MM-DD, the early-bird price's last day. */
  early_bird_until: Defaulted<string | null>
  note: Defaulted<string>
  label_ta: Defaulted<string>
  note_ta: Defaulted<string>
  /** Seats of confirmed bookings (lib/bookings), kept in the same statement as the booking. */
  seats_booked: Defaulted<number>
  /** Where and when the group reports ("6:30 am, Chennai Central, platform 5"); '' for not yet (migration 22). */
  reporting: Defaulted<string>
  reporting_ta: Defaulted<string>
  /** The tour manager who travels with the group, for the family's message before departure. */
  tour_manager_name: Defaulted<string>
  tour_manager_phone: Defaulted<string>
}

/** The agency's boarding cities, in its order. */
export interface BoardingCitiesTable {
  id: string
  name: string
  position: number
  /** The name in Tamil (migration 16); '' for none yet. */
  name_ta: Defaulted<string>
}

/** Where a departure boards, each city at its own price per person or (null) the trip's. */
export interface TripDepartureBoardingTable {
  trip_id: string
  departs_on: string
  position: number
  city_id: string
  price: number | null
}

/** The owner's settings of the site, one value per key (lib/catalog/embedded/settings.ts). */
export interface SiteSettingsTable {
  key: string
  value: string
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
  label_ta: Defaulted<string>
  /** The seats a date of the season offers once a booking makes it a dated departure; null: on request. */
  seats_offered: Defaulted<number | null>
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
  /** JSON text of the banner's Tamil (BannerTamil); null for none yet. */
  ta: Defaulted<string | null>
  version: Defaulted<number>
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
  version: Defaulted<number>
}

export interface VideosTable {
  id: string
  position: number
  video_id: string
  thumbnail: string
  title: string
  title_ta: Defaulted<string>
  /** YYYY-MM-DD, where known. */
  uploaded_on: string | null
  version: Defaulted<number>
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
  /** The lead desk's pipeline (lib/leads/desk/pipeline.ts), apart from delivery. */
  stage: Defaulted<LeadStage>
  lost_reason: string | null
  assignee_id: string | null
  stage_changed_at: number | null
  /** List and search columns read from the payload when stored (lib/leads/fields.ts). */
  name: string | null
  email: string | null
  phone: string | null
  trip: string | null
  travellers: string | null
  travel_date: string | null
  /** The departure (YYYY-MM-DD) and boarding city a trip enquiry names, when it names one. */
  departure: Defaulted<string | null>
  boarding_city: Defaulted<string | null>
  search: Defaulted<string>
  /** Why a lead was judged spam (the hidden field filled in, or marked so by staff). */
  spam_reason: string | null
  /** A form sent faster than a person types: its fill time in ms, shown as "Sent very fast: check". */
  sent_fast_ms: Defaulted<number | null>
  /** The language of the page the lead was sent from ('en', 'ta'). */
  locale: Defaulted<string>
  /** The staff e-mail about this lead: null when none is due (SMTP unset, spam, duplicate). */
  notify_status: NotifyStatus | null
  notify_attempts: Defaulted<number>
  notify_next_at: number | null
  notify_claimed_at: number | null
  notify_error: string | null
  notified_at: number | null
  /** The itinerary PDF a visitor asked for by e-mail (form `itinerary`): null when none is due. */
  itinerary_mail_status: Defaulted<NotifyStatus | null>
  itinerary_mail_attempts: Defaulted<number>
  itinerary_mail_next_at: Defaulted<number | null>
  itinerary_mail_claimed_at: Defaulted<number | null>
  itinerary_mail_error: Defaulted<string | null>
  itinerary_mailed_at: Defaulted<number | null>
  /** The next follow-up of an open lead (lib/leads/desk/follow-ups.ts); null when none is set. */
  follow_up_at: Defaulted<number | null>
  /** Why an e-mail the visitor asked for was not sent (too many to that address today); null when none. */
  mail_held: Defaulted<string | null>
}

export type LeadStage = 'new' | 'contacted' | 'quoted' | 'won' | 'lost'
export type NotifyStatus = 'pending' | 'sending' | 'sent'

export interface LeadActivityTable {
  id: Generated<number>
  lead_id: number
  at: number
  actor_id: string | null
  actor_name: string
  /** created · stage · note · assign · spam · not-spam · retry */
  kind: string
  /** JSON text: the change's details. */
  detail: Defaulted<string>
}

export interface AuditLogTable {
  id: Generated<number>
  at: number
  actor_id: string | null
  actor_name: string
  action: string
  /** What the action was about: a lead's reference, a staff address. */
  subject: string
  detail: Defaulted<string>
}

/** better-auth's staff tables (lib/staff); it reads and writes them, the back office lists them. */
export interface StaffTable {
  id: string
  name: string
  email: string
  emailVerified: number | boolean
  image: string | null
  createdAt: Date | string
  updatedAt: Date | string
  twoFactorEnabled: number | boolean | null
  role: string
}

export interface StaffSessionsTable {
  id: string
  expiresAt: Date | string
  token: string
  userId: string
}

export interface NewsletterSubscribersTable {
  email: string
  lead_reference: string
  created_at: number
}

/** The morning digest of follow-ups, one per staff member and India day, sent exactly once. */
export interface FollowUpDigestsTable {
  staff_id: string
  /** YYYY-MM-DD, India time. */
  day: string
  status: Defaulted<NotifyStatus>
  attempts: Defaulted<number>
  next_at: number | null
  claimed_at: number | null
  sent_at: number | null
  error: string | null
  created_at: number
}

/** A lead's quote, one row per version (lib/leads/quotes); a sent row changes only its e-mail state. */
export interface QuotesTable {
  id: Generated<number>
  lead_id: number
  /** Per agency, "Q-2026-0042"; (number, version) is unique. */
  number: string
  version: number
  status: 'draft' | 'sent'
  /** JSON text of the quote (lib/leads/quotes/schema.ts), validated on write and read. */
  content: string
  /** Whole rupees, and the travellers it is for: for lists. */
  total: number
  travellers: number
  /** YYYY-MM-DD, the last day the quote (and its link) is valid, India time. */
  valid_until: string
  /** The customer's link to the PDF: random, base64url, set when sent. */
  token: string | null
  created_by: string | null
  created_by_name: string
  created_at: number
  sent_by: string | null
  sent_by_name: string | null
  /** The agent's address: the e-mail's Reply-To. */
  sent_by_email: string | null
  sent_at: number | null
  /** The customer's address the e-mail goes to; null when it is not e-mailed. */
  mail_to: string | null
  mail_status: NotifyStatus | null
  mail_attempts: Defaulted<number>
  mail_next_at: number | null
  mail_claimed_at: number | null
  mail_error: string | null
  mailed_at: number | null
}

/** The family's own page of a lead (lib/leads/family-page): its staff-made link, revocation and opens. */
export interface FamilyPagesTable {
  lead_id: number
  /** A link staff made on the lead ("Make a new link"): random, base64url. */
  token: string | null
  token_at: number | null
  /** Every link of the lead given at or before this instant (a sent quote's, a made one) no longer opens. */
  revoked_at: number | null
  /** Opens by the family (not by signed-in staff, nor link previews). */
  opens: Defaulted<number>
  last_opened_at: number | null
}

export type JobState = 'pending' | 'working' | 'done' | 'failed'

/**
 * One message the site sends or forwards (lib/leads/jobs): the one durable queue of the lead's
 * delivery, the staff e-mail, the quote and itinerary e-mails and the morning digest.
 */
export interface JobsTable {
  id: Generated<number>
  /** Names its handler (lib/leads/outbox/handlers.ts). */
  kind: string
  /** Unique: the same message is one job however often it is asked for; its e-mail's Message-ID. */
  key: string
  /** JSON text of what the handler needs besides the lead (a quote's id, a digest's member and day). */
  payload: Defaulted<string>
  /** The lead the message is about, where it is about one. */
  lead_id: number | null
  state: Defaulted<JobState>
  due_at: number
  attempts: Defaulted<number>
  /** When the current attempt was claimed: a lease, taken over once older than the claim timeout. */
  claimed_at: number | null
  last_error: string | null
  created_at: number
  /** When it ended, done or failed. */
  finished_at: number | null
}

export type BookingStatus = 'confirmed' | 'cancelled'

/** A family's booking on one departure (lib/bookings), made from its lead. */
export interface BookingsTable {
  id: Generated<number>
  lead_id: number
  /** The quote it was made from, if any. */
  quote_id: number | null
  trip_id: string
  trip_slug: string
  /** The trip's English title when booked. */
  trip_title: string
  /** YYYY-MM-DD */
  departs_on: string
  /** YYYY-MM-DD, the day the group is back (for the welcome-home message); null when unknown. */
  returns_on: Defaulted<string | null>
  boarding_city_id: string | null
  /** The boarding city's English name when booked; '' for none. */
  boarding_city: Defaulted<string>
  status: BookingStatus
  /** Seats it holds: its travellers' count. */
  seats: number
  /** Whole rupees agreed with the family (usually the quote's grand total). */
  agreed_total: number
  /** The family's language for documents and reminders ('en', 'ta'). */
  language: Defaulted<string>
  note: Defaulted<string>
  /** Raised by every change: a stale form is refused, not saved over another's. */
  version: Defaulted<number>
  created_by: string | null
  created_by_name: string
  created_at: number
  cancelled_at: number | null
  cancelled_by_name: string | null
  cancel_reason: string | null
}

export type AgeBand = 'adult' | 'child' | 'senior'
export type TravellerGender = 'female' | 'male' | 'other'
export type RoomSharing = 'twin' | 'triple' | 'single'

export interface BookingTravellersTable {
  booking_id: number
  position: number
  /** As on the traveller's ID. */
  name: string
  age_band: AgeBand
  gender: TravellerGender
  sharing: RoomSharing
  /** Who shares the room: a label the rooming list groups by ("A", "Room 2"); '' for not yet. */
  room: Defaulted<string>
  phone: Defaulted<string>
  /** "lower berth", "wheelchair" */
  note: Defaulted<string>
}

export type PaymentKind = 'received' | 'refund'
export type PaymentMode = 'upi' | 'bank' | 'cash' | 'card'

/** The booking's money ledger: append-only; a mistake is undone by an entry that reverses it. */
export interface BookingPaymentsTable {
  id: Generated<number>
  booking_id: number
  /** Received from the family, or paid out to them. */
  kind: PaymentKind
  /** Whole rupees, > 0; a reversing entry carries the amount it reverses. */
  amount: number
  /** YYYY-MM-DD, the day the money moved. */
  on_day: string
  mode: PaymentMode
  /** The UPI or bank reference, the card slip's number. */
  reference: Defaulted<string>
  note: Defaulted<string>
  /** A received entry's receipt, numbered per financial year ("GH/2026-27/0042"); null otherwise. */
  receipt_number: string | null
  /** The entry this one reverses (it counts as its opposite); null for an ordinary entry. */
  reverses_id: number | null
  created_by: string | null
  created_by_name: string
  created_at: number
}

export type TravellerReviewStatus = 'requested' | 'declined' | 'pending' | 'approved' | 'hidden'
export type ReviewPhotoStatus = 'pending' | 'approved' | 'hidden'

/**
 * A booking's review (lib/reviews): asked once the day after return, through the token's link;
 * `requested` until the family answers or says no (`declined`), then `pending` until staff
 * publish it (`approved`) or keep it off the site (`hidden`). The family's words are never edited.
 */
export interface TravellerReviewsTable {
  id: Generated<number>
  /** One review per booking. */
  booking_id: number
  /** Random (base64url of 24 bytes): the review link's; it works until the review is sent. */
  token: string
  status: Defaulted<TravellerReviewStatus>
  /** When the request went (the row is made as it goes). */
  requested_at: number
  /** When the one reminder went; null before. */
  reminded_at: number | null
  declined_at: number | null
  submitted_at: number | null
  /** 1–5 stars; null until sent. */
  rating: number | null
  /** The family's words, as sent. */
  body: Defaulted<string>
  /** The language they wrote in ('en', 'ta'), as they chose on the form. */
  language: Defaulted<string>
  /** The name to show (or initials), as they wrote it. */
  display_name: Defaulted<string>
  /** 1 when they agreed to the name being published; 0 shows "A traveller". */
  consent_name: Defaulted<number>
  /** 1 when they agreed to their photos being published; 0 keeps every photo off the site. */
  consent_photos: Defaulted<number>
  /** The last publish or hide of the words: when and by whom. */
  decided_at: number | null
  decided_by_name: string | null
  /** The owner's public answer; '' for none. */
  reply: Defaulted<string>
  replied_at: number | null
  replied_by_name: string | null
  /** Raised by every change: a stale form is refused, not saved over another's. */
  version: Defaulted<number>
}

/** A photo sent with a review: re-encoded (WebP, no metadata), published only once approved on its own. */
export interface TravellerReviewPhotosTable {
  id: Generated<number>
  review_id: number
  /** 0-based, in the order sent. */
  position: number
  bytes: Uint8Array
  content_type: string
  width: number
  height: number
  status: Defaulted<ReviewPhotoStatus>
  /** While approved: its uploaded_files path (served under /uploads/<file>); null otherwise. */
  file: string | null
  decided_at: number | null
  decided_by_name: string | null
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
  trip_departure_boarding: TripDepartureBoardingTable
  boarding_cities: BoardingCitiesTable
  site_settings: SiteSettingsTable
  trip_slug_redirects: TripSlugRedirectsTable
  uploaded_files: UploadedFilesTable
  banners: BannersTable
  reviews: ReviewsTable
  videos: VideosTable
  leads: LeadsTable
  newsletter_subscribers: NewsletterSubscribersTable
  lead_activity: LeadActivityTable
  audit_log: AuditLogTable
  follow_up_digests: FollowUpDigestsTable
  quotes: QuotesTable
  jobs: JobsTable
  family_pages: FamilyPagesTable
  bookings: BookingsTable
  booking_travellers: BookingTravellersTable
  booking_payments: BookingPaymentsTable
  traveller_reviews: TravellerReviewsTable
  traveller_review_photos: TravellerReviewPhotosTable
  staff: StaffTable
  staff_sessions: StaffSessionsTable
  schema_migrations: SchemaMigrationsTable
}

export type LeadRow = Selectable<LeadsTable>
export type NewLeadRow = Insertable<LeadsTable>
export type TripRow = Selectable<TripsTable>
export type QuoteRow = Selectable<QuotesTable>
export type JobRow = Selectable<JobsTable>
export type FamilyPageRow = Selectable<FamilyPagesTable>
export type BookingRow = Selectable<BookingsTable>
export type BookingTravellerRow = Selectable<BookingTravellersTable>
export type BookingPaymentRow = Selectable<BookingPaymentsTable>
export type TravellerReviewRow = Selectable<TravellerReviewsTable>
export type TravellerReviewPhotoRow = Selectable<TravellerReviewPhotosTable>
