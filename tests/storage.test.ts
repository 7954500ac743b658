import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import Database from 'better-sqlite3'
import { sql } from 'kysely'
import { connect, databaseTarget, dialectOf, getDb, openDatabase, writeTransaction } from '@/lib/platform/db'
import { currentVersion, migrate } from '@/lib/platform/db/migrate'
import { migrations, type Migration } from '@/lib/platform/db/migrations'
import { STORAGE_KINDS, useStorage } from './support/storage'

const root = path.resolve(__dirname, '..')
const run = promisify(execFile)
const latest = migrations.at(-1)!.version

describe.each(STORAGE_KINDS)('migrations on %s', (kind) => {
  let cleanup: () => Promise<void>
  beforeEach(async () => {
    cleanup = await useStorage(kind)
  })
  afterEach(() => cleanup())

  it('migrates a new database to the latest version, each migration recorded once', async () => {
    const db = await getDb()
    expect(dialectOf(db)).toBe(kind)
    const rows = await db.selectFrom('schema_migrations').select(['version', 'name']).orderBy('version').execute()
    expect(rows).toEqual(migrations.map((m) => ({ version: m.version, name: m.name })))
    expect(await migrate(db, kind)).toEqual([])
  })

  it('applies only the migrations a database has not recorded, and refuses a list out of order', async () => {
    const db = await getDb()
    const probe: Migration = {
      version: latest + 1,
      name: 'probe',
      up: async (trx) => {
        await trx.schema.createTable('probe').addColumn('x', 'integer').execute()
      },
    }
    expect(await migrate(db, kind, [...migrations, probe])).toEqual([probe.version])
    expect(await migrate(db, kind, [...migrations, probe])).toEqual([])
    expect(await currentVersion(db, kind)).toBe(probe.version)
    await expect(migrate(db, kind, [probe, ...migrations])).rejects.toThrow(/out of order/)
  })

  it('rolls a failing migration back whole: nothing of it stays, nothing is recorded', async () => {
    const db = await getDb()
    const broken: Migration = {
      version: latest + 1,
      name: 'broken',
      up: async (trx) => {
        await trx.schema.createTable('half_done').addColumn('x', 'integer').execute()
        await sql`SELECT * FROM no_such_table`.execute(trx)
      },
    }
    // Matched by message: better-sqlite3 makes its errors in the realm of the test file that loaded it first.
    await expect(migrate(db, kind, [...migrations, broken])).rejects.toHaveProperty(
      'message',
      expect.stringContaining('no_such_table'),
    )
    expect(await currentVersion(db, kind)).toBe(latest)
    const { rows } =
      kind === 'sqlite'
        ? await sql`SELECT name FROM sqlite_master WHERE name = 'half_done'`.execute(db)
        : await sql`SELECT tablename FROM pg_tables WHERE tablename = 'half_done'`.execute(db)
    expect(rows).toEqual([])
  })

  it('writeTransaction commits together or not at all', async () => {
    const db = await getDb()
    const subscriber = (email: string) => ({ email, lead_reference: 'GH-TEST', created_at: Date.now() })
    await expect(
      writeTransaction(db, async (trx) => {
        await trx.insertInto('newsletter_subscribers').values(subscriber('one@example.com')).execute()
        throw new Error('changed my mind')
      }),
    ).rejects.toThrow('changed my mind')
    await writeTransaction(db, async (trx) => {
      await trx.insertInto('newsletter_subscribers').values(subscriber('two@example.com')).execute()
    })
    const emails = await db.selectFrom('newsletter_subscribers').select('email').execute()
    expect(emails).toEqual([{ email: 'two@example.com' }])
  })

  it('migrates exactly once when several processes open a new database together', async () => {
    const tsx = path.join(root, 'node_modules/.bin/tsx')
    const env = { ...process.env, START: String(Date.now() + 2500) }
    // The react-server condition lets the server-only modules load outside Next.js.
    const args = ['--conditions', 'react-server', path.join(__dirname, 'support/open-db.ts')]
    const results = await Promise.all(Array.from({ length: 4 }, () => run(tsx, args, { env, cwd: root })))
    const all = migrations.map((m) => m.version)
    for (const { stdout } of results) expect(JSON.parse(stdout.trim())).toEqual(all)
    const db = await getDb()
    const recorded = await db.selectFrom('schema_migrations').select('version').execute()
    expect(recorded).toHaveLength(migrations.length)
  }, 60_000)
})

