import { parseArgs } from 'node:util'
import { BackupError, describeContents, restore } from '@/lib/platform/backup'
import { getEnv } from '@/lib/platform/env'

/**
 * `npm run restore -- <backup folder> [--into <data folder>] [--force]`: brings a backup of
 * `npm run backup` back, SQLite into the data folder (DATA_DIR, or --into), PostgreSQL into
 * DATABASE_URL's database, the pictures into the data folder's uploads, and checks what it
 * restored against the backup's manifest (README, Backups).
 */

const USAGE = `Usage: npm run restore -- <backup folder> [--into <data folder>] [--force]
  --into   the data folder to restore into (default: DATA_DIR, ./data)
  --force  replace a database that has data, and pictures that differ (stop the site first)`

class UsageError extends Error {}

async function run(argv: string[]): Promise<void> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      into: { type: 'string' },
      force: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h' },
    },
  })
  if (values.help) return console.log(USAGE)
  if (positionals.length !== 1) {
    throw new UsageError(positionals.length ? `Unexpected argument: ${positionals[1]}` : 'Name the backup folder')
  }
  const { DATA_DIR, DATABASE_URL } = getEnv()
  const result = await restore({
    backup: positionals[0],
    dataDir: values.into ?? DATA_DIR,
    databaseUrl: DATABASE_URL,
    force: values.force,
  })
  console.log(`Restored the backup of ${result.manifest.createdAt} into ${result.database}`)
  for (const line of describeContents(result.manifest)) console.log(line)
  console.log(
    `Checked: every table's rows and every picture match the manifest (pictures: ${result.picturesWritten} written, ${result.picturesKept} already there).`,
  )
}

run(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof UsageError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
    console.error((error as Error).message)
    console.error(USAGE)
    process.exitCode = 2
  } else if (error instanceof BackupError) {
    console.error(`Restore failed: ${error.message}`)
    process.exitCode = 1
  } else {
    console.error('Restore failed:', error)
    process.exitCode = 1
  }
})
