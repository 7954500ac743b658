/**
 * The cache handler of several instances (lib/platform/cache-handler.mjs) against a real redis-server:
 * what one instance stores another reads whole, a tag revalidated by one is stale or expired for
 * all (Next.js reads that from the tags manifest the handler keeps in step with Redis), and
 * without Redis nothing is served while revalidations wait until it is back.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createClient } from 'redis'
import {
  areTagsExpired,
  areTagsStale,
  tagsManifest,
} from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js'
import SharedCacheHandler from '@/lib/platform/cache-handler.mjs'
import { haveRedisServer, startRedisServer, type TestRedisServer } from './support/redis-server.mjs'
import { requireService } from './support/services.mjs'
import { promptly, until } from './support/wait'

const withRedis = requireService('redis', haveRedisServer(), 'the shared cache tests (tests/shared-cache.test.ts)')

type Handler = InstanceType<typeof SharedCacheHandler>
type Shared = { client?: { isReady: boolean; destroy(): void } }
const shared = () => (globalThis as unknown as { __gopuramSharedCache?: Shared }).__gopuramSharedCache

/** The clock Next.js reads when it decides that a tag has expired (its tags manifest). */
const nextClock = () => performance.timeOrigin + performance.now()

/**
 * Waits until Next's clock has passed `time`, read from Date.now(): the two clocks may differ by a
 * few milliseconds, and an expiry set at `time` is in force for Next only once its clock is there.
 */
const untilNextClockPasses = (time: number) => until(() => nextClock() > time, `Next's clock to pass ${time}`)

/** Waits until Date.now() has moved past `time`, so that what happens next is stamped later. */
const untilAfter = (time: number) => until(() => Date.now() > time, `the clock to pass ${time}`)

function buildDir(buildId: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gopuram-build-'))
  fs.mkdirSync(path.join(dir, 'server'))
  fs.writeFileSync(path.join(dir, 'BUILD_ID'), buildId)
  return path.join(dir, 'server')
}

function page(tags: string) {
  return {
    kind: 'APP_PAGE',
    html: '<!DOCTYPE html><html><body>Char Dham Yatra ₹32,500</body></html>',
    rscData: Buffer.from('0:{"trip":"char-dham"}'),
    segmentData: new Map([['/_index', Buffer.from('segment')]]),
    headers: { 'x-next-cache-tags': tags },
    status: 200,
    postponed: undefined,
  }
}

