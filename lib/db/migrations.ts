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
]
