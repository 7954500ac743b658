/**
 * The contract between the shared cache handler (lib/platform/cache-handler.mjs) and Next.js.
 *
 * The handler relies on an internal of Next.js, not a public API: the tags manifest, the Map in
 * which a process keeps when each cache tag was revalidated, and from which Next decides whether a
 * cached page or data entry is fresh, stale or expired. The handler copies the times of other
 * instances (kept in Redis) into it and writes its own revalidations there. A Next.js upgrade that
 * moves that module, changes the Map's shape or stops reading it would leave the handler quietly
 * serving stale pages: these tests fail instead. tests/shared-cache.test.ts tests the handler
 * itself on a real Redis.
 */
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { CacheHandler, IncrementalCache } from 'next/dist/server/lib/incremental-cache'
import type { CacheHandlerValue } from 'next/dist/server/lib/incremental-cache'
import FileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache'
import type { TagManifestEntry } from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js'
import type {
  GetIncrementalFetchCacheContext,
  GetIncrementalResponseCacheContext,
} from 'next/dist/server/response-cache/types'
import SharedCacheHandler from '@/lib/platform/cache-handler.mjs'

const HANDLER = path.resolve(__dirname, '..', 'lib', 'platform', 'cache-handler.mjs')
/** The module the handler imports its `tagsManifest` from, read from the handler itself. */
const MANIFEST_SPECIFIER = /^import \{ tagsManifest \} from '([^']+)'$/m.exec(fs.readFileSync(HANDLER, 'utf8'))?.[1]
/** The fields of a manifest entry the handler keeps in Redis and copies back (FIELDS there). */
const HANDLER_FIELDS = ['stale', 'expired']

// Next's own loader: what Next's compiled server requires is resolved from inside the next package.
const nextRequire = createRequire(require.resolve('next/package.json'))
const run = promisify(execFile)

/** The handler's module as Next loads it: a CacheHandler class, constructed with Next's context. */
const asNextLoadsIt: typeof CacheHandler = SharedCacheHandler

type Manifest = Map<string, TagManifestEntry>
function manifest(): Manifest {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the path is the handler's, read at run time
  return require(MANIFEST_SPECIFIER!).tagsManifest
}