;(withRedis ? describe : describe.skip)('the shared cache handler on Redis', () => {
  let redis: TestRedisServer
  let raw: ReturnType<typeof createClient>
  let serverDistDir: string
  const handler = (dir = serverDistDir): Handler =>
    new SharedCacheHandler({ serverDistDir: dir, revalidatedTags: [] } as never)

  beforeAll(async () => {
    redis = await startRedisServer()
    process.env.REDIS_URL = redis.url
    serverDistDir = buildDir('build-one')
    raw = createClient({ url: redis.url })
    raw.on('error', () => {})
    await raw.connect()
    // The handler connects on first use, in the background.
    await handler().get('warm-up', {} as never)
    await until(() => shared()?.client?.isReady === true, 'the handler to connect')
  })

  afterAll(async () => {
    shared()?.client?.destroy()
    await raw?.quit()
    await redis?.close()
    delete process.env.REDIS_URL
  })

  beforeEach(() => tagsManifest.clear())

  test('a page one instance stored is read whole by another, with its lifetime', async () => {
    const before = Date.now()
    await handler().set(
      '/trip/char-dham',
      page('trip-detail,_N_T_/trip/char-dham') as never,
      {
        cacheControl: { revalidate: 300, expire: 3600 },
      } as never,
    )
    const stored = Date.now()
    const entry = await handler().get('/trip/char-dham', { kind: 'APP_PAGE' } as never)
    expect(entry).not.toBeNull()
    expect(entry!.value).toMatchObject({ kind: 'APP_PAGE', status: 200, html: expect.stringContaining('₹32,500') })
    const value = entry!.value as unknown as ReturnType<typeof page>
    expect(Buffer.isBuffer(value.rscData)).toBe(true)
    expect(value.rscData.toString()).toBe('0:{"trip":"char-dham"}')
    expect(value.segmentData.get('/_index')!.toString()).toBe('segment')
    expect(entry!.cacheControl).toEqual({ revalidate: 300, expire: 3600 })
    expect(entry!.lastModified).toBeGreaterThanOrEqual(before)
    expect(entry!.lastModified).toBeLessThanOrEqual(stored)

    // The entry lives as long as the page may be served: its expiry, less the time since it was stored.
    const [key] = await raw.keys('gopuram:cache:build-one:entry:/trip/char-dham')
    const ttl = await raw.pTTL(key!)
    expect(ttl).toBeLessThanOrEqual(3_600_000)
    expect(ttl).toBeGreaterThan(3_600_000 - (Date.now() - before) - 1000)
  })

  test("another build never reads this build's entries", async () => {
    await handler().set('/contact', page('_N_T_/contact') as never, { cacheControl: { revalidate: 300 } } as never)
    expect(await handler().get('/contact', { kind: 'APP_PAGE' } as never)).not.toBeNull()
    expect(await handler(buildDir('build-two')).get('/contact', { kind: 'APP_PAGE' } as never)).toBeNull()
  })

  test('a tag revalidated on one instance is stale, then expired, on another', async () => {
    await handler().set(
      '/pilgrimage',
      page('category-trips,_N_T_/pilgrimage') as never,
      {
        cacheControl: { revalidate: 300 },
      } as never,
    )
    const before = (await handler().get('/pilgrimage', { kind: 'APP_PAGE' } as never))!.lastModified
    expect(areTagsStale(['category-trips'], before)).toBe(false)

    // revalidateTag(tag, 'max') on "another instance": its own manifest is not this one's.
    await untilAfter(before)
    await handler().revalidateTag('category-trips', { expire: 3600 })
    tagsManifest.clear()
    await handler().get('/pilgrimage', { kind: 'APP_PAGE' } as never)
    expect(areTagsStale(['category-trips'], before)).toBe(true)
    expect(areTagsExpired(['category-trips'], before)).toBe(false)

    // updateTag(tag): expired at once, that is by the time the call has returned.
    await handler().revalidateTag(['category-trips'])
    await untilNextClockPasses(Date.now())
    tagsManifest.clear()
    await handler().get('/pilgrimage', { kind: 'APP_PAGE' } as never)
    expect(areTagsExpired(['category-trips'], before)).toBe(true)
  })

  test('data cache entries answer to the tags and soft tags of the call', async () => {
    const data = { kind: 'FETCH', data: { headers: {}, body: '[]', status: 200, url: '' }, revalidate: 300 }
    await handler().set('catalog-banners', data as never, { fetchCache: true, tags: ['banners'] } as never)
    await handler().revalidateTag('_N_T_/layout')
    await untilNextClockPasses(Date.now())
    tagsManifest.clear()
    const entry = await handler().get('catalog-banners', {
      kind: 'FETCH',
      tags: ['banners'],
      softTags: ['_N_T_/layout'],
    } as never)
    expect(entry!.value).toMatchObject({ kind: 'FETCH', tags: ['banners'] })
    expect(areTagsExpired(['_N_T_/layout'], entry!.lastModified - 1)).toBe(true)
  })

  test('without Redis nothing is served or kept, and revalidations reach Redis once it is back', async () => {
    await handler().set('/testimonials', page('reviews') as never, { cacheControl: { revalidate: 300 } } as never)
    await redis.stop()
    await until(() => shared()?.client?.isReady === false, 'the handler to notice Redis is gone')

    // Each call answers without waiting on Redis (a command timeout, a reconnection).
    const started = Date.now()
    const read = handler().get('/testimonials', { kind: 'APP_PAGE' } as never)
    expect(await promptly(read, 'a read while Redis is away')).toBeNull()
    const write = handler().set(
      '/testimonials',
      page('reviews') as never,
      { cacheControl: { revalidate: 300 } } as never,
    )
    await promptly(write, 'a write while Redis is away')
    await promptly(handler().revalidateTag('videos', { expire: 60 }), 'a revalidation while Redis is away')
    // This instance honours its own revalidation meanwhile.
    expect(areTagsStale(['videos'], started - 1)).toBe(true)

    await redis.start()
    const sent = () => raw.hmGet('gopuram:cache:build-one:tags', ['videos|stale', 'videos|expired'])
    await until(
      async () => (await sent().catch(() => [null]))[0] !== null,
      'the revalidation sent after Redis came back',
    )
    const [stale, expired] = (await sent()).map(Number)
    expect(stale).toBeGreaterThanOrEqual(started)
    expect(expired).toBe(stale! + 60_000)

    await handler().set('/testimonials', page('reviews') as never, { cacheControl: { revalidate: 300 } } as never)
    expect(await handler().get('/testimonials', { kind: 'APP_PAGE' } as never)).not.toBeNull()
  })
})
