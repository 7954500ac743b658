import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { tripImageFiles } from '@/lib/catalog/seed/scenes'
import { STORAGE_KINDS, useStorage } from './support/storage'

/** A fresh data folder before any module under test is loaded (useStorage picks the database). */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gopuram-contract-'))
process.env.DATA_DIR = dataDir
delete process.env.TRAVEL_API_URL

type ServerMode = 'contract' | 'error' | 'not-json'

let mode: ServerMode = 'contract'
let server: http.Server
let baseUrl: string
let handleContractRead: (typeof import('@/lib/catalog/source/contract-server'))['handleContractRead']
let createEmbeddedSource: (typeof import('@/lib/catalog/source/embedded'))['createEmbeddedSource']
let createUpstreamSource: (typeof import('@/lib/catalog/source/upstream'))['createUpstreamSource']
let serveUpload: (typeof import('@/lib/catalog/uploads'))['serveUpload']
let safeUploadPath: (typeof import('@/lib/catalog/uploads'))['safeUploadPath']
let siteConfig: (typeof import('@/lib/site/config'))['siteConfig']

/** What the fake upstream answers under /fake/uploads/, to exercise the image proxy. */
function fakeUpstreamUpload(pathname: string, res: http.ServerResponse): void {
  if (pathname === '/fake/uploads/trips/ok.webp') {
    res
      .writeHead(200, { 'content-type': 'image/webp', 'cache-control': 'public, max-age=600' })
      .end(Buffer.from('RIFF-webp-bytes'))
  } else if (pathname === '/fake/uploads/broken.webp') {
    res.writeHead(500, { 'content-type': 'text/plain' }).end('boom')
  } else if (pathname === '/fake/uploads/page.webp') {
    res.writeHead(200, { 'content-type': 'text/html' }).end('<html><script>alert(1)</script></html>')
  } else {
    res.writeHead(404, { 'content-type': 'text/plain' }).end('missing')
  }
}

beforeAll(async () => {
  handleContractRead = (await import('@/lib/catalog/source/contract-server')).handleContractRead
  createEmbeddedSource = (await import('@/lib/catalog/source/embedded')).createEmbeddedSource
  createUpstreamSource = (await import('@/lib/catalog/source/upstream')).createUpstreamSource
  ;({ serveUpload, safeUploadPath } = await import('@/lib/catalog/uploads'))
  siteConfig = (await import('@/lib/site/config')).siteConfig

  server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    if (req.method !== 'GET') {
      res.writeHead(405).end()
      return
    }
    if (url.pathname.startsWith('/fake/')) {
      fakeUpstreamUpload(url.pathname, res)
      return
    }
    if (mode === 'error') {
      res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ message: 'Internal error' }))
      return
    }
    if (mode === 'not-json') {
      res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>Maintenance</title>')
      return
    }
    handleContractRead(url.pathname, url.searchParams).then(
      ({ status, body }) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body)),
      (error: unknown) => res.writeHead(500).end(String(error)),
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()))
  fs.rmSync(dataDir, { recursive: true, force: true })
})

afterEach(() => {
  mode = 'contract'
  delete process.env.TRAVEL_API_URL
})

