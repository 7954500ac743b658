import 'server-only'
import fs from 'node:fs'
import Database from 'better-sqlite3'
import { BackupError, sha256, type FileEntry } from './backup-manifest'

/**
 * The SQLite side of the backup: SQLite's online backup API (better-sqlite3's `db.backup()`),
 * which copies the database page by page while the site keeps reading and writing it.
 */

/** What a database holds: the figures a manifest records and a restore checks. */
export interface DatabaseContents {
  schemaVersion: number
  tables: Record<string, number>
  /** uploaded_files, by path. */
  stored: FileEntry[]
}

/** How long the backup's connection waits for the site's write lock. */
const BUSY_TIMEOUT_MS = 10_000
/**
 * Pages per backup step: all of them. A step reads inside one read transaction, so the copy is
 * the database as one instant saw it; SQLite restarts a copy made in several steps whenever another
 * connection writes in between, which under a steady stream of writes might never finish. In WAL
 * mode the site's writers are not held up by the read.
 */
const ALL_PAGES = 0x7fffffff

function open(file: string, readonly: boolean): Database.Database {
  try {
    const db = new Database(file, { readonly, fileMustExist: true })
    db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`)
    return db
  } catch (error) {
    throw new BackupError(`Cannot open the SQLite database ${file}: ${(error as Error).message}`)
  }
}

/** Every table's rows, the schema version and the stored pictures, read in one transaction. */
export function sqliteContents(db: Database.Database): DatabaseContents {
  return db.transaction(() => {
    const names = (
      db
        .prepare(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name`)
        .all() as { name: string }[]
    ).map((row) => row.name)
    const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`
    const tables = Object.fromEntries(
      names.map((name) => [name, (db.prepare(`SELECT count(*) AS n FROM ${quoted(name)}`).get() as { n: number }).n]),
    )
    const schemaVersion = names.includes('schema_migrations')
      ? ((db.prepare('SELECT max(version) AS v FROM schema_migrations').get() as { v: number | null }).v ?? 0)
      : 0
    const stored: FileEntry[] = []
    if (names.includes('uploaded_files')) {
      for (const row of db.prepare('SELECT path, bytes FROM uploaded_files').iterate() as Iterable<{
        path: string
        bytes: Buffer
      }>) {
        stored.push({ path: row.path, bytes: row.bytes.byteLength, sha256: sha256(row.bytes) })
      }
    }
    stored.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
    return { schemaVersion, tables, stored }
  })()
}

/** Copies `from` (a live database or a backup) into `to` with the online backup API. */
async function copyDatabase(from: Database.Database, to: string): Promise<void> {
  await from.backup(to, { progress: () => ALL_PAGES })
}

/** Copies the live database into `target` (a new file) and answers what the copy holds. */
export async function backupSqlite(source: string, target: string): Promise<DatabaseContents> {
  if (!fs.existsSync(source)) {
    throw new BackupError(`There is no database at ${source}: is DATA_DIR the site's data folder?`)
  }
  const live = open(source, true)
  try {
    await copyDatabase(live, target)
  } catch (error) {
    if (error instanceof BackupError) throw error
    throw new BackupError(`The backup of ${source} failed: ${(error as Error).message}`)
  } finally {
    live.close()
  }
  const copy = open(target, false)
  try {
    // The copy keeps the site's WAL mode; in rollback mode it is one self-contained file.
    copy.pragma('journal_mode = DELETE')
    return sqliteContents(copy)
  } finally {
    copy.close()
  }
}

/** Writes the backup's database into `target` (new, or replaced in place through SQLite's own locking). */
export async function restoreSqlite(copy: string, target: string): Promise<DatabaseContents> {
  const backup = open(copy, true)
  try {
    await copyDatabase(backup, target)
  } catch (error) {
    throw new BackupError(`Restoring into ${target} failed: ${(error as Error).message}`)
  } finally {
    backup.close()
  }
  return readSqliteContents(target)
}

export function readSqliteContents(file: string): DatabaseContents {
  const db = open(file, true)
  try {
    return sqliteContents(db)
  } finally {
    db.close()
  }
}
