import 'server-only'
import type { RedisClientType } from 'redis'
import { getEnv } from '@/lib/platform/env'
import { openRedis, whenReady } from '@/lib/platform/redis-connection.mjs'

/**
 * The Redis that several instances share (REDIS_URL) for their rate limits, one connection per
 * process. The page cache has its own (lib/platform/cache-handler.mjs), since Next.js loads it outside
 * the app's bundle.
 */
const holder = globalThis as typeof globalThis & { __gopuramRedis?: RedisClientType }

/** The shared Redis client, or undefined when REDIS_URL is unset (one instance, in memory). */
export function getRedis(): RedisClientType | undefined {
  const { REDIS_URL } = getEnv()
  if (!REDIS_URL) return undefined
  return (holder.__gopuramRedis ??= openRedis(REDIS_URL, 'limits'))
}

export type RedisState = 'up' | 'down' | 'off'

/** A connection on its way up (a process just started, Redis just back) gets this long. */
const READY_WAIT_MS = 1000

/** Whether Redis answers a PING now: `off` when none is configured. */
export async function redisState(): Promise<RedisState> {
  const client = getRedis()
  if (!client) return 'off'
  if (!(await whenReady(client, READY_WAIT_MS))) return 'down'
  try {
    await client.ping()
    return 'up'
  } catch {
    return 'down'
  }
}
