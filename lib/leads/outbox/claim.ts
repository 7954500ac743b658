import 'server-only'
import { dialectOf, type Db } from '@/lib/platform/db'
import type { LeadRow } from '@/lib/platform/db/schema'
import { LEAD_CLAIM_TIMEOUT_MS } from '@/lib/leads/config'

/**
 * The outbox's claim, shared by its three queues on the lead row: delivery to the provider
 * (status pending → delivering), the staff e-mail (notify_status pending → sending) and the
 * itinerary a visitor asked for by e-mail (itinerary_mail_status pending → sending).
 *
 * One UPDATE picks the next due lead and marks it claimed, so two senders (two timers, two
 * processes, two instances) never hold the same lead. On PostgreSQL the pick skips rows another
 * sender has locked (FOR UPDATE SKIP LOCKED); SQLite has one writer at a time. A claim older
 * than the claim timeout belonged to a sender that died and is taken over.
 */
const OUTBOX_QUEUES = {
  delivery: {
    status: 'status',
    due: 'next_attempt_at',
    claimedAt: 'claimed_at',
    attempts: 'attempts',
    waiting: 'pending',
    working: 'delivering',
    // Ties are broken by id: the oldest lead first.
    tieBreak: true,
  },
  notification: {
    status: 'notify_status',
    due: 'notify_next_at',
    claimedAt: 'notify_claimed_at',
    attempts: 'notify_attempts',
    waiting: 'pending',
    working: 'sending',
    tieBreak: false,
  },
  itinerary: {
    status: 'itinerary_mail_status',
    due: 'itinerary_mail_next_at',
    claimedAt: 'itinerary_mail_claimed_at',
    attempts: 'itinerary_mail_attempts',
    waiting: 'pending',
    working: 'sending',
    tieBreak: false,
  },
} as const

type OutboxQueue = keyof typeof OUTBOX_QUEUES

/** Claims the next due lead of `queue`: its row as claimed, or undefined when none is due. */
export function claimNext(db: Db, queue: OutboxQueue, now: number): Promise<LeadRow | undefined> {
  const q = OUTBOX_QUEUES[queue]
  const stale = now - LEAD_CLAIM_TIMEOUT_MS
  let due = db
    .selectFrom('leads')
    .select('id')
    .where((eb) =>
      eb.or([
        eb.and([eb(q.status, '=', q.waiting), eb(q.due, '<=', now)]),
        eb.and([eb(q.status, '=', q.working), eb(q.claimedAt, '<=', stale)]),
      ]),
    )
    .orderBy(q.due)
  if (q.tieBreak) due = due.orderBy('id')
  const limited = due.limit(1)
  return db
    .updateTable('leads')
    .set((eb) => ({ [q.status]: q.working, [q.claimedAt]: now, [q.attempts]: eb(q.attempts, '+', 1) }))
    .where('id', '=', dialectOf(db) === 'postgres' ? limited.forUpdate().skipLocked() : limited)
    .returningAll()
    .executeTakeFirst()
}
