import 'server-only'
import { getDb, type Db } from '@/lib/platform/db'
import { logLead } from '@/lib/leads/log'
import type { JobHandler, JobOutcome } from './handler'
import { claimJob, failureOf, settleJob, type Job, type JobChange } from './queue'

/**
 * One attempt of a claimed job, and its bookkeeping: the handler runs; the job is done, or waits
 * out the back-off, or (its attempts spent) ends `failed`; the kind's own record follows in the
 * same transaction. Returns how it went; never throws for the message's own failure.
 */
export async function runJob(
  db: Db,
  job: Job,
  handler: JobHandler,
  now: () => number = Date.now,
): Promise<{ sent: boolean; outcome?: JobOutcome; error?: string }> {
  const fields = { kind: job.kind, job: job.key, leadId: job.lead_id ?? undefined, attempts: job.attempts }
  const settle = (change: Exclude<JobChange, { state: 'working' }>, outcome?: JobOutcome) =>
    settleJob(db, job, change, handler.mirror ? (trx) => handler.mirror!(trx, job, change, outcome) : undefined)
  let outcome: JobOutcome
  try {
    outcome = (await handler.run(job, now)) ?? {}
  } catch (error) {
    const message = (error as Error).message || String(error)
    const change = failureOf(job, message, now())
    await settle(change)
    logLead(change.state === 'failed' ? 'message failed' : 'message retry', {
      ...fields,
      outcome: change.state === 'failed' ? 'failed' : 'retry',
      error: message,
      ...(change.state === 'pending' ? { nextAttemptAt: new Date(change.dueAt).toISOString() } : {}),
    })
    return { sent: false, error: message }
  }
  await settle({ state: 'done', at: now(), note: outcome.note }, outcome)
  logLead('message sent', { ...fields, outcome: outcome.note ? 'nothing to send' : (outcome.outcome ?? 'sent') })
  return { sent: !outcome.note, outcome }
}

/** At most this many jobs per wake-up, so one tick never runs unbounded. */
const JOBS_PER_TICK = 25

export interface RunDueJobsOptions {
  /** The handlers to run, by kind: only their kinds are claimed. */
  handlers: Record<string, JobHandler>
  now?: () => number
  limit?: number
}

/** Runs every due job of the handlers' kinds, one claimed row at a time; returns how many messages went. */
export async function runDueJobs({ handlers, now = Date.now, limit = JOBS_PER_TICK }: RunDueJobsOptions) {
  const kinds = Object.keys(handlers)
  let sent = 0
  for (let i = 0; i < limit; i++) {
    const db = await getDb()
    const job = await claimJob(db, kinds, now())
    if (!job) break
    const handler = handlers[job.kind]!
    await handler.mirror?.(db, job, { state: 'working', at: job.claimed_at ?? now() })
    if ((await runJob(db, job, handler, now)).sent) sent += 1
  }
  return sent
}