describe.each(STORAGE_KINDS)('on %s', (kind) => {
  let cleanup: () => Promise<void>
  beforeAll(async () => {
    cleanup = await useStorage(kind)
  })
  afterAll(() => cleanup())

  describe('the upstream source reading the site’s own /api/web agrees with the embedded source', () => {
    const sources = () => ({ upstream: createUpstreamSource(baseUrl), embedded: createEmbeddedSource() })

    it.each([
      'banners',
      'dropdown',
      'categoriesWithTrips',
      'pilgrimageTicker',
      'allTrips',
      'reviews',
      'videos',
    ] as const)('%s', async (method) => {
      const { upstream, embedded } = sources()
      const [remote, local] = await Promise.all([upstream[method](), embedded[method]()])
      expect(local.length).toBeGreaterThan(0)
      expect(remote).toEqual(local)
    })

    it.each(['pilgrimage', 'domestic', 'international'] as const)('tripsByCategory(%s)', async (key) => {
      const { upstream, embedded } = sources()
      const id = siteConfig.categoryIds[key]
      const [remote, local] = await Promise.all([upstream.tripsByCategory(id), embedded.tripsByCategory(id)])
      expect(local.length).toBeGreaterThanOrEqual(6)
      expect(remote).toEqual(local)
    })

    it('tripDetail for the first trip of every category, and null for an unknown slug', async () => {
      const { upstream, embedded } = sources()
      const groups = await embedded.categoriesWithTrips()
      const slugs = groups.map((g) => g.trips[0].slug)
      expect(slugs).toHaveLength(4)
      for (const slug of slugs) {
        const [remote, local] = await Promise.all([upstream.tripDetail(slug), embedded.tripDetail(slug)])
        expect(local?.itinerary.length).toBeGreaterThan(0)
        expect(remote).toEqual(local)
      }
      await expect(upstream.tripDetail('no-such-trip')).resolves.toBeNull()
      await expect(embedded.tripDetail('no-such-trip')).resolves.toBeNull()
    })

    it('throws when the upstream answers 500', async () => {
      mode = 'error'
      const upstream = createUpstreamSource(baseUrl)
      await expect(upstream.banners()).rejects.toMatchObject({ name: 'UpstreamError', status: 500 })
      await expect(upstream.tripDetail('kashi-gaya-prayag-yatra')).rejects.toMatchObject({ status: 500 })
    })

    it('throws when the upstream answers something that is not JSON', async () => {
      mode = 'not-json'
      const upstream = createUpstreamSource(baseUrl)
      await expect(upstream.allTrips()).rejects.toMatchObject({ name: 'ContractError' })
    })
  })

  describe('handleContractRead', () => {
    const read = (pathname: string, query = '') => handleContractRead(pathname, new URLSearchParams(query))

    it('wraps lists in {data}, except the review list which is a bare array', async () => {
      expect((await read('/api/web/trip/list')).body).toEqual({ data: expect.any(Array) })
      expect(Array.isArray((await read('/api/web/review/list')).body)).toBe(true)
    })

    it('answers a detail as {data: trip} and an unknown slug with 404 Trip not found', async () => {
      const found = await read('/api/web/trip/detail', 'slug=tirupati-balaji-darshan')
      expect(found.status).toBe(200)
      expect(found.body).toMatchObject({ data: { slug: 'tirupati-balaji-darshan', title: expect.any(String) } })
      await expect(read('/api/web/trip/detail', 'slug=nope')).resolves.toEqual({
        status: 404,
        body: { message: 'Trip not found' },
      })
    })

    it('sends when each trip last changed and when each video was published', async () => {
      const trips = (await read('/api/web/trip/list')).body as { data: { updatedAt?: string }[] }
      expect(trips.data.length).toBeGreaterThan(0)
      for (const trip of trips.data) expect(trip.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/)
      const videos = (await read('/api/web/youtube/list')).body as { data: { uploadDate?: string }[] }
      expect(videos.data.length).toBeGreaterThan(0)
      for (const video of videos.data) expect(video.uploadDate).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    })

    it('answers 400 when a required parameter is missing and 404 for unknown paths', async () => {
      expect((await read('/api/web/trip/detail')).status).toBe(400)
      expect((await read('/api/web/trip/detail', 'slug=%20')).status).toBe(400)
      expect((await read('/api/web/trip/category/trip')).status).toBe(400)
      expect((await read('/api/web/trip/nothing')).status).toBe(404)
      expect((await read('/api/web/constructor')).status).toBe(404)
    })

    it('nests every Tamil text in its item’s ta, a departure’s and a boarding city’s too', async () => {
      const list = (await read('/api/web/trip/list')).body as { data: { slug: string }[] }
      const details = await Promise.all(list.data.map((trip) => read('/api/web/trip/detail', `slug=${trip.slug}`)))
      const wire = JSON.stringify([list, ...details.map((detail) => detail.body)])
      expect(wire).toContain('"boarding":[{"city":"Chennai","ta":{"city":"சென்னை"}}')
      expect(wire).not.toMatch(/"[a-z]+Ta"/)
    })

    it('serves no catalogue when an upstream provider is the catalogue: every read path is 404 Not found', async () => {
      const calls: [string, string][] = [
        ['/api/web/banner/list', ''],
        ['/api/web/trip/dropdown', ''],
        ['/api/web/trip/category/trip', `categoryId=${siteConfig.categoryIds.pilgrimage}`],
        ['/api/web/trip/category/trip/list', ''],
        ['/api/web/trip/detail', 'slug=kashi-gaya-prayag-yatra'],
        ['/api/web/trip/getAllPiligrimage', ''],
        ['/api/web/trip/list', ''],
        ['/api/web/review/list', ''],
        ['/api/web/youtube/list', ''],
      ]
      for (const [pathname, query] of calls)
        expect([pathname, (await read(pathname, query)).status]).toEqual([pathname, 200])
      process.env.TRAVEL_API_URL = 'http://127.0.0.1:9'
      for (const [pathname, query] of calls) {
        expect([pathname, await read(pathname, query)]).toEqual([
          pathname,
          { status: 404, body: { message: 'Not found' } },
        ])
      }
      expect(await read('/api/web/trip/detail')).toEqual({ status: 404, body: { message: 'Not found' } })
    })

    it('tolerates a trailing slash and answers an empty list for an unknown category', async () => {
      expect((await read('/api/web/banner/list/')).status).toBe(200)
      await expect(read('/api/web/trip/category/trip', 'categoryId=unknown')).resolves.toEqual({
        status: 200,
        body: { data: [] },
      })
    })
  })
})

