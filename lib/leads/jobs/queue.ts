import 'server-only'
import { dialectOf, writeTransaction, type Db } from '@/lib/platform/db'
import type { JobRow, JobState } from '@/lib/platform/db/schema'
import { JOB_MAX_ATTEMPTS, LEAD_CLAIM_TIMEOUT_MS, LEAD_RETRY_BASE_MS, LEAD_RETRY_MAX_MS } from '@/lib/leads/config'

/**
 * The one durable queue of every message the site sends or forwards (table `jobs`, SQLite or
 * PostgreSQL): the lead's delivery to the provider, the staff e-mail, the quote and itinerary
 * e-mails, the morning digest. A job has a kind (which names its handler, outbox/handlers.ts), a
 * unique key (asking twice for one message is one job; the key is also its e-mail's Message-ID),
 * a payload, a due time, attempts, its claim, the last error and a state:
 *
 *   pending ──claim──▶ working ──▶ done
 *      ▲                  │
 *      └── back-off ◀─────┴──▶ failed (after JOB_MAX_ATTEMPTS: shown on the desk, retried by hand)
 *
 * One UPDATE claims the next due job, so two workers (two timers, two processes, two instances)
 * never hold the same one: on PostgreSQL the pick skips rows another worker has locked (FOR UPDATE
 * SKIP LOCKED); SQLite has one writer at a time. A claim older than LEAD_CLAIM_TIMEOUT_MS belonged
 * to a worker that died and is taken over. Delivery is at least once; the key lets the receiver
 * fold a repeat (the provider's Idempotency-Key, an e-mail's Message-ID).
 */

export type Job = JobRow

export interface NewJob {
  kind: string
  key: string
  payload?: Record<string, unknown>
  leadId?: number | null
  /** Due at once unless said. */
  dueAt?: number
  /** Stored as claimed by the caller, which makes the first attempt itself (upstream mode's request). */
  claimed?: boolean
}

/** Delay before retry number `attempts + 1`: doubling from the base, capped. */
export function retryDelayMs(attempts: number): number {
  const exponent = Math.max(0, Math.min(attempts - 1, 30))
  return Math.min(LEAD_RETRY_BASE_MS * 2 ** exponent, LEAD_RETRY_MAX_MS)
}

/** Adds a job unless one with its key exists (then nothing changes); true when added. */
export async function enqueueJob(db: Db, job: NewJob, now: number = Date.now()): Promise<boolean> {
  const added = await db
    .insertInto('jobs')
    .values({
      kind: job.kind,
      key: job.key,
      payload: JSON.stringify(job.payload ?? {}),
      lead_id: job.leadId ?? null,
      state: job.claimed ? 'working' : 'pending',
      due_at: job.dueAt ?? now,
      attempts: job.claimed ? 1 : 0,
      claimed_at: job.claimed ? now : null,
      created_at: now,
    })
    .onConflict((oc) => oc.column('key').doNothing())
    .returning('id')
    .executeTakeFirst()
  return added !== undefined
}

/** Claims the next due job of one of `kinds` (or one whose worker died): the row as claimed, or undefined. */
export function claimJob(db: Db, kinds: readonly string[], now: number): Promise<Job | undefined> {
  if (!kinds.length) return Promise.resolve(undefined)
  const stale = now - LEAD_CLAIM_TIMEOUT_MS
  const due = db
    .selectFrom('jobs')
    .select('id')
    .where('kind', 'in', kinds)
    .where((eb) =>
      eb.or([
        eb.and([eb('state', '=', 'pending'), eb('due_at', '<=', now)]),
        eb.and([eb('state', '=', 'working'), eb('claimed_at', '<=', stale)]),
      ]),
    )
    .orderBy('due_at')
    .orderBy('id')
    .limit(1)
  return (
    db
      .updateTable('jobs')
      .set((eb) => ({ state: 'working', claimed_at: now, attempts: eb('attempts', '+', 1) }))
      // `=` a one-row subquery: PostgreSQL runs it once (an InitPlan); an IN semi-join may be re-run
      // by a concurrent update's recheck and claim a second row.
      .where('id', '=', dialectOf(db) === 'postgres' ? due.forUpdate().skipLocked() : due)
      .returningAll()
      .executeTakeFirst()
  )
}

