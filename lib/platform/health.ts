import 'server-only'
import { sql } from 'kysely'
import { getDb } from '@/lib/platform/db'
import { redisState, type RedisState } from '@/lib/platform/redis'

/**
 * What a load balancer asks of an instance (GET /api/health): can it reach the database, is the
 * shared Redis there, how many leads wait for the provider, and the backlog of the message queue
 * (table `jobs`, lib/leads/jobs) per kind: waiting (pending or being sent) and failed. States and
 * counts only: never a URL, a host or an error text, which could carry a secret.
 */
export interface Health {
  /** ok: all there; degraded: Redis is configured but away (pages render, leads are stored); down: no database. */
  status: 'ok' | 'degraded' | 'down'
  database: 'up' | 'down'
  redis: RedisState
  /** Leads stored but not yet accepted by the upstream provider (waiting, or being sent). */
  outbox: { pending: number | null }
  /** Per kind of message with any backlog: how many wait (or are being sent) and how many failed. */
  messages: Record<string, { pending: number; failed: number }> | null
}

/** A check that has not answered by then counts as down: a hung database must not hang the probe. */
const CHECK_TIMEOUT_MS = 2000

function withTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS)
  })
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer))
}

async function backlog(): Promise<{ outbox: number; messages: NonNullable<Health['messages']> }> {
  const db = await getDb()
  const rows = await db
    .selectFrom('jobs')
    .select(['kind', 'state', sql<number>`count(*)`.as('count')])
    .where('state', 'in', ['pending', 'working', 'failed'])
    .groupBy(['kind', 'state'])
    .execute()
  const messages: NonNullable<Health['messages']> = {}
  for (const row of rows) {
    const counts = (messages[row.kind] ??= { pending: 0, failed: 0 })
    counts[row.state === 'failed' ? 'failed' : 'pending'] += Number(row.count)
  }
  return { outbox: messages.delivery?.pending ?? 0, messages }
}

export async function checkHealth(): Promise<Health> {
  const [found, redis] = await Promise.all([withTimeout(backlog()).catch(() => null), redisState()])
  const database = found === null ? 'down' : 'up'
  const status = database === 'down' ? 'down' : redis === 'down' ? 'degraded' : 'ok'
  return { status, database, redis, outbox: { pending: found?.outbox ?? null }, messages: found?.messages ?? null }
}
