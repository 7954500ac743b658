// Run by tests/storage.test.ts in several processes at once: waits for START (ms since the
// epoch), opens the database of the environment through lib/platform/db and prints the versions recorded.
import { closeDatabases, getDb } from '@/lib/platform/db'

async function main() {
  const start = Number(process.env.START)
  while (Date.now() < start) await new Promise((resolve) => setTimeout(resolve, 1))
  const db = await getDb()
  const rows = await db.selectFrom('schema_migrations').select('version').orderBy('version').execute()
  console.log(JSON.stringify(rows.map((row) => row.version)))
  await closeDatabases()
}

main().catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})
