import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { POST as newsletterPost } from '@/app/api/web/email/route'
import { POST as tripEnquiryPost } from '@/app/api/web/enquiry/create/route'
import { LEAD_CLAIM_TIMEOUT_MS, LEAD_RETRY_BASE_MS, LEAD_RETRY_MAX_MS } from '@/lib/leads/config'
import { getDb } from '@/lib/platform/db'
import { deliverDueLeads } from '@/lib/leads/outbox/worker'
import { forwardLead } from '@/lib/leads/outbox/forward'
import { claimNextDue, findLeadByReference } from '@/lib/leads/store'
import { retryDelayMs } from '@/lib/leads/jobs/queue'
import { STORAGE_KINDS, useStorage } from './support/storage'
import { until } from './support/wait'

/** A tiny upstream: records POSTs; `down` answers 503, `delayMs` stalls before answering. */
const upstream = {
  received: [] as { path: string; key: string; body: unknown }[],
  down: false,
  delayMs: 0,
  subscribers: new Set<string>(),
}
let server: http.Server
let baseUrl: string
let clientNumber = 0
let keyNumber = 0

beforeAll(async () => {
  jest.spyOn(console, 'info').mockImplementation(() => undefined)
  jest.spyOn(console, 'error').mockImplementation(() => undefined)
  // The posts below reach the handlers without a connection: the test stands in for one proxy
  // of the agency's own, which names each client in X-Forwarded-For (lib/platform/client-address.ts).
  process.env.TRUST_PROXY_HOPS = '1'
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', async () => {
      if (upstream.delayMs) await new Promise((r) => setTimeout(r, upstream.delayMs))
      res.setHeader('Content-Type', 'application/json')
      if (upstream.down) {
        res.writeHead(503).end(JSON.stringify({ message: 'Service unavailable' }))
        return
      }
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { email?: string }
      upstream.received.push({ path: req.url ?? '', key: String(req.headers['idempotency-key'] ?? ''), body })
      if (req.url === '/api/web/email' && body.email) {
        if (upstream.subscribers.has(body.email)) {
          res.writeHead(400).end(JSON.stringify({ message: 'Email already exists' }))
          return
        }
        upstream.subscribers.add(body.email)
      }
      res.writeHead(200).end(JSON.stringify({ success: true }))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  process.env.TRAVEL_API_URL = baseUrl
})

afterAll(async () => {
  delete process.env.TRAVEL_API_URL
  delete process.env.TRUST_PROXY_HOPS
  jest.restoreAllMocks()
  await new Promise((resolve) => server.close(resolve))
})

beforeEach(() => {
  upstream.received = []
  upstream.down = false
  upstream.delayMs = 0
})

const enquiry = {
  name: 'Lakshmi',
  email: 'lakshmi@example.com',
  mobileNumber: '9840012345',
  preferredTravelDate: '',
  numberOfTravellers: 1,
  message: '',
  tripId: 'kashi-yatra',
}

async function post(
  handler: (r: Request) => Promise<Response>,
  body: Record<string, unknown>,
  extra: Record<string, unknown> = {},
) {
  const now = Date.now()
  const res = await handler(
    new Request('http://localhost/api/web/enquiry/create', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `192.0.2.${++clientNumber}` },
      body: JSON.stringify({
        ...body,
        website: '',
        formRenderedAt: now - 10_000,
        formSubmittedAt: now,
        idempotencyKey: `delivery-test-key-${++keyNumber}-${now}`,
        source: { page: '/trip/kashi-yatra' },
        ...extra,
      }),
    }),
  )
  return { status: res.status, json: (await res.json()) as { reference?: string; message?: string } }
}

/** Makes every waiting lead due now, instead of waiting out the backoff. */
const makeDue = async () =>
  (await getDb()).updateTable('jobs').set({ due_at: 0 }).where('state', '=', 'pending').execute()
const pendingCount = async () =>
  (await (await getDb()).selectFrom('leads').where('status', '=', 'pending').selectAll().execute()).length

