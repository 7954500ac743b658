import 'server-only'
import { execFile, spawn } from 'node:child_process'
import fs from 'node:fs'
import { promisify } from 'node:util'
import pg from 'pg'
import { BackupError, type FileEntry } from './backup-manifest'
import type { DatabaseContents } from './backup-sqlite'

/**
 * The PostgreSQL side of the backup: pg_dump's custom format taken from a snapshot that the
 * backup's own transaction exports, so the dump, the row counts and the pictures' checksums in the
 * manifest are the same instant of the database; pg_restore in one transaction to bring it back.
 *
 * pg_dump refuses a server of a newer major version than itself, and an archive is read only by a
 * pg_restore at least as new as the pg_dump that wrote it. The programs are looked for where Debian
 * installs each version (/usr/lib/postgresql/<major>/bin) and on the PATH; the one of the server's
 * major version is taken, else the oldest newer one, and when only older ones are there the
 * command stops before writing anything, naming the package to install.
 */

export type PgToolName = 'pg_dump' | 'pg_restore'

export interface PgTool {
  path: string
  /** "15.18" */
  version: string
  major: number
}

const DEBIAN_ROOT = '/usr/lib/postgresql'
const run = promisify(execFile)

/** The major version of "pg_dump (PostgreSQL) 15.18 (Debian 15.18-0+deb12u1)", or of "9.6.24" as 9. */
export function parseToolVersion(text: string): { version: string; major: number } | null {
  const match = /\(PostgreSQL\)\s+(\d+)(?:\.(\d+))?(?:\.(\d+))?/.exec(text)
  if (!match) return null
  const [, first, second, third] = match
  const version = [first, second, third].filter(Boolean).join('.')
  const major = Number(first) >= 10 ? Number(first) : Number(`${first}.${second ?? 0}`)
  return { version, major }
}

/** Every copy of the program on this machine with its version (the versioned folders first). */
export async function findPgTools(name: PgToolName): Promise<PgTool[]> {
  const candidates: string[] = []
  if (fs.existsSync(DEBIAN_ROOT)) {
    for (const dir of fs.readdirSync(DEBIAN_ROOT)) candidates.push(`${DEBIAN_ROOT}/${dir}/bin/${name}`)
  }
  candidates.push(name)
  const tools: PgTool[] = []
  for (const candidate of candidates) {
    try {
      const { stdout } = await run(candidate, ['--version'])
      const parsed = parseToolVersion(stdout)
      if (parsed && !tools.some((tool) => tool.version === parsed.version)) tools.push({ path: candidate, ...parsed })
    } catch {
      // Not there, or not runnable: the next candidate.
    }
  }
  return tools
}

/**
 * The program to use against a server of `serverMajor`: its own version, else the oldest newer one;
 * `atLeast` is the oldest version that may be used at all (pg_restore: the archive's pg_dump).
 */
export function choosePgTool(name: PgToolName, serverMajor: number, tools: PgTool[], atLeast = serverMajor): PgTool {
  const usable = tools.filter((tool) => tool.major >= atLeast).sort((a, b) => a.major - b.major)
  const chosen = usable.find((tool) => tool.major === serverMajor) ?? usable.find((tool) => tool.major > serverMajor)
  if (chosen) return chosen
  const wanted = Math.max(serverMajor, atLeast)
  const install = `install PostgreSQL ${wanted}'s client programs (Debian: apt-get install postgresql-client-${wanted})`
  if (tools.length === 0) throw new BackupError(`${name} is not installed: ${install}`)
  const found = tools.map((tool) => tool.version).join(', ')
  throw new BackupError(
    name === 'pg_dump'
      ? `The database server is PostgreSQL ${serverMajor} and pg_dump here is ${found}: pg_dump cannot dump a newer server than itself; ${install}`
      : `This backup was written by pg_dump ${atLeast} and pg_restore here is ${found}: an archive is read only by a pg_restore at least as new; ${install}`,
  )
}

/** The URL without its password (it goes to the programs as PGPASSWORD, never on a command line). */
function splitPassword(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url)
  const password = decodeURIComponent(parsed.password)
  parsed.password = ''
  return { dbname: parsed.toString(), env: password ? { ...process.env, PGPASSWORD: password } : process.env }
}

/** The URL as it may be shown: no password. */
export function showUrl(url: string): string {
  return splitPassword(url).dbname
}

async function connectClient(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 })
  client.on('error', () => {})
  try {
    await client.connect()
    return client
  } catch (error) {
    await client.end().catch(() => {})
    throw new BackupError(`Cannot reach the PostgreSQL database ${showUrl(url)}: ${(error as Error).message}`)
  }
}

