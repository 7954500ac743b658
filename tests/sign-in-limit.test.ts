/**
 * The staff sign-in limit: at most 20 attempts from one client address in 15 minutes, right or
 * wrong and whatever the account (lib/staff/sign-in-limit.ts, kept by signInAction in
 * lib/staff/sign-in-actions.ts). Each attempt goes through the real server action, better-auth on
 * an SQLite database, and the limiter on its real store: this process's memory without REDIS_URL,
 * a real redis-server with it. The window is measured on a clock the test moves (memory) or by
 * Redis's own expiry of the count (Redis), never by waiting 15 minutes.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'kysely'
import type { RedisClientType } from 'redis'
import { addStaff } from '@/lib/staff/accounts'
import { closeDatabases, getDb } from '@/lib/platform/db'
import { getRedis } from '@/lib/platform/redis'
import { whenReady } from '@/lib/platform/redis-connection.mjs'
import { haveRedisServer, startRedisServer, type TestRedisServer } from './support/redis-server.mjs'
import { requireService } from './support/services.mjs'
import { until } from './support/wait'

const request = { headers: new Headers() }
jest.mock('next/headers', () => ({
  headers: async () => request.headers,
  cookies: async () => ({ get: () => undefined, getAll: () => [], set: () => undefined, delete: () => undefined }),
}))

// Imported after the mock, which the action reads.
/* eslint-disable @typescript-eslint/no-require-imports */
const { signInAction } = require('@/lib/staff/sign-in-actions') as typeof import('@/lib/staff/sign-in-actions')
/* eslint-enable @typescript-eslint/no-require-imports */

