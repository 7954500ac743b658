import 'server-only'
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'
import { getRedis } from '@/lib/platform/redis'

/**
 * Rate limits on rate-limiter-flexible: in Redis when REDIS_URL is set, so every instance counts
 * against one limit, and in this process's memory otherwise. While Redis is away each instance
 * counts in its own memory (the library's insurance limiter) rather than letting everything through
 * or refusing everyone.
 */
export interface LimitSpec {
  /** Names the counters in Redis; one per kind of limit. */
  name: string
  points: number
  durationSeconds: number
}

const holder = globalThis as typeof globalThis & { __gopuramLimiters?: Map<string, RateLimiterAbstract> }

export function limiter({ name, points, durationSeconds }: LimitSpec): RateLimiterAbstract {
  const limiters = (holder.__gopuramLimiters ??= new Map())
  let found = limiters.get(name)
  if (!found) {
    const memory = new RateLimiterMemory({ keyPrefix: name, points, duration: durationSeconds })
    const redis = getRedis()
    found = redis
      ? new RateLimiterRedis({
          storeClient: redis,
          useRedisPackage: true,
          rejectIfRedisNotReady: true,
          keyPrefix: `gopuram:limit:${name}`,
          points,
          duration: durationSeconds,
          insuranceLimiter: memory,
        })
      : memory
    limiters.set(name, found)
  }
  return found
}

/** Counts one action; when over the limit, how many seconds until it may be tried again. */
export async function take(
  spec: LimitSpec,
  key: string,
): Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number }> {
  try {
    await limiter(spec).consume(key)
    return { allowed: true }
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes)
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) }
    throw rejection
  }
}
