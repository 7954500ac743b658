import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { connect, getDb, type Db } from '@/lib/platform/db'
import { migrations } from '@/lib/platform/db/migrations'
import type { Manifest } from '@/lib/platform/backup-manifest'
import { choosePgTool, parseToolVersion, type PgTool } from '@/lib/platform/backup-postgres'
import { bookingRows, insertBooking, insertLead } from './support/backup-rows'
import { createTestDatabase, STORAGE_KINDS, useStorage, type StorageKind } from './support/storage'
import { startWorkerProcess } from './support/worker-process'

/**
 * `npm run backup` and `npm run restore`, run as the owner runs them (their own processes), on both
 * databases: bookings, travellers, money and pictures backed up while another process keeps
 * booking, restored into a fresh folder or database, and found there row for row and byte for byte;
 * what each command refuses, and the pg_dump version rule.
 */

jest.setTimeout(240_000)

const root = path.resolve(__dirname, '..')
const TSX = require.resolve('tsx/cli')

interface Run {
  code: number | null
  out: string
  err: string
}

function npmRun(script: 'backup' | 'restore', args: string[], env: NodeJS.ProcessEnv): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [TSX, '--conditions', 'react-server', `scripts/${script}.ts`, ...args], {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let out = ''
    let err = ''
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()))
    child.on('error', reject)
    child.on('exit', (code) => resolve({ code, out, err }))
  })
}

const tempDir = (name: string) => fs.mkdtempSync(path.join(os.tmpdir(), `gopuram-backup-${name}-`))

function filesUnder(dir: string): Map<string, Buffer> {
  const found = new Map<string, Buffer>()
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    const full = path.join(entry.parentPath, entry.name)
    found.set(path.relative(dir, full), fs.readFileSync(full))
  }
  return found
}

