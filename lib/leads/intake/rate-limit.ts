import 'server-only'
import { clientAddressOf, rateLimitKeyOf } from '@/lib/platform/client-address'
import { getEnv } from '@/lib/platform/env'
import { take, type LimitSpec } from '@/lib/platform/rate-limiter'
import { LEAD_RATE_LIMIT_MAX, LEAD_RATE_LIMIT_WINDOW_MS } from '@/lib/leads/config'

/** Lead posts per client in a fixed window, counted across every instance when REDIS_URL is set. */
const LEAD_LIMIT: LimitSpec = {
  name: 'leads',
  points: LEAD_RATE_LIMIT_MAX,
  durationSeconds: LEAD_RATE_LIMIT_WINDOW_MS / 1000,
}

/** Counts one lead post; when over the limit, says how many seconds until the window resets. */
export function takeRateLimit(clientKey: string) {
  return take(LEAD_LIMIT, clientKey)
}

/**
 * The key a request is counted under: its client address (lib/platform/client-address.ts), or one
 * shared key when the address is unknown (a request received before this process stamped
 * connections), so a forged header never earns a fresh count.
 */
export function clientKeyOf(request: Request): string {
  const address = clientAddressOf(request, getEnv().TRUST_PROXY_HOPS)
  return address === undefined ? 'unknown' : rateLimitKeyOf(address)
}