describe.each(STORAGE_KINDS)('upstream delivery on %s', (kind) => {
  let cleanup: () => Promise<void>
  beforeAll(async () => {
    cleanup = await useStorage(kind)
  })
  afterAll(() => cleanup())

  it('forwards exactly the contract payload with an Idempotency-Key, then marks the lead delivered', async () => {
    const { status, json } = await post(tripEnquiryPost, enquiry)
    expect(status).toBe(201)
    expect(upstream.received).toHaveLength(1)
    expect(upstream.received[0].path).toBe('/api/web/enquiry/create')
    expect(upstream.received[0].body).toEqual(enquiry)
    const lead = (await findLeadByReference(json.reference!))!
    expect(upstream.received[0].key).toBe(lead.idempotencyKey)
    expect(lead.status).toBe('delivered')
    expect(lead.attempts).toBe(1)
  })

  it('keeps the lead in the outbox when the upstream fails, still answers success, and delivers it later once', async () => {
    upstream.down = true
    const { status, json } = await post(tripEnquiryPost, enquiry)
    expect(status).toBe(201)
    let lead = (await findLeadByReference(json.reference!))!
    expect(lead.status).toBe('pending')
    expect(lead.nextAttemptAt!).toBeGreaterThan(Date.now())
    expect(lead.lastError).toContain('503')

    // Not due yet: nothing is sent.
    expect(await deliverDueLeads(baseUrl)).toBe(0)

    await makeDue()
    await deliverDueLeads(baseUrl)
    lead = (await findLeadByReference(json.reference!))!
    expect(lead.status).toBe('pending')
    expect(lead.attempts).toBe(2)

    upstream.down = false
    await makeDue()
    await deliverDueLeads(baseUrl)
    await makeDue()
    await deliverDueLeads(baseUrl)
    expect(upstream.received).toHaveLength(1)
    expect(upstream.received[0].body).toEqual(enquiry)
    expect((await findLeadByReference(json.reference!))!.status).toBe('delivered')
  })

  it('never delivers a bot lead', async () => {
    const { status, json } = await post(tripEnquiryPost, enquiry, { website: 'http://spam.example' })
    expect(status).toBe(201)
    await deliverDueLeads(baseUrl)
    expect(upstream.received).toHaveLength(0)
    expect((await findLeadByReference(json.reference!))!.status).toBe('spam')
  })

  it('passes the upstream newsletter answer "Email already exists" back to the visitor', async () => {
    const email = `upstream.${Date.now()}@example.com`
    expect((await post(newsletterPost, { email })).status).toBe(201)
    const repeat = await post(newsletterPost, { email })
    expect(repeat.status).toBe(409)
    expect(repeat.json.message).toBe('Email already exists')
  })

  it('two concurrent deliverers send each waiting lead exactly once', async () => {
    upstream.down = true
    for (let i = 0; i < 6; i++) await post(tripEnquiryPost, { ...enquiry, name: `Traveller ${i}` })
    upstream.down = false
    upstream.received = []
    await makeDue()
    upstream.delayMs = 20
    await Promise.all([deliverDueLeads(baseUrl), deliverDueLeads(baseUrl), deliverDueLeads(baseUrl)])
    expect(upstream.received).toHaveLength(6)
    expect(new Set(upstream.received.map((r) => r.key)).size).toBe(6)
    expect(await pendingCount()).toBe(0)
  })

  it('takes over a claim whose sender died, and only after the claim timeout', async () => {
    upstream.down = true
    const { json } = await post(tripEnquiryPost, enquiry)
    const lead = (await findLeadByReference(json.reference!))!
    const now = Date.now()
    await (
      await getDb()
    )
      .updateTable('jobs')
      .set({ state: 'working', claimed_at: now })
      .where('lead_id', '=', lead.id)
      .execute()
    expect(await claimNextDue(now + 1000)).toBeUndefined()
    const taken = await claimNextDue(now + LEAD_CLAIM_TIMEOUT_MS + 1)
    expect(taken?.reference).toBe(lead.reference)
    // Claimed again: nobody else gets it.
    expect(await claimNextDue(now + LEAD_CLAIM_TIMEOUT_MS + 2)).toBeUndefined()
  })

  it('gives up on a slow upstream after the timeout', async () => {
    // The attempt's 100 ms timer starts before the stub's 500 ms one, so it fires first however slow
    // the machine: Node runs due timers in the order they fall due.
    upstream.delayMs = 500
    const result = await forwardLead(
      { kind: 'tripEnquiry', payload: enquiry, idempotencyKey: 'slow-upstream-key-123' },
      baseUrl,
      100,
    )
    expect(result).toEqual({ outcome: 'failed', error: 'POST /api/web/enquiry/create timed out' })
    // The stub still answers the abandoned request later: wait for it to record it, in this test's record.
    await until(() => upstream.received.length > 0, 'the upstream to record the abandoned request')
    expect(upstream.received.map((r) => r.key)).toEqual(['slow-upstream-key-123'])
  })

  it('backs off exponentially up to the cap', () => {
    expect(retryDelayMs(1)).toBe(LEAD_RETRY_BASE_MS)
    expect(retryDelayMs(2)).toBe(LEAD_RETRY_BASE_MS * 2)
    expect(retryDelayMs(4)).toBe(LEAD_RETRY_BASE_MS * 8)
    expect(retryDelayMs(50)).toBe(LEAD_RETRY_MAX_MS)
  })
})
