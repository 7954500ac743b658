import 'server-only'
import { betterAuth, type BetterAuthOptions } from 'better-auth'
import { nextCookies } from 'better-auth/next-js'
import { twoFactor } from 'better-auth/plugins'
import { dialectOf, getDb, type Db } from '@/lib/platform/db'
import { getEnv } from '@/lib/platform/env'
import { siteConfig } from '@/lib/site/config'
import { authSecret } from './secret'

/**
 * Staff sign-in on better-auth: e-mail and password (no self sign-up: staff are made by an
 * owner, lib/staff/accounts.ts), sessions in the site's database (its tables are migration 5 of
 * lib/platform/db), an optional TOTP second factor, and the staff role as a field of the staff row.
 * Cookies are HttpOnly and SameSite=Lax, Secure when SITE_URL is https. The back office calls
 * `auth.api` from server actions; nextCookies() lets those set the session cookie.
 */

/** A staff session lasts a long working day and is extended while it is used. */
export const SESSION_SECONDS = 12 * 60 * 60
const SESSION_REFRESH_SECONDS = 60 * 60
export const MIN_PASSWORD_LENGTH = 10

/** better-auth's options for the site's database (also read by the schema test). */
export function authOptions(db: Db) {
  const { siteUrl } = getEnv()
  return {
    appName: siteConfig.name,
    baseURL: siteUrl,
    basePath: '/api/auth',
    secret: authSecret(),
    trustedOrigins: [siteUrl],
    database: { db, type: dialectOf(db) },
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: 128,
    },
    user: {
      modelName: 'staff',
      additionalFields: { role: { type: 'string', required: true, defaultValue: 'agent', input: false } },
    },
    session: { modelName: 'staff_sessions', expiresIn: SESSION_SECONDS, updateAge: SESSION_REFRESH_SECONDS },
    account: { modelName: 'staff_accounts' },
    verification: { modelName: 'auth_verifications' },
    advanced: {
      cookiePrefix: 'gopuram-staff',
      useSecureCookies: siteUrl.startsWith('https:'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    telemetry: { enabled: false },
    plugins: [
      twoFactor({ issuer: siteConfig.name, schema: { twoFactor: { modelName: 'staff_two_factors' } } }),
      // Last, as its docs ask: it copies the Set-Cookie of every call into the server action's answer.
      nextCookies(),
    ],
  } satisfies BetterAuthOptions
}

function createAuth(db: Db) {
  return betterAuth(authOptions(db))
}

export type Auth = ReturnType<typeof createAuth>

// One instance per database, kept on globalThis like the connection itself (lib/platform/db).
const holder = globalThis as typeof globalThis & { __gopuramAuth?: WeakMap<Db, Auth> }

export async function getAuth(): Promise<Auth> {
  const db = await getDb()
  const instances = (holder.__gopuramAuth ??= new WeakMap())
  let auth = instances.get(db)
  if (!auth) {
    auth = createAuth(db)
    instances.set(db, auth)
  }
  return auth
}
