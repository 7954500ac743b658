import 'server-only'
import fs from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely'
import pg from 'pg'
import { DATABASE_FILE_NAME } from '@/lib/platform/data-dir'
import { getEnv } from '@/lib/platform/env'
import { migrate } from './migrate'
import type { Database as Schema } from './schema'
import { dialectOf, registerDialect, type Db } from './transaction'

/**
 * The site's one connection to its database, as Kysely: PostgreSQL when DATABASE_URL is set,
 * otherwise the SQLite file DATA_DIR/site.db (WAL, synchronous=FULL). It is migrated on first
 * use, under a lock, so several processes starting at once migrate once. Nothing here knows
 * the catalogue: the embedded provider seeds its own tables (lib/catalog/embedded).
 */

export type { Dialect } from './migrations'
export { dialectOf, writeTransaction, type Db } from './transaction'

export type DbTarget = { dialect: 'sqlite'; file: string } | { dialect: 'postgres'; url: string }

/** How long a connection waits for another process's write lock before failing. */
const BUSY_TIMEOUT_MS = 10_000
/** Connections per process to PostgreSQL. */
const POSTGRES_POOL_SIZE = 10

export function databaseFile(dataDir: string = getEnv().DATA_DIR): string {
  return path.resolve(dataDir, DATABASE_FILE_NAME)
}

/** Where this process's data lives, from the environment. */
export function databaseTarget(): DbTarget {
  const { DATABASE_URL } = getEnv()
  return DATABASE_URL ? { dialect: 'postgres', url: DATABASE_URL } : { dialect: 'sqlite', file: databaseFile() }
}

const targetKey = (target: DbTarget) => (target.dialect === 'postgres' ? target.url : target.file)

/**
 * Kept on globalThis because Next.js dev re-evaluates modules on every edit, and two bundle
 * layers may load this module twice; a module-level map would open one pool per copy.
 */
const globalCache = globalThis as typeof globalThis & { __gopuramDatabases?: Map<string, Promise<Db>> }
const cache = () => (globalCache.__gopuramDatabases ??= new Map())

/** The process's migrated connection to the database of the environment. */
export function getDb(): Promise<Db> {
  const target = databaseTarget()
  const key = targetKey(target)
  let db = cache().get(key)
  if (!db) {
    db = openDatabase(target)
    cache().set(key, db)
    // A failed open (database down) is retried by the next caller, not remembered.
    db.catch(() => cache().delete(key))
  }
  return db
}

/** Opens and migrates a database; the caller owns it (`db.destroy()`). */
export async function openDatabase(target: DbTarget): Promise<Db> {
  const db = connect(target)
  try {
    await migrate(db, dialectOf(db))
    return db
  } catch (error) {
    await db.destroy()
    throw error
  }
}

/** A connection without migrating: for tools that inspect or upgrade a database themselves. */
export function connect(target: DbTarget): Db {
  const db =
    target.dialect === 'postgres'
      ? new Kysely<Schema>({ dialect: new PostgresDialect({ pool: postgresPool(target.url) }) })
      : new Kysely<Schema>({ dialect: new SqliteDialect({ database: withStatementCache(sqliteFile(target.file)) }) })
  registerDialect(db, target.dialect)
  return db
}

/** Closes every connection this process opened through getDb (tests switch databases with it). */
export async function closeDatabases(): Promise<void> {
  const open = [...cache().values()]
  cache().clear()
  await Promise.all(open.map(async (db) => (await db.catch(() => undefined))?.destroy()))
}

// ms timestamps and counts are int8 in PostgreSQL, which pg returns as text; they fit a JS number.
const INT8_OID = 20
const postgresTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
}

function postgresPool(url: string): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max: POSTGRES_POOL_SIZE, types: postgresTypes })
  // An idle client losing its server (restart, failover) must not crash the process;
  // the next query gets a fresh client.
  pool.on('error', (error) => console.error(`[db] idle PostgreSQL client failed: ${error.message}`))
  return pool
}

function sqliteFile(file: string): Database.Database {
  fs.mkdirSync(path.dirname(file), { recursive: true })
  const db = new Database(file)
  try {
    db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`)
    enableWal(db)
    // FULL: an acknowledged lead must survive a power loss too, not only a process kill.
    db.pragma('synchronous = FULL')
    db.pragma('foreign_keys = ON')
    return db
  } catch (error) {
    db.close()
    throw error
  }
}

/** Distinct SQL texts whose prepared statements a connection keeps (the site's queries are far fewer). */
const STATEMENT_CACHE_SIZE = 200

/**
 * Kysely prepares every query it runs; better-sqlite3 keeps no statements of its own. The site
 * runs the same few SQL texts over and over (a lead is four), so the connection keeps their
 * prepared statements: one connection runs one query at a time, so a statement is never in use
 * twice. The oldest is dropped past the cache's size.
 */
function withStatementCache(db: Database.Database): Database.Database {
  const statements = new Map<string, Database.Statement>()
  const prepare = db.prepare.bind(db)
  return Object.assign(Object.create(db) as Database.Database, {
    prepare(source: string) {
      let statement = statements.get(source)
      if (!statement) {
        statement = prepare(source)
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value!)
        statements.set(source, statement)
      }
      return statement
    },
    close: () => db.close(),
  })
}

/**
 * Switching a new file to WAL needs an exclusive lock, and SQLite can report SQLITE_BUSY
 * for it without consulting the busy handler, so two processes racing on a fresh file retry.
 */
function enableWal(db: Database.Database): void {
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
