import 'server-only'
import fs from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import { getEnv } from '@/lib/env'
import { migrations as defaultMigrations, type Migration } from './migrations'
import { seedCatalog } from './seed'

export type Db = Database.Database

/** How long a connection waits for another process's write lock before failing. */
const BUSY_TIMEOUT_MS = 10_000

/**
 * Kept on globalThis because Next.js dev re-evaluates modules on every edit; a module-level
 * variable would leak one open handle per reload. Keyed by file so tests can switch DATA_DIR.
 */
const globalCache = globalThis as typeof globalThis & { __gopuramDatabases?: Map<string, Db> }

export function databaseFile(dataDir: string = getEnv().DATA_DIR): string {
  return path.resolve(dataDir, 'site.db')
}

/** The process's connection to `DATA_DIR/site.db`: migrated, and seeded when empty. */
export function getDb(): Db {
  const file = databaseFile()
  const cache = (globalCache.__gopuramDatabases ??= new Map())
  let db = cache.get(file)
  if (!db) {
    db = openDatabase(file)
    cache.set(file, db)
  }
  return db
}

/**
 * Opens, configures, migrates and seeds one database file. Safe when several processes do
 * this at the same moment (next build prerenders in parallel workers): every write happens
 * under BEGIN IMMEDIATE, and each step re-checks its condition once it holds the lock.
 */
export function openDatabase(file: string): Db {
  fs.mkdirSync(path.dirname(file), { recursive: true })
  const db = new Database(file)
  try {
    db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`)
    enableWal(db)
    // FULL: an acknowledged lead must survive a power loss too, not only a process kill.
    db.pragma('synchronous = FULL')
    db.pragma('foreign_keys = ON')
    migrate(db)
    seedCatalog(db)
    return db
  } catch (error) {
    db.close()
    throw error
  }
}

/**
 * Switching a new file to WAL needs an exclusive lock, and SQLite can report SQLITE_BUSY
 * for it without consulting the busy handler, so two processes racing on a fresh file retry.
 */
function enableWal(db: Db): void {
  const deadline = Date.now() + BUSY_TIMEOUT_MS
  for (;;) {
    try {
      db.pragma('journal_mode = WAL')
      return
    } catch (error) {
      if ((error as { code?: string }).code !== 'SQLITE_BUSY' || Date.now() > deadline) throw error
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 25)
    }
  }
}

function assertOrdered(list: readonly Migration[]): void {
  list.forEach((migration, i) => {
    if (i > 0 && migration.version <= list[i - 1].version) {
      throw new Error(`Migration ${migration.version} (${migration.name}) is out of order`)
    }
  })
}

function currentVersion(db: Db): number {
  const table = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'schema_migrations'").get()
  if (!table) return 0
  const row = db.prepare('SELECT COALESCE(MAX(version), 0) AS version FROM schema_migrations').get() as {
    version: number
  }
  return row.version
}

/**
 * Applies the migrations this file has not recorded yet and returns their versions.
 * An up-to-date file is detected without taking the write lock, so the common start is cheap.
 */
export function migrate(db: Db, list: readonly Migration[] = defaultMigrations): number[] {
  assertOrdered(list)
  const latest = list.at(-1)?.version ?? 0
  if (currentVersion(db) >= latest) return []
  const apply = db.transaction(() => {
    db.exec(
      `CREATE TABLE IF NOT EXISTS schema_migrations (
        version INTEGER PRIMARY KEY,
        name TEXT NOT NULL,
        applied_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
      )`,
    )
    const from = currentVersion(db)
    const record = db.prepare('INSERT INTO schema_migrations (version, name) VALUES (?, ?)')
    const applied: number[] = []
    for (const migration of list) {
      if (migration.version <= from) continue
      db.exec(migration.up)
      record.run(migration.version, migration.name)
      applied.push(migration.version)
    }
    return applied
  })
  return apply.immediate()
}
