import 'server-only'
import { getDb } from '@/lib/platform/db'
import { getEnv } from '@/lib/platform/env'
import { LEAD_DELIVERY_INTERVAL_MS } from '@/lib/leads/config'
import type { JobHandler } from '@/lib/leads/jobs/handler'
import { runDueJobs } from '@/lib/leads/jobs/run'
import { workerState } from '@/lib/leads/jobs/wake'
import { logLead } from '@/lib/leads/log'
import { jobHandlers } from './handlers'

export { deliverDueLeads } from './delivery'

/** The handlers this process can run: the provider's with TRAVEL_API_URL, the e-mails' with SMTP_URL. */
function enabledHandlers(): Record<string, JobHandler> {
  const { TRAVEL_API_URL, SMTP_URL } = getEnv()
  return Object.fromEntries(
    Object.entries(jobHandlers()).filter(([, handler]) =>
      handler.needs === 'upstream' ? Boolean(TRAVEL_API_URL) : Boolean(SMTP_URL),
    ),
  )
}

/**
 * Start the background job worker: every tick it lets each kind schedule what the clock makes due
 * (the morning digest), then runs the due jobs of the kinds this process can send (lib/leads/jobs:
 * the lead's delivery to the provider in upstream mode; with SMTP_URL the staff e-mail, the quote
 * and itinerary e-mails and the digest). The queue is in the database, so work left by a previous
 * process is picked up on the first tick after a restart, and a claim left by a dead one once its
 * lease has run out.
 */
export function startLeadDeliverer(): boolean {
  const handlers = enabledHandlers()
  if (!Object.keys(handlers).length) return false
  const state = workerState()
  if (state.timer) return true

  const tick = async () => {
    if (state.running) {
      state.again = true
      return
    }
    state.running = true
    try {
      do {
        state.again = false
        const db = await getDb()
        for (const handler of Object.values(handlers)) await handler.schedule?.(db, Date.now())
        await runDueJobs({ handlers })
      } while (state.again)
    } catch (error) {
      logLead('worker failed', { outcome: 'error', error: (error as Error).message })
    } finally {
      state.running = false
    }
  }
  state.tick = tick
  state.timer = setInterval(tick, LEAD_DELIVERY_INTERVAL_MS)
  // The timer alone must not keep a process alive (build workers, tests).
  state.timer.unref?.()
  void tick()
  logLead('worker started', { outcome: 'started', kinds: Object.keys(handlers), intervalMs: LEAD_DELIVERY_INTERVAL_MS })
  return true
}
