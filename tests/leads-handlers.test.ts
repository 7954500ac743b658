import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { POST as popupPost } from '@/app/api/enquiry/route'
import { POST as contactPost } from '@/app/api/web/contact/create/route'
import { POST as customizedPost } from '@/app/api/web/customized/create/route'
import { POST as newsletterPost } from '@/app/api/web/email/route'
import { POST as tripEnquiryPost } from '@/app/api/web/enquiry/create/route'
import { LEAD_BODY_LIMIT_BYTES, LEAD_RATE_LIMIT_MAX } from '@/lib/leads/config'
import { closeDatabases, getDb } from '@/lib/platform/db'
import { findLeadByReference } from '@/lib/leads/store'
import { todayInIndia } from '@/lib/site/format'

type Handler = (request: Request) => Promise<Response>

let dataDir: string
let clientNumber = 0
let keyNumber = 0

const logLines: string[] = []

beforeAll(() => {
  for (const level of ['info', 'error'] as const) {
    jest.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      logLines.push(String(args[0]))
    })
  }
  dataDir = mkdtempSync(path.join(tmpdir(), 'leads-handlers-'))
  process.env.DATA_DIR = dataDir
  delete process.env.TRAVEL_API_URL
  // These requests reach the handlers without a connection: the tests stand in for one proxy
  // of the agency's own, which names each client in X-Forwarded-For.
  process.env.TRUST_PROXY_HOPS = '1'
})

afterAll(async () => {
  delete process.env.TRUST_PROXY_HOPS
  jest.restoreAllMocks()
  await closeDatabases()
  rmSync(dataDir, { recursive: true, force: true })
})

/** Each test is its own client, so the per-client rate limit only bites where it is tested. */
let client = ''
beforeEach(() => {
  client = `203.0.113.${++clientNumber}`
})

const newKey = () => `test-key-${Date.now()}-${++keyNumber}-abcdef`

/** What a real form sends around its payload: a human fill time and a fresh key. */
function meta(extra: Record<string, unknown> = {}) {
  const now = Date.now()
  return { website: '', formRenderedAt: now - 20_000, formSubmittedAt: now, idempotencyKey: newKey(), ...extra }
}

function request(
  body: BodyInit | null,
  headers: Record<string, string> = {},
  url = 'http://localhost/api/web/enquiry/create',
) {
  return new Request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client, ...headers },
    body,
    ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
  } as RequestInit)
}

async function post(handler: Handler, body: unknown, headers: Record<string, string> = {}) {
  const res = await handler(request(JSON.stringify(body), headers))
  const json = (await res.json()) as {
    success: boolean
    message: string
    reference?: string
    errors?: Record<string, string[]>
  }
  return { status: res.status, headers: res.headers, json }
}

const tripEnquiry = {
  name: 'Lakshmi Narayanan',
  email: 'lakshmi@example.com',
  mobileNumber: '+91 98400 12345',
  preferredTravelDate: 'December',
  numberOfTravellers: 2,
  message: 'Do you have a senior citizen plan?',
  tripId: 'char-dham-yatra',
}

const leadCount = async () => (await (await getDb()).selectFrom('leads').select('id').execute()).length

