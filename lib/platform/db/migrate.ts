import 'server-only'
import { sql } from 'kysely'
import { writeTransaction, type Db } from './transaction'
import { migrations as defaultMigrations, type Dialect, type Migration } from './migrations'

/**
 * Applies the migrations a database has not recorded in `schema_migrations` yet, in one
 * transaction under the write lock, and returns their versions. Several processes starting at
 * once (instances, the build's workers) migrate once: each re-reads the recorded version once
 * it holds the lock. An up-to-date database is detected without taking the lock.
 *
 * This runner rather than Kysely's Migrator: the SQLite files already in use record their
 * versions in `schema_migrations`, and SQLite needs BEGIN IMMEDIATE to serialise processes.
 */

/** The advisory lock key of migrations on PostgreSQL ("gopuram" in ASCII, as an int). */
const MIGRATION_LOCK_KEY = 0x676f7075

function assertOrdered(list: readonly Migration[]): void {
  list.forEach((migration, i) => {
    if (i > 0 && migration.version <= list[i - 1].version) {
      throw new Error(`Migration ${migration.version} (${migration.name}) is out of order`)
    }
  })
}

async function hasMigrationsTable(db: Db, dialect: Dialect): Promise<boolean> {
  const { rows } =
    dialect === 'sqlite'
      ? await sql`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'schema_migrations'`.execute(db)
      : await sql`SELECT 1 FROM pg_tables WHERE schemaname = current_schema() AND tablename = 'schema_migrations'`.execute(
          db,
        )
  return rows.length > 0
}

/** The highest version this database has recorded; 0 for a new one. */
export async function currentVersion(db: Db, dialect: Dialect): Promise<number> {
  if (!(await hasMigrationsTable(db, dialect))) return 0
  const row = await db
    .selectFrom('schema_migrations')
    .select((eb) => eb.fn.max('version').as('version'))
    .executeTakeFirst()
  return Number(row?.version ?? 0)
}

export async function migrate(db: Db, dialect: Dialect, list: readonly Migration[] = defaultMigrations) {
  assertOrdered(list)
  const latest = list.at(-1)?.version ?? 0
  if ((await currentVersion(db, dialect)) >= latest) return []
  return writeTransaction(
    db,
    async (trx) => {
      await trx.schema
        .createTable('schema_migrations')
        .ifNotExists()
        .addColumn('version', 'integer', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('applied_at', 'text', (c) => c.notNull())
        .execute()
      const from = await currentVersion(trx, dialect)
      const applied: number[] = []
      for (const migration of list) {
        if (migration.version <= from) continue
        await migration.up(trx, dialect)
        await trx
          .insertInto('schema_migrations')
          .values({ version: migration.version, name: migration.name, applied_at: new Date().toISOString() })
          .execute()
        applied.push(migration.version)
      }
      return applied
    },
    { lockKey: MIGRATION_LOCK_KEY },
  )
}
