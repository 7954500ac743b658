import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import Database from 'better-sqlite3'
import pg from 'pg'
import { createTestDatabase, STORAGE_KINDS, type StorageKind } from './support/storage'

/**
 * `npm run staff`, run as a newcomer runs it (its own process, on the database of the
 * environment): add, list, password and remove, their messages and exit codes, and what they
 * leave in the database.
 */

jest.setTimeout(120_000)

const TSX = require.resolve('tsx/cli')

describe.each(STORAGE_KINDS)('npm run staff on %s', (kind: StorageKind) => {
  let env: NodeJS.ProcessEnv
  let query: <T>(text: string, params?: unknown[]) => Promise<T[]>
  let done: () => Promise<void>

  beforeAll(async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gopuram-staff-'))
    env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', AUTH_SECRET: '' }
    if (kind === 'postgres') {
      const database = await createTestDatabase()
      env = { ...env, DATABASE_URL: database.url, AUTH_SECRET: 'a-secret-of-at-least-thirty-two-characters' }
      query = async (text, params) => {
        const client = new pg.Client({ connectionString: database.url })
        await client.connect()
        try {
          return (
            await client.query(
              text.replace(/\?/g, (_, i: number) => `$${text.slice(0, i).split('?').length}`),
              params,
            )
          ).rows
        } finally {
          await client.end()
        }
      }
      done = async () => {
        await database.drop()
        fs.rmSync(dataDir, { recursive: true, force: true })
      }
    } else {
      query = async (text, params = []) => {
        const db = new Database(path.join(dataDir, 'site.db'), { readonly: false })
        try {
          const statement = db.prepare(text)
          return (statement.reader ? statement.all(...params) : (statement.run(...params), [])) as never
        } finally {
          db.close()
        }
      }
      done = async () => fs.rmSync(dataDir, { recursive: true, force: true })
    }
  })
  afterAll(() => done())

  const staff = (...args: string[]) => {
    const result = spawnSync(process.execPath, [TSX, '--conditions', 'react-server', 'scripts/staff.ts', ...args], {
      env,
      encoding: 'utf8',
    })
    return { code: result.status, out: result.stdout, err: result.stderr }
  }

  it('adds the first owner, lists staff, and refuses a second account for the same address', () => {
    const added = staff(
      'add',
      '--email',
      'Owner@Gopuram.example',
      '--password',
      'owner-password-1',
      '--role',
      'owner',
      '--name',
      'Lakshmi',
    )
    expect(added).toMatchObject({ code: 0, out: 'Added owner@gopuram.example as owner. Sign in at /admin/sign-in.\n' })
    expect(
      staff('add', '--email', 'agent@gopuram.example', '--password', 'agent-password-1', '--role', 'agent').code,
    ).toBe(0)
    const listed = staff('list')
    expect(listed.code).toBe(0)
    expect(listed.out.trim().split('\n')).toEqual([
      'agent@gopuram.example\tagent\t2FA off\tagent',
      'owner@gopuram.example\towner\t2FA off\tLakshmi',
    ])
    const again = staff('add', '--email', 'owner@gopuram.example', '--password', 'another-password', '--role', 'agent')
    expect(again.code).toBe(1)
    expect(again.err).toContain('owner@gopuram.example is already a staff member')
  })

  if (kind === 'postgres') {
    it('says AUTH_SECRET is needed beside DATABASE_URL', () => {
      const saved = env.AUTH_SECRET
      env.AUTH_SECRET = ''
      const refused = staff(
        'add',
        '--email',
        'someone@gopuram.example',
        '--password',
        'some-password-1',
        '--role',
        'agent',
      )
      env.AUTH_SECRET = saved
      expect(refused.code).toBe(1)
      expect(refused.err.trim()).toBe(
        'AUTH_SECRET must be set when DATABASE_URL is set: every instance signs staff sessions with it',
      )
    })
  }

  // The arguments are read before any database is opened: the same on both, checked on the first.
  if (kind === STORAGE_KINDS[0]) {
    it('explains bad input with the usage and exit code 2', () => {
      const bad = staff('add', '--email', 'not-an-address', '--password', 'short', '--role', 'boss')
      expect(bad.code).toBe(2)
      expect(bad.err).toContain('--email: Please enter a valid e-mail address')
      expect(bad.err).toContain('--password: Use at least 10 characters')
      expect(bad.err).toContain('--role: Choose owner or agent')
      expect(bad.err).toContain('Usage:')
      expect(staff('promote').code).toBe(2)
      expect(staff().err).toContain('Name a command')
    })
  }

  it('stores a hashed password, and a new one ends that member’s sessions', async () => {
    const [account] = await query<{ password: string; userId: string }>(
      `SELECT a.password, a."userId" AS "userId" FROM staff_accounts a JOIN staff s ON s.id = a."userId" WHERE s.email = ?`,
      ['agent@gopuram.example'],
    )
    expect(account!.password).not.toContain('agent-password-1')
    expect(account!.password.length).toBeGreaterThan(40)
    const now = new Date().toISOString()
    await query(
      `INSERT INTO staff_sessions (id, "expiresAt", token, "createdAt", "updatedAt", "userId") VALUES (?, ?, ?, ?, ?, ?)`,
      [
        'session-1',
        kind === 'postgres' ? '2099-01-01T00:00:00Z' : '2099-01-01T00:00:00.000Z',
        'token-1',
        now,
        now,
        account!.userId,
      ],
    )
    const changed = staff('password', '--email', 'agent@gopuram.example', '--password', 'agent-password-2')
    expect(changed).toMatchObject({ code: 0 })
    expect(changed.out).toContain('New password set for agent@gopuram.example')
    const [after] = await query<{ password: string }>(`SELECT password FROM staff_accounts WHERE "userId" = ?`, [
      account!.userId,
    ])
    expect(after!.password).not.toBe(account!.password)
    expect(await query(`SELECT id FROM staff_sessions WHERE "userId" = ?`, [account!.userId])).toEqual([])
    expect(staff('password', '--email', 'nobody@gopuram.example', '--password', 'whatever-password').code).toBe(1)
  })

  it('removes an agent but never the last owner, and records every change in the audit log', async () => {
    expect(staff('remove', '--email', 'agent@gopuram.example')).toMatchObject({
      code: 0,
      out: 'Removed agent@gopuram.example.\n',
    })
    const last = staff('remove', '--email', 'owner@gopuram.example')
    expect(last.code).toBe(1)
    expect(last.err).toContain('The last owner cannot be removed')
    const audit = await query<{ action: string; subject: string; actor_name: string }>(
      `SELECT action, subject, actor_name FROM audit_log ORDER BY id`,
    )
    expect(audit).toEqual([
      { action: 'staff.added', subject: 'owner@gopuram.example', actor_name: 'Command line' },
      { action: 'staff.added', subject: 'agent@gopuram.example', actor_name: 'Command line' },
      { action: 'staff.password', subject: 'agent@gopuram.example', actor_name: 'Command line' },
      { action: 'staff.removed', subject: 'agent@gopuram.example', actor_name: 'Command line' },
    ])
  })
})