describe('lead route handlers: what the client sends', () => {
  it('stores a valid trip enquiry and answers 201 with a reference', async () => {
    const { status, json } = await post(tripEnquiryPost, {
      ...tripEnquiry,
      ...meta({ source: { utm_source: 'google', page: '/trip/x' } }),
    })
    expect(status).toBe(201)
    expect(json.reference).toMatch(/^GH-[0-9A-Z]{8}$/)
    const lead = (await findLeadByReference(json.reference!))!
    expect(lead.status).toBe('stored')
    expect(lead.kind).toBe('tripEnquiry')
    // Exactly the contract payload (docs/product.md §3): the meta fields are kept apart, never in the payload.
    expect(lead.payload).toEqual(tripEnquiry)
    expect(lead.source).toEqual({ utm_source: 'google', page: '/trip/x' })
  })

  it('answers 415 to anything but JSON', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const res = await tripEnquiryPost(request(JSON.stringify(tripEnquiry), { 'content-type': type }))
      expect(res.status).toBe(415)
    }
    const bare = new Request('http://localhost/api/web/enquiry/create', {
      method: 'POST',
      headers: { 'x-forwarded-for': client },
      body: new Blob([JSON.stringify(tripEnquiry)]),
    })
    expect((await tripEnquiryPost(bare)).status).toBe(415)
  })

  it('accepts a charset parameter on the JSON content type', async () => {
    const res = await post(
      tripEnquiryPost,
      { ...tripEnquiry, ...meta() },
      { 'content-type': 'application/json; charset=utf-8' },
    )
    expect(res.status).toBe(201)
  })

  it('answers 413 to a body over 16 KB, measured on the bytes, not the content-length', async () => {
    const big = JSON.stringify({ ...tripEnquiry, message: 'x'.repeat(LEAD_BODY_LIMIT_BYTES) })
    expect((await tripEnquiryPost(request(big))).status).toBe(413)
    // A client that claims a small body is not believed.
    expect((await tripEnquiryPost(request(big, { 'content-length': '100' }))).status).toBe(413)

    // A streamed body announces no length at all.
    const chunk = new TextEncoder().encode('{"name":"' + 'y'.repeat(4096))
    let sent = 0
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 10) controller.enqueue(chunk)
        else controller.close()
      },
    })
    expect((await tripEnquiryPost(request(stream))).status).toBe(413)
  })

  it('answers 400 to malformed JSON and bytes that are not UTF-8', async () => {
    for (const body of ['{"name": "x",', 'not json', '', "{'name': 'single quotes'}"]) {
      expect((await tripEnquiryPost(request(body))).status).toBe(400)
    }
    expect((await tripEnquiryPost(request(new Uint8Array([0x7b, 0xff, 0xfe, 0x7d])))).status).toBe(400)
  })

  it('answers 422 to JSON that is not an object', async () => {
    for (const body of ['[]', 'null', '"text"', '42', 'true']) {
      const res = await tripEnquiryPost(request(body))
      expect(res.status).toBe(422)
    }
  })

  it('answers 422 with per-field messages for missing fields and wrong types', async () => {
    const missing = await post(tripEnquiryPost, { tripId: 'x', ...meta() })
    expect(missing.status).toBe(422)
    expect(missing.json.errors).toEqual({
      name: ['Please enter your name'],
      mobileNumber: ['Please enter your phone number'],
    })

    const wrongTypes = await post(tripEnquiryPost, {
      ...tripEnquiry,
      name: 123,
      numberOfTravellers: 'two',
      email: ['a@b.co'],
      ...meta(),
    })
    expect(wrongTypes.status).toBe(422)
    expect(Object.keys(wrongTypes.json.errors!).sort()).toEqual(['email', 'name', 'numberOfTravellers'])

    const badMeta = await post(tripEnquiryPost, {
      ...tripEnquiry,
      ...meta({ formRenderedAt: 'now', idempotencyKey: 'x' }),
    })
    expect(badMeta.status).toBe(422)
    expect(Object.keys(badMeta.json.errors!).sort()).toEqual(['formRenderedAt', 'idempotencyKey'])
  })

  it('stores XSS and SQL-looking text verbatim as plain text', async () => {
    const hostile = {
      ...tripEnquiry,
      name: '<script>alert("x")</script>',
      message: "Robert'); DROP TABLE leads;-- <img src=x onerror=alert(1)>",
      preferredTravelDate: '1 OR 1=1',
    }
    const { status, json } = await post(tripEnquiryPost, { ...hostile, ...meta() })
    expect(status).toBe(201)
    expect((await findLeadByReference(json.reference!))!.payload).toEqual(hostile)
    expect(await leadCount()).toBeGreaterThan(0)
  })

  it('gives a bot (the hidden field filled in) a normal success but keeps its lead apart; a fast send is a lead', async () => {
    const honeypot = await post(tripEnquiryPost, { ...tripEnquiry, ...meta({ website: 'http://spam.example' }) })
    expect(honeypot.status).toBe(201)
    expect(honeypot.json.reference).toMatch(/^GH-/)
    expect((await findLeadByReference(honeypot.json.reference!))!.status).toBe('spam')

    const now = Date.now()
    const fast = await post(tripEnquiryPost, {
      ...tripEnquiry,
      ...meta({ formRenderedAt: now - 200, formSubmittedAt: now }),
    })
    expect(fast.status).toBe(201)
    // Browser autofill sends a form this fast: the lead is kept with the others, marked for a check.
    expect((await findLeadByReference(fast.json.reference!))!.status).toBe('stored')
    const [row] = await (
      await getDb()
    )
      .selectFrom('leads')
      .select(['sent_fast_ms', 'spam_reason'])
      .where('reference', '=', fast.json.reference!)
      .execute()
    expect(row).toEqual({ sent_fast_ms: 200, spam_reason: null })
  })

  it('limits each client and answers 429 with Retry-After', async () => {
    for (let i = 0; i < LEAD_RATE_LIMIT_MAX; i++) {
      expect((await post(popupPost, { name: 'Meena', phone: '9876543210', ...meta() })).status).toBe(201)
    }
    const limited = await post(popupPost, { name: 'Meena', phone: '9876543210', ...meta() })
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    // Another client is not affected.
    client = '198.51.100.7'
    expect((await post(popupPost, { name: 'Meena', phone: '9876543210', ...meta() })).status).toBe(201)
  })

  it('counts a client behind the proxy once, whatever it writes into X-Forwarded-For itself', async () => {
    const statuses: number[] = []
    for (let i = 0; i <= LEAD_RATE_LIMIT_MAX; i++) {
      const forged = { 'x-forwarded-for': `203.0.113.${100 + i}, 10.${i}.0.1, ${client}` }
      statuses.push((await post(popupPost, { name: 'Meena', phone: '9876543210', ...meta() }, forged)).status)
    }
    expect(statuses).toEqual([...Array<number>(LEAD_RATE_LIMIT_MAX).fill(201), 429])
  })

  it('with no proxy trusted, ignores X-Forwarded-For and X-Real-IP: a forged one earns no fresh count', async () => {
    process.env.TRUST_PROXY_HOPS = '0'
    try {
      const statuses: number[] = []
      for (let i = 0; i <= LEAD_RATE_LIMIT_MAX; i++) {
        const forged = { 'x-forwarded-for': `203.0.113.${150 + i}`, 'x-real-ip': `198.18.0.${i}` }
        statuses.push((await post(popupPost, { name: 'Meena', phone: '9876543210', ...meta() }, forged)).status)
      }
      // These requests come from no connection this process stamped, so all count as one unknown client.
      expect(statuses).toEqual([...Array<number>(LEAD_RATE_LIMIT_MAX).fill(201), 429])
    } finally {
      process.env.TRUST_PROXY_HOPS = '1'
    }
  })

  it('makes one lead of a repeated idempotency key and answers the original reference', async () => {
    const body = { ...tripEnquiry, ...meta() }
    const before = await leadCount()
    const [first, second] = await Promise.all([post(tripEnquiryPost, body), post(tripEnquiryPost, body)])
    const third = await post(tripEnquiryPost, { ...body, message: 'changed' })
    expect([first.status, second.status].sort()).toEqual([200, 201])
    expect(second.json.reference).toBe(first.json.reference)
    expect(third.status).toBe(200)
    expect(third.json.reference).toBe(first.json.reference)
    expect(await leadCount()).toBe(before + 1)
  })

  it('also takes the key from an Idempotency-Key header (provider-contract clients)', async () => {
    const key = newKey()
    const first = await post(tripEnquiryPost, tripEnquiry, { 'idempotency-key': key })
    const second = await post(tripEnquiryPost, tripEnquiry, { 'idempotency-key': key })
    expect(first.status).toBe(201)
    expect(second.json.reference).toBe(first.json.reference)
    expect((await post(tripEnquiryPost, tripEnquiry, { 'idempotency-key': 'bad key!' })).status).toBe(422)
  })
})

