import 'server-only'
import { getDb, type Db } from '@/lib/db'
import { ensureCatalog } from './seed'

/**
 * The embedded provider's connection: the site's database (lib/db), with the catalogue seeded
 * the first time it is used on an empty database. Only the embedded source and /api/web come
 * through here, so a site reading an upstream provider never writes a catalogue.
 */
export async function getCatalogDb(): Promise<Db> {
  const db = await getDb()
  await ensureCatalog(db)
  return db
}
