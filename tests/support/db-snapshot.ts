// Every row of every table of the database in use, to prove that a call changed nothing stored.
import { createHash } from 'node:crypto'
import { sql } from 'kysely'
import { getDb } from '@/lib/platform/db'

const digestOf = (bytes: Uint8Array) => `sha256:${createHash('sha256').update(bytes).digest('hex')}`

/** A digest of each table's rows (bytes by their digest), per table, so a failing comparison names the table that changed. */
export async function snapshot(): Promise<Record<string, string>> {
  const db = await getDb()
  const tables = (await db.introspection.getTables()).map((table) => table.name).sort()
  const out: Record<string, string> = {}
  for (const table of tables) {
    const { rows } = await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(table)}`.execute(db)
    const lines = rows.map((row) =>
      JSON.stringify(
        Object.entries(row).map(([key, value]) => [key, value instanceof Uint8Array ? digestOf(value) : value]),
      ),
    )
    out[table] = digestOf(Buffer.from(lines.sort().join('\n')))
  }
  return out
}
