import { expect, test, type Browser, type Page } from '@playwright/test'
import pg from 'pg'
import { LEAD_CLAIM_TIMEOUT_MS, LEAD_FORWARD_TIMEOUT_MS, LEAD_RATE_LIMIT_MAX } from '../lib/leads/config'
import { haveRedisServer, startRedisServer, type TestRedisServer } from '../tests/support/redis-server.mjs'
import { requireService } from '../tests/support/services.mjs'
import { startInstance, startStubProvider, type ClusterProcess, type Instance } from './cluster/instances'
import { nameIn, stubRecordsAt } from './stub-records'
import { freshDatabase } from './databases.mjs'
import { haveNginx, startNginx, type TestNginx } from './nginx.mjs'
import { databaseUrl } from './settings.mjs'
import { createStaff, signIn, type TestStaff } from './staff'
import { contactLead, rupees, servers, stubAt, uniqueName } from './support'

/**
 * Several instances behind one address: two `next start` processes, A and B, of the postgres
 * variant's build (no build of their own) on two ports, sharing a fresh PostgreSQL database and a
 * redis-server this file starts, with nginx running deploy/nginx/site.conf in front of both as the
 * one public address (every instance's SITE_URL). A page A rendered is B's from the shared cache, a
 * catalogue save on A shows on B at once, a lead and a staff session made on A are B's too, the
 * lead and sign-in rate limits count across both; through the one address a lead lands in the
 * inbox, a staff session holds whichever instance answers, and a save is seen at once. The site
 * keeps serving while Redis is away and uses it again once it is back. In upstream mode, a provider
 * that took leads but never answered gets each retry with the first attempt's Idempotency-Key (so,
 * honouring it, it keeps one lead each), and every acknowledged lead reaches the provider although
 * A is killed (`kill -9`) holding a claim. The processes' logs are in test-results/<tag>/cluster-logs.
 */

test.describe.configure({ mode: 'serial', timeout: 120_000 })
// Required services: missing, they fail the run with their install command (a developer may opt out, never CI).
const NEEDED_BY = 'the several-instances test (e2e/instances.cluster.spec.ts)'
test.skip(
  !requireService('redis', haveRedisServer(), NEEDED_BY) || !requireService('nginx', haveNginx(), NEEDED_BY),
  'a service it needs is missing (TEST_OPTIONAL_SERVICES=1)',
)

const [portA, portB] = servers.cluster.instancePorts
/** Shared by every instance, as it must be; never shown by /api/health. */
const AUTH_SECRET = 'e2e-cluster-auth-secret-shared-by-every-instance'
/** The trust-authenticated test server ignores it; it is in DATABASE_URL to prove /api/health never shows it. */
const DATABASE_PASSWORD = 'e2e-cluster-database-password'
/** Leads posted in the outbox test. */
const OUTBOX_LEADS = 500
/** How long the stub holds each lead post in that test: below the forward timeout, so no sender gives up on an answer. */
const HOLD_MS = LEAD_FORWARD_TIMEOUT_MS - 1500
/** Sign-in attempts per client address in the window (lib/staff/sign-in-limit.ts, a server-only module; the README says 20). */
const SIGN_IN_PER_ADDRESS = 20

let clusterDatabaseUrl: string
let db: pg.Pool
let redis: TestRedisServer | undefined
let provider: ClusterProcess | undefined
let proxy: TestNginx | undefined
let a: Instance | undefined
let b: Instance | undefined
let logDir: string

/** Starts A and B together, as a load balancer's pool starts (the migration runs once, under its lock). */
async function startPair(upstreamUrl?: string): Promise<void> {
  const options = {
    databaseUrl: clusterDatabaseUrl,
    redisUrl: redis!.url,
    authSecret: AUTH_SECRET,
    upstreamUrl,
    siteUrl: proxy!.url,
    logDir,
  }
  const [first, second] = await Promise.allSettled([
    startInstance({ ...options, name: 'a', port: portA }),
    startInstance({ ...options, name: 'b', port: portB }),
  ])
  a = first.status === 'fulfilled' ? first.value : undefined
  b = second.status === 'fulfilled' ? second.value : undefined
  for (const started of [first, second]) if (started.status === 'rejected') throw started.reason
}

async function stopPair(): Promise<void> {
  await Promise.all([a?.stop(), b?.stop()])
}