describe('the uploads path', () => {
  it('refuses unsafe paths', () => {
    expect(safeUploadPath(['trips', 'a.webp'])).toBe('trips/a.webp')
    for (const segments of [[], ['..', 'site.db'], ['trips', '..'], ['a/b.webp'], ['a\\b.webp'], ['.hidden'], ['']]) {
      expect(safeUploadPath(segments)).toBeNull()
    }
  })

  it('serves a catalogue picture from DATA_DIR, rendering it on first request', async () => {
    // The seed names its pictures after their art (lib/catalog/seed/scenes.ts): ask for the name it uses.
    const file = tripImageFiles('char-dham-yatra')[1]
    const res = await serveUpload(file.split('/'))
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/webp')
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata()
    expect(meta.format).toBe('webp')
    expect(fs.existsSync(path.join(dataDir, 'uploads', file))).toBe(true)
  })

  it('answers 404 for traversal, unknown types and files that do not exist', async () => {
    expect((await serveUpload(['..', 'site.db'])).status).toBe(404)
    expect((await serveUpload(['site.db'])).status).toBe(404)
    expect((await serveUpload(['trips', 'not-a-trip.webp'])).status).toBe(404)
    expect((await serveUpload(['trips%2F..%2F..', 'site.db'])).status).toBe(404)
  })

  it('proxies the upstream uploads path in upstream mode', async () => {
    process.env.TRAVEL_API_URL = `${baseUrl}/fake`
    const ok = await serveUpload(['trips', 'ok.webp'])
    expect(ok.status).toBe(200)
    expect(ok.headers.get('content-type')).toBe('image/webp')
    expect(ok.headers.get('cache-control')).toBe('public, max-age=600')
    expect(Buffer.from(await ok.arrayBuffer()).toString()).toBe('RIFF-webp-bytes')
    expect((await serveUpload(['missing.webp'])).status).toBe(404)
    expect((await serveUpload(['broken.webp'])).status).toBe(502)
    expect((await serveUpload(['page.webp'])).status).toBe(502)
  })

  it('answers 502 when the upstream cannot be reached', async () => {
    const closed = http.createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const port = (closed.address() as AddressInfo).port
    await new Promise<void>((resolve) => closed.close(() => resolve()))
    process.env.TRAVEL_API_URL = `http://127.0.0.1:${port}`
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    expect((await serveUpload(['trips', 'ok.webp'])).status).toBe(502)
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('/uploads/trips/ok.webp failed'))
    warn.mockRestore()
  })
})
