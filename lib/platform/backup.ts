import 'server-only'
import fs from 'node:fs'
import fsp from 'node:fs/promises'
import path from 'node:path'
import {
  BackupError,
  copyWhole,
  describeFile,
  formatBytes,
  inside,
  listFiles,
  MANIFEST_FILE,
  MANIFEST_FORMAT,
  readManifest,
  sha256File,
  type FileEntry,
  type Manifest,
} from './backup-manifest'
import { backupPostgres, postgresHasTables, restorePostgres, showUrl } from './backup-postgres'
import { backupSqlite, restoreSqlite, type DatabaseContents } from './backup-sqlite'
import { AUTH_SECRET_FILE_NAME, authSecretFile, DATABASE_FILE_NAME, UPLOADS_FOLDER_NAME, uploadsDir } from './data-dir'
import { databaseFile } from './db'
import { migrations } from './db/migrations'

/**
 * `npm run backup` and `npm run restore` (scripts/backup.ts, scripts/restore.ts): a consistent copy of
 * the site's data taken while it runs, and that copy brought back and checked.
 *
 * A backup is a folder `gopuram-backup-<UTC time>` in the destination the owner names: the database
 * (site.db from SQLite's online backup API, or database.dump from pg_dump), the pictures folder under
 * uploads/, the data folder's session secret when there is one, and manifest.json, written last:
 * when, which database and schema version, every table's rows and every picture's size and SHA-256.
 * The folder is filled under a hidden name and renamed when complete, so a folder with that name is a
 * whole backup. A restore checks the backup against its manifest before it writes anything, refuses
 * to overwrite a database (or a different picture) without `force`, and checks what it restored
 * against the manifest again.
 */

export { BackupError } from './backup-manifest'

const BACKUP_PREFIX = 'gopuram-backup-'
const DUMP_FILE_NAME = 'database.dump'
const SECRET_MODE = 0o600

export interface BackupOptions {
  /** An existing, writable folder, ideally on another disk. */
  destination: string
  dataDir: string
  /** PostgreSQL's URL; none: SQLite in dataDir. */
  databaseUrl?: string
  now?: Date
}

export interface BackupResult {
  folder: string
  manifest: Manifest
  /** The copy is on the data folder's own disk, and would be lost with it. */
  sameDisk: boolean
}

/** "gopuram-backup-20261128-210503Z" */
export function backupFolderName(now: Date): string {
  const iso = now.toISOString()
  return `${BACKUP_PREFIX}${iso.slice(0, 10).replaceAll('-', '')}-${iso.slice(11, 19).replaceAll(':', '')}Z`
}

async function assertWritableFolder(folder: string): Promise<void> {
  let stat
  try {
    stat = await fsp.stat(folder)
  } catch {
    throw new BackupError(`${folder} does not exist: name a folder that does (another disk, mounted)`)
  }
  if (!stat.isDirectory()) throw new BackupError(`${folder} is not a folder`)
  try {
    await fsp.access(folder, fs.constants.W_OK)
  } catch {
    throw new BackupError(`${folder} is not writable by this user`)
  }
}

/** Flushes a file (or folder) to its disk, so a backup said to be done survives a power cut. */
async function syncToDisk(file: string): Promise<void> {
  const handle = await fsp.open(file, 'r')
  try {
    await handle.sync()
  } finally {
    await handle.close()
  }
}

async function copyPictures(from: string, to: string): Promise<FileEntry[]> {
  const entries: FileEntry[] = []
  for (const relative of await listFiles(from)) {
    const target = path.join(to, relative)
    await copyWhole(path.join(from, relative), target)
    entries.push(await describeFile(target, relative))
  }
  return entries
}

