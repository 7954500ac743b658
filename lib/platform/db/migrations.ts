import { sql, type Kysely } from 'kysely'
import { leadListFieldsV5 } from './frozen/lead-list-fields'

/**
 * Versioned schema migrations, one list for SQLite and PostgreSQL, applied in order by
 * lib/platform/db/migrate.ts. Append new entries with the next version number; never edit or reorder
 * an applied one, because databases in use only run the versions they have not recorded yet.
 * For the same reason they import no application code (eslint.config.mjs enforces it): what a
 * migration needs of it is copied, frozen, into lib/platform/db/frozen/.
 *
 * Versions 1–3 were first written as SQLite scripts; SQLite files made by them are recorded in
 * the same `schema_migrations` table and go on from version 4. Here they are written once
 * with Kysely's schema builder, which gives the same tables on both databases. The few
 * differences are named by `Dialect`: an auto-numbered key, case-insensitive text, and the
 * date checks.
 */

export type Dialect = 'sqlite' | 'postgres'

export interface Migration {
  version: number
  name: string
  // Migrations see the database as it was when they were written, not today's schema.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  up: (db: Kysely<any>, dialect: Dialect) => Promise<void>
}

/** A CHECK that a text column holds a real calendar day (YYYY-MM-DD), or is null. */
function isoDayCheck(column: string, dialect: Dialect) {
  const c = sql.ref(column)
  return dialect === 'sqlite'
    ? sql`${c} IS NULL OR date(${c}) IS ${c}`
    : sql`${c} IS NULL OR (${c} ~ '^\\d{4}-\\d{2}-\\d{2}$' AND to_char(to_date(${c}, 'YYYY-MM-DD'), 'YYYY-MM-DD') = ${c})`
}

/** Text compared without case: SQLite's NOCASE collation; PostgreSQL keeps the text and a unique index on lower(). */
const nocase = (dialect: Dialect) => (dialect === 'sqlite' ? sql`COLLATE NOCASE` : sql``)

