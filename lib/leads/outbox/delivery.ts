import 'server-only'
import { LEAD_FORWARD_TIMEOUT_MS } from '@/lib/leads/config'
import { forwardLead, type ForwardOutcome } from './forward'
import { logLead } from '@/lib/leads/log'
import { markDelivered, markDuplicate, releaseForRetry, type Lead } from '@/lib/leads/store'

/** One delivery attempt of a lead this process has claimed, and its bookkeeping. */
export async function attemptDelivery(
  lead: Lead,
  baseUrl: string,
  timeoutMs: number = LEAD_FORWARD_TIMEOUT_MS,
): Promise<ForwardOutcome> {
  const result = await forwardLead(lead, baseUrl, timeoutMs)
  const fields = { reference: lead.reference, kind: lead.kind, attempts: lead.attempts }
  if (result.outcome === 'delivered') {
    await markDelivered(lead.id)
    logLead('delivered', { ...fields, outcome: 'delivered', status: result.status })
  } else if (result.outcome === 'duplicate') {
    await markDuplicate(lead.id)
    logLead('delivered', { ...fields, outcome: 'duplicate', status: result.status })
  } else {
    const next = await releaseForRetry(lead, result.error)
    logLead('delivery failed', {
      ...fields,
      outcome: 'retry',
      error: result.error,
      nextAttemptAt: new Date(next).toISOString(),
    })
  }
  return result
}