describe('the Next.js tags manifest the shared cache handler relies on', () => {
  beforeEach(() => manifest().clear())

  test('is where the handler imports it from: a Map of tag → { stale?, expired? }', () => {
    expect(MANIFEST_SPECIFIER).toBeDefined()
    expect(() => require.resolve(MANIFEST_SPECIFIER!)).not.toThrow()
    const tagsManifest = manifest()
    expect(tagsManifest).toBeInstanceOf(Map)
    tagsManifest.set('trip-detail', { stale: 1, expired: 2 })
    expect(tagsManifest.get('trip-detail')).toEqual({ stale: 1, expired: 2 })
  })

  test('is the very module Next.js reads: its server and every App Router runtime load it, none bundles a copy', () => {
    const resolved = require.resolve(MANIFEST_SPECIFIER!)
    const incrementalCache = nextRequire.resolve('next/dist/server/lib/incremental-cache')
    expect(createRequire(incrementalCache).resolve('./tags-manifest.external')).toBe(resolved)

    const runtimes = path.join(path.dirname(nextRequire.resolve('next/package.json')), 'dist/compiled/next-server')
    const appRuntimes = fs
      .readdirSync(runtimes)
      .filter((name) => /^(app-page|app-route|server).*\.runtime\.prod\.js$/.test(name))
    expect(appRuntimes).toEqual(expect.arrayContaining(['app-page.runtime.prod.js', 'app-page-turbo.runtime.prod.js']))
    for (const name of appRuntimes) {
      const code = fs.readFileSync(path.join(runtimes, name), 'utf8')
      expect({ name, requiresIt: code.includes(`require(${JSON.stringify(MANIFEST_SPECIFIER)})`) }).toEqual({
        name,
        requiresIt: true,
      })
    }
  })

  test('plain Node loads the handler, and the manifest it imports is the instance Next requires', async () => {
    // Jest compiles ES modules to CommonJS; `next start` imports the handler as it is.
    const script = `
      import { createRequire } from 'node:module'
      import { tagsManifest } from ${JSON.stringify(MANIFEST_SPECIFIER)}
      const Handler = (await import(${JSON.stringify(HANDLER)})).default
      const fromNext = createRequire(${JSON.stringify(nextRequire.resolve('next/dist/server/lib/incremental-cache'))})('./tags-manifest.external')
      console.log(JSON.stringify({ handler: typeof Handler, same: fromNext.tagsManifest === tagsManifest }))
    `
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], {
      cwd: path.dirname(HANDLER),
    })
    expect(JSON.parse(stdout)).toEqual({ handler: 'function', same: true })
  })

  test('Next.js writes the same entries as the handler, with no field the handler would not share', async () => {
    const previousUrl = process.env.REDIS_URL
    // Nothing listens there: the handler records the revalidation and keeps it for later.
    process.env.REDIS_URL = 'redis://127.0.0.1:9'
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {})
    const ours = new SharedCacheHandler({ revalidatedTags: [] } as never)
    const nexts = new FileSystemCache({ revalidatedTags: [] } as never)
    const now = Date.now()
    const clock = jest.spyOn(Date, 'now').mockReturnValue(now)
    const pending: Promise<void>[] = []
    try {
      // Both write the manifest before their first await.
      for (const [i, durations] of [
        [0, { expire: 300 }],
        [1, {}],
        [2, undefined],
      ] as const) {
        pending.push(ours.revalidateTag(`ours-${i}`, durations), nexts.revalidateTag(`next-${i}`, durations))
      }
    } finally {
      clock.mockRestore()
    }
    const tagsManifest = manifest()
    expect(tagsManifest.get('next-0')).toEqual({ stale: now, expired: now + 300_000 })
    expect(tagsManifest.get('next-1')).toEqual({ stale: now })
    expect(tagsManifest.get('next-2')).toEqual({ expired: now })
    for (const i of [0, 1, 2]) {
      expect(tagsManifest.get(`ours-${i}`)).toEqual(tagsManifest.get(`next-${i}`))
      expect(HANDLER_FIELDS).toEqual(expect.arrayContaining(Object.keys(tagsManifest.get(`next-${i}`)!)))
    }
    await Promise.all(pending)
    const shared = (globalThis as { __gopuramSharedCache?: { client?: { destroy(): void } } }).__gopuramSharedCache
    shared?.client?.destroy()
    logged.mockRestore()
    if (previousUrl === undefined) delete process.env.REDIS_URL
    else process.env.REDIS_URL = previousUrl
  })

  describe('Next decides freshness from the entry the handler returns and the manifest it keeps', () => {
    const storedAt = Date.now() - 60_000
    const page: CacheHandlerValue = {
      lastModified: storedAt,
      value: {
        kind: 'APP_PAGE',
        html: '<!DOCTYPE html><html><body>Char Dham Yatra</body></html>',
        rscData: Buffer.from('0:{}'),
        headers: { 'x-next-cache-tags': 'trip-detail,_N_T_/trip/char-dham' },
        status: 200,
        postponed: undefined,
        segmentData: undefined,
      } as CacheHandlerValue['value'],
      cacheControl: { revalidate: 300, expire: undefined },
    }
    const data: CacheHandlerValue = {
      lastModified: storedAt,
      value: {
        kind: 'FETCH',
        data: { headers: {}, body: '[]', url: '' },
        tags: ['banners'],
        revalidate: 300,
      } as CacheHandlerValue['value'],
    }

    /** Serves one stored entry, as the handler does after reading it from Redis. */
    function cacheServing(entry: CacheHandlerValue) {
      class Stored extends CacheHandler {
        async get() {
          return entry
        }
      }
      return new IncrementalCache({
        dev: false,
        requestHeaders: {},
        previewProps: { previewModeId: 'preview', previewModeSigningKey: '', previewModeEncryptionKey: '' },
        prerenderManifest: { version: 4, routes: {}, dynamicRoutes: {}, notFoundRoutes: [], preview: {} } as never,
        CurCacheHandler: Stored,
      })
    }
    // The kinds are const enums of Next's types, so the plain strings they stand for are cast.
    const pageRead = {
      kind: 'APP_PAGE',
      isFallback: false,
      route: { kind: 'APP_PAGE', sourceRoute: '/trip/[slug]/page' },
    } as unknown as GetIncrementalResponseCacheContext
    const dataRead = { kind: 'FETCH', tags: ['banners'], softTags: [] } as unknown as GetIncrementalFetchCacheContext
    const getPage = (cache: IncrementalCache) => cache.get('/trip/char-dham', pageRead)
    const getData = (cache: IncrementalCache) => cache.get('catalog-banners', dataRead)

    test('a page with no revalidated tag is fresh, with the lifetime the handler stored', async () => {
      const entry = await getPage(cacheServing(page))
      expect(entry?.isStale).toBeUndefined()
      expect(entry?.cacheControl).toEqual(page.cacheControl)
      expect(entry?.value).toEqual(page.value)
    })

    test('a tag revalidated with a profile ({ stale: now }) serves the page stale while it renders again', async () => {
      manifest().set('trip-detail', { stale: Date.now() })
      expect((await getPage(cacheServing(page)))?.isStale).toBe(true)
    })

    test('a tag expired now ({ expired: now }) makes the page wait for a new render', async () => {
      manifest().set('_N_T_/trip/char-dham', { expired: Date.now() })
      expect((await getPage(cacheServing(page)))?.isStale).toBe(-1)
    })

    test('revalidations older than the entry change nothing', async () => {
      manifest().set('trip-detail', { stale: storedAt - 1, expired: storedAt - 1 })
      expect((await getPage(cacheServing(page)))?.isStale).toBeUndefined()
    })

    test('data is stale or dropped by its tags in the same way', async () => {
      expect(await getData(cacheServing(data))).toMatchObject({ isStale: false })
      manifest().set('banners', { stale: Date.now() })
      expect(await getData(cacheServing(data))).toMatchObject({ isStale: true })
      manifest().set('banners', { expired: Date.now() })
      expect(await getData(cacheServing(data))).toBeNull()
    })
  })
})