export async function backup(options: BackupOptions): Promise<BackupResult> {
  const destination = path.resolve(options.destination)
  await assertWritableFolder(destination)
  const pictures = uploadsDir(options.dataDir)
  if (destination === pictures || destination.startsWith(pictures + path.sep)) {
    throw new BackupError(`${destination} is inside the pictures folder it would copy: name another folder`)
  }
  const now = options.now ?? new Date()
  const name = backupFolderName(now)
  const folder = path.join(destination, name)
  if (fs.existsSync(folder)) throw new BackupError(`${folder} already exists`)
  const partial = path.join(destination, `.${name}.partial`)
  await fsp.mkdir(partial)
  try {
    const database: DatabaseContents & { serverVersion?: string; dumpVersion?: string } = options.databaseUrl
      ? await backupPostgres(options.databaseUrl, path.join(partial, DUMP_FILE_NAME))
      : await backupSqlite(databaseFile(options.dataDir), path.join(partial, DATABASE_FILE_NAME))
    const copyName = options.databaseUrl ? DUMP_FILE_NAME : DATABASE_FILE_NAME
    await syncToDisk(path.join(partial, copyName))
    const files = await copyPictures(pictures, path.join(partial, UPLOADS_FOLDER_NAME))
    let authSecret: FileEntry | undefined
    const secret = authSecretFile(options.dataDir)
    if (fs.existsSync(secret)) {
      await copyWhole(secret, path.join(partial, AUTH_SECRET_FILE_NAME), SECRET_MODE)
      authSecret = await describeFile(path.join(partial, AUTH_SECRET_FILE_NAME), AUTH_SECRET_FILE_NAME)
    }
    const manifest: Manifest = {
      format: MANIFEST_FORMAT,
      createdAt: now.toISOString(),
      database: {
        dialect: options.databaseUrl ? 'postgres' : 'sqlite',
        file: await describeFile(path.join(partial, copyName), copyName),
        schemaVersion: database.schemaVersion,
        ...(database.serverVersion ? { serverVersion: database.serverVersion, dumpVersion: database.dumpVersion } : {}),
      },
      tables: database.tables,
      pictures: { stored: database.stored, files },
      ...(authSecret ? { authSecret } : {}),
    }
    await fsp.writeFile(path.join(partial, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`)
    await syncToDisk(path.join(partial, MANIFEST_FILE))
    await fsp.rename(partial, folder)
    await syncToDisk(destination)
    const dataDisk = fs.existsSync(options.dataDir) ? (await fsp.stat(options.dataDir)).dev : undefined
    return { folder, manifest, sameDisk: dataDisk === (await fsp.stat(destination)).dev }
  } catch (error) {
    await fsp.rm(partial, { recursive: true, force: true })
    throw error
  }
}

export interface RestoreOptions {
  /** A backup folder (the one with manifest.json). */
  backup: string
  /** The data folder to restore into: SQLite's database, the pictures and the secret go there. */
  dataDir: string
  /** PostgreSQL's URL to restore a PostgreSQL backup into. */
  databaseUrl?: string
  /** Replace a database that has data, and pictures or a secret that differ. */
  force: boolean
}

export interface RestoreResult {
  manifest: Manifest
  /** Where the database went: the SQLite file, or the PostgreSQL URL without its password. */
  database: string
  picturesWritten: number
  /** Pictures already there with the same bytes. */
  picturesKept: number
}

/** Every file the manifest names, checked in the backup before anything is written. */
async function checkBackup(folder: string, manifest: Manifest): Promise<void> {
  const entries: [string, FileEntry][] = [
    [inside(folder, manifest.database.file.path), manifest.database.file],
    ...manifest.pictures.files.map((entry): [string, FileEntry] => [
      inside(folder, `${UPLOADS_FOLDER_NAME}/${entry.path}`),
      entry,
    ]),
    ...(manifest.authSecret
      ? [[inside(folder, manifest.authSecret.path), manifest.authSecret] as [string, FileEntry]]
      : []),
  ]
  for (const [file, entry] of entries) {
    let digest: string
    try {
      digest = await sha256File(file)
    } catch {
      throw new BackupError(`The backup is incomplete: ${path.relative(folder, file)} is missing`)
    }
    if (digest !== entry.sha256) {
      throw new BackupError(`The backup is damaged: ${path.relative(folder, file)} differs from its checksum`)
    }
  }
}

/** A file's digest, or null when it is not there. */
async function digestIfPresent(file: string): Promise<string | null> {
  try {
    return await sha256File(file)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw error
  }
}

/** What differs between the manifest and what a restore left: one line per difference. */
function differences(manifest: Manifest, restored: DatabaseContents): string[] {
  const found: string[] = []
  if (restored.schemaVersion !== manifest.database.schemaVersion) {
    found.push(`schema version ${restored.schemaVersion}, the backup's is ${manifest.database.schemaVersion}`)
  }
  for (const [table, rows] of Object.entries(manifest.tables)) {
    if (restored.tables[table] !== rows)
      found.push(`${table}: ${restored.tables[table] ?? 'no table'}, backed up ${rows}`)
  }
  const stored = new Map(restored.stored.map((entry) => [entry.path, entry.sha256]))
  for (const entry of manifest.pictures.stored) {
    if (stored.get(entry.path) !== entry.sha256) found.push(`stored picture ${entry.path} differs or is missing`)
  }
  return found
}

export async function restore(options: RestoreOptions): Promise<RestoreResult> {
  const folder = path.resolve(options.backup)
  const manifest = await readManifest(folder)
  const latest = migrations.at(-1)?.version ?? 0
  if (manifest.database.schemaVersion > latest) {
    throw new BackupError(
      `This backup's schema version is ${manifest.database.schemaVersion} and this copy of the site knows ${latest}: update the site first`,
    )
  }
  await checkBackup(folder, manifest)

  const dataDir = path.resolve(options.dataDir)
  const dialect = manifest.database.dialect
  const sqliteTarget = databaseFile(dataDir)
  if (dialect === 'sqlite' && options.databaseUrl) {
    throw new BackupError(
      'This is a backup of a SQLite database, and DATABASE_URL is set: unset it to restore into a data folder',
    )
  }
  if (dialect === 'postgres' && !options.databaseUrl) {
    throw new BackupError('This is a backup of a PostgreSQL database: set DATABASE_URL to the database to restore into')
  }

  // Every refusal comes before the first write.
  if (dialect === 'sqlite' && fs.existsSync(sqliteTarget) && !options.force) {
    throw new BackupError(
      `${sqliteTarget} exists: restore into a fresh folder (--into), or stop the site and add --force to replace it`,
    )
  }
  if (dialect === 'postgres' && !options.force && (await postgresHasTables(options.databaseUrl!))) {
    throw new BackupError(
      `The database ${showUrl(options.databaseUrl!)} has tables: restore into an empty database, or stop the site and add --force to replace them`,
    )
  }
  const uploads = uploadsDir(dataDir)
  const toWrite: FileEntry[] = []
  let picturesKept = 0
  for (const entry of manifest.pictures.files) {
    const existing = await digestIfPresent(inside(uploads, entry.path))
    if (existing === entry.sha256) picturesKept += 1
    else if (existing !== null && !options.force) {
      throw new BackupError(`${path.join(uploads, entry.path)} exists with other bytes: add --force to replace it`)
    } else toWrite.push(entry)
  }
  const secretTarget = authSecretFile(dataDir)
  if (manifest.authSecret && !options.force) {
    const existing = await digestIfPresent(secretTarget)
    if (existing !== null && existing !== manifest.authSecret.sha256) {
      throw new BackupError(`${secretTarget} holds another secret: add --force to replace it`)
    }
  }

  await fsp.mkdir(dataDir, { recursive: true })
  const databaseCopy = inside(folder, manifest.database.file.path)
  const restored =
    dialect === 'sqlite'
      ? await restoreSqlite(databaseCopy, sqliteTarget)
      : await restorePostgres(options.databaseUrl!, databaseCopy, manifest.database.dumpVersion, options.force)
  for (const entry of toWrite) {
    await copyWhole(inside(folder, `${UPLOADS_FOLDER_NAME}/${entry.path}`), inside(uploads, entry.path))
  }
  if (manifest.authSecret) await copyWhole(inside(folder, manifest.authSecret.path), secretTarget, SECRET_MODE)

  const found = differences(manifest, restored)
  for (const entry of manifest.pictures.files) {
    if ((await digestIfPresent(inside(uploads, entry.path))) !== entry.sha256) {
      found.push(`picture ${entry.path} differs or is missing`)
    }
  }
  if (manifest.authSecret && (await digestIfPresent(secretTarget)) !== manifest.authSecret.sha256) {
    found.push(`${AUTH_SECRET_FILE_NAME} differs`)
  }
  if (found.length) throw new BackupError(`The restore does not match the backup:\n  ${found.join('\n  ')}`)

  return {
    manifest,
    database: dialect === 'sqlite' ? sqliteTarget : showUrl(options.databaseUrl!),
    picturesWritten: toWrite.length,
    picturesKept,
  }
}

/** The lines a command prints about a backup's contents. */
export function describeContents(manifest: Manifest): string[] {
  const rows = Object.values(manifest.tables).reduce((sum, n) => sum + n, 0)
  const tables = Object.keys(manifest.tables).length
  const main = ['leads', 'quotes', 'bookings', 'booking_travellers', 'booking_payments', 'trips', 'staff']
    .filter((table) => table in manifest.tables)
    .map((table) => `${table} ${manifest.tables[table]}`)
    .join(', ')
  const pictures = [...manifest.pictures.stored, ...manifest.pictures.files]
  const bytes = pictures.reduce((sum, entry) => sum + entry.bytes, 0)
  const { database } = manifest
  const kind =
    database.dialect === 'sqlite'
      ? 'SQLite'
      : `PostgreSQL ${database.serverVersion ?? ''} (pg_dump ${database.dumpVersion ?? ''})`.replace(/\s+/g, ' ')
  return [
    `  database: ${kind}, schema version ${database.schemaVersion}, ${formatBytes(database.file.bytes)}`,
    `  rows: ${rows} in ${tables} tables${main ? ` (${main})` : ''}`,
    `  pictures: ${pictures.length} (${formatBytes(bytes)}): ${manifest.pictures.stored.length} uploaded in the back office, ${manifest.pictures.files.length} in ${UPLOADS_FOLDER_NAME}/`,
    ...(manifest.authSecret ? [`  the data folder's session secret (${AUTH_SECRET_FILE_NAME})`] : []),
  ]
}