/** A and B in upstream mode, with a stub provider of this test's own (started, and the pair restarted, once). */
async function upstreamMode(): Promise<ClusterProcess> {
  if (!provider) {
    await stopPair()
    provider = await startStubProvider(servers.cluster.stubPort, logDir)
    await startPair(provider.url)
  }
  return provider
}

test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(180_000)
  logDir = testInfo.project.outputDir + '/cluster-logs'
  const url = new URL(databaseUrl(process.env.TEST_DATABASE_URL!, `gh_e2e_${servers.tag}_cluster`))
  url.password = DATABASE_PASSWORD
  clusterDatabaseUrl = url.toString()
  await freshDatabase(clusterDatabaseUrl)
  db = new pg.Pool({ connectionString: clusterDatabaseUrl, max: 4 })
  redis = await startRedisServer()
  // One worker, so its round robin alternates between A and B request by request.
  proxy = await startNginx({ upstream: [`127.0.0.1:${portA}`, `127.0.0.1:${portB}`], workers: 1 })
  await startPair()
})

test.afterEach(async ({}, testInfo) => {
  if (testInfo.status === testInfo.expectedStatus) return
  for (const child of [a, b, provider]) {
    if (child) await testInfo.attach(`${child.name}.log`, { path: child.logFile, contentType: 'text/plain' })
  }
  if (proxy) await testInfo.attach('nginx.log', { body: proxy.logTail(200), contentType: 'text/plain' })
})

test.afterAll(async () => {
  await Promise.allSettled([stopPair(), provider?.stop(), redis?.close(), proxy?.stop()])
  await db?.end()
})

const A = () => a!
const B = () => b!

async function query<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
  return (await db.query<T>(text, values)).rows
}

interface PageAnswer {
  status: number
  /** x-nextjs-cache: HIT, STALE or MISS for a page of the ISR cache. */
  cache: string | null
  html: string
}

async function getPage(instance: Instance, path: string): Promise<PageAnswer> {
  const res = await fetch(`${instance.url}${path}`, { redirect: 'manual', signal: AbortSignal.timeout(20_000) })
  return { status: res.status, cache: res.headers.get('x-nextjs-cache'), html: await res.text() }
}

interface LeadAnswer {
  status: number
  reference?: string
}

/**
 * A contact lead posted to the endpoint of an instance, or of the proxy, by `client` (X-Forwarded-For, the one
 * trusted proxy's header: nginx writes its own instead).
 */
async function postLead(target: { url: string }, fields: Record<string, unknown>, client: string): Promise<LeadAnswer> {
  const res = await fetch(`${target.url}/api/web/contact/create`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': client },
    body: JSON.stringify(contactLead(fields)),
    signal: AbortSignal.timeout(30_000),
  })
  const body = (await res.json().catch(() => ({}))) as { reference?: string }
  return { status: res.status, reference: body.reference }
}

interface HealthAnswer {
  status: number
  text: string
  body: { status?: string; database?: string; redis?: string; outbox?: { pending?: unknown } }
}

async function health(instance: Instance): Promise<HealthAnswer> {
  const res = await fetch(`${instance.url}/api/health`, { signal: AbortSignal.timeout(10_000) })
  const text = await res.text()
  let body: HealthAnswer['body'] = {}
  try {
    body = JSON.parse(text) as HealthAnswer['body']
  } catch {
    // Left empty: the assertions on it fail with the text beside them.
  }
  return { status: res.status, text, body }
}

/** What a health answer says, in one comparable value. */
const healthState = (answer: HealthAnswer) => ({
  http: answer.status,
  status: answer.body.status,
  database: answer.body.database,
  redis: answer.body.redis,
})

/** Text as React writes it into HTML. */
const inHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;')

/** A browser page of its own (its own cookies) on `instance`, as one client (X-Forwarded-For). */
async function pageOn(browser: Browser, instance: Instance, client: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: instance.url, extraHTTPHeaders: { 'x-forwarded-for': client } })
  return context.newPage()
}

interface TripRow {
  id: string
  slug: string
  title: string
  price: number
}

