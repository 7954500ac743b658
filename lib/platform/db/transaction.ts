import 'server-only'
import { sql, type Kysely } from 'kysely'
import type { Dialect } from './migrations'
import type { Database } from './schema'

export type Db = Kysely<Database>

/**
 * Which database a connection (or a transaction on it) talks to. On globalThis, like getDb's
 * cache: a built app may hold two copies of this module (instrumentation and the routes), and a
 * connection made through one is used through the other.
 */
const globalDialects = globalThis as typeof globalThis & { __gopuramDialects?: WeakMap<Db, Dialect> }
const dialects = (globalDialects.__gopuramDialects ??= new WeakMap())

export function registerDialect(db: Db, dialect: Dialect): void {
  dialects.set(db, dialect)
}

export function dialectOf(db: Db): Dialect {
  const dialect = dialects.get(db)
  if (!dialect) throw new Error('Not a connection made by lib/platform/db')
  return dialect
}

/**
 * Runs `work` in a transaction that holds the write lock from its first statement, so what it
 * reads cannot change before it writes: SQLite's BEGIN IMMEDIATE (the busy timeout waits for
 * another process's writer), PostgreSQL's transaction plus, with `lockKey`, a transaction-scoped
 * advisory lock that serialises every process doing the same work.
 */
export async function writeTransaction<T>(
  db: Db,
  work: (trx: Db) => Promise<T>,
  { lockKey }: { lockKey?: number } = {},
): Promise<T> {
  if (dialectOf(db) === 'postgres') {
    return db.transaction().execute(async (trx) => {
      registerDialect(trx, 'postgres')
      if (lockKey !== undefined) await sql`SELECT pg_advisory_xact_lock(${lockKey})`.execute(trx)
      return work(trx)
    })
  }
  return db.connection().execute(async (conn) => {
    registerDialect(conn, 'sqlite')
    await sql`BEGIN IMMEDIATE`.execute(conn)
    try {
      const result = await work(conn)
      await sql`COMMIT`.execute(conn)
      return result
    } catch (error) {
      await sql`ROLLBACK`.execute(conn)
      throw error
    }
  })
}
