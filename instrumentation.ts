/**
 * Runs once when a server starts. In the Node.js runtime it migrates the database (lib/platform/db:
 * under a lock, so instances starting together migrate once), starts stamping requests with
 * their connection's address (lib/platform/client-address.ts) and starts the outbox worker, which
 * retries leads the upstream has not accepted yet and e-mails new leads to the staff, across
 * restarts. With REDIS_URL it connects to the Redis the instances share.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { PHASE_PRODUCTION_BUILD } = await import('next/constants')
  // `next build` may load this file too; a build must not send leads.
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return
  const { getDb } = await import('@/lib/platform/db')
  try {
    await getDb()
  } catch (error) {
    // A database that is down at start must not stop the server: cached pages still serve,
    // and every request that needs the database tries to open it again.
    console.error(`[db] could not open the database at start: ${(error as Error).message}`)
  }
  const { getEnv } = await import('@/lib/platform/env')
  const env = getEnv()
  if (env.DATABASE_URL && !env.AUTH_SECRET) {
    // The public site runs on; the back office cannot sign anyone in until it is set.
    console.error(
      '[auth] AUTH_SECRET is not set: with DATABASE_URL every instance must share one (32+ characters). /admin refuses to sign in until it is set.',
    )
  }
  // Stamp every request with its connection's address from the first one on (rate limits).
  await import('@/lib/platform/client-address')
  // Connect to the shared Redis (REDIS_URL) now, so the first requests already count in it.
  const { getRedis } = await import('@/lib/platform/redis')
  getRedis()
  const { startLeadDeliverer } = await import('@/lib/leads')
  startLeadDeliverer()
}
