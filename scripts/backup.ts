import path from 'node:path'
import { parseArgs } from 'node:util'
import { backup, BackupError, describeContents } from '@/lib/platform/backup'
import { getEnv } from '@/lib/platform/env'

/**
 * `npm run backup -- <destination>`: a consistent copy of the site's database (DATABASE_URL's
 * PostgreSQL through pg_dump, or DATA_DIR/site.db through SQLite's online backup API) and its
 * pictures, taken while the site runs, into a new dated folder of <destination> (README, Backups).
 */

const USAGE = `Usage: npm run backup -- <destination folder>
  Writes <destination>/gopuram-backup-<UTC time>/ with the database, the pictures and manifest.json.`

class UsageError extends Error {}

async function run(argv: string[]): Promise<void> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { help: { type: 'boolean', short: 'h' } },
  })
  if (values.help) return console.log(USAGE)
  if (positionals.length !== 1) {
    throw new UsageError(positionals.length ? `Unexpected argument: ${positionals[1]}` : 'Name the destination folder')
  }
  const { DATA_DIR, DATABASE_URL } = getEnv()
  const { folder, manifest, sameDisk } = await backup({
    destination: positionals[0],
    dataDir: DATA_DIR,
    databaseUrl: DATABASE_URL,
  })
  console.log(`Backed up to ${path.resolve(folder)}`)
  for (const line of describeContents(manifest)) console.log(line)
  if (sameDisk) {
    console.log(
      `Note: ${positionals[0]} is on the same disk as ${DATA_DIR}; keep a copy on another disk or machine too.`,
    )
  }
}

run(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof UsageError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
    console.error((error as Error).message)
    console.error(USAGE)
    process.exitCode = 2
  } else if (error instanceof BackupError) {
    console.error(`Backup failed: ${error.message}`)
    process.exitCode = 1
  } else {
    console.error('Backup failed:', error)
    process.exitCode = 1
  }
})