const ORIGIN = 'http://localhost:3000'
const STAFF = { email: 'limited@example.com', password: 'the-right-password' }
const WRONG = { status: 'error', message: 'Wrong e-mail or password.' }
const tooMany = (minutes: number) => ({
  status: 'error',
  message: `Too many sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
})
const SIGNED_IN = { status: 'redirect', to: '/admin' }
const WINDOW_MS = 15 * 60 * 1000

type Answer = { status: string; message?: string; to?: string }

/**
 * One sign-in from `address`, as the sign-in form sends it from this site. The test stands in for
 * the agency's one reverse proxy, which names the client in X-Forwarded-For (TRUST_PROXY_HOPS=1,
 * lib/platform/client-address.ts).
 */
async function signIn(address: string, email: string, password: string): Promise<Answer> {
  request.headers = new Headers({ host: 'localhost:3000', origin: ORIGIN, 'x-forwarded-for': address })
  const form = new FormData()
  form.set('email', email)
  form.set('password', password)
  try {
    return (await signInAction({ status: 'idle' }, form)) as Answer
  } catch (error) {
    const digest = (error as { digest?: string }).digest
    if (digest?.startsWith('NEXT_REDIRECT')) return { status: 'redirect', to: digest.split(';')[2] }
    throw error
  }
}

let wrongNumber = 0
/** A failed attempt that counts against the address only: each names an account of its own that does not exist. */
const wrongAttempt = (address: string) => signIn(address, `nobody-${++wrongNumber}@example.com`, 'not-the-password')
const rightAttempt = (address: string) => signIn(address, STAFF.email, STAFF.password)

async function sessions(): Promise<number> {
  const { rows } = await sql<{ n: number | string }>`
    SELECT COUNT(*) AS n FROM staff_sessions s JOIN staff u ON u.id = s."userId" WHERE u.email = ${STAFF.email}
  `.execute(await getDb())
  return Number(rows[0]!.n)
}

type Holder = { __gopuramLimiters?: Map<string, unknown>; __gopuramRedis?: RedisClientType }
const holder = globalThis as unknown as Holder

let dataDir: string
const saved = {
  DATA_DIR: process.env.DATA_DIR,
  DATABASE_URL: process.env.DATABASE_URL,
  TRUST_PROXY_HOPS: process.env.TRUST_PROXY_HOPS,
}

beforeAll(async () => {
  jest.spyOn(console, 'info').mockImplementation(() => undefined)
  jest.spyOn(console, 'error').mockImplementation(() => undefined)
  jest.spyOn(console, 'warn').mockImplementation(() => undefined)
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gopuram-sign-in-'))
  process.env.DATA_DIR = dataDir
  delete process.env.DATABASE_URL
  process.env.TRUST_PROXY_HOPS = '1'
  await closeDatabases()
  await addStaff({ ...STAFF, role: 'agent', name: 'Limited' })
})

afterAll(async () => {
  await closeDatabases()
  fs.rmSync(dataDir, { recursive: true, force: true })
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name]
    else process.env[name] = value
  }
  jest.restoreAllMocks()
})

describe('without REDIS_URL (counted in this process)', () => {
  beforeEach(() => {
    delete process.env.REDIS_URL
    holder.__gopuramLimiters = undefined
    // The window is measured on a clock that moves only when the test moves it.
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] })
  })
  afterEach(() => {
    jest.useRealTimers()
    holder.__gopuramLimiters = undefined
  })

  test('the 21st attempt from one address is refused, another address is not, and the window ends', async () => {
    const address = '203.0.113.7'
    for (let i = 1; i < 20; i++) expect([i, await wrongAttempt(address)]).toEqual([i, WRONG])
    // The 20th is still tried, and with the right password it signs in.
    expect(await rightAttempt(address)).toEqual(SIGNED_IN)
    const signedIn = await sessions()

    // The 21st is refused before the password is checked: the right one opens nothing.
    expect(await rightAttempt(address)).toEqual(tooMany(15))
    expect(await sessions()).toBe(signedIn)

    // Another address, the same account: not affected.
    expect(await rightAttempt('203.0.113.8')).toEqual(SIGNED_IN)
    expect(await sessions()).toBe(signedIn + 1)

    // Refused attempts neither count nor lengthen the window: it ends 15 minutes after the first attempt.
    jest.advanceTimersByTime(WINDOW_MS / 2)
    for (let i = 0; i < 5; i++) expect(await wrongAttempt(address)).toEqual(tooMany(8))
    jest.advanceTimersByTime(WINDOW_MS / 2 - 1000)
    expect(await rightAttempt(address)).toEqual(tooMany(1))
    jest.advanceTimersByTime(1000)
    expect(await rightAttempt(address)).toEqual(SIGNED_IN)
    expect(await sessions()).toBe(signedIn + 2)
  })
})

const withRedis = requireService(
  'redis',
  haveRedisServer(),
  'the sign-in limit tests with REDIS_URL (tests/sign-in-limit.test.ts)',
)

;(withRedis ? describe : describe.skip)('with REDIS_URL (counted in Redis, shared by the instances)', () => {
  let redis: TestRedisServer
  let raw: RedisClientType

  /** What one process keeps of the limits: its limiter objects and its own connection to Redis. */
  interface Instance {
    limiters?: Map<string, unknown>
    redis?: RedisClientType
  }
  const one: Instance = {}
  const two: Instance = {}

  /** Runs `work` as `instance` would: with its limiters and its connection, the same Redis and database. */
  async function on<T>(instance: Instance, work: () => Promise<T>): Promise<T> {
    holder.__gopuramLimiters = instance.limiters
    holder.__gopuramRedis = instance.redis
    try {
      return await work()
    } finally {
      instance.limiters = holder.__gopuramLimiters
      instance.redis = holder.__gopuramRedis
    }
  }

  beforeAll(async () => {
    redis = await startRedisServer()
    process.env.REDIS_URL = redis.url
    raw = (await import('redis')).createClient({ url: redis.url }) as RedisClientType
    raw.on('error', () => undefined)
    await raw.connect()
    // Each instance opens its connection in the background; the counting starts once both are up.
    for (const instance of [one, two]) {
      await on(instance, async () => expect(await whenReady(getRedis()!, 10_000)).toBe(true))
    }
    expect(one.redis).not.toBe(two.redis)
  })

  afterAll(async () => {
    for (const instance of [one, two]) instance.redis?.destroy()
    holder.__gopuramLimiters = undefined
    holder.__gopuramRedis = undefined
    raw?.destroy()
    await redis?.close()
    delete process.env.REDIS_URL
  })

  test('two instances count one address together, and the count lives in Redis for 15 minutes', async () => {
    const address = '198.51.100.7'
    const key = `gopuram:limit:sign-in-address:${address}`
    const started = Date.now()
    for (let i = 1; i <= 10; i++) expect([i, await on(one, () => wrongAttempt(address))]).toEqual([i, WRONG])
    for (let i = 11; i < 20; i++) expect([i, await on(two, () => wrongAttempt(address))]).toEqual([i, WRONG])
    expect(await on(one, () => rightAttempt(address))).toEqual(SIGNED_IN)
    const signedIn = await sessions()

    // The 21st, on the instance that saw only nine: refused.
    const refused = await on(two, () => rightAttempt(address))
    expect(refused).toMatchObject({ status: 'error', message: expect.stringMatching(/^Too many sign-in attempts/) })
    expect(await sessions()).toBe(signedIn)
    // The minutes it names are what is left of the window since the first attempt.
    const minutes = Number(/in (\d+) minutes?\./.exec(refused.message!)![1])
    expect(minutes).toBeLessThanOrEqual(15)
    expect(minutes).toBeGreaterThanOrEqual(15 - Math.ceil((Date.now() - started) / 60_000))
    expect(await on(one, () => rightAttempt(address))).toMatchObject({ status: 'error', message: refused.message })

    // Another address, on either instance: not affected.
    expect(await on(two, () => rightAttempt('198.51.100.8'))).toEqual(SIGNED_IN)

    // Redis holds the count, and drops it when the window is over.
    expect(await raw.get(key)).toBe('20')
    const ttl = await raw.pTTL(key)
    expect(ttl).toBeLessThanOrEqual(WINDOW_MS)
    expect(ttl).toBeGreaterThan(WINDOW_MS - (Date.now() - started) - 1000)

    // The window's end, brought forward in Redis: both instances let the address try again.
    await raw.pExpire(key, 1)
    await until(async () => (await raw.exists(key)) === 0, 'Redis to drop the count')
    expect(await on(two, () => rightAttempt(address))).toEqual(SIGNED_IN)
    expect(await on(one, () => rightAttempt(address))).toEqual(SIGNED_IN)
  })
})
