import 'server-only'
import type { Db } from '@/lib/platform/db'
import type { Job, JobChange } from '@/lib/leads/jobs/queue'

/**
 * The lead's record of an e-mail job about it (the staff e-mail: `notify_*`; the itinerary e-mail:
 * `itinerary_mail_*`), written in the job's transaction, for the desk's timeline and counts:
 * sending while claimed, sent (with when, or the note why nothing went), pending with its error
 * and next attempt; a failed job stays pending with no next attempt.
 */
export async function recordLeadMailChange(
  db: Db,
  columns: 'notify' | 'itinerary_mail',
  job: Job,
  change: JobChange,
): Promise<void> {
  if (job.lead_id === null) return
  const sentAt = columns === 'notify' ? 'notified_at' : 'itinerary_mailed_at'
  const state =
    change.state === 'working'
      ? { status: 'sending' as const, claimed_at: change.at, attempts: job.attempts }
      : change.state === 'done'
        ? { status: 'sent' as const, claimed_at: null, next_at: null, error: change.note ?? null }
        : {
            status: 'pending' as const,
            claimed_at: null,
            attempts: job.attempts,
            next_at: change.state === 'pending' ? change.dueAt : null,
            error: change.error.slice(0, 500),
          }
  const values = Object.fromEntries(Object.entries(state).map(([key, value]) => [`${columns}_${key}`, value]))
  if (change.state === 'done' && !change.note) values[sentAt] = change.at
  await db.updateTable('leads').set(values).where('id', '=', job.lead_id).execute()
}
