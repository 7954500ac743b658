import 'server-only'
import { getEnv } from '@/lib/platform/env'
import { LEAD_DELIVERY_INTERVAL_MS } from '@/lib/leads/config'
import { attemptDelivery } from './delivery'
import { logLead } from '@/lib/leads/log'
import { sendDueNotifications } from './notifications'
import { sendDueDigests } from './digest'
import { sendDueItineraries } from './itinerary-mail'
import { sendDueQuotes } from '@/lib/leads/quotes/mail'
import { claimNextDue } from '@/lib/leads/store'

/** At most this many leads per wake-up, so one tick never runs unbounded. */
const LEADS_PER_TICK = 25

interface WorkerState {
  timer?: ReturnType<typeof setInterval>
  running: boolean
  /** A wake-up asked for while a tick was running: run once more when it ends. */
  again: boolean
  tick?: () => Promise<void>
}

// On globalThis so a second import of this module (another bundle layer) finds the same timer.
const globalState = globalThis as typeof globalThis & { __leadDeliverer?: WorkerState }

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
 * Start the background outbox worker: it delivers leads to the upstream provider (upstream
 * mode) and sends the staff e-mail about each new lead, each quote's e-mail to its customer, each
 * itinerary a visitor asked for by e-mail and each staff member's morning digest of follow-ups
 * (SMTP_URL set). The outbox is in the database,
 * so work left by a previous process is picked up on the first tick after a restart.
 */
export function startLeadDeliverer(): boolean {
  const { TRAVEL_API_URL, SMTP_URL } = getEnv()
  if (!TRAVEL_API_URL && !SMTP_URL) return false
  const state = (globalState.__leadDeliverer ??= { running: false, again: false })
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
        if (TRAVEL_API_URL) await deliverDueLeads(TRAVEL_API_URL)
        if (SMTP_URL) await sendDueNotifications()
        if (SMTP_URL) await sendDueQuotes()
        if (SMTP_URL) await sendDueItineraries()
        if (SMTP_URL) await sendDueDigests()
      } while (state.again)
    } catch (error) {
      logLead('deliverer failed', { outcome: 'error', error: (error as Error).message })
    } finally {
      state.running = false
    }
  }
  state.tick = tick
  state.timer = setInterval(tick, LEAD_DELIVERY_INTERVAL_MS)
  // The timer alone must not keep a process alive (build workers, tests).
  state.timer.unref?.()
  void tick()
  logLead('deliverer started', { outcome: 'started', intervalMs: LEAD_DELIVERY_INTERVAL_MS })
  return true
}

/** Run the worker now rather than at its next interval (a new lead to announce); after the visitor's answer. */
export function wakeLeadWorker(): void {
  const tick = globalState.__leadDeliverer?.tick
  if (tick) setImmediate(() => void tick())
}
