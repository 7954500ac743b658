import 'server-only'
import { getDb } from '@/lib/platform/db'
import { getEnv } from '@/lib/platform/env'
import { LEAD_FORWARD_TIMEOUT_MS } from '@/lib/leads/config'
import type { JobHandler } from '@/lib/leads/jobs/handler'
import { jobKey, LEAD_JOBS } from '@/lib/leads/jobs/kinds'
import { findJob } from '@/lib/leads/jobs/queue'
import { runDueJobs, runJob } from '@/lib/leads/jobs/run'
import { findLeadById, recordDeliveryChange, type Lead } from '@/lib/leads/store'
import { forwardLead } from './forward'

/**
 * The lead's delivery to the upstream provider (upstream mode), a job of kind `delivery`: its
 * exact contract payload POSTed with the lead's Idempotency-Key; a refusal or no answer waits out
 * the queue's back-off. The lead's status follows the job (store.ts, recordDeliveryChange).
 */
export function deliveryHandler(baseUrl?: string, timeoutMs: number = LEAD_FORWARD_TIMEOUT_MS): JobHandler {
  return {
    needs: 'upstream',
    async run(job) {
      const lead = job.lead_id === null ? undefined : await findLeadById(await getDb(), job.lead_id)
      if (!lead) return { note: 'The lead was erased' }
      const url = baseUrl ?? getEnv().TRAVEL_API_URL
      if (!url) throw new Error('TRAVEL_API_URL is not set')
      const result = await forwardLead(lead, url, timeoutMs)
      if (result.outcome === 'failed') throw new Error(result.error)
      return { outcome: result.outcome }
    },
    mirror: (db, job, change, outcome) => recordDeliveryChange(db, job, change, outcome?.outcome === 'duplicate'),
  }
}

/**
 * The first attempt of a lead just stored in upstream mode, made in the visitor's request (its
 * delivery job was stored claimed); on failure the job waits in the queue.
 */
export async function attemptDelivery(
  lead: Pick<Lead, 'idempotencyKey'>,
  baseUrl: string,
  timeoutMs: number = LEAD_FORWARD_TIMEOUT_MS,
): Promise<{ outcome: 'delivered' | 'duplicate' | 'failed' }> {
  const db = await getDb()
  const job = await findJob(db, jobKey(LEAD_JOBS.delivery, lead.idempotencyKey))
  if (!job || job.state !== 'working') return { outcome: 'failed' }
  const result = await runJob(db, job, deliveryHandler(baseUrl, timeoutMs))
  return { outcome: result.error ? 'failed' : result.outcome?.outcome === 'duplicate' ? 'duplicate' : 'delivered' }
}

/** Delivers every lead that is due to `baseUrl`; returns how many the provider accepted. */
export function deliverDueLeads(baseUrl: string): Promise<number> {
  return runDueJobs({ handlers: { [LEAD_JOBS.delivery]: deliveryHandler(baseUrl) } })
}
