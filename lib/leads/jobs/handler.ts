import 'server-only'
import type { Db } from '@/lib/platform/db'
import type { Job, JobChange } from './queue'

/**
 * What a kind of job is: how one attempt sends its message, and (optionally) how the kind keeps
 * its own record of it in step with the job (a quote's e-mail state, a lead's delivery state).
 * Each kind is one file exporting one handler, registered in lib/leads/outbox/handlers.ts.
 */
export interface JobHandler {
  /** What must be configured for this kind to run: the provider (TRAVEL_API_URL) or SMTP_URL. */
  needs: 'upstream' | 'smtp'
  /**
   * One attempt. Resolves when the message went (or has nothing left to send: `note` says why);
   * throws to try again after the back-off. `now` is the worker's clock.
   */
  run(job: Job, now: () => number): Promise<JobOutcome | void>
  /** Adds the jobs the clock makes due (the morning digest); called on every tick of the worker. */
  schedule?(db: Db, now: number): Promise<void>
  /** Writes the kind's record of the change, in the job's transaction (on claim: its own). */
  mirror?(db: Db, job: Job, change: JobChange, outcome?: JobOutcome): Promise<void>
}

export interface JobOutcome {
  /** Why nothing was sent though the job is done (kept as its last_error). */
  note?: string
  /** A kind's own word for how it went (delivery: 'duplicate'). */
  outcome?: string
}
