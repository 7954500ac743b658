import { spawn, type ChildProcess } from 'node:child_process'
import { createWriteStream, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { gunzipSync } from 'node:zlib'
import { expect, test, type Browser, type Page } from '@playwright/test'
import Database from 'better-sqlite3'
import { haveRedisServer, startRedisServer, type TestRedisServer } from '../tests/support/redis-server.mjs'
import { requireService } from '../tests/support/services.mjs'
import { freePort, haveNginx, microCacheSeconds, startNginx, type TestNginx } from './nginx.mjs'
import { createStaff, signIn, type TestStaff } from './staff'
import { contactLead, rupees, servers, uniqueName } from './support'

/**
 * The production proxy, for real: Debian's nginx runs deploy/nginx/site.conf (the README's configuration) in a
 * folder of its own, first in front of a `next start` of the embedded variant's build (no build of its own; its own
 * SQLite data folder, and a redis-server of its own for the ISR cache, so nothing it renders lands in the build
 * folder the embedded server shares), then in front of a stub instance that counts what reaches it. The logs are
 * in test-results/<tag>/proxy-logs and attached to a failure.
 */

const LIFETIME_MS = microCacheSeconds() * 1000
/** nginx counts an entry's lifetime in whole seconds of its clock, so an entry expires up to a second late. */
const EXPIRED_AFTER_MS = LIFETIME_MS + 1500
/** What renewing an expired entry may add to that: the stale answer that starts it, and the render. */
const RENEWAL_MS = 2500
const GZIP = { 'accept-encoding': 'gzip' }
/** What Next's router sends for a page's React Server Component payload (it answers 307 to add its `_rsc`). */
const RSC = { ...GZIP, rsc: '1' }

interface Answer {
  status: number
  headers: IncomingHttpHeaders
  /** As received: gzip when the answer says so. */
  body: Buffer
  /** X-Cache-Status: HIT, MISS, STALE, BYPASS…; undefined where the cache is off. */
  cache: string | undefined
  type: string
  text: string
}

/** One request, without a shared connection or any decoding, so the answer is what nginx sent. */
function call(
  base: string,
  target: string,
  { method = 'GET', headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(new URL(target, base), { method, headers, agent: false, timeout: 30_000 }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('error', reject)
      res.on('end', () => {
        const raw = Buffer.concat(chunks)
        const gzip = res.headers['content-encoding'] === 'gzip' && raw.length > 0
        const cache = res.headers['x-cache-status']
        resolve({
          status: res.statusCode!,
          headers: res.headers,
          body: raw,
          cache: Array.isArray(cache) ? cache.join() : cache,
          type: res.headers['content-type'] ?? '',
          text: (gzip ? gunzipSync(raw) : raw).toString('utf8'),
        })
      })
    })
    req.on('timeout', () => req.destroy(new Error(`${method} ${target}: no answer in 30 s`)))
    req.on('error', reject)
    req.end(body)
  })
}

const attachLogs = async (testInfo: import('@playwright/test').TestInfo, logs: Record<string, string>) => {
  for (const [name, text] of Object.entries(logs))
    await testInfo.attach(name, { body: text, contentType: 'text/plain' })
}

test('the README shows deploy/nginx/site.conf as it is', () => {
  const readme = readFileSync('README.md', 'utf8')
  const site = readFileSync('deploy/nginx/site.conf', 'utf8')
  expect(readme).toContain('```nginx\n' + site + '```\n')
})

