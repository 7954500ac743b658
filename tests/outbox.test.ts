import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { getDb } from '@/lib/platform/db'
import { STORAGE_KINDS, useStorage } from './support/storage'
import { startWorkerProcess } from './support/worker-process'

/**
 * Two outbox workers, each its own process as two instances would be, on one database with
 * 1,000 waiting leads and a provider that flaps: every lead reaches the provider exactly once.
 */

const LEADS = 1000

/** A provider that is down in bursts and refuses a share of requests even when up; counts what it accepted. */
function flappingProvider() {
  const accepted = new Map<string, number>()
  let requests = 0
  const server = http.createServer((req, res) => {
    req.resume()
    req.on('end', () => {
      requests += 1
      const key = String(req.headers['idempotency-key'])
      const down = Math.floor(Date.now() / 150) % 3 === 0 || Math.random() < 0.2
      res.setHeader('Content-Type', 'application/json')
      if (down) {
        res.writeHead(503).end(JSON.stringify({ message: 'Service unavailable' }))
        return
      }
      accepted.set(key, (accepted.get(key) ?? 0) + 1)
      res.writeHead(200).end(JSON.stringify({ success: true }))
    })
  })
  return { server, accepted, requests: () => requests }
}

const startWorker = (env: NodeJS.ProcessEnv) => startWorkerProcess('outbox-worker.ts', env)

describe.each(STORAGE_KINDS)('two outbox workers on %s', (kind) => {
  let cleanup: () => Promise<void>
  const provider = flappingProvider()
  let providerUrl: string

  beforeAll(async () => {
    cleanup = await useStorage(kind)
    await new Promise<void>((resolve) => provider.server.listen(0, '127.0.0.1', resolve))
    providerUrl = `http://127.0.0.1:${(provider.server.address() as AddressInfo).port}`
  })
  afterAll(async () => {
    await new Promise((resolve) => provider.server.close(resolve))
    await cleanup()
  })

  it('deliver each of 1,000 leads exactly once while the provider flaps', async () => {
    const db = await getDb()
    // Both workers are up before the leads arrive, so each has its share however slowly one of them starts.
    const env = { ...process.env, PROVIDER_URL: providerUrl }
    const workers = [startWorker(env), startWorker(env)]
    const now = Date.now()
    const rows = Array.from({ length: LEADS }, (_, i) => ({
      reference: `GH-OUTBOX${String(i).padStart(4, '0')}`,
      kind: 'contact',
      form: 'contact',
      payload: JSON.stringify({ name: `Traveller ${i}`, email: `t${i}@example.com`, mobileNumber: '9876543210' }),
      idempotency_key: `outbox-test-key-${String(i).padStart(6, '0')}`,
      status: 'pending' as const,
      next_attempt_at: now,
      created_at: now,
    }))
    const deadline = Date.now() + 90_000
    try {
      await Promise.all(workers.map((w) => w.ready))
      for (let i = 0; i < rows.length; i += 200) {
        const added = await db
          .insertInto('leads')
          .values(rows.slice(i, i + 200))
          .returning(['id', 'idempotency_key'])
          .execute()
        // Each with its delivery job, as a lead stored in upstream mode has.
        await db
          .insertInto('jobs')
          .values(
            added.map((lead) => ({
              kind: 'delivery',
              key: `delivery:${lead.idempotency_key}`,
              lead_id: lead.id,
              due_at: now,
              created_at: now,
            })),
          )
          .execute()
      }

      for (;;) {
        // Failed attempts wait out a backoff of seconds; the test makes them due at once.
        await db.updateTable('jobs').set({ due_at: 0 }).where('state', '=', 'pending').execute()
        const left = await db
          .selectFrom('leads')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('status', '!=', 'delivered')
          .executeTakeFirstOrThrow()
        if (Number(left.n) === 0) break
        if (Date.now() > deadline) throw new Error(`${left.n} leads still undelivered`)
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
    } finally {
      for (const { child } of workers) child.kill('SIGTERM')
    }
    const sent = (await Promise.all(workers.map((w) => w.done))).map(
      (out) => JSON.parse(out.trim().split('\n').at(-1)!).sent as number,
    )

    // Both workers took part, the provider refused some attempts, and accepted each lead once.
    expect(sent.every((n) => n > 0)).toBe(true)
    expect(provider.requests()).toBeGreaterThan(LEADS)
    expect(provider.accepted.size).toBe(LEADS)
    expect([...provider.accepted.values()].every((count) => count === 1)).toBe(true)
    for (const row of rows) expect(provider.accepted.get(row.idempotency_key)).toBe(1)
  }, 120_000)
})