describe('lead route handlers: each form', () => {
  const contact = {
    name: 'Anitha',
    email: 'anitha@example.com',
    mobileNumber: '9840012345',
    subject: 'Kashi yatra',
    message: 'Dates?',
  }

  it('contact: the page form requires a message, the dialog does not', async () => {
    const page = await post(contactPost, { ...contact, message: '', ...meta({ form: 'contact' }) })
    expect(page.status).toBe(422)
    expect(page.json.errors).toEqual({ message: ['Please enter your message'] })

    const dialog = await post(contactPost, { ...contact, message: '', ...meta({ form: 'enquiry-dialog' }) })
    expect(dialog.status).toBe(201)
    expect((await findLeadByReference(dialog.json.reference!))!.payload).toEqual({ ...contact, message: '' })

    expect((await post(contactPost, { ...contact, ...meta({ form: 'checkout' }) })).status).toBe(422)
  })

  it('customized: validates the departure date against today in India', async () => {
    const requestBody = {
      name: 'Karthik',
      email: 'karthik@example.com',
      mobileNumber: '9840012345',
      preferredDestination: 'Maldives',
      numberOfTravellers: 2,
      departureDate: todayInIndia(),
      duration: 5,
      approxBudget: '2 lakh',
      specialRequirements: '',
      type: 1,
    }
    const ok = await post(customizedPost, { ...requestBody, ...meta({ form: 'trip-request' }) })
    expect(ok.status).toBe(201)
    expect((await findLeadByReference(ok.json.reference!))!.payload).toEqual(requestBody)

    const past = await post(customizedPost, { ...requestBody, departureDate: '2020-01-01', ...meta() })
    expect(past.status).toBe(422)
    expect(past.json.errors).toEqual({ departureDate: ['The departure date cannot be earlier than today'] })
  })

  it('newsletter: a repeat address answers 409 "Email already exists", whatever its case', async () => {
    const email = `devi.${Date.now()}@example.com`
    const first = await post(newsletterPost, { email, ...meta() })
    expect(first.status).toBe(201)
    const repeat = await post(newsletterPost, { email: `  ${email.toUpperCase()} `, ...meta() })
    expect(repeat.status).toBe(409)
    expect(repeat.json.message).toBe('Email already exists')
    // A bot's address is never subscribed, so the real person can still sign up.
    const botEmail = `bot.${Date.now()}@example.com`
    expect((await post(newsletterPost, { email: botEmail, ...meta({ website: 'x' }) })).status).toBe(201)
    expect((await post(newsletterPost, { email: botEmail, ...meta() })).status).toBe(201)
  })

  it('popup: name and phone required, email and message optional', async () => {
    const missing = await post(popupPost, { email: 'x@example.com', ...meta() })
    expect(missing.status).toBe(422)
    expect(Object.keys(missing.json.errors!).sort()).toEqual(['name', 'phone'])
    const ok = await post(popupPost, { name: 'Meena', phone: '9876543210', ...meta() })
    expect(ok.status).toBe(201)
    expect((await findLeadByReference(ok.json.reference!))!.payload).toEqual({
      name: 'Meena',
      phone: '9876543210',
      email: '',
      message: '',
    })
  })
})

describe('lead logs', () => {
  it('carry the reference and outcome but never the e-mail or phone', async () => {
    const email = `private.${Date.now()}@example.com`
    const { json } = await post(contactPost, {
      name: 'Private Person',
      email,
      mobileNumber: '9000011111',
      subject: 'Call me',
      message: 'Secret',
      ...meta({ form: 'contact' }),
    })
    const lines = logLines.filter((line) => line.includes(json.reference!))
    expect(lines.length).toBeGreaterThan(0)
    expect(JSON.parse(lines[0])).toMatchObject({ event: 'stored', outcome: 'stored', kind: 'contact' })
    const all = logLines.join('\n')
    expect(all).not.toContain(email)
    expect(all).not.toContain('9000011111')
    expect(all).not.toContain('lakshmi@example.com')
    expect(all).not.toContain('98400 12345')
  })
})