async function serverVersion(client: pg.Client): Promise<{ version: string; major: number }> {
  const { rows } = await client.query<{ num: string; text: string }>(
    `SELECT current_setting('server_version_num') AS num, current_setting('server_version') AS text`,
  )
  const num = Number(rows[0].num)
  // 150018 is 15.18; before 10, the major version had two parts: 90624 is 9.6.24, major 9.6.
  const major = num >= 100000 ? Math.floor(num / 10000) : Math.floor(num / 10000) + (Math.floor(num / 100) % 100) / 10
  return { version: rows[0].text.split(' ')[0], major }
}

/** Every table's rows, the schema version and the stored pictures, as the client's transaction sees them. */
async function contentsOf(client: pg.Client): Promise<DatabaseContents> {
  const names = (
    await client.query<{ name: string }>(
      `SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema() ORDER BY tablename`,
    )
  ).rows.map((row) => row.name)
  const tables: Record<string, number> = {}
  if (names.length) {
    const { rows } = await client.query<{ name: string; n: string }>(
      names
        .map(
          (name) => `SELECT ${client.escapeLiteral(name)} AS name, count(*) AS n FROM ${client.escapeIdentifier(name)}`,
        )
        .join(' UNION ALL '),
    )
    for (const row of rows) tables[row.name] = Number(row.n)
  }
  const schemaVersion = names.includes('schema_migrations')
    ? Number(
        (await client.query<{ v: string | null }>('SELECT max(version) AS v FROM schema_migrations')).rows[0].v ?? 0,
      )
    : 0
  const stored: FileEntry[] = names.includes('uploaded_files')
    ? (
        await client.query<{ path: string; bytes: string; sha256: string }>(
          `SELECT path, octet_length(bytes) AS bytes, encode(sha256(bytes), 'hex') AS sha256 FROM uploaded_files`,
        )
      ).rows.map((row) => ({ path: row.path, bytes: Number(row.bytes), sha256: row.sha256 }))
    : []
  stored.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
  return { schemaVersion, tables, stored }
}

/** Runs one of the programs, its errors said with what it printed. */
function runTool(tool: PgTool, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool.path, args, { env, stdio: ['ignore', 'ignore', 'pipe'] })
    let stderr = ''
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.on('error', (error) => reject(new BackupError(`${tool.path} could not be started: ${error.message}`)))
    child.on('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new BackupError(`${tool.path} failed (${signal ?? `exit ${code}`}): ${stderr.trim().slice(-2000)}`)),
    )
  })
}

export interface PostgresBackup extends DatabaseContents {
  serverVersion: string
  dumpVersion: string
}

/** Dumps the database into `target` (custom format) and answers what the dump holds. */
export async function backupPostgres(url: string, target: string): Promise<PostgresBackup> {
  const client = await connectClient(url)
  try {
    // The snapshot is the transaction's first statement: the counts below and the dump share it.
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY')
    const { rows } = await client.query<{ snapshot: string }>('SELECT pg_export_snapshot() AS snapshot')
    const server = await serverVersion(client)
    const tool = choosePgTool('pg_dump', server.major, await findPgTools('pg_dump'))
    const contents = await contentsOf(client)
    const { dbname, env } = splitPassword(url)
    await runTool(
      tool,
      ['--format=custom', `--snapshot=${rows[0].snapshot}`, '--no-password', `--file=${target}`, `--dbname=${dbname}`],
      env,
    )
    await client.query('COMMIT')
    return { ...contents, serverVersion: server.version, dumpVersion: tool.version }
  } finally {
    await client.end().catch(() => {})
  }
}

/** Whether the database has tables of its own already (a restore refuses it without --force). */
export async function postgresHasTables(url: string): Promise<boolean> {
  const client = await connectClient(url)
  try {
    const { rows } = await client.query<{ n: string }>(
      `SELECT count(*) AS n FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')`,
    )
    return Number(rows[0].n) > 0
  } finally {
    await client.end().catch(() => {})
  }
}

/**
 * Restores a dump into the database in one transaction (all of it or nothing); `replace` drops the
 * dump's tables first. Answers what the database then holds.
 */
export async function restorePostgres(
  url: string,
  dump: string,
  dumpVersion: string | undefined,
  replace: boolean,
): Promise<DatabaseContents> {
  const client = await connectClient(url)
  try {
    const server = await serverVersion(client)
    const dumpMajor = dumpVersion ? (parseToolVersion(`(PostgreSQL) ${dumpVersion}`)?.major ?? 0) : 0
    const tool = choosePgTool('pg_restore', server.major, await findPgTools('pg_restore'), dumpMajor)
    const { dbname, env } = splitPassword(url)
    await runTool(
      tool,
      [
        '--no-owner',
        '--no-privileges',
        '--single-transaction',
        '--exit-on-error',
        '--no-password',
        ...(replace ? ['--clean', '--if-exists'] : []),
        `--dbname=${dbname}`,
        dump,
      ],
      env,
    )
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY')
    const contents = await contentsOf(client)
    await client.query('COMMIT')
    return contents
  } finally {
    await client.end().catch(() => {})
  }
}