describe('the shared cache handler as Next.js loads it', () => {
  test('has every method of Next.js’s CacheHandler, taking the same arguments', () => {
    const expected = Object.getOwnPropertyNames(CacheHandler.prototype).filter((name) => name !== 'constructor')
    expect(expected).toEqual(expect.arrayContaining(['get', 'set', 'revalidateTag', 'resetRequestCache']))
    const methods = (proto: object) =>
      Object.fromEntries(
        expected.map((name) => [
          name,
          (proto as Record<string, unknown>)[name] instanceof Function
            ? (proto as Record<string, (...args: unknown[]) => unknown>)[name].length
            : 'missing',
        ]),
      )
    expect(methods(asNextLoadsIt.prototype)).toEqual(methods(CacheHandler.prototype))
    expect(asNextLoadsIt.length).toBe(CacheHandler.length)
  })

  test('is constructed by Next.js with the build folder it keys its entries by', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gopuram-contract-'))
    fs.mkdirSync(path.join(dir, 'server'))
    fs.writeFileSync(path.join(dir, 'BUILD_ID'), 'contract-build')
    const cache = new IncrementalCache({
      dev: false,
      requestHeaders: {},
      serverDistDir: path.join(dir, 'server'),
      previewProps: { previewModeId: 'preview', previewModeSigningKey: '', previewModeEncryptionKey: '' },
      prerenderManifest: { version: 4, routes: {}, dynamicRoutes: {}, notFoundRoutes: [], preview: {} } as never,
      CurCacheHandler: asNextLoadsIt,
    })
    expect(cache.cacheHandler).toBeInstanceOf(SharedCacheHandler)
    expect((cache.cacheHandler as InstanceType<typeof SharedCacheHandler>).tagsKey).toBe(
      'gopuram:cache:contract-build:tags',
    )
    cache.resetRequestCache()
    fs.rmSync(dir, { recursive: true, force: true })
  })
})
