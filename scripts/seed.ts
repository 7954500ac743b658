import { closeDatabases, databaseTarget, getDb } from '@/lib/platform/db'
import { generateCatalogImages, uploadsDir } from '@/lib/catalog/seed/images'
import { CATALOG_TABLES, seedCatalog } from '@/lib/catalog/seed/seed'

/**
 * `npm run seed`: wipes the catalogue tables (leads are left alone), seeds them again and
 * re-renders every catalogue picture under DATA_DIR/uploads. Works on the database of the
 * environment: DATABASE_URL's PostgreSQL, or DATA_DIR/site.db.
 */

/** Where the catalogue went, without the password of a database URL. */
function describeTarget(): string {
  const target = databaseTarget()
  if (target.dialect === 'sqlite') return target.file
  const url = new URL(target.url)
  url.password = ''
  return url.toString()
}

async function main(): Promise<void> {
  const db = await getDb()
  await seedCatalog(db, { reset: true })
  const counts: string[] = []
  for (const table of CATALOG_TABLES) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow()
    counts.push(`${table} ${Number(row.count)}`)
  }
  console.log(`Seeded ${describeTarget()}: ${counts.join(', ')}`)
  const { files, ms } = await generateCatalogImages(uploadsDir(), { force: true })
  console.log(`Rendered ${files} images into ${uploadsDir()} in ${ms} ms`)
}

main()
  .catch((error: unknown) => {
    console.error(error)
    process.exitCode = 1
  })
  .finally(() => closeDatabases())
