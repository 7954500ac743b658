/**
 * Rate limits (lib/platform/rate-limiter.ts): with REDIS_URL every instance counts against one limit; while
 * Redis is away each counts in its own memory; without REDIS_URL in memory as before.
 */
import { take, type LimitSpec } from '@/lib/platform/rate-limiter'
import { haveRedisServer, startRedisServer, type TestRedisServer } from './support/redis-server.mjs'
import { requireService } from './support/services.mjs'
import { promptly, until } from './support/wait'

type Holder = { __gopuramLimiters?: Map<string, unknown>; __gopuramRedis?: { destroy(): void; isReady: boolean } }
const holder = globalThis as unknown as Holder

/** A new process's view: its own limiter objects (and Redis connection), the same Redis. */
function anotherInstance(): void {
  holder.__gopuramLimiters = undefined
}

const SPEC: LimitSpec = { name: 'test-posts', points: 3, durationSeconds: 60 }

test('without REDIS_URL the limit is counted in memory, says when to try again, and ends with its window', async () => {
  delete process.env.REDIS_URL
  anotherInstance()
  // The window is measured on a clock that moves only when told to.
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] })
  try {
    for (let i = 0; i < 3; i++) expect(await take(SPEC, 'memory-client')).toEqual({ allowed: true })
    expect(await take(SPEC, 'memory-client')).toEqual({ allowed: false, retryAfterSeconds: 60 })
    expect(await take(SPEC, 'another-client')).toEqual({ allowed: true })
    jest.advanceTimersByTime(59_000)
    expect(await take(SPEC, 'memory-client')).toEqual({ allowed: false, retryAfterSeconds: 1 })
    jest.advanceTimersByTime(1_000)
    expect(await take(SPEC, 'memory-client')).toEqual({ allowed: true })
  } finally {
    jest.useRealTimers()
  }
})

const withRedis = requireService(
  'redis',
  haveRedisServer(),
  'the rate-limit tests with REDIS_URL (tests/rate-limiter.test.ts)',
)

;(withRedis ? describe : describe.skip)('with REDIS_URL', () => {
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

  test('while Redis is away each instance counts in its own memory, at once', async () => {
    await redis.stop()
    await until(() => holder.__gopuramRedis?.isReady === false, 'the client to notice')
    // Each answer comes without waiting on Redis (a command timeout, a reconnection).
    const taken = () => promptly(take(SPEC, 'outage-client'), 'a rate limit while Redis is away')
    for (let i = 0; i < 3; i++) expect(await taken()).toEqual({ allowed: true })
    expect(await taken()).toMatchObject({ allowed: false })
    anotherInstance()
    expect(await taken()).toEqual({ allowed: true })
    await redis.start()
  })
})