async function firstTripOf(category: string, offset = 0): Promise<TripRow> {
  const [trip] = await query<TripRow>(
    `SELECT t.id, t.slug, t.title, t.price FROM trips t JOIN categories c ON c.id = t.category_id
     WHERE c.name = $1 AND t.published = 1 ORDER BY t.position OFFSET $2 LIMIT 1`,
    [category, offset],
  )
  if (!trip) throw new Error(`No published ${category} trip at ${offset}`)
  return { ...trip, price: Number(trip.price) }
}

const saved = (page: Page) => page.getByRole('status').filter({ hasText: /^Saved/ })

test('/api/health on a healthy pair: 200, ok, database and Redis up, the outbox count, and no secret', async () => {
  for (const instance of [A(), B()]) {
    const answer = await health(instance)
    expect(answer.status, answer.text).toBe(200)
    // States and counts only; no message waits or has failed.
    expect(answer.body, answer.text).toEqual({
      status: 'ok',
      database: 'up',
      redis: 'up',
      outbox: { pending: 0 },
      messages: {},
    })
    for (const secret of [DATABASE_PASSWORD, AUTH_SECRET, clusterDatabaseUrl, redis!.url]) {
      expect(answer.text).not.toContain(secret)
    }
  }
})

test("a page A rendered is B's from the shared cache, and an owner's save on A shows on B at once", async ({
  browser,
}, testInfo) => {
  const owner = createStaff(testInfo, 'cluster-owner', 'owner', A())
  const page = await pageOn(browser, A(), `e2e-cluster-owner-${Date.now()}`)
  await signIn(page, owner)
  await page.goto('/admin/catalog')
  const original = await firstTripOf('Pilgrimage')

  // A new trip page, which no build prerendered: a hidden copy, then shown on the site.
  await page.getByRole('button', { name: `Duplicate ${original.title}`, exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: `${original.title} (copy)` })).toBeVisible()
  const copyId = new URL(page.url()).pathname.split('/').pop()!
  await page.getByLabel('Show this trip on the site').check()
  await page.getByRole('button', { name: 'Save basics' }).click()
  await expect(saved(page)).toHaveText('Saved and published to the site')
  const [copyRow] = await query<TripRow & { published: number }>(
    'SELECT id, slug, title, price, published FROM trips WHERE id = $1',
    [copyId],
  )
  expect(copyRow).toMatchObject({ title: `${original.title} (copy)`, published: 1 })
  const copy = { ...copyRow!, price: Number(copyRow!.price) }
  const tripPath = `/trip/${copy.slug}`

  // A renders it (nobody had), then serves it from the cache.
  const rendered = await getPage(A(), tripPath)
  expect(rendered.status).toBe(200)
  expect(rendered.cache).toBe('MISS')
  expect(rendered.html).toContain(inHtml(copy.title))
  await expect.poll(async () => (await getPage(A(), tripPath)).cache).toBe('HIT')
  const cachedOnA = await getPage(A(), tripPath)
  // B's very first request for it: A's render, from Redis.
  const firstOnB = await getPage(B(), tripPath)
  expect(firstOnB.status).toBe(200)
  expect(firstOnB.cache).toBe('HIT')
  expect(firstOnB.html).toBe(cachedOnA.html)

  // B shows the price it has cached; the owner changes it on A; B's next request shows the new one.
  await page.goto(`${B().url}${tripPath}`)
  await expect(page.getByTestId('trip-price')).toHaveText(rupees(copy.price))
  await page.goto(`/admin/catalog/trips/${copy.id}`)
  await expect(page.getByRole('heading', { level: 1, name: copy.title })).toBeVisible()
  const price = copy.price + 1234
  await page.getByLabel('Price per person (₹)').fill(String(price))
  await page.getByRole('button', { name: 'Save basics' }).click()
  await expect(saved(page)).toHaveText('Saved and published to the site')
  const [stored] = await query<{ price: string }>('SELECT price FROM trips WHERE id = $1', [copy.id])
  expect(Number(stored!.price)).toBe(price)
  await page.goto(`${B().url}${tripPath}`)
  await expect(page.getByTestId('trip-price')).toHaveText(rupees(price))
  await page.context().close()
})

