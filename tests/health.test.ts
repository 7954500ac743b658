/**
 * GET /api/health as a load balancer sees it: the database's and Redis's state and the outbox
 * backlog, 503 without a database, and nothing in the answer that could be a secret.
 */
import { GET } from '@/app/api/health/route'
import { closeDatabases, getDb } from '@/lib/platform/db'
import { submitLead } from '@/lib/leads/intake/service'
import { STORAGE_KINDS, useStorage } from './support/storage'

beforeAll(() => {
  jest.spyOn(console, 'info').mockImplementation(() => undefined)
  jest.spyOn(console, 'error').mockImplementation(() => undefined)
  delete process.env.REDIS_URL
})

afterAll(() => {
  jest.restoreAllMocks()
  delete process.env.TRAVEL_API_URL
})

async function health() {
  const response = await GET()
  return { status: response.status, body: await response.json(), cache: response.headers.get('cache-control') }
}

describe.each(STORAGE_KINDS)('on %s', (kind) => {
  let cleanup: () => Promise<void>
  beforeAll(async () => {
    cleanup = await useStorage(kind)
  })
  afterAll(async () => {
    delete process.env.TRAVEL_API_URL
    await cleanup()
  })

  test('answers ok with no Redis configured, and counts the leads waiting for the provider', async () => {
    expect(await health()).toEqual({
      status: 200,
      body: { status: 'ok', database: 'up', redis: 'off', outbox: { pending: 0 }, messages: {} },
      cache: 'no-store',
    })
    // A provider that does not answer: the lead is stored and waits in the outbox.
    process.env.TRAVEL_API_URL = 'http://127.0.0.1:9'
    const now = Date.now()
    const outcome = await submitLead('popupEnquiry', {
      name: 'Meena',
      phone: '9876543210',
      email: '',
      message: '',
      website: '',
      formRenderedAt: now - 20_000,
      formSubmittedAt: now,
      idempotencyKey: `health-${kind}-${now}-abcdef`,
    })
    expect(outcome.outcome).toBe('accepted')
    expect((await health()).body.outbox).toEqual({ pending: 1 })
    expect((await health()).body.messages).toEqual({ delivery: { pending: 1, failed: 0 } })
  })

  test('counts the backlog per kind of message, failed apart', async () => {
    const db = await getDb()
    const now = Date.now()
    const job = (kind: string, n: number, state: 'pending' | 'working' | 'done' | 'failed') => ({
      kind,
      key: `health-${kind}-${n}`,
      state,
      due_at: now + 60_000,
      created_at: now,
    })
    await db
      .insertInto('jobs')
      .values([
        job('notice', 1, 'pending'),
        job('notice', 2, 'working'),
        job('notice', 3, 'failed'),
        job('notice', 4, 'done'),
        job('quote-mail', 1, 'failed'),
        job('digest', 1, 'done'),
      ])
      .execute()
    expect((await health()).body.messages).toEqual({
      delivery: { pending: 1, failed: 0 },
      notice: { pending: 2, failed: 1 },
      'quote-mail': { pending: 0, failed: 1 },
    })
  })
})

test('answers 503 when the database cannot be reached, naming no host, user or password', async () => {
  await closeDatabases()
  process.env.DATABASE_URL = 'postgres://gopuram:s3cret-password@127.0.0.1:9/gopuram'
  try {
    const { status, body } = await health()
    expect(status).toBe(503)
    expect(body).toEqual({
      status: 'down',
      database: 'down',
      redis: 'off',
      outbox: { pending: null },
      messages: null,
    })
    expect(JSON.stringify(body)).not.toMatch(/s3cret|gopuram|127\.0\.0\.1/)
  } finally {
    delete process.env.DATABASE_URL
    await closeDatabases()
  }
})