test.describe('nginx in front of next start', () => {
  test.describe.configure({ mode: 'serial', timeout: 90_000 })
  // Required: a missing binary fails the run with its install command (tests/support/services.mjs).
  test.skip(
    !requireService('nginx', haveNginx(), 'the production proxy tests'),
    'TEST_OPTIONAL_SERVICES=1 and no nginx',
  )
  test.skip(
    !requireService('redis', haveRedisServer(), 'the production proxy tests'),
    'TEST_OPTIONAL_SERVICES=1 and no redis-server',
  )

  interface Site {
    url: string
    env: Record<string, string>
    dataDir: string
    logFile: string
    stop(): Promise<void>
  }

  interface TripRow {
    id: string
    slug: string
    title: string
    price: number
  }

  let redis: TestRedisServer | undefined
  let site: Site | undefined
  let proxy: TestNginx | undefined
  let owner: TestStaff

  /**
   * `next start` on the embedded variant's build, as serve.mjs starts it, with this test's own data folder, Redis and
   * SITE_URL (the proxy's address, which the sign-in and server actions check origins against), and no SMTP (the
   * lead desk's tests listen on the embedded site's). Resolves once it answers.
   */
  async function startSite(port: number, siteUrl: string, redisUrl: string, logDir: string): Promise<Site> {
    const embedded = servers.embedded.env
    const dataDir = path.join(path.dirname(embedded.DATA_DIR!), 'proxy')
    rmSync(dataDir, { recursive: true, force: true })
    const env: Record<string, string> = {
      ...embedded,
      PORT: String(port),
      SITE_URL: siteUrl,
      DATA_DIR: dataDir,
      REDIS_URL: redisUrl,
      TRUST_PROXY_HOPS: '1',
    }
    delete env.SMTP_URL
    delete env.LEAD_NOTIFY_TO
    const inherited = { ...process.env }
    for (const name of ['TRAVEL_API_URL', 'SMTP_URL', 'DATABASE_URL']) delete inherited[name]
    mkdirSync(logDir, { recursive: true })
    const logFile = path.join(logDir, 'site.log')
    const log = createWriteStream(logFile, { flags: 'a' })
    const nextBin = path.join('node_modules', 'next', 'dist', 'bin', 'next')
    const child: ChildProcess = spawn(process.execPath, [nextBin, 'start', '-p', String(port)], {
      env: { ...inherited, ...env, NODE_ENV: 'production' },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    child.stdout!.pipe(log)
    child.stderr!.pipe(log)
    const killGroup = (signal: NodeJS.Signals) => {
      try {
        process.kill(-child.pid!, signal)
      } catch {
        // Gone already.
      }
    }
    const onExit = () => killGroup('SIGKILL')
    process.once('exit', onExit)
    const exited = new Promise((resolve) => child.once('exit', resolve))
    const started: Site = {
      url: `http://127.0.0.1:${port}`,
      env,
      dataDir,
      logFile,
      async stop() {
        killGroup('SIGTERM')
        const timer = setTimeout(() => killGroup('SIGKILL'), 15_000)
        await exited
        clearTimeout(timer)
        killGroup('SIGKILL')
        process.removeListener('exit', onExit)
      },
    }
    const deadline = Date.now() + 90_000
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(`next start exited before answering:\n${readFileSync(logFile, 'utf8').slice(-3000)}`)
      }
      const answered = await fetch(`${started.url}/api/health`, { signal: AbortSignal.timeout(5_000) }).then(
        () => true,
        () => false,
      )
      if (answered) return started
      if (Date.now() > deadline) {
        await started.stop()
        throw new Error(`next start did not answer within 90 s:\n${readFileSync(logFile, 'utf8').slice(-3000)}`)
      }
      await sleep(250)
    }
  }

  /** The first published trip of a category, from the site's SQLite file. */
  function firstTrip(category: string): TripRow {
    const db = new Database(path.join(site!.dataDir, 'site.db'), { readonly: true, fileMustExist: true })
    try {
      const trip = db
        .prepare(
          `SELECT t.id, t.slug, t.title, t.price FROM trips t JOIN categories c ON c.id = t.category_id
           WHERE c.name = ? AND t.published = 1 ORDER BY t.position LIMIT 1`,
        )
        .get(category) as TripRow | undefined
      if (!trip) throw new Error(`No published ${category} trip`)
      return { ...trip, price: Number(trip.price) }
    } finally {
      db.close()
    }
  }

  function leadReferences(names: string[]): { name: string; reference: string }[] {
    const db = new Database(path.join(site!.dataDir, 'site.db'), { readonly: true, fileMustExist: true })
    try {
      return db
        .prepare(`SELECT name, reference FROM leads WHERE name IN (${names.map(() => '?').join(', ')}) ORDER BY id`)
        .all(...names) as { name: string; reference: string }[]
    } finally {
      db.close()
    }
  }

  const viaProxy = (target: string, options?: Parameters<typeof call>[2]) => call(proxy!.url, target, options)

  /** An RSC request as the router makes it: Next's 307 to the address with its `_rsc` is followed once. */
  async function rscViaProxy(target: string): Promise<Answer & { path: string }> {
    const first = await viaProxy(target, { headers: RSC })
    if (first.status !== 307 || !first.headers.location) return { ...first, path: target }
    const location = new URL(first.headers.location, proxy!.url)
    const address = location.pathname + location.search
    return { ...(await viaProxy(address, { headers: RSC })), path: address }
  }

  const postLead = (name: string) =>
    viaProxy('/api/web/contact/create', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(contactLead({ name })),
    })

  /** The trip page's price as the HTML has it. */
  const priceIn = (answer: Answer) => /data-testid="trip-price"[^>]*>([^<]*)</.exec(answer.text)?.[1] ?? null

  async function signedInPage(browser: Browser): Promise<Page> {
    const context = await browser.newContext({ baseURL: proxy!.url })
    const page = await context.newPage()
    await signIn(page, owner)
    return page
  }

  test.beforeAll(async ({}, testInfo) => {
    testInfo.setTimeout(180_000)
    const [sitePort, proxyPort] = [await freePort(), await freePort()]
    redis = await startRedisServer()
    site = await startSite(
      sitePort,
      `http://127.0.0.1:${proxyPort}`,
      redis.url,
      `${testInfo.project.outputDir}/proxy-logs`,
    )
    proxy = await startNginx({ upstream: [`127.0.0.1:${sitePort}`], port: proxyPort, workers: 1 })
    // The first page seeds the catalogue.
    expect((await viaProxy('/', { headers: GZIP })).status).toBe(200)
    owner = createStaff(testInfo, 'proxy-owner', 'owner', site)
  })

  test.afterEach(async ({}, testInfo) => {
    if (testInfo.status === testInfo.expectedStatus) return
    await attachLogs(testInfo, {
      'nginx.log': proxy?.logTail(200) ?? '',
      'site.log': site ? readFileSync(site.logFile, 'utf8').slice(-20_000) : '',
    })
  })

  test.afterAll(async () => {
    await Promise.allSettled([proxy?.stop(), site?.stop()])
    await redis?.close()
  })

  test("a public page is served from the proxy's cache, compressed once, and unpacked for a client without gzip", async () => {
    const trip = firstTrip('Domestic')
    // An address of this run's own, so the first request is the cache's first sight of it.
    const target = `/trip/${trip.slug}?proxy-cache=${Date.now()}`

    const first = await viaProxy(target, { headers: GZIP })
    expect(first.status).toBe(200)
    expect(first.cache).toBe('MISS')
    expect(first.type).toMatch(/^text\/html/)
    expect(first.headers['content-encoding']).toBe('gzip')
    expect(first.text).toContain(`data-testid="trip-price"`)

    const hit = await viaProxy(target, { headers: GZIP })
    expect(hit.cache).toBe('HIT')
    // The instance's gzip answer, byte for byte: nothing compressed it again.
    expect(hit.headers['content-encoding']).toBe('gzip')
    expect(hit.body.equals(first.body)).toBe(true)
    expect(hit.headers['x-nextjs-cache']).toBe(first.headers['x-nextjs-cache'])

    const head = await viaProxy(target, { method: 'HEAD', headers: GZIP })
    expect({ status: head.status, cache: head.cache }).toEqual({ status: 200, cache: 'HIT' })

    // A client that takes no gzip: the same cached entry, unpacked.
    const plain = await viaProxy(target)
    expect(plain.cache).toBe('HIT')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.text).toBe(first.text)
  })

  test('an RSC request never receives HTML, and a page request never an RSC payload', async ({ browser }, testInfo) => {
    const trip = firstTrip('Domestic')
    const html = (answer: Answer) => ({ status: answer.status, html: /^text\/html/.test(answer.type) })
    const payload = (answer: Answer) => ({ status: answer.status, rsc: /^text\/x-component/.test(answer.type) })

    // The page first, then its RSC payload: each from an entry of its own.
    const pageFirst = `/trip/${trip.slug}?proxy-rsc=${Date.now()}`
    expect(html(await viaProxy(pageFirst, { headers: GZIP }))).toEqual({ status: 200, html: true })
    const rsc = await rscViaProxy(pageFirst)
    expect(payload(rsc)).toEqual({ status: 200, rsc: true })
    expect(rsc.text).not.toContain('<html')
    const rscAgain = await viaProxy(rsc.path, { headers: RSC })
    expect({ ...payload(rscAgain), cache: rscAgain.cache }).toEqual({ status: 200, rsc: true, cache: 'HIT' })
    const pageAgain = await viaProxy(pageFirst, { headers: GZIP })
    expect({ ...html(pageAgain), cache: pageAgain.cache }).toEqual({ status: 200, html: true, cache: 'HIT' })
    // The RSC request's own address, asked for as a page: HTML, not the payload cached under that address.
    const pageAtRscAddress = await viaProxy(rsc.path, { headers: GZIP })
    expect({ ...html(pageAtRscAddress), cache: pageAtRscAddress.cache }).toEqual({
      status: 200,
      html: true,
      cache: 'MISS',
    })

    // The other order: the payload first, then the page.
    const rscFirst = `/trip/${trip.slug}?proxy-rsc-first=${Date.now()}`
    expect(payload(await rscViaProxy(rscFirst))).toEqual({ status: 200, rsc: true })
    const pageAfter = await viaProxy(rscFirst, { headers: GZIP })
    expect({ ...html(pageAfter), cache: pageAfter.cache }).toEqual({ status: 200, html: true, cache: 'MISS' })
    expect(pageAfter.text).toContain('<html')

    // A browser through the proxy: a client-side navigation's RSC requests (prefetch and navigation) get payloads,
    // and the document, loaded again once those are cached, is HTML.
    const context = await browser.newContext({ baseURL: proxy!.url })
    const page = await context.newPage()
    const rscAnswers: Promise<string>[] = []
    page.on('response', (response) => {
      rscAnswers.push(
        response
          .request()
          .allHeaders()
          .then((headers) =>
            headers.rsc === '1' ? `${response.status()} ${response.headers()['content-type']} ${response.url()}` : '',
          ),
      )
    })
    // The main menu's links are the router's: once hydrated, a link fetches its page's payload on hover and
    // navigates with it. (Not from the home page, whose first-visit popup would be in the way.)
    await page.goto('/domestic', { waitUntil: 'networkidle' })
    const menu = page.getByRole('navigation', { name: 'Main' })
    await menu.getByRole('button', { name: 'Domestic' }).hover()
    const link = menu.locator(`a[href="/trip/${trip.slug}"]`)
    const navigated = page.waitForResponse((response) => response.url().includes(`/trip/${trip.slug}?_rsc=`))
    await link.hover()
    await link.click()
    await navigated
    await expect(page).toHaveURL(new RegExp(`/trip/${trip.slug}$`))
    await expect(page.getByRole('heading', { level: 1, name: trip.title })).toBeVisible()
    const rscSeen = (await Promise.all(rscAnswers)).filter(Boolean)
    expect(rscSeen.filter((line) => /^200 text\/x-component/.test(line)).length, rscSeen.join('\n')).toBeGreaterThan(0)
    expect(rscSeen.filter((line) => /text\/html/.test(line))).toEqual([])
    testInfo.annotations.push({ type: 'RSC requests through the proxy', description: rscSeen.join('; ') })
    const reloaded = await page.reload()
    expect(reloaded!.headers()['content-type']).toMatch(/^text\/html/)
    await expect(page.getByTestId('trip-price')).toBeVisible()
    await context.close()
  })

  test("an owner's new price shows through the proxy within the micro-cache's lifetime", async ({
    browser,
  }, testInfo) => {
    const trip = firstTrip('Pilgrimage')
    const tripPath = `/trip/${trip.slug}`
    const [oldPrice, price] = [rupees(trip.price), rupees(trip.price + 1234)]
    // A visitor asks for the page every 200 ms throughout, so the entry is always a fresh one when the owner saves.
    const visits: { at: number; cache?: string; price: string | null }[] = []
    let visiting = true
    const visitor = (async () => {
      while (visiting) {
        const answer = await viaProxy(tripPath, { headers: GZIP })
        visits.push({ at: Date.now(), cache: answer.cache, price: priceIn(answer) })
        await sleep(200)
      }
    })()
    const lastPrice = () => visits.at(-1)?.price
    let savedAt: number
    const page = await signedInPage(browser)
    try {
      await expect.poll(lastPrice).toBe(oldPrice)
      // Filled before the form is hydrated, the field could keep the server's value beside the typed one.
      await page.goto(`/admin/catalog/trips/${trip.id}`, { waitUntil: 'networkidle' })
      await expect(page.getByRole('heading', { level: 1, name: trip.title })).toBeVisible()
      const field = page.getByLabel('Price per person (₹)')
      await expect(async () => {
        await field.fill(String(trip.price + 1234))
        await expect(field).toHaveValue(String(trip.price + 1234), { timeout: 1000 })
      }).toPass()
      await page.getByRole('button', { name: 'Save basics' }).click()
      await expect(page.getByRole('status').filter({ hasText: /^Saved/ })).toHaveText('Saved and published to the site')
      savedAt = Date.now()
      // The visitor sees the new price within the lifetime (and the one render its renewal takes).
      await expect.poll(lastPrice, { timeout: EXPIRED_AFTER_MS + RENEWAL_MS + 10_000 }).toBe(price)
    } finally {
      visiting = false
      await visitor
    }
    const log = visits.map((visit) => `${visit.at - savedAt} ms ${visit.cache} ${visit.price}`).join('\n')
    // Until then, the old price came from the cache.
    expect(visits.filter((visit) => visit.cache === 'HIT' && visit.price === oldPrice).length, log).toBeGreaterThan(5)
    const shownAfterMs = visits.find((visit) => visit.price === price)!.at - savedAt
    expect(shownAfterMs, log).toBeLessThanOrEqual(EXPIRED_AFTER_MS + RENEWAL_MS)
    expect(
      visits.filter((visit) => visit.at > savedAt + shownAfterMs && visit.price !== price),
      log,
    ).toEqual([])
    testInfo.annotations.push({ type: 'save to visitors through the proxy', description: `${shownAfterMs} ms` })

    // The owner, signed in, passes the cache by.
    const own = await page.goto(tripPath)
    expect(own!.headers()['x-cache-status']).toBe('BYPASS')
    await expect(page.getByTestId('trip-price')).toHaveText(price)
    await page.context().close()
  })

  test('a signed-in staff page is never cached, and a staff request is neither answered from the cache nor stored', async ({
    browser,
  }, testInfo) => {
    const page = await signedInPage(browser)
    const cookies = await page.context().cookies()
    // The proxy knows a staff session by this cookie's prefix (deploy/nginx/site.conf, lib/staff/auth.ts).
    expect(cookies.map((cookie) => cookie.name)).toContain('gopuram-staff.session_token')
    const cookie = cookies.map(({ name, value }) => `${name}=${value}`).join('; ')

    // The inbox, loaded twice: the second shows the lead posted in between; the cache is not used for either.
    const inbox = await page.goto('/admin')
    expect(inbox!.status()).toBe(200)
    expect(inbox!.headers()['x-cache-status']).toBeUndefined()
    const lead = await postLead(uniqueName(testInfo, 'Proxy Staff Check'))
    expect(lead.status).toBe(201)
    const reference = (JSON.parse(lead.text) as { reference: string }).reference
    const again = await page.goto('/admin')
    expect(again!.headers()['x-cache-status']).toBeUndefined()
    await expect(page.getByTestId('lead-row').filter({ hasText: reference })).toBeVisible()

    // Without the session, the same address is the way to the sign-in, never the inbox just served.
    const anonymous = await viaProxy('/admin', { headers: GZIP })
    expect({ status: anonymous.status, location: anonymous.headers.location }).toEqual({
      status: 307,
      location: '/admin/sign-in',
    })
    expect(anonymous.text).not.toContain(reference)

    // A public page asked for with the session: passed by, and what it fetched is not stored.
    const target = `/trip/${firstTrip('Domestic').slug}?proxy-staff=${Date.now()}`
    expect((await viaProxy(target, { headers: { ...GZIP, cookie } })).cache).toBe('BYPASS')
    expect((await viaProxy(target, { headers: GZIP })).cache).toBe('MISS')
    expect((await viaProxy(target, { headers: GZIP })).cache).toBe('HIT')
    expect((await viaProxy(target, { headers: { ...GZIP, cookie } })).cache).toBe('BYPASS')
    await page.context().close()
  })

  test('a lead POST is never cached: each one reaches the site and is stored', async ({}, testInfo) => {
    const names = [uniqueName(testInfo, 'Proxy Lead One'), uniqueName(testInfo, 'Proxy Lead Two')]
    const answers = []
    for (const name of names) answers.push(await postLead(name))
    expect(answers.map((answer) => ({ status: answer.status, cache: answer.cache }))).toEqual([
      { status: 201, cache: undefined },
      { status: 201, cache: undefined },
    ])
    const references = answers.map((answer) => (JSON.parse(answer.text) as { reference: string }).reference)
    expect(new Set(references).size).toBe(2)
    expect(leadReferences(names)).toEqual(names.map((name, i) => ({ name, reference: references[i] })))
  })
})

