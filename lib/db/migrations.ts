import 'server-only'

/**
 * Versioned schema migrations, applied in order by lib/db/connection.ts.
 * Append new entries with the next version number; never edit or reorder an applied one,
 * because databases already in use only run the versions they have not recorded yet.
 */
export interface Migration {
  version: number
  name: string
  up: string
}

export const migrations: Migration[] = [
  {
    version: 1,
    name: 'catalogue',
    up: `
      CREATE TABLE categories (
        id TEXT PRIMARY KEY,
        name TEXT NOT NULL UNIQUE COLLATE NOCASE,
        position INTEGER NOT NULL
      );

      CREATE TABLE trips (
        id TEXT PRIMARY KEY,
        category_id TEXT NOT NULL REFERENCES categories(id) ON DELETE CASCADE,
        slug TEXT NOT NULL UNIQUE,
        title TEXT NOT NULL,
        duration TEXT NOT NULL,
        available_dates TEXT NOT NULL,
        price INTEGER NOT NULL CHECK (price >= 0),
        description TEXT NOT NULL,
        location TEXT NOT NULL,
        position INTEGER NOT NULL
      );
      CREATE INDEX trips_by_category ON trips(category_id, position);

      CREATE TABLE trip_images (
        trip_id TEXT NOT NULL REFERENCES trips(id) ON DELETE CASCADE,
        position INTEGER NOT NULL,
        file TEXT NOT NULL,
        PRIMARY KEY (trip_id, position)
      );

      CREATE TABLE itinerary_days (
        trip_id TEXT NOT NULL REFERENCES trips(id) ON DELETE CASCADE,
        position INTEGER NOT NULL,
        day TEXT NOT NULL,
        title TEXT NOT NULL,
        PRIMARY KEY (trip_id, position)
      );

      CREATE TABLE itinerary_activities (
        trip_id TEXT NOT NULL,
        day_position INTEGER NOT NULL,
        position INTEGER NOT NULL,
        text TEXT NOT NULL,
        PRIMARY KEY (trip_id, day_position, position),
        FOREIGN KEY (trip_id, day_position)
          REFERENCES itinerary_days(trip_id, position) ON DELETE CASCADE
      );

      CREATE TABLE trip_includes (
        trip_id TEXT NOT NULL REFERENCES trips(id) ON DELETE CASCADE,
        position INTEGER NOT NULL,
        text TEXT NOT NULL,
        PRIMARY KEY (trip_id, position)
      );

      CREATE TABLE banners (
        id TEXT PRIMARY KEY,
        position INTEGER NOT NULL,
        image TEXT NOT NULL,
        tag TEXT NOT NULL,
        title TEXT NOT NULL,
        subtitle TEXT NOT NULL,
        button_text TEXT NOT NULL,
        button_url TEXT NOT NULL
      );

      CREATE TABLE reviews (
        id TEXT PRIMARY KEY,
        position INTEGER NOT NULL,
        name TEXT NOT NULL,
        rating INTEGER NOT NULL CHECK (rating BETWEEN 0 AND 5),
        description TEXT NOT NULL
      );

      CREATE TABLE videos (
        id TEXT PRIMARY KEY,
        position INTEGER NOT NULL,
        video_id TEXT NOT NULL,
        thumbnail TEXT NOT NULL,
        title TEXT NOT NULL
      );
    `,
  },
  {
    version: 2,
    name: 'leads',
    // The lead store and its outbox (lib/leads/store.ts): one row per acknowledged lead.
    up: `
      CREATE TABLE leads (
        id INTEGER PRIMARY KEY,
        reference TEXT NOT NULL UNIQUE,
        kind TEXT NOT NULL,
        form TEXT NOT NULL,
        payload TEXT NOT NULL,
        source TEXT NOT NULL DEFAULT '{}',
        idempotency_key TEXT NOT NULL UNIQUE,
        status TEXT NOT NULL
          CHECK (status IN ('stored', 'pending', 'delivering', 'delivered', 'duplicate', 'spam')),
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at INTEGER,
        claimed_at INTEGER,
        last_error TEXT,
        delivered_at INTEGER,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX leads_outbox ON leads(status, next_attempt_at);

      CREATE TABLE newsletter_subscribers (
        email TEXT PRIMARY KEY COLLATE NOCASE,
        lead_reference TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );
    `,
  },
  {
    version: 3,
    name: 'departures and trip extras',
    // Departures become dates and schedules (docs/architecture.md, difference 8); a trip gains its
    // exclusions and hotels, a review its trip and month. Until now the catalogue could only ever
    // be the seed (nothing edits it), so it is emptied here and seeded again in the new form on
    // open: its old text listed fixed dates that have since passed. Leads are not touched.
    up: `
      CREATE TABLE trip_departures (
        trip_id TEXT NOT NULL REFERENCES trips(id) ON DELETE CASCADE,
        departs_on TEXT NOT NULL CHECK (date(departs_on) IS departs_on),
        label TEXT NOT NULL DEFAULT '',
        PRIMARY KEY (trip_id, departs_on)
      );

      CREATE TABLE trip_schedules (
        trip_id TEXT NOT NULL REFERENCES trips(id) ON DELETE CASCADE,
        position INTEGER NOT NULL,
        kind TEXT NOT NULL CHECK (kind IN ('weekly', 'any')),
        weekdays TEXT NOT NULL DEFAULT '',
        months TEXT,
        starts_on TEXT CHECK (starts_on IS NULL OR date(starts_on) IS starts_on),
        ends_on TEXT CHECK (ends_on IS NULL OR date(ends_on) IS ends_on),
        label TEXT NOT NULL DEFAULT '',
        PRIMARY KEY (trip_id, position)
      );

      ALTER TABLE trips ADD COLUMN season_opens_month INTEGER CHECK (season_opens_month BETWEEN 1 AND 12);

      CREATE TABLE trip_excludes (
        trip_id TEXT NOT NULL REFERENCES trips(id) ON DELETE CASCADE,
        position INTEGER NOT NULL,
        text TEXT NOT NULL,
        PRIMARY KEY (trip_id, position)
      );

      CREATE TABLE trip_hotels (
        trip_id TEXT NOT NULL REFERENCES trips(id) ON DELETE CASCADE,
        position INTEGER NOT NULL,
        text TEXT NOT NULL,
        PRIMARY KEY (trip_id, position)
      );

      ALTER TABLE reviews ADD COLUMN trip_id TEXT REFERENCES trips(id) ON DELETE SET NULL;
      ALTER TABLE reviews ADD COLUMN travelled_on TEXT CHECK (travelled_on IS NULL OR travelled_on GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]');

      DELETE FROM itinerary_activities;
      DELETE FROM itinerary_days;
      DELETE FROM trip_includes;
      DELETE FROM trip_images;
      DELETE FROM reviews;
      DELETE FROM trips;
      DELETE FROM categories;
      DELETE FROM banners;
      DELETE FROM videos;
    `,
  },
]