export const migrations: Migration[] = [
  {
    version: 1,
    name: 'catalogue',
    async up(db) {
      await db.schema
        .createTable('categories')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull().unique())
        .addColumn('position', 'integer', (c) => c.notNull())
        .execute()

      await db.schema
        .createTable('trips')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('category_id', 'text', (c) => c.notNull().references('categories.id').onDelete('cascade'))
        .addColumn('slug', 'text', (c) => c.notNull().unique())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('duration', 'text', (c) => c.notNull())
        .addColumn('available_dates', 'text', (c) => c.notNull())
        .addColumn('price', 'integer', (c) => c.notNull().check(sql`price >= 0`))
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('location', 'text', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull())
        .execute()
      await db.schema.createIndex('trips_by_category').on('trips').columns(['category_id', 'position']).execute()

      for (const [table, column] of [
        ['trip_images', 'file'],
        ['trip_includes', 'text'],
      ] as const) {
        await tripList(db, table, column)
      }

      await db.schema
        .createTable('itinerary_days')
        .addColumn('trip_id', 'text', (c) => c.notNull().references('trips.id').onDelete('cascade'))
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('itinerary_days_pk', ['trip_id', 'position'])
        .execute()

      await db.schema
        .createTable('itinerary_activities')
        .addColumn('trip_id', 'text', (c) => c.notNull())
        .addColumn('day_position', 'integer', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('text', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('itinerary_activities_pk', ['trip_id', 'day_position', 'position'])
        .addForeignKeyConstraint(
          'itinerary_activities_day',
          ['trip_id', 'day_position'],
          'itinerary_days',
          ['trip_id', 'position'],
          (fk) => fk.onDelete('cascade'),
        )
        .execute()

      await db.schema
        .createTable('banners')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('image', 'text', (c) => c.notNull())
        .addColumn('tag', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('subtitle', 'text', (c) => c.notNull())
        .addColumn('button_text', 'text', (c) => c.notNull())
        .addColumn('button_url', 'text', (c) => c.notNull())
        .execute()

      await db.schema
        .createTable('reviews')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('rating', 'integer', (c) => c.notNull().check(sql`rating BETWEEN 0 AND 5`))
        .addColumn('description', 'text', (c) => c.notNull())
        .execute()

      await db.schema
        .createTable('videos')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('video_id', 'text', (c) => c.notNull())
        .addColumn('thumbnail', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .execute()
    },
  },
  {
    version: 2,
    name: 'leads',
    // The lead store and its outbox (lib/leads/store.ts): one row per acknowledged lead.
    async up(db, dialect) {
      await db.schema
        .createTable('leads')
        .addColumn('id', dialect === 'postgres' ? 'serial' : 'integer', (c) => c.primaryKey())
        .addColumn('reference', 'text', (c) => c.notNull().unique())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('form', 'text', (c) => c.notNull())
        .addColumn('payload', 'text', (c) => c.notNull())
        .addColumn('source', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
        .addColumn('status', 'text', (c) =>
          c.notNull().check(sql`status IN ('stored', 'pending', 'delivering', 'delivered', 'duplicate', 'spam')`),
        )
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_attempt_at', 'bigint')
        .addColumn('claimed_at', 'bigint')
        .addColumn('last_error', 'text')
        .addColumn('delivered_at', 'bigint')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute()
      await db.schema.createIndex('leads_outbox').on('leads').columns(['status', 'next_attempt_at']).execute()

      await db.schema
        .createTable('newsletter_subscribers')
        .addColumn('email', sql`text ${nocase(dialect)}`, (c) => c.primaryKey())
        .addColumn('lead_reference', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute()
      if (dialect === 'postgres') {
        await sql`CREATE UNIQUE INDEX newsletter_subscribers_email_nocase ON newsletter_subscribers (lower(email))`.execute(
          db,
        )
      }
    },
  },
  {
    version: 3,
    name: 'departures and trip extras',
    // Departures become dates and schedules (docs/architecture.md, difference 8); a trip gains its
    // exclusions and hotels, a review its trip and month. Until then the catalogue could only be
    // the seed (nothing edited it), so it is emptied here and seeded again in the new form:
    // its old text listed fixed dates that have since passed. Leads are not touched.
    async up(db, dialect) {
      await db.schema
        .createTable('trip_departures')
        .addColumn('trip_id', 'text', (c) => c.notNull().references('trips.id').onDelete('cascade'))
        .addColumn('departs_on', 'text', (c) => c.notNull().check(isoDayCheck('departs_on', dialect)))
        .addColumn('label', 'text', (c) => c.notNull().defaultTo(''))
        .addPrimaryKeyConstraint('trip_departures_pk', ['trip_id', 'departs_on'])
        .execute()

      await db.schema
        .createTable('trip_schedules')
        .addColumn('trip_id', 'text', (c) => c.notNull().references('trips.id').onDelete('cascade'))
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind IN ('weekly', 'any')`))
        .addColumn('weekdays', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('months', 'text')
        .addColumn('starts_on', 'text', (c) => c.check(isoDayCheck('starts_on', dialect)))
        .addColumn('ends_on', 'text', (c) => c.check(isoDayCheck('ends_on', dialect)))
        .addColumn('label', 'text', (c) => c.notNull().defaultTo(''))
        .addPrimaryKeyConstraint('trip_schedules_pk', ['trip_id', 'position'])
        .execute()

      await db.schema
        .alterTable('trips')
        .addColumn('season_opens_month', 'integer', (c) => c.check(sql`season_opens_month BETWEEN 1 AND 12`))
        .execute()

      for (const table of ['trip_excludes', 'trip_hotels'] as const) await tripList(db, table, 'text')

      await db.schema
        .alterTable('reviews')
        .addColumn('trip_id', 'text', (c) => c.references('trips.id').onDelete('set null'))
        .execute()
      await db.schema
        .alterTable('reviews')
        .addColumn('travelled_on', 'text', (c) =>
          c.check(
            dialect === 'sqlite'
              ? sql`travelled_on IS NULL OR travelled_on GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]'`
              : sql`travelled_on IS NULL OR travelled_on ~ '^\\d{4}-[01]\\d$'`,
          ),
        )
        .execute()

      for (const table of [
        'itinerary_activities',
        'itinerary_days',
        'trip_includes',
        'trip_images',
        'reviews',
        'trips',
        'categories',
        'banners',
        'videos',
      ]) {
        await db.deleteFrom(table).execute()
      }
    },
  },
  {
    version: 4,
    name: 'catalogue dates',
    // When a trip last changed (the sitemap's lastModified) and when a video was published
    // (its VideoObject's uploadDate). Rows already stored get them from the next seed or edit.
    async up(db) {
      await db.schema.alterTable('trips').addColumn('updated_at', 'text').execute()
      await db.schema.alterTable('videos').addColumn('uploaded_on', 'text').execute()
    },
  },
  {
    version: 5,
    name: 'back office',
    // Staff sign-in (better-auth's tables, written as its schema generator gives them for
    // this configuration; tests/back-office-store.test.ts checks that it asks for nothing
    // more), the lead desk's pipeline, assignment, search columns and notification outbox
    // on the lead itself, each lead's activity, and the back office's audit log.
    async up(db, dialect) {
      for (const statement of authTables(dialect)) await sql.raw(statement).execute(db)

      const big = 'bigint'
      await db.schema
        .alterTable('leads')
        .addColumn('stage', 'text', (c) =>
          c
            .notNull()
            .defaultTo('new')
            .check(sql`stage IN ('new', 'contacted', 'quoted', 'won', 'lost')`),
        )
        .execute()
      for (const [column, type] of [
        ['lost_reason', 'text'],
        ['assignee_id', 'text'],
        ['stage_changed_at', big],
        ['name', 'text'],
        ['email', 'text'],
        ['phone', 'text'],
        ['trip', 'text'],
        ['travellers', 'text'],
        ['travel_date', 'text'],
        ['spam_reason', 'text'],
        ['notify_status', 'text'],
        ['notify_next_at', big],
        ['notify_claimed_at', big],
        ['notify_error', 'text'],
        ['notified_at', big],
      ] as const) {
        await db.schema.alterTable('leads').addColumn(column, type).execute()
      }
      await db.schema
        .alterTable('leads')
        .addColumn('search', 'text', (c) => c.notNull().defaultTo(''))
        .execute()
      await db.schema
        .alterTable('leads')
        .addColumn('notify_attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .execute()

      // The inbox lists newest first, whole or by one filter; the notifier picks due rows.
      await db.schema.createIndex('leads_by_time').on('leads').columns(['created_at', 'id']).execute()
      for (const column of ['stage', 'form', 'trip', 'assignee_id', 'status'] as const) {
        await db.schema.createIndex(`leads_by_${column}`).on('leads').columns([column, 'created_at']).execute()
      }
      await db.schema.createIndex('leads_notify').on('leads').columns(['notify_status', 'notify_next_at']).execute()

      // The search and list columns of the leads stored before this version, read as the lead
      // desk read them then (a frozen copy: a migration never follows later application code).
      const stored = await db.selectFrom('leads').select(['id', 'reference', 'kind', 'payload']).execute()
      for (const row of stored as { id: number; reference: string; kind: string; payload: string }[]) {
        const fields = leadListFieldsV5(row.kind, JSON.parse(row.payload) as Record<string, unknown>, row.reference)
        await db.updateTable('leads').set(fields).where('id', '=', row.id).execute()
      }

      await db.schema
        .createTable('lead_activity')
        .addColumn('id', dialect === 'postgres' ? 'serial' : 'integer', (c) => c.primaryKey())
        .addColumn('lead_id', 'integer', (c) => c.notNull().references('leads.id').onDelete('cascade'))
        .addColumn('at', big, (c) => c.notNull())
        .addColumn('actor_id', 'text')
        .addColumn('actor_name', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('detail', 'text', (c) => c.notNull().defaultTo('{}'))
        .execute()
      await db.schema.createIndex('lead_activity_by_lead').on('lead_activity').columns(['lead_id', 'at']).execute()

      await db.schema
        .createTable('audit_log')
        .addColumn('id', dialect === 'postgres' ? 'serial' : 'integer', (c) => c.primaryKey())
        .addColumn('at', big, (c) => c.notNull())
        .addColumn('actor_id', 'text')
        .addColumn('actor_name', 'text', (c) => c.notNull())
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('detail', 'text', (c) => c.notNull().defaultTo('{}'))
        .execute()
      await db.schema.createIndex('audit_log_by_time').on('audit_log').columns(['at']).execute()
    },
  },
  {
    version: 6,
    name: 'lead search index',
    // The lead desk's search box looks for a substring of the search column (name, e-mail,
    // phone digits, reference); at 100,000 leads reading every row took 100–250 ms. A trigram
    // index serves LIKE '%…%' instead: SQLite's FTS5 trigram table, kept by triggers beside the
    // leads, and PostgreSQL's pg_trgm (a trusted extension, in Debian's server package and
    // the hosted ones). Where pg_trgm cannot be created the search still works, unindexed.
    async up(db, dialect) {
      if (dialect === 'sqlite') {
        for (const statement of [
          `CREATE VIRTUAL TABLE leads_search USING fts5(search, content='leads', content_rowid='id', tokenize='trigram')`,
          `CREATE TRIGGER leads_search_insert AFTER INSERT ON leads BEGIN
             INSERT INTO leads_search(rowid, search) VALUES (new.id, new.search);
           END`,
          `CREATE TRIGGER leads_search_delete AFTER DELETE ON leads BEGIN
             INSERT INTO leads_search(leads_search, rowid, search) VALUES ('delete', old.id, old.search);
           END`,
          `CREATE TRIGGER leads_search_update AFTER UPDATE OF search ON leads BEGIN
             INSERT INTO leads_search(leads_search, rowid, search) VALUES ('delete', old.id, old.search);
             INSERT INTO leads_search(rowid, search) VALUES (new.id, new.search);
           END`,
          `INSERT INTO leads_search(leads_search) VALUES ('rebuild')`,
        ]) {
          await sql.raw(statement).execute(db)
        }
        return
      }
      const { rows } = await sql`SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm'`.execute(db)
      if (!rows.length) return
      await sql`SAVEPOINT pg_trgm`.execute(db)
      try {
        await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db)
        await sql`CREATE INDEX leads_search_trgm ON leads USING gin (search gin_trgm_ops)`.execute(db)
        await sql`RELEASE SAVEPOINT pg_trgm`.execute(db)
      } catch (error) {
        await sql`ROLLBACK TO SAVEPOINT pg_trgm`.execute(db)
        console.error(`[db] lead search stays unindexed: ${(error as Error).message}`)
      }
    },
  },
  {
    version: 7,
    name: 'catalogue editing',
    // The back office's catalogue editor: a version per trip, banner, review and video, so a save made from a stale form
    // is refused instead of overwriting someone else's; a published flag, so a trip can be
    // hidden from the public pages without losing it; the slugs a trip had before, each
    // answering 308 to the trip's slug of today; a text alternative per picture; and the
    // pictures staff upload.
    async up(db, dialect) {
      for (const table of ['trips', 'banners', 'reviews', 'videos']) {
        await db.schema
          .alterTable(table)
          .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
          .execute()
      }
      await db.schema
        .alterTable('trips')
        .addColumn('published', 'integer', (c) =>
          c
            .notNull()
            .defaultTo(1)
            .check(sql`published IN (0, 1)`),
        )
        .execute()
      await db.schema
        .createTable('trip_slug_redirects')
        .addColumn('slug', 'text', (c) => c.primaryKey())
        .addColumn('trip_id', 'text', (c) => c.notNull().references('trips.id').onDelete('cascade'))
        .execute()
      await db.schema.createIndex('trip_slug_redirects_trip').on('trip_slug_redirects').column('trip_id').execute()
      await db.schema
        .alterTable('trip_images')
        .addColumn('alt', 'text', (c) => c.notNull().defaultTo(''))
        .execute()
      // Pictures uploaded in the back office live in the database, not on one server's disk,
      // so every instance of the site serves them.
      await db.schema
        .createTable('uploaded_files')
        .addColumn('path', 'text', (c) => c.primaryKey())
        .addColumn('content_type', 'text', (c) => c.notNull())
        .addColumn('bytes', dialect === 'sqlite' ? 'blob' : 'bytea', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute()
    },
  },
  {
    version: 8,
    name: 'departures that sell',
    // A dated departure gains its seats (offered, taken; none for "on request"), an owner's
    // status (guaranteed, closed), an early-bird price with its last day, a note and its boarding
    // cities, each with its own price or the trip's. The agency's list of boarding cities starts
    // with the four it boards from today. A trip gains child and senior prices and its own
    // cancellation schedule; a lead the departure and boarding city it names; the site a table of
    // the owner's settings (the "n seats left" threshold).
    async up(db, dialect) {
      await db.schema
        .alterTable('trip_departures')
        .addColumn('seats_offered', 'integer', (c) => c.check(sql`seats_offered IS NULL OR seats_offered > 0`))
        .execute()
      await db.schema
        .alterTable('trip_departures')
        .addColumn('seats_taken', 'integer', (c) =>
          c
            .notNull()
            .defaultTo(0)
            .check(sql`seats_taken >= 0`),
        )
        .execute()
      await db.schema
        .alterTable('trip_departures')
        .addColumn('status', 'text', (c) => c.check(sql`status IS NULL OR status IN ('guaranteed', 'closed')`))
        .execute()
      await db.schema
        .alterTable('trip_departures')
        .addColumn('early_bird_price', 'integer', (c) =>
          c.check(sql`early_bird_price IS NULL OR early_bird_price >= 0`),
        )
        .execute()
      await db.schema
        .alterTable('trip_departures')
        .addColumn('early_bird_until', 'text', (c) => c.check(isoDayCheck('early_bird_until', dialect)))
        .execute()
      await db.schema
        .alterTable('trip_departures')
        .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
        .execute()

      await db.schema
        .createTable('boarding_cities')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('name', sql`text ${nocase(dialect)}`, (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull())
        .execute()
      if (dialect === 'sqlite') {
        await db.schema.createIndex('boarding_cities_name').unique().on('boarding_cities').column('name').execute()
      } else {
        await sql`CREATE UNIQUE INDEX boarding_cities_name ON boarding_cities (lower(name))`.execute(db)
      }
      await db
        .insertInto('boarding_cities')
        .values(
          ['Chennai', 'Madurai', 'Coimbatore', 'Tiruchirappalli'].map((name, position) => ({
            id: name.toLowerCase(),
            name,
            position,
          })),
        )
        .execute()

      await db.schema
        .createTable('trip_departure_boarding')
        .addColumn('trip_id', 'text', (c) => c.notNull())
        .addColumn('departs_on', 'text', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('city_id', 'text', (c) => c.notNull().references('boarding_cities.id'))
        .addColumn('price', 'integer', (c) => c.check(sql`price IS NULL OR price >= 0`))
        .addPrimaryKeyConstraint('trip_departure_boarding_pk', ['trip_id', 'departs_on', 'city_id'])
        .addForeignKeyConstraint(
          'trip_departure_boarding_departure',
          ['trip_id', 'departs_on'],
          'trip_departures',
          ['trip_id', 'departs_on'],
          (fk) => fk.onDelete('cascade'),
        )
        .execute()
      await db.schema
        .createIndex('trip_departure_boarding_city')
        .on('trip_departure_boarding')
        .column('city_id')
        .execute()

      await db.schema
        .alterTable('trips')
        .addColumn('child_price', 'integer', (c) => c.check(sql`child_price IS NULL OR child_price >= 0`))
        .execute()
      await db.schema
        .alterTable('trips')
        .addColumn('child_ages', 'text', (c) => c.notNull().defaultTo(''))
        .execute()
      await db.schema
        .alterTable('trips')
        .addColumn('senior_price', 'integer', (c) => c.check(sql`senior_price IS NULL OR senior_price >= 0`))
        .execute()
      // JSON text of [{when, refund}]; NULL keeps the terms' schedule.
      await db.schema.alterTable('trips').addColumn('cancellation', 'text').execute()

      await db.schema
        .createTable('site_settings')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .execute()

      await db.schema
        .alterTable('leads')
        .addColumn('departure', 'text', (c) => c.check(isoDayCheck('departure', dialect)))
        .execute()
      await db.schema.alterTable('leads').addColumn('boarding_city', 'text').execute()
      await db.schema.createIndex('leads_by_departure').on('leads').columns(['trip', 'departure']).execute()
    },
  },
  {
    version: 9,
    name: 'a fast send is a lead; the staff command in words',
    // A form sent faster than a person types (browser autofill does that) is no longer spam: the
    // lead is kept in the inbox with its fill time, marked for a check. The audit log names the
    // staff command "Command line", as the back office now writes it.
    async up(db) {
      await db.schema
        .alterTable('leads')
        .addColumn('sent_fast_ms', 'integer', (c) => c.check(sql`sent_fast_ms IS NULL OR sent_fast_ms >= 0`))
        .execute()
      // The inbox counts the pipeline's leads (not spam, not a newsletter sign-up) by stage for its
      // tabs, and all of them for its first page: this index holds all that count reads.
      await db.schema.createIndex('leads_pipeline').on('leads').columns(['stage', 'kind', 'status']).execute()
      await db
        .updateTable('audit_log')
        .set({ actor_name: 'Command line' })
        .where('actor_id', 'is', null)
        .where('actor_name', '=', 'npm run staff')
        .execute()
    },
  },
  {
    version: 10,
    name: 'follow-ups',
    // The next follow-up of an open lead (epoch ms), read by the Today view per agent and for the
    // owner across everyone; and the morning digest's one row per staff member and India day,
    // claimed like the outbox so that several instances send it exactly once.
    async up(db) {
      await db.schema.alterTable('leads').addColumn('follow_up_at', 'bigint').execute()
      await db.schema
        .createIndex('leads_follow_up_by_assignee')
        .on('leads')
        .columns(['assignee_id', 'follow_up_at'])
        .execute()
      await db.schema.createIndex('leads_follow_up').on('leads').columns(['follow_up_at']).execute()
      await db.schema
        .createTable('follow_up_digests')
        .addColumn('staff_id', 'text', (c) => c.notNull())
        // YYYY-MM-DD, the India calendar day the digest is for.
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) =>
          c
            .notNull()
            .defaultTo('pending')
            .check(sql`status IN ('pending', 'sending', 'sent')`),
        )
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_at', 'bigint')
        .addColumn('claimed_at', 'bigint')
        .addColumn('sent_at', 'bigint')
        .addColumn('error', 'text')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('follow_up_digests_pk', ['staff_id', 'day'])
        .execute()
      await db.schema
        .createIndex('follow_up_digests_due')
        .on('follow_up_digests')
        .columns(['status', 'next_at'])
        .execute()
    },
  },
  {
    version: 11,
    name: 'quotes',
    // A lead's quotes: numbered per agency ("Q-2026-0042"), versioned (a change to a sent quote is
    // the next version), the content as JSON text (its schema is lib/leads/quotes/schema.ts) with
    // its total for lists. Once sent a row keeps its content; only its e-mail, sent by the outbox
    // worker like the staff notifications (pending → sending → sent, retried), changes. The token
    // is the customer's link to the PDF: random, set when the quote is sent.
    async up(db, dialect) {
      await db.schema
        .createTable('quotes')
        .addColumn('id', dialect === 'postgres' ? 'serial' : 'integer', (c) => c.primaryKey())
        .addColumn('lead_id', 'integer', (c) => c.notNull().references('leads.id').onDelete('cascade'))
        .addColumn('number', 'text', (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull().check(sql`version >= 1`))
        .addColumn('status', 'text', (c) => c.notNull().check(sql`status IN ('draft', 'sent')`))
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('total', 'integer', (c) => c.notNull().check(sql`total >= 0`))
        .addColumn('travellers', 'integer', (c) => c.notNull().check(sql`travellers >= 0`))
        .addColumn('valid_until', 'text', (c) => c.notNull().check(isoDayCheck('valid_until', dialect)))
        .addColumn('token', 'text', (c) => c.unique())
        .addColumn('created_by', 'text')
        .addColumn('created_by_name', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('sent_by', 'text')
        .addColumn('sent_by_name', 'text')
        .addColumn('sent_by_email', 'text')
        .addColumn('sent_at', 'bigint')
        .addColumn('mail_to', 'text')
        .addColumn('mail_status', 'text', (c) =>
          c.check(sql`mail_status IS NULL OR mail_status IN ('pending', 'sending', 'sent')`),
        )
        .addColumn('mail_attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('mail_next_at', 'bigint')
        .addColumn('mail_claimed_at', 'bigint')
        .addColumn('mail_error', 'text')
        .addColumn('mailed_at', 'bigint')
        .addUniqueConstraint('quotes_number_version', ['number', 'version'])
        .execute()
      await db.schema.createIndex('quotes_by_lead').on('quotes').columns(['lead_id', 'created_at']).execute()
      await db.schema.createIndex('quotes_mail').on('quotes').columns(['mail_status', 'mail_next_at']).execute()
    },
  },
  {
    version: 12,
    name: 'the reports read one index',
    // The owner's reports count a range of days of leads by month, source, trip and form: this
    // index holds every column they read, so a year of leads is read from it alone, never from
    // the rows (whose payloads are large). PostgreSQL carries the columns beside the key.
    async up(db, dialect) {
      if (dialect === 'postgres') {
        await sql`CREATE INDEX leads_reports ON leads (created_at) INCLUDE (status, kind, stage, form, trip, source)`.execute(
          db,
        )
      } else {
        await db.schema
          .createIndex('leads_reports')
          .on('leads')
          .columns(['created_at', 'status', 'kind', 'stage', 'form', 'trip', 'source'])
          .execute()
      }
    },
  },
  {
    version: 13,
    name: 'itineraries by e-mail',
    // A visitor who asks for a trip's itinerary by e-mail gets its PDF from the outbox: the
    // e-mail's state on the lead row, pending → sending → sent, claimed like the staff e-mail.
    async up(db) {
      for (const [column, type] of [
        ['itinerary_mail_status', 'text'],
        ['itinerary_mail_next_at', 'bigint'],
        ['itinerary_mail_claimed_at', 'bigint'],
        ['itinerary_mail_error', 'text'],
        ['itinerary_mailed_at', 'bigint'],
      ] as const) {
        await db.schema.alterTable('leads').addColumn(column, type).execute()
      }
      await db.schema
        .alterTable('leads')
        .addColumn('itinerary_mail_attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .execute()
      await db.schema
        .createIndex('leads_itinerary_mail')
        .on('leads')
        .columns(['itinerary_mail_status', 'itinerary_mail_next_at'])
        .execute()
    },
  },
  {
    version: 14,
    name: "the visitor's language",
    // The language of the page a lead was sent from, so the agent calls back in it; every lead
    // before the site had a second language was English.
    async up(db) {
      await db.schema
        .alterTable('leads')
        .addColumn('locale', 'text', (c) => c.notNull().defaultTo('en'))
        .execute()
    },
  },
  {
    version: 15,
    name: 'the catalogue in Tamil',
    // The catalogue's Tamil beside its English: a trip's as one JSON text (title, location,
    // overview, itinerary days lined up with the English ones, lists, cancellation rows), a
    // banner's the same way, and one column each where the item has a single text. Empty or
    // null is "no Tamil yet": the public pages show the English, marked as English.
    async up(db) {
      await db.schema.alterTable('trips').addColumn('ta', 'text').execute()
      await db.schema.alterTable('banners').addColumn('ta', 'text').execute()
      for (const [table, column] of [
        ['categories', 'name_ta'],
        ['videos', 'title_ta'],
        ['trip_images', 'alt_ta'],
        ['trip_departures', 'label_ta'],
        ['trip_departures', 'note_ta'],
        ['trip_schedules', 'label_ta'],
      ] as const) {
        await db.schema
          .alterTable(table)
          .addColumn(column, 'text', (c) => c.notNull().defaultTo(''))
          .execute()
      }
    },
  },
  {
    version: 16,
    name: 'Tamil trip titles apart; boarding cities in Tamil',
    // Every list of trips (menus, cards, the ticker, reviews) shows a trip's title only, so its
    // Tamil title is a column of its own, written with the whole Tamil (trips.ta), which only the
    // trip's own page reads. A boarding city's name in Tamil, '' for none yet; the four cities
    // the agency has always boarded from get theirs here.
    async up(db) {
      await db.schema
        .alterTable('trips')
        .addColumn('title_ta', 'text', (c) => c.notNull().defaultTo(''))
        .execute()
      const trips = await db.selectFrom('trips').select(['id', 'ta']).where('ta', 'is not', null).execute()
      for (const trip of trips as { id: string; ta: string }[]) {
        const title = tamilTitleOf(trip.ta)
        if (title) await db.updateTable('trips').set({ title_ta: title }).where('id', '=', trip.id).execute()
      }

      await db.schema
        .alterTable('boarding_cities')
        .addColumn('name_ta', 'text', (c) => c.notNull().defaultTo(''))
        .execute()
      for (const [id, name] of Object.entries(FIRST_BOARDING_CITIES_TAMIL)) {
        await db.updateTable('boarding_cities').set({ name_ta: name }).where('id', '=', id).execute()
      }
    },
  },
  {
    version: 17,
    name: 'one job queue for every message',
    // Every message the site sends or forwards is a row here (lib/leads/jobs): a kind, a unique
    // idempotency key, a JSON payload, when it is due, its attempts, its claim (a lease taken over
    // once older than the claim timeout), the last error and its state. Work waiting in the four
    // queues of before (the lead's delivery, its staff e-mail and itinerary e-mail, a quote's
    // e-mail, the morning digest) is carried over here, due as it was, so none is lost or doubled.
    // A lead also records why an e-mail its visitor asked for was held (mail_held).
    async up(db, dialect) {
      await db.schema
        .createTable('jobs')
        .addColumn('id', dialect === 'postgres' ? 'serial' : 'integer', (c) => c.primaryKey())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('key', 'text', (c) => c.notNull().unique())
        .addColumn('payload', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('lead_id', 'integer')
        .addColumn('state', 'text', (c) =>
          c
            .notNull()
            .defaultTo('pending')
            .check(sql`state IN ('pending', 'working', 'done', 'failed')`),
        )
        .addColumn('due_at', 'bigint', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('claimed_at', 'bigint')
        .addColumn('last_error', 'text')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('finished_at', 'bigint')
        .execute()
      await db.schema.createIndex('jobs_due').on('jobs').columns(['state', 'due_at']).execute()
      await db.schema.createIndex('jobs_by_lead').on('jobs').columns(['lead_id']).execute()
      // Why an e-mail a visitor asked for was not sent: their address had its share of the day.
      await db.schema.alterTable('leads').addColumn('mail_held', 'text').execute()

      // A row claimed by a process of the version before is carried over as claimed: the claim
      // timeout hands it to this version's worker, as it would have to another instance.
      const state = (status: string, working: string) =>
        sql<string>`CASE WHEN ${sql.ref(status)} = ${working} THEN 'working' ELSE 'pending' END`
      const carry = (select: ReturnType<typeof sql>) =>
        sql`INSERT INTO jobs (kind, key, payload, lead_id, state, due_at, attempts, claimed_at, last_error, created_at) ${select}`.execute(
          db,
        )
      await carry(sql`SELECT 'delivery', 'delivery:' || idempotency_key, '{}', id,
        ${state('status', 'delivering')}, COALESCE(next_attempt_at, claimed_at, created_at), attempts, claimed_at,
        last_error, created_at
        FROM leads WHERE status IN ('pending', 'delivering') ORDER BY id`)
      await carry(sql`SELECT 'notice', 'notice:' || reference, '{}', id,
        ${state('notify_status', 'sending')}, COALESCE(notify_next_at, notify_claimed_at, created_at), notify_attempts,
        notify_claimed_at, notify_error, created_at
        FROM leads WHERE notify_status IN ('pending', 'sending') ORDER BY id`)
      await carry(sql`SELECT 'itinerary-mail', 'itinerary-mail:' || reference, '{}', id,
        ${state('itinerary_mail_status', 'sending')},
        COALESCE(itinerary_mail_next_at, itinerary_mail_claimed_at, created_at), itinerary_mail_attempts,
        itinerary_mail_claimed_at, itinerary_mail_error, created_at
        FROM leads WHERE itinerary_mail_status IN ('pending', 'sending') ORDER BY id`)
      await carry(sql`SELECT 'quote-mail', 'quote-mail:' || number || '/' || version,
        '{"quoteId":' || id || '}', lead_id,
        ${state('mail_status', 'sending')}, COALESCE(mail_next_at, mail_claimed_at, created_at), mail_attempts,
        mail_claimed_at, mail_error, created_at
        FROM quotes WHERE mail_status IN ('pending', 'sending') ORDER BY id`)
      await carry(sql`SELECT 'digest', 'digest:' || staff_id || ':' || day,
        '{"staffId":"' || replace(staff_id, '"', '\\"') || '","day":"' || day || '"}', NULL,
        ${state('status', 'sending')}, COALESCE(next_at, claimed_at, created_at), attempts, claimed_at, error, created_at
        FROM follow_up_digests WHERE status IN ('pending', 'sending') ORDER BY created_at, staff_id`)
    },
  },
  {
    version: 19,
    name: 'the family’s own page',
    // A lead's page for the family (/my/<token>, lib/leads/family-page): a link staff made on the
    // lead (token, when made), when staff last revoked the lead's links (every link given until
    // then, a sent quote's too, stops opening), and how often the family opened the page.
    async up(db) {
      await db.schema
        .createTable('family_pages')
        .addColumn('lead_id', 'integer', (c) => c.primaryKey().references('leads.id').onDelete('cascade'))
        .addColumn('token', 'text', (c) => c.unique())
        .addColumn('token_at', 'bigint')
        .addColumn('revoked_at', 'bigint')
        .addColumn('opens', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('last_opened_at', 'bigint')
        .execute()
    },
  },
  {
    version: 20,
    name: 'bookings',
    // A won lead becomes a booking on one departure (lib/bookings): its travellers, the amount agreed
    // (from the quote), and a ledger of money received and paid out. The ledger is append-only:
    // an entry is corrected by a reversing entry (reverses_id), never edited; a receipt number is
    // given per financial year ("GH/2026-27/0042"). A departure counts its booked seats beside the
    // owner's own (seats_taken, now the seats sold elsewhere): a booking and its count change in
    // one statement that refuses to pass seats_offered. A season of departures (trip_schedules) may
    // name the seats a date of it offers once a booking makes it a dated departure.
    async up(db, dialect) {
      const id = dialect === 'postgres' ? 'serial' : 'integer'
      await db.schema
        .alterTable('trip_departures')
        .addColumn('seats_booked', 'integer', (c) =>
          c
            .notNull()
            .defaultTo(0)
            .check(sql`seats_booked >= 0`),
        )
        .execute()
      await db.schema
        .alterTable('trip_schedules')
        .addColumn('seats_offered', 'integer', (c) => c.check(sql`seats_offered IS NULL OR seats_offered > 0`))
        .execute()

      await db.schema
        .createTable('bookings')
        .addColumn('id', id, (c) => c.primaryKey())
        .addColumn('lead_id', 'integer', (c) => c.notNull().references('leads.id').onDelete('restrict'))
        .addColumn('quote_id', 'integer', (c) => c.references('quotes.id').onDelete('set null'))
        .addColumn('trip_id', 'text', (c) => c.notNull())
        .addColumn('trip_slug', 'text', (c) => c.notNull())
        .addColumn('trip_title', 'text', (c) => c.notNull())
        .addColumn('departs_on', 'text', (c) => c.notNull().check(isoDayCheck('departs_on', dialect)))
        .addColumn('returns_on', 'text', (c) => c.check(isoDayCheck('returns_on', dialect)))
        .addColumn('boarding_city_id', 'text')
        .addColumn('boarding_city', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('status', 'text', (c) => c.notNull().check(sql`status IN ('confirmed', 'cancelled')`))
        .addColumn('seats', 'integer', (c) => c.notNull().check(sql`seats > 0`))
        .addColumn('agreed_total', 'integer', (c) => c.notNull().check(sql`agreed_total >= 0`))
        .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
        .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_by', 'text')
        .addColumn('created_by_name', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('cancelled_at', 'bigint')
        .addColumn('cancelled_by_name', 'text')
        .addColumn('cancel_reason', 'text')
        .execute()
      await db.schema.createIndex('bookings_by_lead').on('bookings').columns(['lead_id', 'created_at']).execute()
      await db.schema
        .createIndex('bookings_by_departure')
        .on('bookings')
        .columns(['trip_id', 'departs_on', 'status'])
        .execute()
      await db.schema.createIndex('bookings_by_day').on('bookings').columns(['created_at']).execute()

      await db.schema
        .createTable('booking_travellers')
        .addColumn('booking_id', 'integer', (c) => c.notNull().references('bookings.id').onDelete('cascade'))
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('age_band', 'text', (c) => c.notNull().check(sql`age_band IN ('adult', 'child', 'senior')`))
        .addColumn('gender', 'text', (c) => c.notNull().check(sql`gender IN ('female', 'male', 'other')`))
        .addColumn('sharing', 'text', (c) => c.notNull().check(sql`sharing IN ('twin', 'triple', 'single')`))
        .addColumn('room', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
        .addPrimaryKeyConstraint('booking_travellers_pk', ['booking_id', 'position'])
        .execute()

      await db.schema
        .createTable('booking_payments')
        .addColumn('id', id, (c) => c.primaryKey())
        .addColumn('booking_id', 'integer', (c) => c.notNull().references('bookings.id').onDelete('restrict'))
        .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind IN ('received', 'refund')`))
        .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount > 0`))
        .addColumn('on_day', 'text', (c) => c.notNull().check(isoDayCheck('on_day', dialect)))
        .addColumn('mode', 'text', (c) => c.notNull().check(sql`mode IN ('upi', 'bank', 'cash', 'card')`))
        .addColumn('reference', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('receipt_number', 'text', (c) => c.unique())
        .addColumn('reverses_id', 'integer', (c) => c.unique().references('booking_payments.id'))
        .addColumn('created_by', 'text')
        .addColumn('created_by_name', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute()
      await db.schema
        .createIndex('booking_payments_by_booking')
        .on('booking_payments')
        .columns(['booking_id', 'id'])
        .execute()
      await db.schema.createIndex('booking_payments_by_day').on('booking_payments').columns(['on_day']).execute()
    },
  },
  {
    version: 22,
    name: 'a departure’s reporting and tour manager',
    // What the family's message two days before a departure tells them (lib/bookings/reminders):
    // where and when to report, in English and Tamil, and the tour manager's name and phone. Each
    // '' until the owner sets it on the departure; the message then leaves its line out.
    async up(db) {
      for (const column of ['reporting', 'reporting_ta', 'tour_manager_name', 'tour_manager_phone']) {
        await db.schema
          .alterTable('trip_departures')
          .addColumn(column, 'text', (c) => c.notNull().defaultTo(''))
          .execute()
      }
    },
  },
  {
    version: 23,
    name: 'reviews from travellers',
    // A booking's family is asked once for a review the day after the group is back (lib/reviews):
    // the request is a row with a random token, the link's; they answer with stars, their words in
    // the language they chose, the name to show and up to five photos, or say no. What they send
    // waits for staff, who publish or hide the words and each photo apart, never editing them; the
    // owner may answer in public. A photo is kept re-encoded without its metadata; once approved it
    // is also an uploaded file (uploaded_files, served under /uploads/<file>), removed when hidden.
    async up(db, dialect) {
      const id = dialect === 'postgres' ? 'serial' : 'integer'
      const bytes = dialect === 'sqlite' ? 'blob' : 'bytea'
      await db.schema
        .createTable('traveller_reviews')
        .addColumn('id', id, (c) => c.primaryKey())
        .addColumn('booking_id', 'integer', (c) => c.notNull().unique().references('bookings.id').onDelete('cascade'))
        .addColumn('token', 'text', (c) => c.notNull().unique())
        .addColumn('status', 'text', (c) =>
          c
            .notNull()
            .defaultTo('requested')
            .check(sql`status IN ('requested', 'declined', 'pending', 'approved', 'hidden')`),
        )
        .addColumn('requested_at', 'bigint', (c) => c.notNull())
        .addColumn('reminded_at', 'bigint')
        .addColumn('declined_at', 'bigint')
        .addColumn('submitted_at', 'bigint')
        .addColumn('rating', 'integer', (c) => c.check(sql`rating IS NULL OR (rating >= 1 AND rating <= 5)`))
        .addColumn('body', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
        .addColumn('display_name', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('consent_name', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('consent_photos', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('decided_at', 'bigint')
        .addColumn('decided_by_name', 'text')
        .addColumn('reply', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('replied_at', 'bigint')
        .addColumn('replied_by_name', 'text')
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
        .execute()
      await db.schema
        .createIndex('traveller_reviews_by_status')
        .on('traveller_reviews')
        .columns(['status', 'submitted_at'])
        .execute()

      await db.schema
        .createTable('traveller_review_photos')
        .addColumn('id', id, (c) => c.primaryKey())
        .addColumn('review_id', 'integer', (c) => c.notNull().references('traveller_reviews.id').onDelete('cascade'))
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('bytes', bytes, (c) => c.notNull())
        .addColumn('content_type', 'text', (c) => c.notNull())
        .addColumn('width', 'integer', (c) => c.notNull())
        .addColumn('height', 'integer', (c) => c.notNull())
        .addColumn('status', 'text', (c) =>
          c
            .notNull()
            .defaultTo('pending')
            .check(sql`status IN ('pending', 'approved', 'hidden')`),
        )
        .addColumn('file', 'text')
        .addColumn('decided_at', 'bigint')
        .addColumn('decided_by_name', 'text')
        .addUniqueConstraint('traveller_review_photos_position', ['review_id', 'position'])
        .execute()
      await db.schema
        .createIndex('traveller_review_photos_by_status')
        .on('traveller_review_photos')
        .columns(['status', 'review_id'])
        .execute()
    },
  },
]

/** The Tamil names of the four boarding cities migration 8 created. */
const FIRST_BOARDING_CITIES_TAMIL: Record<string, string> = {
  chennai: 'சென்னை',
  madurai: 'மதுரை',
  coimbatore: 'கோயம்புத்தூர்',
  tiruchirappalli: 'திருச்சிராப்பள்ளி',
}

/** The title of a stored trip Tamil (trips.ta, JSON text), as migration 16 found it; '' for none. */
function tamilTitleOf(text: string): string {
  try {
    const value: unknown = JSON.parse(text)
    const title = value && typeof value === 'object' ? (value as { title?: unknown }).title : undefined
    return typeof title === 'string' ? title.trim() : ''
  } catch {
    return ''
  }
}

/** An ordered list belonging to a trip: (trip_id, position) → one text column. */
async function tripList(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  db: Kysely<any>,
  table: string,
  column: 'file' | 'text',
): Promise<void> {
  await db.schema
    .createTable(table)
    .addColumn('trip_id', 'text', (c) => c.notNull().references('trips.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn(column, 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint(`${table}_pk`, ['trip_id', 'position'])
    .execute()
}

/**
 * better-auth's tables for staff sign-in (lib/staff), as its generator writes them for each
 * database, under the model names lib/staff gives them.
 */
function authTables(dialect: Dialect): string[] {
  const pg = dialect === 'postgres'
  const bool = pg ? 'boolean' : 'integer'
  const date = pg ? 'timestamptz' : 'date'
  const now = pg ? ' default CURRENT_TIMESTAMP' : ''
  return [
    `create table "staff" ("id" text not null primary key, "name" text not null, "email" text not null unique, "emailVerified" ${bool} not null, "image" text, "createdAt" ${date}${now} not null, "updatedAt" ${date}${now} not null, "twoFactorEnabled" ${bool}, "role" text not null)`,
    `create table "staff_sessions" ("id" text not null primary key, "expiresAt" ${date} not null, "token" text not null unique, "createdAt" ${date}${now} not null, "updatedAt" ${date} not null, "ipAddress" text, "userAgent" text, "userId" text not null references "staff" ("id") on delete cascade)`,
    `create table "staff_accounts" ("id" text not null primary key, "accountId" text not null, "providerId" text not null, "userId" text not null references "staff" ("id") on delete cascade, "accessToken" text, "refreshToken" text, "idToken" text, "accessTokenExpiresAt" ${date}, "refreshTokenExpiresAt" ${date}, "scope" text, "password" text, "createdAt" ${date}${now} not null, "updatedAt" ${date} not null)`,
    `create table "auth_verifications" ("id" text not null primary key, "identifier" text not null, "value" text not null, "expiresAt" ${date} not null, "createdAt" ${date}${now} not null, "updatedAt" ${date}${now} not null)`,
    `create table "staff_two_factors" ("id" text not null primary key, "secret" text not null, "backupCodes" text not null, "userId" text not null references "staff" ("id") on delete cascade, "verified" ${bool}, "failedVerificationCount" integer, "lockedUntil" ${date})`,
    `create index "staff_sessions_userId_idx" on "staff_sessions" ("userId")`,
    `create index "staff_accounts_userId_idx" on "staff_accounts" ("userId")`,
    `create index "auth_verifications_identifier_idx" on "auth_verifications" ("identifier")`,
    `create index "staff_two_factors_secret_idx" on "staff_two_factors" ("secret")`,
    `create index "staff_two_factors_userId_idx" on "staff_two_factors" ("userId")`,
  ]
}
