import 'server-only'
import { clientAddressOf, rateLimitKeyOf } from '@/lib/client-address'
import { getEnv } from '@/lib/env'
import { LEAD_RATE_LIMIT_MAX, LEAD_RATE_LIMIT_WINDOW_MS } from './config'

/**
 * Fixed-window request counter per client, kept in this process's memory. It is per
 * process: with several instances each one counts on its own, and a restart forgets.
 * That is enough for one `next start`; a shared store would be needed to scale out.
 */
interface Window {
  startedAt: number
  count: number
}

const windows = new Map<string, Window>()
/** Forget finished windows now and then, so the map cannot grow without bound. */
const PRUNE_EVERY = 500
let callsSincePrune = 0

function prune(now: number): void {
  for (const [key, window] of windows) {
    if (now - window.startedAt >= LEAD_RATE_LIMIT_WINDOW_MS) windows.delete(key)
  }
}

/** Counts one request; when over the limit, says how many seconds until the window resets. */
export function takeRateLimit(
  clientKey: string,
  now: number = Date.now(),
): { allowed: true } | { allowed: false; retryAfterSeconds: number } {
  if (++callsSincePrune >= PRUNE_EVERY) {
    callsSincePrune = 0
    prune(now)
  }
  let window = windows.get(clientKey)
  if (!window || now - window.startedAt >= LEAD_RATE_LIMIT_WINDOW_MS) {
    window = { startedAt: now, count: 0 }
    windows.set(clientKey, window)
  }
  window.count += 1
  if (window.count <= LEAD_RATE_LIMIT_MAX) return { allowed: true }
  const retryAfterMs = window.startedAt + LEAD_RATE_LIMIT_WINDOW_MS - now
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) }
}

/**
 * The key a request is counted under: its client address (lib/client-address.ts), or one
 * shared key when the address is unknown (a request received before this process stamped
 * connections), so a forged header never earns a fresh count.
 */
export function clientKeyOf(request: Request): string {
  const address = clientAddressOf(request, getEnv().TRUST_PROXY_HOPS)
  return address === undefined ? 'unknown' : rateLimitKeyOf(address)
}