describe('an SQLite file made before the storage layer moved to Kysely', () => {
  let dir: string
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gh-upgrade-'))
  })
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

  it('upgrades in place with every lead, subscriber and catalogue row kept', async () => {
    const file = path.join(dir, 'site.db')
    const old = new Database(file)
    old.pragma('journal_mode = WAL')
    old.exec(fs.readFileSync(path.join(__dirname, 'fixtures/sqlite-schema-v3.sql'), 'utf8'))
    old.exec(`
      INSERT INTO categories VALUES ('cat-1', 'Pilgrimage', 0);
      INSERT INTO trips (id, category_id, slug, title, duration, available_dates, price, description, location,
        position, season_opens_month)
        VALUES ('trip-1', 'cat-1', 'kashi-yatra', 'Kashi Yatra', '6 Days', '', 32500, 'Varanasi', 'Varanasi', 0, NULL);
      INSERT INTO trip_departures VALUES ('trip-1', '2027-01-16', '');
      INSERT INTO videos VALUES ('video-1', 0, 'abcdefghijk', 'thumb.webp', 'Kashi');
    `)
    old
      .prepare(
        `INSERT INTO leads (reference, kind, form, payload, source, idempotency_key, status, attempts, next_attempt_at,
           claimed_at, last_error, delivered_at, created_at)
         VALUES (?, 'contact', 'contact', ?, '{"page":"/contact"}', 'old-key-0000000001', 'pending', 2, 1700000000000,
           NULL, 'POST /api/web/contact answered 503', NULL, 1700000000000)`,
      )
      .run('GH-OLD00001', JSON.stringify({ name: 'Meena', email: 'meena@example.com', mobileNumber: '9876543210' }))
    old.prepare("INSERT INTO newsletter_subscribers VALUES ('devi@example.com', 'GH-OLD00002', 1700000000001)").run()
    old.close()

    const db = await openDatabase({ dialect: 'sqlite', file })
    try {
      expect(await currentVersion(db, 'sqlite')).toBe(latest)
      const lead = await db.selectFrom('leads').selectAll().executeTakeFirstOrThrow()
      expect(lead).toMatchObject({
        id: 1,
        reference: 'GH-OLD00001',
        status: 'pending',
        attempts: 2,
        next_attempt_at: 1700000000000,
        last_error: 'POST /api/web/contact answered 503',
        source: '{"page":"/contact"}',
      })
      expect(JSON.parse(lead.payload)).toEqual({
        name: 'Meena',
        email: 'meena@example.com',
        mobileNumber: '9876543210',
      })
      expect(await db.selectFrom('newsletter_subscribers').selectAll().execute()).toEqual([
        { email: 'devi@example.com', lead_reference: 'GH-OLD00002', created_at: 1700000000001 },
      ])
      // The old file's case-insensitive address stays case-insensitive.
      const repeat = await db
        .insertInto('newsletter_subscribers')
        .values({ email: 'DEVI@example.com', lead_reference: 'GH-X', created_at: 1 })
        .onConflict((oc) => oc.doNothing())
        .returning('email')
        .executeTakeFirst()
      expect(repeat).toBeUndefined()
      expect(await db.selectFrom('trips').select(['slug', 'updated_at']).execute()).toEqual([
        { slug: 'kashi-yatra', updated_at: null },
      ])
      expect(await db.selectFrom('trip_departures').select('departs_on').execute()).toEqual([
        { departs_on: '2027-01-16' },
      ])
      expect(await db.selectFrom('videos').select(['video_id', 'uploaded_on']).execute()).toEqual([
        { video_id: 'abcdefghijk', uploaded_on: null },
      ])
      // New leads go on numbering after the old ones.
      const next = await db
        .insertInto('leads')
        .values({
          reference: 'GH-NEW00001',
          kind: 'contact',
          form: 'contact',
          payload: '{}',
          idempotency_key: 'new-key-0000000001',
          status: 'stored',
          created_at: Date.now(),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      expect(next.id).toBe(2)
    } finally {
      await db.destroy()
    }
  })

  it('takes each trip’s stored Tamil title into its own column and names the first boarding cities in Tamil (16)', async () => {
    const file = path.join(dir, 'tamil.db')
    const db = connect({ dialect: 'sqlite', file })
    try {
      await migrate(
        db,
        'sqlite',
        migrations.filter((m) => m.version < 16),
      )
      await sql`INSERT INTO categories (id, name, position) VALUES ('cat-1', 'Pilgrimage', 0)`.execute(db)
      const trip = (id: string, ta: string | null) =>
        sql`INSERT INTO trips (id, category_id, slug, title, duration, available_dates, price, description, location,
          position, ta) VALUES (${id}, 'cat-1', ${id}, 'Kashi', '6 Days', '', 1, '', '', 0, ${ta})`.execute(db)
      await trip('titled', JSON.stringify({ title: ' காசி யாத்திரை ', location: 'காசி' }))
      await trip('untitled', JSON.stringify({ location: 'காசி' }))
      await trip('english', null)
      await trip('broken', '{not json')
      expect(await migrate(db, 'sqlite', migrations)).toEqual([
        16,
        ...migrations.filter((m) => m.version > 16).map((m) => m.version),
      ])
      const titles = await db.selectFrom('trips').select(['id', 'title_ta']).orderBy('id').execute()
      expect(titles).toEqual([
        { id: 'broken', title_ta: '' },
        { id: 'english', title_ta: '' },
        { id: 'titled', title_ta: 'காசி யாத்திரை' },
        { id: 'untitled', title_ta: '' },
      ])
      const cities = await db.selectFrom('boarding_cities').select(['id', 'name_ta']).orderBy('position').execute()
      expect(cities).toEqual([
        { id: 'chennai', name_ta: 'சென்னை' },
        { id: 'madurai', name_ta: 'மதுரை' },
        { id: 'coimbatore', name_ta: 'கோயம்புத்தூர்' },
        { id: 'tiruchirappalli', name_ta: 'திருச்சிராப்பள்ளி' },
      ])
    } finally {
      await db.destroy()
    }
  })

  it('is left alone by a connection that only reads it', async () => {
    const db = connect({ dialect: 'sqlite', file: path.join(dir, 'site.db') })
    try {
      expect(await currentVersion(db, 'sqlite')).toBe(latest)
    } finally {
      await db.destroy()
    }
  })
})

describe('the database of the environment', () => {
  const saved = { ...process.env }
  afterEach(() => {
    process.env = { ...saved }
  })

  it('is PostgreSQL when DATABASE_URL is set, else SQLite in DATA_DIR', () => {
    process.env.DATA_DIR = '/srv/gopuram'
    delete process.env.DATABASE_URL
    expect(databaseTarget()).toEqual({ dialect: 'sqlite', file: '/srv/gopuram/site.db' })
    process.env.DATABASE_URL = 'postgres://site@db.internal:5432/gopuram'
    expect(databaseTarget()).toEqual({ dialect: 'postgres', url: 'postgres://site@db.internal:5432/gopuram' })
  })

  it('refuses a DATABASE_URL that is not a PostgreSQL address, naming the variable', () => {
    process.env.DATABASE_URL = 'mysql://site@db.internal/gopuram'
    expect(() => databaseTarget()).toThrow(/DATABASE_URL/)
  })
})
