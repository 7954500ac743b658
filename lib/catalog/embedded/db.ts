import 'server-only'
import { getDb, type Db } from '@/lib/platform/db'

/**
 * The embedded provider's connection: the site's database (lib/platform/db), with the catalogue seeded
 * the first time it is used on an empty database. Only the embedded source and /api/web come
 * through here, so a site reading an upstream provider never writes a catalogue; the seed and
 * its data are loaded on that first use too, not with every module that can reach the store.
 */
export async function getCatalogDb(): Promise<Db> {
  const db = await getDb()
  const { ensureCatalog } = await import('@/lib/catalog/seed/seed')
  await ensureCatalog(db)
  return db
}
