import path from 'node:path'
import Database from 'better-sqlite3'
import { servers } from './support'

/** The embedded site's lead store: the tests read the stored rows straight from its SQLite file. */
const dbFile = path.join(servers.embedded.env.DATA_DIR, 'site.db')

export interface LeadRow {
  reference: string
  kind: string
  form: string
  payload: Record<string, unknown>
  source: Record<string, string>
  status: string
}

/** The leads whose payload has this name (or e-mail), read straight from the site's SQLite file. */
export function storedLeads(field: 'name' | 'email', value: string): LeadRow[] {
  const db = new Database(dbFile, { readonly: true, fileMustExist: true })
  try {
    const rows = db
      .prepare(
        `SELECT reference, kind, form, payload, source, status FROM leads WHERE json_extract(payload, '$.' || ?) = ? ORDER BY id`,
      )
      .all(field, value) as (Omit<LeadRow, 'payload' | 'source'> & { payload: string; source: string })[]
    return rows.map((row) => ({ ...row, payload: JSON.parse(row.payload), source: JSON.parse(row.source) }))
  } finally {
    db.close()
  }
}
