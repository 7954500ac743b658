import 'server-only'
import { randomBytes } from 'node:crypto'
import { getDb, writeTransaction, type Db } from '@/lib/platform/db'
import { DEFAULT_LOCALE, type Locale } from '@/lib/site/i18n/locales'
import type { LeadRow, LeadStatus } from '@/lib/platform/db/schema'
import type { LeadKind } from '@/lib/leads/forms/endpoints'
import type { LeadSource } from '@/lib/leads/forms/meta'
import { LEAD_RETRY_BASE_MS, LEAD_RETRY_MAX_MS } from './config'
import { claimNext } from './outbox/claim'
import { leadListFields } from './fields'
import { subscribeOnce } from '@/lib/leads/intake/newsletter'

/**
 * The lead store and outbox (table `leads`, SQLite or PostgreSQL through lib/platform/db). Every
 * acknowledged lead is a row here before the visitor hears "success"; delivery state lives on
 * the same row.
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

/** Delay before retry number `attempts + 1`: doubling from the base, capped. */
export function retryDelayMs(attempts: number): number {
  const exponent = Math.max(0, Math.min(attempts - 1, 30))
  return Math.min(LEAD_RETRY_BASE_MS * 2 ** exponent, LEAD_RETRY_MAX_MS)
}

export interface NewLead {
  kind: LeadKind
  form: string
  payload: Record<string, unknown>
  source: LeadSource
  idempotencyKey: string
  /** stored, spam, or delivering (upstream mode: the request itself makes the first attempt). */
  status: Extract<LeadStatus, 'stored' | 'spam' | 'delivering'>
  /** Embedded newsletter: subscribe this address; a repeat turns the lead into a duplicate (newsletter.ts). */
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

/** Claims the next lead due for delivery (claim.ts says how two senders never hold one lead). */
export async function claimNextDue(now: number = Date.now()): Promise<Lead | undefined> {
  const row = await claimNext(await getDb(), 'delivery', now)
  return row ? toLead(row) : undefined
}

export async function markDelivered(id: number, now: number = Date.now()): Promise<void> {
  await (
    await getDb()
  )
    .updateTable('leads')
    .set({ status: 'delivered', delivered_at: now, claimed_at: null, next_attempt_at: null, last_error: null })
    .where('id', '=', id)
    .execute()
}

export async function markDuplicate(id: number): Promise<void> {
  await (
    await getDb()
  )
    .updateTable('leads')
    .set({ status: 'duplicate', claimed_at: null, next_attempt_at: null })
    .where('id', '=', id)
    .execute()
}

/** Back to the outbox after a failed attempt; returns when the next attempt is due. */
export async function releaseForRetry(
  lead: Pick<Lead, 'id' | 'attempts'>,
  error: string,
  now: number = Date.now(),
): Promise<number> {
  const next = now + retryDelayMs(lead.attempts)
  await (
    await getDb()
  )
    .updateTable('leads')
    .set({ status: 'pending', claimed_at: null, next_attempt_at: next, last_error: error.slice(0, 500) })
    .where('id', '=', lead.id)
    .where('status', '=', 'delivering')
    .execute()
  return next
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