test('a lead posted to A is in the inbox on B, and a staff session made on A works on B', async ({
  browser,
}, testInfo) => {
  const name = uniqueName(testInfo, 'Cluster Visitor')
  const posted = await postLead(A(), { name }, `e2e-cluster-visitor-${Date.now()}`)
  expect(posted.status).toBe(201)
  expect(await query('SELECT reference, status FROM leads WHERE name = $1', [name])).toEqual([
    { reference: posted.reference, status: 'stored' },
  ])

  const agent: TestStaff = createStaff(testInfo, 'cluster-agent', 'agent', A())
  const onA = await pageOn(browser, A(), `e2e-cluster-agent-${Date.now()}`)
  await signIn(onA, agent)
  const session = await onA.context().cookies(A().url)
  expect(session.length).toBeGreaterThan(0)

  // A browser that never talked to A: signed out on B, then signed in with A's cookies.
  const onB = await pageOn(browser, B(), `e2e-cluster-agent-b-${Date.now()}`)
  await onB.goto('/admin')
  await expect(onB).toHaveURL(/\/admin\/sign-in$/)
  await onB.context().addCookies(session.map((cookie) => ({ ...cookie, domain: new URL(B().url).hostname })))
  await onB.goto('/admin')
  await expect(onB).toHaveURL(/\/admin$/)
  await expect(onB.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible()
  await expect(onB.getByTestId('lead-row').filter({ hasText: posted.reference! })).toContainText(name)
  await onB.goto(`/admin/leads/${posted.reference}`)
  await expect(onB.getByRole('heading', { level: 1, name })).toBeVisible()
  await expect(onB.locator('main')).toContainText(posted.reference!)
  await Promise.all([onA.context().close(), onB.context().close()])
})

test('the lead rate limit counts one client across both instances', async ({}, testInfo) => {
  const client = `e2e-cluster-rate-${Date.now()}`
  const name = uniqueName(testInfo, 'Cluster Rate')
  const answers: string[] = []
  for (let i = 0; i < LEAD_RATE_LIMIT_MAX; i++) {
    const instance = i % 2 === 0 ? A() : B()
    answers.push(`${instance.name} ${(await postLead(instance, { name }, client)).status}`)
  }
  expect(answers).toEqual(Array.from({ length: LEAD_RATE_LIMIT_MAX }, (_, i) => `${i % 2 === 0 ? 'a' : 'b'} 201`))
  // The next post is refused on either instance.
  expect((await postLead(A(), { name }, client)).status).toBe(429)
  expect((await postLead(B(), { name }, client)).status).toBe(429)
  const [row] = await query<{ count: string }>('SELECT count(*) FROM leads WHERE name = $1', [name])
  expect(Number(row!.count)).toBe(LEAD_RATE_LIMIT_MAX)
  // Another client is counted apart.
  expect((await postLead(B(), { name: `${name} other` }, `${client}-other`)).status).toBe(201)
})

test('the sign-in limit counts one address across both instances: 19 wrong on A and B, the 20th signs in, the 21st is refused', async ({
  browser,
}, testInfo) => {
  const client = `e2e-cluster-sign-in-${Date.now()}`
  const agent = createStaff(testInfo, 'cluster-limited', 'agent', A())
  const run = Date.now().toString(36)
  /**
   * The sign-in form without JavaScript on `instance`, as `client`: a sign-in is the form's own POST (its fields and
   * the action's hidden ones), answered with a page of its own, so no answer is mistaken for the one before.
   */
  const formOn = async (instance: Instance) => {
    const context = await browser.newContext({
      baseURL: instance.url,
      javaScriptEnabled: false,
      extraHTTPHeaders: { 'x-forwarded-for': client },
    })
    const page = await context.newPage()
    await page.goto('/admin/sign-in')
    const hidden = await page
      .locator('form input[type="hidden"]')
      .evaluateAll((inputs) =>
        inputs.map((input) => [(input as HTMLInputElement).name, (input as HTMLInputElement).value]),
      )
    /** What the form's POST with these credentials is answered: the message on the page it sends back. */
    const post = async (email: string, password: string): Promise<string> => {
      const res = await page.request.post('/admin/sign-in', {
        headers: { origin: instance.url, 'x-forwarded-for': client },
        multipart: { ...Object.fromEntries(hidden), email, password },
        maxRedirects: 0,
      })
      const html = await res.text()
      return `${res.status()} ${[WRONG, 'Too many sign-in attempts'].find((message) => html.includes(message)) ?? html.slice(0, 300)}`
    }
    return { page, post }
  }
  /** One sign-in on the page itself; resolves once the page it led to (its answer, or the inbox) has loaded. */
  const signInOnPage = async (page: Page, { email, password }: TestStaff): Promise<void> => {
    await page.getByLabel('E-mail').fill(email)
    await page.getByLabel('Password').fill(password)
    await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/admin/sign-in'),
      page.waitForEvent('domcontentloaded'),
      page.getByRole('button', { name: 'Sign in' }).click(),
    ])
  }
  const WRONG = 'Wrong e-mail or password.'
  const TOO_MANY = /^Too many sign-in attempts\. Please try again in \d+ minutes?\.$/
  const [onA, onB] = await Promise.all([formOn(A()), formOn(B())])

  // 19 attempts, 10 on A beside 9 on B, each naming an address of its own (so no account's limit is reached).
  const wrongOn = async (form: typeof onA, from: number, count: number) => {
    const answers: string[] = []
    for (let i = from; i < from + count; i++)
      answers.push(await form.post(`nobody-${run}-${i}@gopuram.example`, 'wrong-password'))
    return answers
  }
  const [wrongOnA, wrongOnB] = [10, SIGN_IN_PER_ADDRESS - 11]
  const [onAAnswers, onBAnswers] = await Promise.all([wrongOn(onA, 1, wrongOnA), wrongOn(onB, wrongOnA + 1, wrongOnB)])
  expect({ a: onAAnswers, b: onBAnswers }).toEqual({
    a: Array.from({ length: wrongOnA }, () => `200 ${WRONG}`),
    b: Array.from({ length: wrongOnB }, () => `200 ${WRONG}`),
  })
  // The 20th, the last this address may make, signs the agent in on B.
  await signInOnPage(onB.page, agent)
  await expect(onB.page).toHaveURL(/\/admin$/)
  await expect(onB.page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible()
  // The 21st, with the same right password, is refused on A: A counted B's attempts.
  await signInOnPage(onA.page, agent)
  await expect(onA.page).toHaveURL(/\/admin\/sign-in$/)
  await expect(onA.page.getByRole('status')).toHaveText(TOO_MANY)

  // Another address signs in with it on A: the limit is the address's.
  const other = await pageOn(browser, A(), `${client}-other`)
  await signIn(other, agent)
  await Promise.all([onA.page.context().close(), onB.page.context().close(), other.context().close()])
})

