// The databases the storage suites run on: SQLite and PostgreSQL, which the test command starts
// (scripts/with-postgres.sh sets TEST_DATABASE_URL to its server). Without it a storage suite fails
// with the install command, or runs on SQLite alone when the developer set TEST_OPTIONAL_SERVICES=1.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { closeDatabases } from '@/lib/platform/db'
import { requireService } from './services.mjs'

export type StorageKind = 'sqlite' | 'postgres'

export const STORAGE_KINDS: StorageKind[] = requireService(
  'postgres',
  Boolean(process.env.TEST_DATABASE_URL),
  'the storage suites (run them through npm test or bash scripts/with-postgres.sh npx jest, which start one)',
)
  ? ['sqlite', 'postgres']
  : ['sqlite']

/** A maintenance connection to the test server, for creating and dropping databases. */
async function withServer<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

/** A new empty database on the test server; answers its URL. */
export async function createTestDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `gh_test_${randomBytes(6).toString('hex')}`
  await withServer((client) => client.query(`CREATE DATABASE ${name}`))
  const url = new URL(process.env.TEST_DATABASE_URL!)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    drop: async () => {
      await withServer((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`))
    },
  }
}

function removeSqliteFiles(dataDir: string): void {
  for (const suffix of ['', '-wal', '-shm', '-journal']) {
    fs.rmSync(path.join(dataDir, `site.db${suffix}`), { force: true })
  }
}

/**
 * Points lib/platform/db at an empty database of the given kind: SQLite in DATA_DIR (a temporary folder
 * when the test file has not chosen one; a test file that has keeps its folder for pictures and
 * gets a fresh site.db in it), or a new PostgreSQL database on the test server. Answers the
 * clean-up, which closes the connections, drops what it made and restores the environment.
 */
export async function useStorage(kind: StorageKind): Promise<() => Promise<void>> {
  await closeDatabases()
  const saved = { DATA_DIR: process.env.DATA_DIR, DATABASE_URL: process.env.DATABASE_URL }
  const ownDir = saved.DATA_DIR ? undefined : fs.mkdtempSync(path.join(os.tmpdir(), 'gopuram-db-'))
  const dataDir = saved.DATA_DIR ?? ownDir!
  process.env.DATA_DIR = dataDir

  let drop = async () => {}
  if (kind === 'postgres') {
    const database = await createTestDatabase()
    process.env.DATABASE_URL = database.url
    drop = database.drop
  } else {
    delete process.env.DATABASE_URL
    removeSqliteFiles(dataDir)
  }

  return async () => {
    await closeDatabases()
    await drop()
    if (kind === 'sqlite') removeSqliteFiles(dataDir)
    if (ownDir) fs.rmSync(ownDir, { recursive: true, force: true })
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key]
      else process.env[key] = value
    }
  }
}
