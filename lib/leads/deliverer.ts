import 'server-only'
import { getEnv } from '@/lib/env'
import { LEAD_DELIVERY_INTERVAL_MS } from './config'
import { attemptDelivery } from './delivery'
import { logLead } from './log'
import { claimNextDue } from './store'

/** At most this many leads per wake-up, so one tick never runs unbounded. */
const LEADS_PER_TICK = 25

interface DelivererState {
  timer?: ReturnType<typeof setInterval>
  running: boolean
}

// On globalThis so a second import of this module (another bundle layer) finds the same timer.
const globalState = globalThis as typeof globalThis & { __leadDeliverer?: DelivererState }

/** Deliver every lead that is due, one claimed row at a time. */
export async function deliverDueLeads(baseUrl: string): Promise<number> {
  let sent = 0
  while (sent < LEADS_PER_TICK) {
    const lead = await claimNextDue()
    if (!lead) break
    await attemptDelivery(lead, baseUrl)
    sent += 1
  }
  return sent
}

/**
 * Start the background outbox deliverer (upstream mode only). The outbox is in the database, so
 * leads left pending by a previous process are picked up on the first tick after a restart.
 */
export function startLeadDeliverer(): boolean {
  const { TRAVEL_API_URL } = getEnv()
  if (!TRAVEL_API_URL) return false
  const state = (globalState.__leadDeliverer ??= { running: false })
  if (state.timer) return true

  const tick = async () => {
    if (state.running) return
    state.running = true
    try {
      await deliverDueLeads(TRAVEL_API_URL)
    } catch (error) {
      logLead('deliverer failed', { outcome: 'error', error: (error as Error).message })
    } finally {
      state.running = false
    }
  }
  state.timer = setInterval(tick, LEAD_DELIVERY_INTERVAL_MS)
  // The timer alone must not keep a process alive (build workers, tests).
  state.timer.unref?.()
  void tick()
  logLead('deliverer started', { outcome: 'started', intervalMs: LEAD_DELIVERY_INTERVAL_MS })
  return true
}
