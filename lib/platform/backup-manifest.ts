import 'server-only'
import { createHash } from 'node:crypto'
import { createReadStream } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import { z } from 'zod'

/**
 * A backup's manifest (manifest.json, written last, beside the copy it describes) and the file
 * work the backup and the restore share: checksums, the pictures folder's listing, copies that
 * land whole or not at all.
 */

export const MANIFEST_FILE = 'manifest.json'
/** The manifest's own format; a restore refuses one it does not know. */
export const MANIFEST_FORMAT = 1

/** A failure the owner can act on: said in one message, without a stack, and the command exits 1. */
export class BackupError extends Error {}

const fileEntry = z.object({ path: z.string().min(1), bytes: z.number().int().min(0), sha256: z.string().length(64) })
export type FileEntry = z.infer<typeof fileEntry>

export const manifestSchema = z.object({
  format: z.literal(MANIFEST_FORMAT),
  /** ISO instant the backup began; its snapshot of the database follows within moments. */
  createdAt: z.string(),
  database: z.object({
    dialect: z.enum(['sqlite', 'postgres']),
    /** The copy's file in the backup folder: site.db (SQLite) or database.dump (pg_dump's custom format). */
    file: fileEntry,
    /** The highest migration the database had recorded. */
    schemaVersion: z.number().int().min(0),
    /** PostgreSQL only: the server's and pg_dump's versions ("15.18"). */
    serverVersion: z.string().optional(),
    dumpVersion: z.string().optional(),
  }),
  /** Every table's rows at the snapshot, by table name. */
  tables: z.record(z.string(), z.number().int().min(0)),
  pictures: z.object({
    /** Pictures uploaded in the back office, stored in the database (uploaded_files). */
    stored: z.array(fileEntry),
    /** The pictures folder (DATA_DIR/uploads), copied under uploads/ in the backup. */
    files: z.array(fileEntry),
  }),
  /** The data folder's session secret (embedded default), copied beside the database; none with AUTH_SECRET. */
  authSecret: fileEntry.optional(),
})
export type Manifest = z.infer<typeof manifestSchema>

export async function sha256File(file: string): Promise<string> {
  const hash = createHash('sha256')
  await pipeline(createReadStream(file), hash)
  return hash.digest('hex')
}

export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')

export async function describeFile(file: string, name: string): Promise<FileEntry> {
  const [{ size }, digest] = await Promise.all([fs.stat(file), sha256File(file)])
  return { path: name, bytes: size, sha256: digest }
}

/** The regular files under `root`, as paths relative to it with '/' separators, sorted; none when it is missing. */
export async function listFiles(root: string): Promise<string[]> {
  const found: string[] = []
  const walk = async (dir: string, prefix: string) => {
    let entries
    try {
      entries = await fs.readdir(dir, { withFileTypes: true })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT' && dir === root) return
      throw error
    }
    for (const entry of entries) {
      const relative = prefix ? `${prefix}/${entry.name}` : entry.name
      if (entry.isDirectory()) await walk(path.join(dir, entry.name), relative)
      else if (entry.isFile()) found.push(relative)
    }
  }
  await walk(root, '')
  return found.sort()
}

/** `relative` inside `root`, refusing a path that would leave it (a manifest is read from a disk we do not control). */
export function inside(root: string, relative: string): string {
  const base = path.resolve(root)
  const full = path.resolve(base, relative)
  if (!full.startsWith(base + path.sep))
    throw new BackupError(`The manifest names a file outside its folder: ${relative}`)
  return full
}

/** Copies a file so that the target appears whole or not at all (a temporary name, then a rename). */
export async function copyWhole(from: string, to: string, mode?: number): Promise<void> {
  await fs.mkdir(path.dirname(to), { recursive: true })
  const temporary = `${to}.${process.pid}.partial`
  try {
    await fs.copyFile(from, temporary)
    if (mode !== undefined) await fs.chmod(temporary, mode)
    await fs.rename(temporary, to)
  } catch (error) {
    await fs.rm(temporary, { force: true })
    throw error
  }
}

export async function readManifest(folder: string): Promise<Manifest> {
  const file = path.join(folder, MANIFEST_FILE)
  let text: string
  try {
    text = await fs.readFile(file, 'utf8')
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    throw new BackupError(
      code === 'ENOENT'
        ? `${folder} is not a backup: it has no ${MANIFEST_FILE} (an unfinished backup has none)`
        : `Cannot read ${file}: ${(error as Error).message}`,
    )
  }
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    throw new BackupError(`${file} is not JSON: the backup is damaged`)
  }
  const result = manifestSchema.safeParse(parsed)
  if (!result.success) {
    throw new BackupError(`${file} is not a manifest this version reads: ${result.error.issues[0]?.message ?? ''}`)
  }
  return result.data
}

/** A size for people: "12.3 MB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  const units = ['KB', 'MB', 'GB', 'TB']
  let value = bytes / 1024
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit += 1
  }
  return `${value.toFixed(1)} ${units[unit]}`
}
