// Every row of every table of the database in use, to prove that a call changed nothing stored.
import { createHash } from 'node:crypto'
import { sql } from 'kysely'
import { dialectOf, getDb, type Db } from '@/lib/platform/db'

const digestOf = (bytes: Uint8Array) => `sha256:${createHash('sha256').update(bytes).digest('hex')}`

/**
 * The names of the database's own tables, in one query of its catalogue (Kysely's introspection also reads
 * every column of every table, and the suites take hundreds of snapshots).
 */
async function tables(db: Db): Promise<string[]> {
  const { rows } =
    dialectOf(db) === 'postgres'
      ? await sql<{
          name: string
        }>`SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema()`.execute(db)
      : await sql<{
          name: string
        }>`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`.execute(db)
  return rows.map((row) => row.name).sort()
}

/** A digest of each table's rows (bytes by their digest), per table, so a failing comparison names the table that changed. */
export async function snapshot(): Promise<Record<string, string>> {
  const db = await getDb()
  const names = await tables(db)
  // The tables are read side by side (PostgreSQL's pool has a connection for each few; SQLite answers in turn).
  const digests = await Promise.all(
    names.map(async (table) => {
      const { rows } = await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(table)}`.execute(db)
      const lines = rows.map((row) =>
        JSON.stringify(
          Object.entries(row).map(([key, value]) => [key, value instanceof Uint8Array ? digestOf(value) : value]),
        ),
      )
      return [table, digestOf(Buffer.from(lines.sort().join('\n')))] as const
    }),
  )
  return Object.fromEntries(digests)
}
