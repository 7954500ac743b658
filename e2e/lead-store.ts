import path from 'node:path'
import { expect, type APIRequestContext } from '@playwright/test'
import Database from 'better-sqlite3'
import { contactLead, servers } from './support'

/**
 * Opens a site's SQLite store (site.db in its DATA_DIR) for one piece of work and closes it:
 * the tests read stored rows, and write catalogue rows, straight in the file.
 */
export function withSiteDb<T>(
  dataDir: string,
  work: (db: Database.Database) => T,
  { readonly = true }: { readonly?: boolean } = {},
): T {
  const db = new Database(path.join(dataDir, 'site.db'), { readonly, fileMustExist: true, timeout: 10_000 })
  try {
    return work(db)
  } finally {
    db.close()
  }
}

export interface LeadRow {
  reference: string
  kind: string
  form: string
  payload: Record<string, unknown>
  source: Record<string, string>
  status: string
  /** The fill time of a form sent faster than a person types, or null. */
  sent_fast_ms: number | null
  /** The language of the page it was sent from. */
  locale: string
}

/** The embedded site's leads whose payload has this name (or e-mail). */
export function storedLeads(field: 'name' | 'email', value: string): LeadRow[] {
  return withSiteDb(servers.embedded.env.DATA_DIR, (db) => {
    const rows = db
      .prepare(
        `SELECT reference, kind, form, payload, source, status, sent_fast_ms, locale FROM leads WHERE json_extract(payload, '$.' || ?) = ? ORDER BY id`,
      )
      .all(field, value) as (Omit<LeadRow, 'payload' | 'source'> & { payload: string; source: string })[]
    return rows.map((row) => ({ ...row, payload: JSON.parse(row.payload), source: JSON.parse(row.source) }))
  })
}

/** The reference of the newest embedded lead with this name. */
export function storedReference(name: string): string {
  return withSiteDb(servers.embedded.env.DATA_DIR, (db) => {
    const row = db.prepare('SELECT reference FROM leads WHERE name = ? ORDER BY id DESC').get(name) as
      { reference: string } | undefined
    if (!row) throw new Error(`No lead named ${name}`)
    return row.reference
  })
}

/** Sends a contact lead to the embedded site as the client `client` (its own rate-limit bucket); answers its reference. */
export async function postContactLead(
  request: APIRequestContext,
  fields: Record<string, unknown>,
  client: string,
): Promise<string> {
  const res = await request.post('/api/web/contact/create', {
    headers: { 'x-forwarded-for': client },
    data: contactLead(fields),
  })
  expect(res.status()).toBe(201)
  return storedReference(String(fields.name))
}
