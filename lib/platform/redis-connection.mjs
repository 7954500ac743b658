// @ts-check
// One way to open Redis for every part of the site that shares state between instances: the
// Next.js cache handler (lib/platform/cache-handler.mjs, loaded by `next start` outside the app's bundle,
// hence plain JavaScript, type-checked through its JSDoc) and the rate limits and health check
// (lib/platform/redis.ts).
import { createClient } from 'redis'

/** @typedef {import('redis').RedisClientType} RedisClientType */

/** A Redis command answers within this or fails, so a hung Redis never holds a page or a lead. */
export const REDIS_COMMAND_TIMEOUT_MS = 500
const CONNECT_TIMEOUT_MS = 2000
/** Reconnection waits grow to this and stay there for as long as Redis is away. */
const RECONNECT_MAX_MS = 3000

/**
 * A client that connects in the background and reconnects by itself. Commands sent while it is
 * not connected fail at once (no offline queue), so callers fall back instead of waiting: the
 * cache renders the page, a rate limit counts in memory. Its failures are logged once per outage,
 * naming the user (`cache`, `limits`) and never the URL, which may hold a password.
 *
 * @param {string | undefined} url
 * @param {string} user
 * @returns {RedisClientType}
 */
export function openRedis(url, user) {
  const client = createClient({
    url,
    disableOfflineQueue: true,
    commandOptions: { timeout: REDIS_COMMAND_TIMEOUT_MS },
    socket: {
      connectTimeout: CONNECT_TIMEOUT_MS,
      reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, RECONNECT_MAX_MS),
    },
  })
  let down = false
  client.on('error', (error) => {
    if (down) return
    down = true
    console.error(`[redis] ${user}: ${error.message}; working without Redis until it answers again`)
  })
  client.on('ready', () => {
    if (down) console.info(`[redis] ${user}: connected again`)
    down = false
  })
  // The first connection may fail too; the reconnect strategy keeps trying.
  client.connect().catch(() => {})
  return client
}

/**
 * Resolves true once the client is connected, or false when it is not within `ms`.
 *
 * @param {RedisClientType} client
 * @param {number} ms
 * @returns {Promise<boolean>}
 */
export function whenReady(client, ms) {
  if (client.isReady) return Promise.resolve(true)
  return new Promise((resolve) => {
    const onReady = () => {
      clearTimeout(timer)
      resolve(true)
    }
    const timer = setTimeout(() => {
      client.off('ready', onReady)
      resolve(false)
    }, ms)
    timer.unref()
    client.once('ready', onReady)
  })
}
