import 'server-only'
import { assertCan, audit, type Staff } from '@/lib/staff'
import { getDb, writeTransaction } from '@/lib/platform/db'
import type { JobState } from '@/lib/platform/db/schema'
import { REVIEW_JOBS, REVIEW_MESSAGE_LABELS } from '@/lib/reviews'
import { retryJobNow } from '@/lib/leads/jobs/queue'
import { LeadDeskError } from './commands'

/**
 * "Where is a failed message and why": the jobs of the message queue (lib/leads/jobs) that are
 * not done, failed first, for the back office's Messages screen and a lead's own page; and the
 * owner's "Retry now", audited.
 */

/** Each kind of message in words; a kind without words here shows its own name. */
const KIND_LABELS: Record<string, string> = {
  delivery: 'Lead to the provider',
  notice: 'Staff e-mail',
  'quote-mail': 'Quote e-mail',
  'itinerary-mail': 'Itinerary e-mail',
  'confirmation-mail': 'Confirmation e-mail',
  digest: 'Morning digest',
  'balance-reminder': 'Balance reminder',
  'pre-departure-reminder': 'Before-departure message',
  'welcome-home-reminder': 'Welcome home message',
  [REVIEW_JOBS.request]: REVIEW_MESSAGE_LABELS.request,
  [REVIEW_JOBS.reminder]: REVIEW_MESSAGE_LABELS.reminder,
}

export const messageKindLabel = (kind: string) => KIND_LABELS[kind] ?? kind

export interface WaitingMessage {
  id: number
  kind: string
  label: string
  /** The lead it is about, where it is about one. */
  reference: string | null
  state: Exclude<JobState, 'done'>
  attempts: number
  lastError: string | null
  /** When it is next tried (waiting), or when it stopped (failed). */
  at: number
  createdAt: number
}

/** At most this many of each state on one screen. */
const MESSAGES_SHOWN = 200

/** The failed messages, then those waiting or being sent; of one lead when `leadId` is given. */
export async function listWaitingMessages(staff: Staff, { leadId }: { leadId?: number } = {}) {
  assertCan(staff, leadId === undefined ? 'messages.manage' : 'leads.read')
  const db = await getDb()
  let query = db
    .selectFrom('jobs')
    .leftJoin('leads', 'leads.id', 'jobs.lead_id')
    .select([
      'jobs.id',
      'jobs.kind',
      'jobs.state',
      'jobs.attempts',
      'jobs.last_error',
      'jobs.due_at',
      'jobs.finished_at',
      'jobs.created_at',
      'leads.reference',
    ])
    .where('jobs.state', '!=', 'done')
  if (leadId !== undefined) query = query.where('jobs.lead_id', '=', leadId)
  const [failed, waiting] = await Promise.all([
    query.where('jobs.state', '=', 'failed').orderBy('jobs.finished_at', 'desc').limit(MESSAGES_SHOWN).execute(),
    query.where('jobs.state', '!=', 'failed').orderBy('jobs.due_at').limit(MESSAGES_SHOWN).execute(),
  ])
  return [...failed, ...waiting].map((row): WaitingMessage => ({
    id: row.id,
    kind: row.kind,
    label: messageKindLabel(row.kind),
    reference: row.reference,
    state: row.state as WaitingMessage['state'],
    attempts: row.attempts,
    lastError: row.last_error,
    at: Number(row.state === 'failed' ? (row.finished_at ?? row.due_at) : row.due_at),
    createdAt: Number(row.created_at),
  }))
}

/** How many messages have failed: the count beside Messages in the menu. */
export async function failedMessageCount(): Promise<number> {
  const row = await (
    await getDb()
  )
    .selectFrom('jobs')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('state', '=', 'failed')
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

/** Makes a waiting or failed message due now (a failed one with its attempts back); audited. */
export async function retryMessage(staff: Staff, id: number, now: number = Date.now()): Promise<void> {
  assertCan(staff, 'messages.manage')
  await writeTransaction(await getDb(), async (trx) => {
    const job = await retryJobNow(trx, id, now)
    if (!job) throw new LeadDeskError('This message is not waiting or failed any more')
    await audit(staff, 'message.retry', job.key, { kind: job.kind, state: job.state, attempts: job.attempts }, trx)
  })
}
