import 'server-only'
import { randomBytes } from 'node:crypto'
import { getDb } from '@/lib/db/connection'
import type { LeadKind } from '@/lib/validations/lead-endpoints'
import type { LeadSource } from '@/lib/validations/lead-meta'
import { LEAD_CLAIM_TIMEOUT_MS, LEAD_RETRY_BASE_MS, LEAD_RETRY_MAX_MS } from './config'
import { subscribeOnce } from './newsletter'

/**
 * The lead store and outbox (SQLite, table `leads`). Every acknowledged lead is a row here
 * before the visitor hears "success"; delivery state lives on the same row.
 *
 * status: stored (embedded mode, final) · pending (waiting in the outbox) · delivering
 * (claimed by one sender) · delivered · duplicate (newsletter address already subscribed)
 * · spam (honeypot or too fast; kept apart, never delivered).
 */
export type LeadStatus = 'stored' | 'pending' | 'delivering' | 'delivered' | 'duplicate' | 'spam'

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
}

interface LeadRow {
  id: number
  reference: string
  kind: LeadKind
  form: string
  payload: string
  source: string
  idempotency_key: string
  status: LeadStatus
  attempts: number
  next_attempt_at: number | null
  last_error: string | null
  created_at: number
}

function toLead(row: LeadRow): Lead {
  return {
    id: row.id,
    reference: row.reference,
    kind: row.kind,
    form: row.form,
    payload: JSON.parse(row.payload) as Record<string, unknown>,
    source: JSON.parse(row.source) as LeadSource,
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
}

/**
 * Insert a lead unless its idempotency key is known; `created` is false for a repeat,
 * which returns the original row untouched. One transaction, so a double submit that
 * races still makes a single row.
 */
export function recordLead(input: NewLead, now: number = Date.now()): { lead: Lead; created: boolean } {
  const db = getDb()
  const run = db.transaction(() => {
    const existing = db.prepare('SELECT * FROM leads WHERE idempotency_key = ?').get(input.idempotencyKey) as
      LeadRow | undefined
    if (existing) return { lead: toLead(existing), created: false }

    const reference = newReference()
    let status: LeadStatus = input.status
    if (input.subscribeEmail !== undefined && !subscribeOnce(db, input.subscribeEmail, reference, now)) {
      status = 'duplicate'
    }
    const delivering = status === 'delivering'
    const row = db
      .prepare(
        `INSERT INTO leads (reference, kind, form, payload, source, idempotency_key, status, attempts,
                            next_attempt_at, claimed_at, created_at)
         VALUES (@reference, @kind, @form, @payload, @source, @key, @status, @attempts, @next, @claimed, @now)
         RETURNING *`,
      )
      .get({
        reference,
        kind: input.kind,
        form: input.form,
        payload: JSON.stringify(input.payload),
        source: JSON.stringify(input.source),
        key: input.idempotencyKey,
        status,
        attempts: delivering ? 1 : 0,
        next: delivering ? now : null,
        claimed: delivering ? now : null,
        now,
      }) as LeadRow
    return { lead: toLead(row), created: true }
  })
  return run.immediate()
}

/**
 * Claim the next lead due for delivery, atomically: one UPDATE picks and marks it, so two
 * senders (two timers, two processes) never hold the same lead. A claim older than the
 * claim timeout belonged to a sender that died and is taken over.
 */
export function claimNextDue(now: number = Date.now()): Lead | undefined {
  const row = getDb()
    .prepare(
      `UPDATE leads SET status = 'delivering', claimed_at = @now, attempts = attempts + 1
       WHERE id = (
         SELECT id FROM leads
         WHERE (status = 'pending' AND next_attempt_at <= @now)
            OR (status = 'delivering' AND claimed_at <= @stale)
         ORDER BY next_attempt_at, id
         LIMIT 1
       )
       RETURNING *`,
    )
    .get({ now, stale: now - LEAD_CLAIM_TIMEOUT_MS }) as LeadRow | undefined
  return row ? toLead(row) : undefined
}

export function markDelivered(id: number, now: number = Date.now()): void {
  getDb()
    .prepare(
      `UPDATE leads SET status = 'delivered', delivered_at = ?, claimed_at = NULL, next_attempt_at = NULL, last_error = NULL
       WHERE id = ?`,
    )
    .run(now, id)
}

export function markDuplicate(id: number): void {
  getDb()
    .prepare(`UPDATE leads SET status = 'duplicate', claimed_at = NULL, next_attempt_at = NULL WHERE id = ?`)
    .run(id)
}

/** Back to the outbox after a failed attempt; returns when the next attempt is due. */
export function releaseForRetry(lead: Pick<Lead, 'id' | 'attempts'>, error: string, now: number = Date.now()): number {
  const next = now + retryDelayMs(lead.attempts)
  getDb()
    .prepare(
      `UPDATE leads SET status = 'pending', claimed_at = NULL, next_attempt_at = ?, last_error = ?
       WHERE id = ? AND status = 'delivering'`,
    )
    .run(next, error.slice(0, 500), lead.id)
  return next
}

export function findLeadByReference(reference: string): Lead | undefined {
  const row = getDb().prepare('SELECT * FROM leads WHERE reference = ?').get(reference) as LeadRow | undefined
  return row ? toLead(row) : undefined
}
