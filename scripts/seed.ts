import { getDb } from '@/lib/db/connection'
import { generateCatalogImages, uploadsDir } from '@/lib/db/images'
import { CATALOG_TABLES, seedCatalog } from '@/lib/db/seed'
import { getEnv } from '@/lib/env'

/**
 * `npm run seed`: wipes the catalogue tables (leads are left alone), seeds them again and
 * re-renders every catalogue picture under DATA_DIR/uploads.
 */
async function main(): Promise<void> {
  const db = getDb()
  seedCatalog(db, { reset: true })
  const counts = CATALOG_TABLES.map((table) => {
    const { count } = db.prepare(`SELECT COUNT(*) AS count FROM ${table}`).get() as { count: number }
    return `${table} ${count}`
  })
  console.log(`Seeded ${getEnv().DATA_DIR}/site.db: ${counts.join(', ')}`)
  const { files, ms } = await generateCatalogImages(uploadsDir(), { force: true })
  console.log(`Rendered ${files} images into ${uploadsDir()} in ${ms} ms`)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})
