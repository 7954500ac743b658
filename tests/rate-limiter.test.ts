/**
 * Rate limits (lib/platform/rate-limiter.ts): with REDIS_URL every instance counts against one limit; while
 * Redis is away each counts in its own memory; without REDIS_URL in memory as before.
 */
import { take, type LimitSpec } from '@/lib/platform/rate-limiter'
import { haveRedisServer, startRedisServer, type TestRedisServer } from './support/redis-server.mjs'

type Holder = { __gopuramLimiters?: Map<string, unknown>; __gopuramRedis?: { destroy(): void; isReady: boolean } }
const holder = globalThis as unknown as Holder

/** A new process's view: its own limiter objects (and Redis connection), the same Redis. */
function anotherInstance(): void {
  holder.__gopuramLimiters = undefined
}

const SPEC: LimitSpec = { name: 'test-posts', points: 3, durationSeconds: 60 }

async function until(condition: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 10_000
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

test('without REDIS_URL the limit is counted in memory, and says when to try again', async () => {
  delete process.env.REDIS_URL
  anotherInstance()
  for (let i = 0; i < 3; i++) expect(await take(SPEC, 'memory-client')).toEqual({ allowed: true })
  const refused = await take(SPEC, 'memory-client')
  expect(refused).toMatchObject({ allowed: false })
  expect(refused.allowed === false && refused.retryAfterSeconds).toBeGreaterThan(55)
  expect(await take(SPEC, 'another-client')).toEqual({ allowed: true })
})

const describeWithRedis = haveRedisServer() ? describe : describe.skip

describeWithRedis('with REDIS_URL', () => {
  let redis: TestRedisServer

  beforeAll(async () => {
    redis = await startRedisServer()
    process.env.REDIS_URL = redis.url
    anotherInstance()
  })

  afterAll(async () => {
    holder.__gopuramRedis?.destroy()
    holder.__gopuramRedis = undefined
    await redis?.close()
    delete process.env.REDIS_URL
  })

  test('two instances count against one limit', async () => {
    // The connection comes up in the background; until then the count is in memory.
    const { getRedis } = await import('@/lib/platform/redis')
    await until(() => getRedis()?.isReady === true, 'Redis to connect')
    expect(await take(SPEC, 'shared-client')).toEqual({ allowed: true })
    expect(await take(SPEC, 'shared-client')).toEqual({ allowed: true })
    anotherInstance()
    expect(await take(SPEC, 'shared-client')).toEqual({ allowed: true })
    expect(await take(SPEC, 'shared-client')).toMatchObject({ allowed: false })
    anotherInstance()
    expect(await take(SPEC, 'shared-client')).toMatchObject({ allowed: false })
  })

  test('while Redis is away each instance counts in its own memory', async () => {
    await redis.stop()
    await until(() => holder.__gopuramRedis?.isReady === false, 'the client to notice')
    const started = Date.now()
    for (let i = 0; i < 3; i++) expect(await take(SPEC, 'outage-client')).toEqual({ allowed: true })
    expect(await take(SPEC, 'outage-client')).toMatchObject({ allowed: false })
    expect(Date.now() - started).toBeLessThan(1000)
    await redis.start()
  })
})
