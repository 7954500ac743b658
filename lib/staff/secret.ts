import 'server-only'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { authSecretFile } from '@/lib/platform/data-dir'
import { getEnv } from '@/lib/platform/env'

/**
 * The secret that signs staff sessions: AUTH_SECRET, or on the embedded default (no
 * DATABASE_URL) one generated at first use and kept in DATA_DIR/auth-secret, so a newcomer
 * configures nothing and a restart keeps everyone signed in. Instances sharing a PostgreSQL
 * database must share one secret, so there it is required.
 */
/** The configuration cannot sign sessions (AUTH_SECRET missing beside DATABASE_URL). */
export class AuthConfigError extends Error {}

export function authSecret(): string {
  const { AUTH_SECRET, DATABASE_URL, DATA_DIR } = getEnv()
  if (AUTH_SECRET) return AUTH_SECRET
  if (DATABASE_URL) {
    throw new AuthConfigError(
      'AUTH_SECRET must be set when DATABASE_URL is set: every instance signs staff sessions with it',
    )
  }
  const file = authSecretFile(DATA_DIR)
  const read = () => fs.readFileSync(file, 'utf8').trim()
  try {
    return read()
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
  fs.mkdirSync(path.dirname(file), { recursive: true })
  try {
    // wx: of two processes starting together, one writes and both read the same secret.
    fs.writeFileSync(file, `${randomBytes(32).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  }
  return read()
}
