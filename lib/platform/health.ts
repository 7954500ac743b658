import 'server-only'
import { sql } from 'kysely'
import { getDb } from '@/lib/platform/db'
import { redisState, type RedisState } from '@/lib/platform/redis'

/**
 * What a load balancer asks of an instance (GET /api/health): can it reach the database, is the
 * shared Redis there, and how many leads wait in the outbox. States and a count only: never a
 * URL, a host or an error text, which could carry a secret.
 */
export interface Health {
  /** ok: all there; degraded: Redis is configured but away (pages render, leads are stored); down: no database. */
  status: 'ok' | 'degraded' | 'down'
  database: 'up' | 'down'
  redis: RedisState
  /** Leads stored but not yet accepted by the upstream provider (waiting, or being sent). */
  outbox: { pending: number | null }
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

async function outboxBacklog(): Promise<number> {
  const db = await getDb()
  const row = await db
    .selectFrom('leads')
    .select(sql<number>`count(*)`.as('pending'))
    .where('status', 'in', ['pending', 'delivering'])
    .executeTakeFirstOrThrow()
  return Number(row.pending)
}

export async function checkHealth(): Promise<Health> {
  const [backlog, redis] = await Promise.all([withTimeout(outboxBacklog()).catch(() => null), redisState()])
  const database = backlog === null ? 'down' : 'up'
  const status = database === 'down' ? 'down' : redis === 'down' ? 'degraded' : 'ok'
  return { status, database, redis, outbox: { pending: backlog } }
}
