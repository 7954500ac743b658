import 'server-only'
import { randomBytes } from 'node:crypto'
import { getDb, writeTransaction, type Db } from '@/lib/platform/db'
import { DEFAULT_LOCALE, type Locale } from '@/lib/site/i18n/locales'
import type { LeadRow, LeadStatus } from '@/lib/platform/db/schema'
import type { LeadKind } from '@/lib/leads/forms/endpoints'
import type { LeadSource } from '@/lib/leads/forms/meta'
import { claimJob, enqueueJob, type JobChange } from '@/lib/leads/jobs/queue'
import { jobKey, LEAD_JOBS } from '@/lib/leads/jobs/kinds'
import { leadListFields } from './fields'
import { subscribeOnce } from '@/lib/leads/newsletter'

/**
 * The lead store (table `leads`, SQLite or PostgreSQL through lib/platform/db). Every
 * acknowledged lead is a row here before the visitor hears "success", with the jobs of its
 * messages (lib/leads/jobs: its delivery, the staff e-mail, the itinerary e-mail) added in the
 * same transaction. The job is the one source of truth of each message; the lead's delivery
 * columns below are its record, written by the delivery job in the job's own transaction.
 *
 * status: stored (embedded mode, final) · pending (waiting in the outbox) · delivering
 * (claimed by one sender) · delivered · duplicate (newsletter address already subscribed)
 * · spam (the hidden field for bots filled in, or marked so by staff; kept apart, never delivered).
 */
export type { LeadStatus } from '@/lib/platform/db/schema'

export interface Lead {
  id: number
  reference: string
  kind: LeadKind
  form: string
  payload: Record<string, unknown>
  source: LeadSource
  idempotencyKey: string
  status: LeadStatus
  attempts: number
  nextAttemptAt: number | null
  lastError: string | null
  createdAt: number
  /** The language of the page it was sent from ('en', 'ta'). */
  locale: string
}

function toLead(row: LeadRow): Lead {
  return {
    id: row.id,
    reference: row.reference,
    kind: row.kind as LeadKind,
    form: row.form,
    payload: JSON.parse(row.payload) as Record<string, unknown>,
    source: JSON.parse(row.source) as LeadSource,
    locale: row.locale,
    idempotencyKey: row.idempotency_key,
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: row.next_attempt_at,
    lastError: row.last_error,
    createdAt: row.created_at,
  }
}

// Crockford base32 without I, L, O, U: easy to read out over the phone.
const REFERENCE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'

export function newReference(): string {
  const bytes = randomBytes(8)
  let code = ''
  for (const byte of bytes) code += REFERENCE_ALPHABET[byte % REFERENCE_ALPHABET.length]
  return `GH-${code}`
}

export interface NewLead {
  kind: LeadKind
  form: string
  payload: Record<string, unknown>
  source: LeadSource
  idempotencyKey: string
  /** stored, spam, or delivering (upstream mode: the request itself makes the first attempt). */
  status: Extract<LeadStatus, 'stored' | 'spam' | 'delivering'>
  /** Embedded newsletter: subscribe this address; a repeat turns the lead into a duplicate (lib/leads/newsletter.ts). */
  subscribeEmail?: string
  /** Why a spam lead was judged so, shown in the back office's spam folder. */
  spamReason?: string
  /** The fill time of a form sent faster than a person types (kept as a lead, marked for a check). */
  sentFastMs?: number
  /** The language of the page the visitor wrote from: the agent calls back in it. English when not said. */
  locale?: Locale
  /** Queue the staff e-mail about this lead (SMTP configured); never for spam or a duplicate. */
  notify?: boolean
  /** Queue the trip's itinerary PDF to the visitor's e-mail (they asked for it); never for spam. */
  mailItinerary?: boolean
  /** Queue the confirmation e-mail to the visitor, with the call-back promise their answer carried. */
  confirmation?: { callBack: Record<string, unknown> }
  /** Why an e-mail the visitor asked for is not sent (intake/visitor-mail.ts), shown on the desk. */
  mailHeld?: string
}

/**
 * Insert a lead unless its idempotency key is known; `created` is false for a repeat,
 * which returns the original row untouched. One write transaction: the insert comes first,
 * and when the unique key refuses it (a repeat, or a double submit racing this one) the
 * transaction rolls back, newsletter address and all, and the stored lead is read.
 */