/** How a claimed job ends this attempt. */
export type JobChange =
  | { state: 'working'; at: number }
  | { state: 'done'; at: number; note?: string }
  | { state: 'pending'; at: number; dueAt: number; error: string }
  | { state: 'failed'; at: number; error: string }

/** The change after a failed attempt: the back-off, or `failed` once the attempts are spent. */
export function failureOf(
  job: Pick<Job, 'attempts'>,
  error: string,
  at: number,
): Extract<JobChange, { state: 'pending' | 'failed' }> {
  return job.attempts >= JOB_MAX_ATTEMPTS
    ? { state: 'failed', at, error }
    : { state: 'pending', at, dueAt: at + retryDelayMs(job.attempts), error }
}

/**
 * Settles the attempt `job` claimed, and `mirror` (the kind's own record of its message, e.g. a
 * quote's e-mail state) in the same transaction. False when the claim was taken over meanwhile
 * (this worker was too slow: the other's attempt settles it).
 */
export async function settleJob(
  db: Db,
  job: Pick<Job, 'id' | 'claimed_at'>,
  change: Exclude<JobChange, { state: 'working' }>,
  mirror?: (trx: Db) => Promise<void>,
): Promise<boolean> {
  return writeTransaction(db, async (trx) => {
    const values =
      change.state === 'pending'
        ? { state: change.state, due_at: change.dueAt, last_error: change.error.slice(0, 500), finished_at: null }
        : change.state === 'failed'
          ? { state: change.state, last_error: change.error.slice(0, 500), finished_at: change.at }
          : { state: change.state, last_error: change.note ?? null, finished_at: change.at }
    let update = trx
      .updateTable('jobs')
      .set({ ...values, claimed_at: null })
      .where('id', '=', job.id)
      .where('state', '=', 'working')
    update = job.claimed_at === null ? update : update.where('claimed_at', '=', job.claimed_at)
    const result = await update.executeTakeFirst()
    if (Number(result.numUpdatedRows) === 0) return false
    await mirror?.(trx)
    return true
  })
}

/** The job of `key`, if there is one. */
export function findJob(db: Db, key: string): Promise<Job | undefined> {
  return db.selectFrom('jobs').selectAll().where('key', '=', key).executeTakeFirst()
}

/**
 * Makes a waiting or failed job due now (staff's "Retry now"); a failed one gets its attempts
 * back. Returns the job as it was, or undefined when it is not waiting or failed.
 */
export async function retryJobNow(db: Db, id: number, now: number): Promise<Job | undefined> {
  const job = await db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst()
  if (!job || (job.state !== 'pending' && job.state !== 'failed')) return undefined
  await db
    .updateTable('jobs')
    .set({ state: 'pending', due_at: now, finished_at: null, ...(job.state === 'failed' ? { attempts: 0 } : {}) })
    .where('id', '=', id)
    .where('state', '=', job.state)
    .execute()
  return job
}

/** Drops the jobs of a lead that have not been done (it went to spam, or was erased). */
export async function cancelLeadJobs(db: Db, leadId: number, kinds?: readonly string[]): Promise<void> {
  let query = db.deleteFrom('jobs').where('lead_id', '=', leadId).where('state', '!=', 'done')
  if (kinds) query = query.where('kind', 'in', kinds)
  await query.execute()
}

export type { JobState }

/** Deletes every job of a lead, done or not (the lead is erased). */
export async function deleteLeadJobs(db: Db, leadId: number): Promise<void> {
  await db.deleteFrom('jobs').where('lead_id', '=', leadId).execute()
}