async function writerCount(db: Db): Promise<number> {
  const row = await db
    .selectFrom('bookings')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('note', 'like', 'writer %')
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

async function waitFor(check: () => Promise<boolean>, what: string, ms = 30_000) {
  const deadline = Date.now() + ms
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

describe.each(STORAGE_KINDS)('backup and restore on %s', (kind: StorageKind) => {
  const sourceDir = tempDir('source')
  const destination = tempDir('destination')
  const restoredDir = tempDir('restored')
  const saved = process.env.DATA_DIR
  let done: () => Promise<void>
  let dropRestored = async () => {}
  let restoredUrl: string | undefined
  let db: Db

  beforeAll(async () => {
    process.env.DATA_DIR = sourceDir
    done = await useStorage(kind)
    db = await getDb()
  })
  afterAll(async () => {
    await done()
    await dropRestored()
    if (saved === undefined) delete process.env.DATA_DIR
    else process.env.DATA_DIR = saved
    for (const dir of [sourceDir, destination, restoredDir]) fs.rmSync(dir, { recursive: true, force: true })
  })

  const sourceEnv = () => ({ ...process.env, DATA_DIR: sourceDir, DATABASE_URL: process.env.DATABASE_URL ?? '' })
  let backupFolder = ''

  it('backs up while another process books, and the restore holds every row and picture of that moment', async () => {
    // Bookings with their travellers and money: received, a refund, and an entry reversed.
    const leadId = await insertLead(db, 'GH-BACKUP01')
    await insertBooking(db, {
      leadId,
      tag: 'Iyer family',
      travellers: 3,
      payments: [
        { kind: 'received', amount: 25_000, receipt: 'GH/2026-27/0001' },
        { kind: 'received', amount: 40_000, receipt: 'GH/2026-27/0002' },
        { kind: 'refund', amount: 40_000, reverses: 1 },
      ],
    })
    await insertBooking(db, {
      leadId,
      tag: 'Raman family',
      travellers: 1,
      payments: [
        { kind: 'received', amount: 12_000, receipt: 'GH/2026-27/0003' },
        { kind: 'refund', amount: 6_000 },
      ],
    })
    // Pictures uploaded in the back office (in the database) and the pictures folder's files.
    const stored = new Map([
      ['trips/kashi-yatra/a1b2c3d4.webp', randomBytes(300_000)],
      ['trips/kashi-yatra/e5f6a7b8.webp', randomBytes(2_000)],
    ])
    for (const [file, bytes] of stored) {
      await db
        .insertInto('uploaded_files')
        .values({ path: file, content_type: 'image/webp', bytes, created_at: Date.now() })
        .execute()
    }
    fs.mkdirSync(path.join(sourceDir, 'uploads/trips/kashi-yatra'), { recursive: true })
    fs.writeFileSync(path.join(sourceDir, 'uploads/trips/kashi-yatra/1.webp'), randomBytes(150_000))
    fs.writeFileSync(path.join(sourceDir, 'uploads/banner-1.webp'), randomBytes(40_000))
    fs.writeFileSync(path.join(sourceDir, 'auth-secret'), 'a-session-secret-of-the-data-folder\n', { mode: 0o600 })

    const writer = startWorkerProcess('backup-writer.ts', sourceEnv())
    await writer.ready
    await waitFor(async () => (await writerCount(db)) >= 5, 'the writer to book')
    const before = await bookingRows(db)
    const writtenBefore = await writerCount(db)

    const run = await npmRun('backup', [destination], sourceEnv())
    const writtenAfter = await writerCount(db)
    writer.child.kill('SIGTERM')
    const { written } = JSON.parse((await writer.done).trim().split('\n').at(-1)!) as { written: number }

    expect(run.err).toBe('')
    expect(run.code).toBe(0)
    // The writer went on booking while the backup ran.
    expect(writtenAfter).toBeGreaterThan(writtenBefore)
    expect(written).toBeGreaterThanOrEqual(writtenAfter)

    const folders = fs.readdirSync(destination)
    expect(folders).toEqual([expect.stringMatching(/^gopuram-backup-\d{8}-\d{6}Z$/)])
    backupFolder = path.join(destination, folders[0])
    expect(run.out).toContain(`Backed up to ${backupFolder}`)
    // Both folders are under the same temporary folder here, so the command says to keep a copy elsewhere.
    expect(run.out).toContain(`Note: ${destination} is on the same disk as ${sourceDir}`)
    const manifest = JSON.parse(fs.readFileSync(path.join(backupFolder, 'manifest.json'), 'utf8')) as Manifest
    expect(manifest.database).toMatchObject({
      dialect: kind,
      file: { path: kind === 'sqlite' ? 'site.db' : 'database.dump' },
      schemaVersion: Math.max(...migrations.map((m) => m.version)),
    })
    if (kind === 'postgres') expect(manifest.database.dumpVersion).toMatch(/^15\./)
    expect(manifest.pictures.files.map((file) => file.path)).toEqual(['banner-1.webp', 'trips/kashi-yatra/1.webp'])
    expect(manifest.pictures.stored.map((file) => [file.path, file.bytes])).toEqual([
      ['trips/kashi-yatra/a1b2c3d4.webp', 300_000],
      ['trips/kashi-yatra/e5f6a7b8.webp', 2_000],
    ])

    // Restore into a fresh folder (SQLite) or a fresh, empty database (PostgreSQL).
    let restoreEnv: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: '', DATABASE_URL: '' }
    if (kind === 'postgres') {
      const fresh = await createTestDatabase()
      dropRestored = fresh.drop
      restoredUrl = fresh.url
      restoreEnv = { ...restoreEnv, DATABASE_URL: fresh.url }
    }
    const restored = await npmRun('restore', [backupFolder, '--into', restoredDir], restoreEnv)
    expect(restored.err).toBe('')
    expect(restored.code).toBe(0)
    expect(restored.out).toContain('Checked: every table')

    const copy = connect(
      kind === 'postgres'
        ? { dialect: 'postgres', url: restoredUrl! }
        : { dialect: 'sqlite', file: path.join(restoredDir, 'site.db') },
    )
    try {
      const after = await bookingRows(copy)
      // Every row that existed before the backup started is there, unchanged.
      expect(after.bookings).toEqual(expect.arrayContaining(before.bookings))
      expect(after.travellers).toEqual(expect.arrayContaining(before.travellers))
      expect(after.payments).toEqual(expect.arrayContaining(before.payments))
      // The writer's bookings are one moment of it: 1..k with no gap, each whole.
      const writerNotes = after.bookings.filter((row) => row.note.startsWith('writer ')).map((row) => row.note)
      const k = writerNotes.length
      expect(k).toBeGreaterThanOrEqual(writtenBefore)
      expect(k).toBeLessThanOrEqual(writtenAfter)
      expect(writerNotes).toEqual(Array.from({ length: k }, (_, i) => `writer ${i + 1}`))
      // Each of them whole: two travellers and one payment, beside the families' 4 travellers and 5 entries.
      expect(after.travellers).toHaveLength(4 + 2 * k)
      expect(after.payments).toHaveLength(5 + k)
      expect(manifest.tables).toMatchObject({
        bookings: after.bookings.length,
        booking_travellers: after.travellers.length,
        booking_payments: after.payments.length,
      })
      // Every picture byte for byte.
      const pictures = await copy.selectFrom('uploaded_files').select(['path', 'bytes']).orderBy('path').execute()
      expect(pictures.map((row) => row.path)).toEqual([...stored.keys()])
      for (const row of pictures) expect(Buffer.compare(Buffer.from(row.bytes), stored.get(row.path)!)).toBe(0)
    } finally {
      await copy.destroy()
    }
    const sourceFiles = filesUnder(path.join(sourceDir, 'uploads'))
    const restoredFiles = filesUnder(path.join(restoredDir, 'uploads'))
    expect([...restoredFiles.keys()].sort()).toEqual([...sourceFiles.keys()].sort())
    for (const [file, bytes] of sourceFiles) expect(restoredFiles.get(file)!.equals(bytes)).toBe(true)
    expect(fs.readFileSync(path.join(restoredDir, 'auth-secret'), 'utf8')).toBe('a-session-secret-of-the-data-folder\n')
    expect(fs.statSync(path.join(restoredDir, 'auth-secret')).mode & 0o777).toBe(0o600)
  })

  it('refuses to restore over the live database without --force, and leaves it as it was', async () => {
    const rows = await bookingRows(db)
    const refused = await npmRun('restore', [backupFolder], sourceEnv())
    expect(refused.code).toBe(1)
    expect(refused.err).toMatch(
      kind === 'sqlite'
        ? /Restore failed: .*site\.db exists: restore into a fresh folder \(--into\), or stop the site and add --force/
        : /Restore failed: The database .* has tables: restore into an empty database, or stop the site and add --force/,
    )
    expect(await bookingRows(db)).toEqual(rows)
  })

  it('replaces a database with --force', async () => {
    const target =
      kind === 'postgres'
        ? { dialect: 'postgres' as const, url: restoredUrl! }
        : { dialect: 'sqlite' as const, file: path.join(restoredDir, 'site.db') }
    const copy = connect(target)
    const manifest = JSON.parse(fs.readFileSync(path.join(backupFolder, 'manifest.json'), 'utf8')) as Manifest
    try {
      await insertBooking(copy, {
        leadId: (await copy.selectFrom('leads').select('id').executeTakeFirstOrThrow()).id,
        tag: 'made after the backup',
        travellers: 1,
        payments: [],
      })
    } finally {
      await copy.destroy()
    }
    const env = { ...process.env, DATA_DIR: '', DATABASE_URL: kind === 'postgres' ? restoredUrl! : '' }
    const refused = await npmRun('restore', [backupFolder, '--into', restoredDir], env)
    expect(refused.code).toBe(1)
    const forced = await npmRun('restore', [backupFolder, '--into', restoredDir, '--force'], env)
    expect(forced.err).toBe('')
    expect(forced.code).toBe(0)
    const again = connect(target)
    try {
      const { bookings } = await bookingRows(again)
      expect(bookings.map((row) => row.note)).not.toContain('made after the backup')
      expect(bookings).toHaveLength(manifest.tables.bookings)
    } finally {
      await again.destroy()
    }
  })

  it('refuses a damaged backup before writing anything', async () => {
    const picture = path.join(backupFolder, 'uploads/banner-1.webp')
    const bytes = fs.readFileSync(picture)
    bytes[100] ^= 0xff
    fs.writeFileSync(picture, bytes)
    const into = tempDir('damaged')
    try {
      const env = { ...process.env, DATA_DIR: '', DATABASE_URL: '' }
      if (kind === 'postgres') env.DATABASE_URL = 'postgres://nobody@127.0.0.1:1/never-reached'
      const refused = await npmRun('restore', [backupFolder, '--into', into], env)
      expect(refused.code).toBe(1)
      expect(refused.err).toContain('The backup is damaged: uploads/banner-1.webp differs from its checksum')
      expect(fs.readdirSync(into)).toEqual([])
    } finally {
      fs.rmSync(into, { recursive: true, force: true })
    }
  })
})

describe('what the commands refuse', () => {
  it('says what is wrong with the destination, the database or the backup, and exits non-zero', async () => {
    const dataDir = tempDir('refusals')
    const file = path.join(dataDir, 'a-file')
    fs.writeFileSync(file, '')
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }
    try {
      const missing = await npmRun('backup', [path.join(dataDir, 'not-mounted')], env)
      expect([missing.code, missing.err]).toEqual([1, expect.stringContaining('not-mounted does not exist')])
      const notFolder = await npmRun('backup', [file], env)
      expect([notFolder.code, notFolder.err]).toEqual([1, expect.stringContaining('a-file is not a folder')])
      fs.mkdirSync(path.join(dataDir, 'uploads'))
      const intoPictures = await npmRun('backup', [path.join(dataDir, 'uploads')], env)
      expect([intoPictures.code, intoPictures.err]).toEqual([
        1,
        expect.stringContaining('is inside the pictures folder'),
      ])
      fs.rmdirSync(path.join(dataDir, 'uploads'))
      const noDatabase = await npmRun('backup', [dataDir], env)
      expect([noDatabase.code, noDatabase.err]).toEqual([1, expect.stringContaining('There is no database at')])
      expect(fs.readdirSync(dataDir)).toEqual(['a-file']) // nothing half-written left behind
      const unreachable = await npmRun('backup', [dataDir], {
        ...env,
        DATABASE_URL: 'postgres://owner:s3cret@127.0.0.1:1/gopuram',
      })
      expect(unreachable.code).toBe(1)
      expect(unreachable.err).toContain('Cannot reach the PostgreSQL database postgres://owner@127.0.0.1:1/gopuram')
      expect(unreachable.err).not.toContain('s3cret')
      const usage = await npmRun('backup', [], env)
      expect([usage.code, usage.err]).toEqual([2, expect.stringContaining('Usage: npm run backup -- <destination')])
      const notBackup = await npmRun('restore', [dataDir], env)
      expect([notBackup.code, notBackup.err]).toEqual([1, expect.stringContaining('has no manifest.json')])
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
  })
})

describe('which pg_dump and pg_restore', () => {
  const tool = (version: string): PgTool => ({
    path: `/usr/lib/postgresql/${version.split('.')[0]}/bin/pg_dump`,
    version,
    major: Number(version.split('.')[0]),
  })

  it('reads the versions the programs print', () => {
    expect(parseToolVersion('pg_dump (PostgreSQL) 15.18 (Debian 15.18-0+deb12u1)\n')).toEqual({
      version: '15.18',
      major: 15,
    })
    expect(parseToolVersion('pg_restore (PostgreSQL) 17.2\n')).toEqual({ version: '17.2', major: 17 })
    expect(parseToolVersion('nothing of the kind')).toBeNull()
  })

  it("takes the server's own version, else the oldest newer one, and refuses only older ones", () => {
    expect(choosePgTool('pg_dump', 15, [tool('16.4'), tool('15.18'), tool('17.1')]).version).toBe('15.18')
    expect(choosePgTool('pg_dump', 15, [tool('17.1'), tool('16.4'), tool('14.9')]).version).toBe('16.4')
    expect(() => choosePgTool('pg_dump', 16, [tool('15.18')])).toThrow(
      "The database server is PostgreSQL 16 and pg_dump here is 15.18: pg_dump cannot dump a newer server than itself; install PostgreSQL 16's client programs (Debian: apt-get install postgresql-client-16)",
    )
    expect(() => choosePgTool('pg_dump', 15, [])).toThrow(
      "pg_dump is not installed: install PostgreSQL 15's client programs (Debian: apt-get install postgresql-client-15)",
    )
  })

  it('restores with a pg_restore at least as new as the pg_dump that wrote the backup', () => {
    expect(choosePgTool('pg_restore', 15, [tool('15.18'), tool('16.4')], 15).version).toBe('15.18')
    expect(choosePgTool('pg_restore', 15, [tool('15.18'), tool('16.4')], 16).version).toBe('16.4')
    expect(() => choosePgTool('pg_restore', 15, [tool('15.18')], 16)).toThrow(
      'This backup was written by pg_dump 16 and pg_restore here is 15.18',
    )
  })
})