test('through the one address (nginx in front of A and B): a lead lands in the inbox, a staff session holds whichever instance answers, a save is seen at once', async ({
  browser,
}, testInfo) => {
  const front = proxy!
  const instances = [`127.0.0.1:${portA}`, `127.0.0.1:${portB}`]
  /** The instances that answered `GET path` through the proxy since entry number `from` of its log. */
  const answeredBy = (path: string, from: number) =>
    new Set(
      front
        .accessEntries()
        .slice(from)
        .filter((entry) => entry.request === `GET ${path} HTTP/1.1`)
        .flatMap((entry) => entry.upstream),
    )
  /**
   * Opens `path` through the proxy, checking each answer with `check`, until both instances have answered it (at
   * most six visits). Between visits that landed on the same instance one more request goes through, so the round
   * robin's turn moves on whatever the page itself asked for.
   */
  const visitUntilBothAnswer = async (page: Page, path: string, check: () => Promise<void>) => {
    const from = front.accessEntries().length
    for (let visit = 0; visit < 6 && answeredBy(path, from).size < 2; visit++) {
      await page.goto(path)
      await check()
      if (answeredBy(path, from).size < 2) await fetch(`${front.url}/api/health`)
    }
    expect([...answeredBy(path, from)].sort(), `instances that answered ${path}`).toEqual(instances)
  }

  // A visitor's lead, posted to the one address, whichever instance takes it.
  const name = uniqueName(testInfo, 'Cluster Proxy Visitor')
  const posted = await postLead(front, { name }, 'a client-written X-Forwarded-For that nginx replaces')
  expect(posted.status).toBe(201)
  expect(await query('SELECT reference, status FROM leads WHERE name = $1', [name])).toEqual([
    { reference: posted.reference, status: 'stored' },
  ])

  // An owner signs in through it and sees that lead in the inbox.
  const owner = createStaff(testInfo, 'cluster-proxy-owner', 'owner', A())
  const context = await browser.newContext({ baseURL: front.url })
  const page = await context.newPage()
  await signIn(page, owner)
  await expect(page.getByTestId('lead-row').filter({ hasText: posted.reference! })).toContainText(name)

  // The session holds on the next request whichever instance answers it.
  await visitUntilBothAnswer(page, '/admin', async () => {
    await expect(page).toHaveURL(/\/admin$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible()
  })

  // A save through it is seen through it at once, from either instance (a signed-in owner bypasses the micro-cache).
  const trip = await firstTripOf('International')
  const tripPath = `/trip/${trip.slug}`
  await page.goto(`/admin/catalog/trips/${trip.id}`)
  await expect(page.getByRole('heading', { level: 1, name: trip.title })).toBeVisible()
  const price = trip.price + 2345
  const field = page.getByLabel('Price per person (₹)')
  // Filled before the form is hydrated, the field could keep the server's value beside the typed one.
  await expect(async () => {
    await field.fill(String(price))
    await expect(field).toHaveValue(String(price), { timeout: 1000 })
  }).toPass()
  await page.getByRole('button', { name: 'Save basics' }).click()
  await expect(saved(page)).toHaveText('Saved and published to the site')
  await visitUntilBothAnswer(page, tripPath, async () => {
    await expect(page.getByTestId('trip-price')).toHaveText(rupees(price))
  })
  const seen = front.accessEntries().filter((entry) => entry.request === `GET ${tripPath} HTTP/1.1`)
  expect(new Set(seen.map((entry) => entry.cache))).toEqual(new Set(['BYPASS']))
  await context.close()
})

test('without Redis both instances serve pages and take leads, health says degraded; back, Redis is used again', async ({}, testInfo) => {
  testInfo.setTimeout(120_000)
  const pilgrimage = await firstTripOf('Pilgrimage')
  const pages = [
    { path: '/', text: 'Gopuram Holidays' },
    { path: `/trip/${pilgrimage.slug}`, text: inHtml(pilgrimage.title) },
  ]

  await redis!.stop()
  const outage = Date.now()
  let slowestPageMs = 0
  for (const instance of [A(), B()]) {
    for (const { path, text } of pages) {
      for (let i = 0; i < 2; i++) {
        const asked = Date.now()
        const answer = await getPage(instance, path)
        slowestPageMs = Math.max(slowestPageMs, Date.now() - asked)
        expect(answer.status, `${instance.name} ${path}`).toBe(200)
        expect(answer.html, `${instance.name} ${path}`).toContain(text)
      }
    }
    const name = uniqueName(testInfo, `Cluster Outage ${instance.name}`)
    const posted = await postLead(instance, { name }, `e2e-cluster-outage-${instance.name}-${Date.now()}`)
    expect(posted.status, `lead to ${instance.name}`).toBe(201)
    expect(await query('SELECT reference FROM leads WHERE name = $1', [name])).toEqual([
      { reference: posted.reference },
    ])
    await expect
      .poll(async () => healthState(await health(instance)), { message: `${instance.name}'s health without Redis` })
      .toEqual({ http: 200, status: 'degraded', database: 'up', redis: 'down' })
  }
  testInfo.annotations.push({
    type: 'without Redis',
    description: `pages, leads and health checked in ${Date.now() - outage} ms; slowest page ${slowestPageMs} ms`,
  })

  await redis!.start()
  const back = Date.now()
  for (const instance of [A(), B()]) {
    await expect
      .poll(async () => healthState(await health(instance)), {
        message: `${instance.name}'s health once Redis is back`,
        timeout: 15_000,
      })
      .toEqual({ http: 200, status: 'ok', database: 'up', redis: 'up' })
  }
  testInfo.annotations.push({
    type: 'Redis back',
    description: `both healthy ${Date.now() - back} ms after it started`,
  })

  // The cache is used again: a trip page no test has asked for yet, rendered by A, is B's from Redis.
  const trip = await firstTripOf('Domestic')
  const tripPath = `/trip/${trip.slug}`
  await expect.poll(async () => (await getPage(A(), tripPath)).cache, { timeout: 15_000 }).toBe('HIT')
  const cachedOnA = await getPage(A(), tripPath)
  const firstOnB = await getPage(B(), tripPath)
  expect(firstOnB.cache).toBe('HIT')
  expect(firstOnB.html).toBe(cachedOnA.html)
})

test('upstream mode: a provider that took leads but never answered gets each retry, from either instance, with the first key; honouring it, it keeps one lead each', async ({}, testInfo) => {
  const { url: providerUrl } = await upstreamMode()
  const stub = stubAt(providerUrl)
  const records = stubRecordsAt(providerUrl)
  await stub.configure({ postsDown: false, postDelayMs: 0 })
  await records.configure({ hangFirstAttempt: true, honourIdempotencyKey: true })
  try {
    const run = Date.now().toString(36)
    const names = Array.from({ length: 4 }, (_, i) => uniqueName(testInfo, `Cluster Unanswered ${i}`))
    // Two leads to each instance; every visitor hears success though the provider never answers the first attempt.
    const answers = await Promise.all(
      names.map((name, i) => postLead(i % 2 === 0 ? A() : B(), { name }, `e2e-cluster-unanswered-${run}-${i}`)),
    )
    expect(answers.map((answer) => answer.status)).toEqual(names.map(() => 201))

    // Each first attempt was taken and never answered; the site gave up on it and tried again.
    const outcomes = async () =>
      Promise.all(names.map(async (name) => (await records.attemptsFor(name)).map((attempt) => attempt.outcome)))
    await expect
      .poll(outcomes, { message: 'each lead held once, then replayed', timeout: 60_000 })
      .toEqual(names.map(() => ['held', 'replayed']))
    const references = answers.map((answer) => answer.reference!)
    const rows = async () =>
      query<{ reference: string; name: string; status: string; idempotency_key: string; attempts: number }>(
        'SELECT reference, name, status, idempotency_key, attempts FROM leads WHERE reference = ANY($1) ORDER BY name',
        [references],
      )
    await expect.poll(async () => (await rows()).map((row) => row.status)).toEqual(names.map(() => 'delivered'))
    for (const row of await rows()) {
      const [first, retry] = await records.attemptsFor(row.name)
      expect(first!.idempotencyKey, row.name).toBe(row.idempotency_key)
      expect(retry!.idempotencyKey, row.name).toBe(row.idempotency_key)
      expect(first!.closedAt, `${row.name}: the site closed the unanswered attempt`).toBeDefined()
      expect(retry!.at).toBeGreaterThanOrEqual(first!.closedAt!)
      expect(Number(row.attempts), row.name).toBe(2)
    }
    // One lead each at the provider.
    const recorded = (await stub.requests()).map((request) => nameIn(request.body))
    expect(names.map((name) => recorded.filter((entry) => entry === name).length)).toEqual(names.map(() => 1))
  } finally {
    await records.resetModes()
  }
})

test('upstream mode: every acknowledged lead reaches the provider, its key accepted once, though A dies holding one whose post the provider refused', async ({}, testInfo) => {
  testInfo.setTimeout(6 * 60_000)
  const started = Date.now()
  const { url: providerUrl } = await upstreamMode()
  const stub = stubAt(providerUrl)
  await stubRecordsAt(providerUrl).resetModes()
  await stub.configure({ postsDown: true, postDelayMs: 0 })
  // Only this test's leads count below.
  await stub.clearRequests()

  // The provider is down: every lead is acknowledged and waits in the outbox.
  const run = Date.now().toString(36)
  const answers: LeadAnswer[] = new Array(OUTBOX_LEADS)
  let next = 0
  const postingStarted = Date.now()
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      for (let i = next++; i < OUTBOX_LEADS; i = next++) {
        // Alternately to A and B, each lead from a client of its own (the rate limit is per client).
        answers[i] = await postLead(i % 2 === 0 ? A() : B(), { name: `Outbox ${run} ${i}` }, `e2e-outbox-${run}-${i}`)
      }
    }),
  )
  const postingMs = Date.now() - postingStarted
  expect(answers.filter((answer) => answer.status !== 201)).toEqual([])
  const references = answers.map((answer) => answer.reference!)
  const rows = await query<{ reference: string; status: string; idempotency_key: string }>(
    'SELECT reference, status, idempotency_key FROM leads WHERE reference = ANY($1)',
    [references],
  )
  expect(rows).toHaveLength(OUTBOX_LEADS)
  expect(rows.filter((row) => row.status !== 'pending' && row.status !== 'delivering')).toEqual([])
  expect(await stub.requests()).toEqual([])
  expect((await health(B())).body.outbox).toEqual({ pending: OUTBOX_LEADS })

  // Each post now waits at the (still refusing) provider, so each instance holds a claim meanwhile:
  // when both do, with time left on both, A is killed.
  await stub.configure({ postDelayMs: HOLD_MS })
  // A claim taken before the delay was set may be answered (503) at once and released: only
  // claims taken after it are sure to be held at the provider when A is killed.
  const delayedFrom = Date.now()
  const claims = () =>
    query<{ id: number; reference: string; claimed_at: string; attempts: number }>(
      `SELECT id, reference, claimed_at, attempts FROM leads WHERE status = 'delivering' ORDER BY claimed_at`,
    )
  await expect
    .poll(
      async () => {
        const held = await claims()
        return (
          held.length === 2 &&
          held.every(
            (claim) =>
              Number(claim.claimed_at) >= delayedFrom && Date.now() - Number(claim.claimed_at) < HOLD_MS - 1000,
          )
        )
      },
      { message: 'A and B each hold a fresh claim', intervals: [100], timeout: 30_000 },
    )
    .toBe(true)
  await A().kill()
  const killedAt = Date.now()
  const [waiting] = await query<{ count: string }>(
    `SELECT count(*) FROM leads WHERE status IN ('pending', 'delivering')`,
  )
  expect(Number(waiting!.count)).toBeGreaterThan(0)

  // A live sender answers for its claim within the forward timeout; one older than that is A's.
  let orphans: Awaited<ReturnType<typeof claims>> = []
  await expect
    .poll(
      async () => {
        orphans = (await claims()).filter(
          (claim) => Number(claim.claimed_at) < Date.now() - LEAD_FORWARD_TIMEOUT_MS - 1000,
        )
        return orphans.length
      },
      { message: 'the claim A held when it died', timeout: 20_000 },
    )
    .toBe(1)
  const orphan = orphans[0]!
  // Its post, held at the provider, has been answered (503) by now: the provider can come back.
  expect(Date.now() - Number(orphan.claimed_at)).toBeGreaterThan(HOLD_MS)
  await stub.configure({ postsDown: false, postDelayMs: 0 })
  const providerBack = Date.now()

  // Everything is delivered: what waited by B, and A's claim once it is LEAD_CLAIM_TIMEOUT_MS old.
  const undelivered = async () =>
    Number(
      (await query<{ count: string }>(`SELECT count(*) FROM leads WHERE status IN ('pending', 'delivering')`))[0]!
        .count,
    )
  await expect
    .poll(undelivered, {
      message: 'leads not delivered yet',
      intervals: [1000],
      timeout: LEAD_CLAIM_TIMEOUT_MS + (providerBack - postingStarted) + 60_000,
    })
    .toBe(0)
  const deliveredAfterMs = Date.now() - providerBack

  const final = await query<{ reference: string; status: string; idempotency_key: string; delivered_at: string }>(
    'SELECT reference, status, idempotency_key, delivered_at FROM leads WHERE reference = ANY($1)',
    [references],
  )
  expect(final.filter((row) => row.status !== 'delivered')).toEqual([])
  const takenOver = final.find((row) => row.reference === orphan.reference)!
  // B took A's claim over only once it was LEAD_CLAIM_TIMEOUT_MS old.
  expect(Number(takenOver.delivered_at) - Number(orphan.claimed_at)).toBeGreaterThanOrEqual(LEAD_CLAIM_TIMEOUT_MS)

  // The provider accepted each lead's key exactly once (the refused attempts while it was down are not kept).
  const accepted = new Map<string, number>()
  for (const request of await stub.requests()) {
    accepted.set(request.idempotencyKey, (accepted.get(request.idempotencyKey) ?? 0) + 1)
  }
  const keys = final.map((row) => row.idempotency_key)
  expect(keys.filter((key) => accepted.get(key) !== 1)).toEqual([])
  expect([...accepted.keys()].sort()).toEqual([...keys].sort())
  expect((await health(B())).body.outbox).toEqual({ pending: 0 })

  testInfo.annotations.push({
    type: 'outbox',
    description:
      `${OUTBOX_LEADS} leads posted in ${postingMs} ms; A killed ${killedAt - postingStarted} ms after the first post, ` +
      `holding ${orphan.reference}; every lead delivered ${deliveredAfterMs} ms after the provider came back; ` +
      `test ${Date.now() - started} ms`,
  })
})