test.describe("the micro-cache's rules, in front of a stub instance that counts what reaches it", () => {
  test.describe.configure({ mode: 'serial', timeout: 60_000 })
  test.skip(
    !requireService('nginx', haveNginx(), "the micro-cache's rules tests"),
    'TEST_OPTIONAL_SERVICES=1 and no nginx',
  )

  interface Seen {
    method: string
    path: string
    headers: IncomingHttpHeaders
  }

  let stub: Server | undefined
  let proxy: TestNginx | undefined
  const seen: Seen[] = []
  /** How many requests for this path reached the stub. */
  const reached = (path: string) => seen.filter((request) => request.path === path).length

  test.beforeAll(async () => {
    // Each answer names how many requests for its path the stub has had; `?delay=ms` holds it that long. Its
    // lifetimes are what `next start` says of an ISR page, unless the path asks for a cookie or privacy.
    stub = createServer((req, res) => {
      const url = new URL(req.url!, 'http://stub')
      seen.push({ method: req.method!, path: url.pathname, headers: req.headers })
      const count = reached(url.pathname)
      const headers: Record<string, string> = {
        'content-type': 'text/plain',
        'cache-control': 's-maxage=300, stale-while-revalidate=31535700',
      }
      if (url.pathname === '/sets-cookie') headers['set-cookie'] = 'visitor=1; Path=/; HttpOnly'
      if (url.pathname === '/private')
        headers['cache-control'] = 'private, no-cache, no-store, max-age=0, must-revalidate'
      setTimeout(
        () => {
          res.writeHead(200, headers)
          res.end(`${url.pathname} answer ${count}`)
        },
        Number(url.searchParams.get('delay') ?? 0),
      )
    })
    await new Promise<void>((resolve) => stub!.listen(0, '127.0.0.1', resolve))
    proxy = await startNginx({ upstream: [`127.0.0.1:${(stub.address() as AddressInfo).port}`], workers: 1 })
  })

  test.afterEach(async ({}, testInfo) => {
    if (testInfo.status !== testInfo.expectedStatus)
      await attachLogs(testInfo, { 'nginx.log': proxy?.logTail(200) ?? '' })
  })

  test.afterAll(async () => {
    await proxy?.stop()
    await new Promise((resolve) => stub?.close(resolve))
  })

  const get = (target: string, headers: Record<string, string> = {}) =>
    call(proxy!.url, target, { headers: { ...GZIP, ...headers } })
  const answer = ({ cache, text }: Answer) => ({ cache, text })
  const SLOW = '/slow?delay=2000'

  test("an answer is kept for the micro-cache's seconds, not the instance's s-maxage, and renewed in the background", async () => {
    expect(answer(await get('/page'))).toEqual({ cache: 'MISS', text: '/page answer 1' })
    expect(answer(await get('/page'))).toEqual({ cache: 'HIT', text: '/page answer 1' })
    await sleep(EXPIRED_AFTER_MS)
    // Expired: the stale copy at once, while one request renews it.
    expect(answer(await get('/page'))).toEqual({ cache: 'STALE', text: '/page answer 1' })
    await expect.poll(() => reached('/page')).toBe(2)
    expect(answer(await get('/page'))).toEqual({ cache: 'HIT', text: '/page answer 2' })
  })

  test('one request per entry reaches the instance at a time, and nobody waits for a renewal', async () => {
    // The stub takes 2 s to answer this one.
    const together = await Promise.all(Array.from({ length: 10 }, () => get(SLOW)))
    expect(reached('/slow')).toBe(1)
    expect(new Set(together.map(({ text }) => text))).toEqual(new Set(['/slow answer 1']))

    await sleep(EXPIRED_AFTER_MS)
    const asked = Date.now()
    expect(answer(await get(SLOW))).toEqual({ cache: 'STALE', text: '/slow answer 1' })
    expect(Date.now() - asked).toBeLessThan(1000)
    const meanwhile = await Promise.all(Array.from({ length: 5 }, () => get(SLOW)))
    expect(meanwhile.map(answer)).toEqual(Array(5).fill({ cache: 'UPDATING', text: '/slow answer 1' }))
    await expect.poll(() => reached('/slow')).toBe(2)
  })

  test('a response that sets a cookie or is private is never stored; /admin, /api/ and a POST never use the cache', async () => {
    const first = await get('/sets-cookie')
    expect({ ...answer(first), cookie: first.headers['set-cookie'] }).toEqual({
      cache: 'MISS',
      text: '/sets-cookie answer 1',
      cookie: ['visitor=1; Path=/; HttpOnly'],
    })
    expect(answer(await get('/sets-cookie'))).toEqual({ cache: 'MISS', text: '/sets-cookie answer 2' })
    expect(answer(await get('/private'))).toEqual({ cache: 'MISS', text: '/private answer 1' })
    expect(answer(await get('/private'))).toEqual({ cache: 'MISS', text: '/private answer 2' })

    for (const path of ['/admin', '/admin/leads', '/api/web/trip/list']) {
      expect(answer(await get(path))).toEqual({ cache: undefined, text: `${path} answer 1` })
      expect(answer(await get(path))).toEqual({ cache: undefined, text: `${path} answer 2` })
    }

    expect(answer(await get('/posted'))).toEqual({ cache: 'MISS', text: '/posted answer 1' })
    const posted = await call(proxy!.url, '/posted', { method: 'POST', headers: GZIP, body: '{}' })
    expect(answer(posted)).toEqual({ cache: undefined, text: '/posted answer 2' })
    expect(answer(await get('/posted'))).toEqual({ cache: 'HIT', text: '/posted answer 1' })
  })

  test('a staff cookie or credentials pass the cache by; other cookies do not', async () => {
    expect(answer(await get('/shared'))).toEqual({ cache: 'MISS', text: '/shared answer 1' })
    expect(answer(await get('/shared', { cookie: 'theme=dark' }))).toEqual({ cache: 'HIT', text: '/shared answer 1' })
    let count = 1
    const passing: Record<string, string>[] = [
      { cookie: 'theme=dark; gopuram-staff.session_token=abc' },
      { cookie: '__Secure-gopuram-staff.session_token=abc' },
      { cookie: 'gopuram-staff.two_factor=abc' },
      { authorization: 'Bearer abc' },
    ]
    for (const headers of passing) {
      expect(answer(await get('/shared', headers))).toEqual({ cache: 'BYPASS', text: `/shared answer ${++count}` })
    }
    // Nothing those fetched was stored.
    expect(answer(await get('/shared'))).toEqual({ cache: 'HIT', text: '/shared answer 1' })
  })

  test('the instance is asked for gzip and told the visitor, never what the client claimed', async () => {
    const before = seen.length
    await get('/headers', {
      'accept-encoding': 'br',
      'x-forwarded-for': '203.0.113.9',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
    })
    const [received] = seen.slice(before)
    const { host } = new URL(proxy!.url)
    expect(received!.headers).toMatchObject({
      'accept-encoding': 'gzip',
      'x-forwarded-for': '127.0.0.1',
      'x-forwarded-host': host,
      'x-forwarded-proto': 'http',
      host,
    })
  })
})
