import 'server-only'
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