export async function recordLead(input: NewLead, now: number = Date.now()): Promise<{ lead: Lead; created: boolean }> {
  const findByKey = (db: Db) =>
    db.selectFrom('leads').selectAll().where('idempotency_key', '=', input.idempotencyKey).executeTakeFirst()
  const recorded = await writeTransaction(await getDb(), async (trx) => {
    const reference = newReference()
    let status: LeadStatus = input.status
    if (input.subscribeEmail !== undefined && !(await subscribeOnce(trx, input.subscribeEmail, reference, now))) {
      status = 'duplicate'
    }
    const delivering = status === 'delivering'
    const notify = Boolean(input.notify) && status !== 'spam' && status !== 'duplicate'
    const mailItinerary = Boolean(input.mailItinerary) && status !== 'spam'
    const row = await trx
      .insertInto('leads')
      .values({
        reference,
        kind: input.kind,
        form: input.form,
        payload: JSON.stringify(input.payload),
        source: JSON.stringify(input.source),
        idempotency_key: input.idempotencyKey,
        status,
        attempts: delivering ? 1 : 0,
        next_attempt_at: delivering ? now : null,
        claimed_at: delivering ? now : null,
        created_at: now,
        ...leadListFields(input.kind, input.payload, reference),
        spam_reason: status === 'spam' ? (input.spamReason ?? null) : null,
        sent_fast_ms: input.sentFastMs ?? null,
        mail_held: input.mailHeld ?? null,
        locale: input.locale ?? DEFAULT_LOCALE,
        notify_status: notify ? 'pending' : null,
        notify_next_at: notify ? now : null,
        ...(mailItinerary ? { itinerary_mail_status: 'pending' as const, itinerary_mail_next_at: now } : {}),
      })
      .onConflict((oc) => oc.column('idempotency_key').doNothing())
      .returningAll()
      .executeTakeFirst()
    // The key is taken: roll back (a newsletter address added above belongs to that lead, not this one).
    if (!row) throw new RepeatedKey()
    const job = (kind: string, key: string, claimed = false, payload?: Record<string, unknown>) =>
      enqueueJob(trx, { kind, key: jobKey(kind, key), leadId: row.id, claimed, payload }, now)
    if (delivering) await job(LEAD_JOBS.delivery, input.idempotencyKey, true)
    if (notify) await job(LEAD_JOBS.notice, reference)
    if (mailItinerary) await job(LEAD_JOBS.itineraryMail, reference)
    if (input.confirmation && status !== 'spam') {
      await job(LEAD_JOBS.confirmationMail, reference, false, input.confirmation)
    }
    return { row, created: true }
  }).catch(async (error: unknown) => {
    if (!(error instanceof RepeatedKey)) throw error
    const winner = await findByKey(await getDb())
    if (!winner) throw new Error('A lead with this idempotency key conflicted but cannot be read')
    return { row: winner, created: false }
  })
  return { lead: toLead(recorded.row), created: recorded.created }
}

class RepeatedKey extends Error {}

/** Claims the next delivery job that is due (lib/leads/jobs/queue.ts): its lead, or undefined. */
export async function claimNextDue(now: number = Date.now()): Promise<Lead | undefined> {
  const db = await getDb()
  const job = await claimJob(db, [LEAD_JOBS.delivery], now)
  if (!job?.lead_id) return undefined
  return findLeadById(db, job.lead_id)
}

/**
 * The stored row of a job's lead, as a message handler reads it (payload still JSON text):
 * undefined when the job names no lead or the lead was erased.
 */
export async function leadRowOfJob(db: Db, job: { lead_id: number | null }): Promise<LeadRow | undefined> {
  if (job.lead_id === null) return undefined
  return db.selectFrom('leads').selectAll().where('id', '=', job.lead_id).executeTakeFirst()
}

export async function findLeadById(db: Db, id: number): Promise<Lead | undefined> {
  const row = await db.selectFrom('leads').selectAll().where('id', '=', id).executeTakeFirst()
  return row ? toLead(row) : undefined
}

/**
 * The lead's record of its delivery job's change, written in the job's transaction: claimed
 * (delivering), delivered or a repeat newsletter address (duplicate), back to waiting with its
 * error and next attempt, or stopped (waiting, no next attempt: the desk shows the failed job).
 */
export async function recordDeliveryChange(
  db: Db,
  job: { lead_id: number | null; attempts: number },
  change: JobChange,
  duplicate = false,
): Promise<void> {
  if (job.lead_id === null) return
  const values =
    change.state === 'working'
      ? { status: 'delivering' as const, claimed_at: change.at, attempts: job.attempts }
      : change.state === 'done'
        ? duplicate
          ? { status: 'duplicate' as const, claimed_at: null, next_attempt_at: null }
          : {
              status: 'delivered' as const,
              delivered_at: change.at,
              claimed_at: null,
              next_attempt_at: null,
              last_error: null,
            }
        : {
            status: 'pending' as const,
            claimed_at: null,
            attempts: job.attempts,
            next_attempt_at: change.state === 'pending' ? change.dueAt : null,
            last_error: change.error.slice(0, 500),
          }
  await db
    .updateTable('leads')
    .set(values)
    .where('id', '=', job.lead_id)
    .where('status', 'in', ['pending', 'delivering'])
    .execute()
}

export async function findLeadByReference(reference: string): Promise<Lead | undefined> {
  const row = await (
    await getDb()
  )
    .selectFrom('leads')
    .selectAll()
    .where('reference', '=', reference)
    .executeTakeFirst()
  return row ? toLead(row) : undefined
}
