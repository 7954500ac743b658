import 'server-only'
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely'
import { cache } from 'react'
import { audit } from '@/lib/staff/audit'
import type { Staff } from '@/lib/staff/session'
import { dialectOf, getDb, writeTransaction, type Db, type Dialect } from '@/lib/platform/db'
import type { Database, LeadRow, LeadStage } from '@/lib/platform/db/schema'
import { getEnv } from '@/lib/platform/env'
import { phoneDigits } from '@/lib/leads/fields'
import { subscribeOnce } from '@/lib/leads/intake/newsletter'
import type { LeadFilters } from '@/lib/leads/desk/schemas'
import type { LeadSource } from '@/lib/leads/forms/meta'
import { attentionCutoff, needsAttention, stageChangeError } from './pipeline'

/**
 * The lead desk's reads and changes, on the lead store's table (lib/leads/store.ts) and its
 * activity. Lists are paged on the database, newest first. Every change is one transaction that
 * also records who did it and when (lead_activity; erasure in audit_log).
 */

export const LEADS_PER_PAGE = 50
const IST_OFFSET_MS = 5.5 * 60 * 60 * 1000

export type Folder = 'inbox' | 'spam'

export interface LeadListItem {
  id: number
  reference: string
  createdAt: number
  kind: string
  form: string
  name: string | null
  phone: string | null
  email: string | null
  trip: string | null
  travellers: string | null
  travelDate: string | null
  stage: LeadStage
  assigneeId: string | null
  spamReason: string | null
  needsAttention: boolean
}

export class LeadDeskError extends Error {}

type LeadsEb = ExpressionBuilder<Database, 'leads'>

/** Milliseconds of midnight in India at the start of a YYYY-MM-DD day. */
const dayStartInIndia = (day: string) => Date.parse(`${day}T00:00:00Z`) - IST_OFFSET_MS

function filterWhere(eb: LeadsEb, folder: Folder, filters: LeadFilters, staffId: string, dialect: Dialect) {
  const and: Expression<SqlBool>[] = [folder === 'spam' ? eb('status', '=', 'spam') : eb('status', '!=', 'spam')]
  if (filters.stage) and.push(eb('stage', '=', filters.stage))
  if (filters.attention) {
    and.push(eb('stage', '=', 'new'), eb('created_at', '<=', attentionCutoff()))
  }
  if (filters.form) and.push(eb('form', '=', filters.form))
  if (filters.trip) and.push(eb('trip', '=', filters.trip))
  if (filters.assignee === 'none') and.push(eb('assignee_id', 'is', null))
  else if (filters.assignee) and.push(eb('assignee_id', '=', filters.assignee === 'me' ? staffId : filters.assignee))
  if (filters.from) and.push(eb('created_at', '>=', dayStartInIndia(filters.from)))
  if (filters.to) and.push(eb('created_at', '<', dayStartInIndia(filters.to) + 24 * 60 * 60 * 1000))
  if (filters.q) {
    const q = filters.q.toLowerCase()
    if (/^gh-[0-9a-z]{8}$/.test(q)) and.push(eb('reference', '=', q.toUpperCase()))
    else and.push(searchMatch(eb, searchTerm(q), dialect))
  }
  return eb.and(and)
}

/**
 * What the search box looks for in a lead's search column (lib/leads/fields.ts): a phone in
 * any spelling by its digits, and of a number with a country code (+91 …) the last ten, so it
 * finds the number however the visitor typed it; anything else as typed.
 */
function searchTerm(q: string): string {
  const digits = phoneDigits(q)
  if (digits.length >= 4 && !/\p{L}/u.test(q)) return digits.length > 10 ? digits.slice(-10) : digits
  return q
}

/**
 * A substring match on the search column through its trigram index (migration 6): SQLite's FTS5
 * trigram table, PostgreSQL's pg_trgm index, both of which serve LIKE '%…%'. Wildcards typed
 * into the box are searched for literally (escaped, which SQLite's trigram index cannot use, so
 * such a search reads the column itself).
 */
function searchMatch(eb: LeadsEb, term: string, dialect: Dialect) {
  const escaped = term.replace(/[\\%_]/g, (c) => `\\${c}`)
  const pattern = `%${escaped}%`
  if (dialect === 'sqlite' && escaped === term && term.length >= 3) {
    return eb('id', 'in', sql<number>`(SELECT rowid FROM leads_search WHERE search LIKE ${pattern})`)
  }
  return sql<boolean>`search LIKE ${pattern} ESCAPE '\\'`
}

const LIST_COLUMNS = [
  'id',
  'reference',
  'created_at',
  'kind',
  'form',
  'name',
  'phone',
  'email',
  'trip',
  'travellers',
  'travel_date',
  'stage',
  'assignee_id',
  'spam_reason',
] as const

type ListRow = Pick<LeadRow, (typeof LIST_COLUMNS)[number]>

function toListItem(row: ListRow, now: number): LeadListItem {
  return {
    id: row.id,
    reference: row.reference,
    createdAt: row.created_at,
    kind: row.kind,
    form: row.form,
    name: row.name,
    phone: row.phone,
    email: row.email,
    trip: row.trip,
    travellers: row.travellers,
    travelDate: row.travel_date,
    stage: row.stage,
    assigneeId: row.assignee_id,
    spamReason: row.spam_reason,
    needsAttention: needsAttention({ stage: row.stage, createdAt: row.created_at }, now),
  }
}

export interface LeadPage {
  leads: LeadListItem[]
  total: number
  page: number
  pages: number
}

export async function listLeads(folder: Folder, filters: LeadFilters, staff: Pick<Staff, 'id'>): Promise<LeadPage> {
  const db = await getDb()
  const where = (eb: LeadsEb) => filterWhere(eb, folder, filters, staff.id, dialectOf(db))
  const [{ total }, rows] = await Promise.all([
    db
      .selectFrom('leads')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where(where)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('leads')
      .select(LIST_COLUMNS)
      .where(where)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(LEADS_PER_PAGE)
      .offset((filters.page - 1) * LEADS_PER_PAGE)
      .execute(),
  ])
  const now = Date.now()
  const count = Number(total)
  return {
    leads: rows.map((row) => toListItem(row, now)),
    total: count,
    page: filters.page,
    pages: Math.max(1, Math.ceil(count / LEADS_PER_PAGE)),
  }
}

/** Every lead of the filters, newest first, a batch at a time (the CSV export streams them). */
export async function* leadsForExport(
  folder: Folder,
  filters: LeadFilters,
  staff: Pick<Staff, 'id'>,
  batch = 1000,
): AsyncGenerator<LeadListItem & { payload: Record<string, unknown>; source: LeadSource }> {
  const db = await getDb()
  let after: { createdAt: number; id: number } | undefined
  const now = Date.now()
  for (;;) {
    const rows = await db
      .selectFrom('leads')
      .select([...LIST_COLUMNS, 'payload', 'source'])
      .where((eb) => {
        const base = filterWhere(eb, folder, filters, staff.id, dialectOf(db))
        if (!after) return base
        const { createdAt, id } = after
        return eb.and([
          base,
          eb.or([eb('created_at', '<', createdAt), eb.and([eb('created_at', '=', createdAt), eb('id', '<', id)])]),
        ])
      })
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(batch)
      .execute()
    for (const row of rows) {
      yield { ...toListItem(row, now), payload: JSON.parse(row.payload), source: JSON.parse(row.source) }
    }
    if (rows.length < batch) return
    const last = rows.at(-1)!
    after = { createdAt: last.created_at, id: last.id }
  }
}

export interface LeadActivity {
  id: number
  at: number
  actorName: string
  kind: string
  detail: Record<string, unknown>
}

export interface LeadDetail extends LeadListItem {
  status: LeadRow['status']
  payload: Record<string, unknown>
  source: LeadSource
  lostReason: string | null
  attempts: number
  nextAttemptAt: number | null
  lastError: string | null
  deliveredAt: number | null
  notifyStatus: LeadRow['notify_status']
  notifyAttempts: number
  notifyNextAt: number | null
  notifyError: string | null
  notifiedAt: number | null
  activity: LeadActivity[]
}

export async function getLeadDetail(reference: string): Promise<LeadDetail | undefined> {
  const db = await getDb()
  const row = await db.selectFrom('leads').selectAll().where('reference', '=', reference).executeTakeFirst()
  if (!row) return undefined
  const activity = await db
    .selectFrom('lead_activity')
    .select(['id', 'at', 'actor_name', 'kind', 'detail'])
    .where('lead_id', '=', row.id)
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .execute()
  return {
    ...toListItem(row, Date.now()),
    status: row.status,
    payload: JSON.parse(row.payload),
    source: JSON.parse(row.source),
    lostReason: row.lost_reason,
    attempts: row.attempts,
    nextAttemptAt: row.next_attempt_at,
    lastError: row.last_error,
    deliveredAt: row.delivered_at,
    notifyStatus: row.notify_status,
    notifyAttempts: row.notify_attempts,
    notifyNextAt: row.notify_next_at,
    notifyError: row.notify_error,
    notifiedAt: row.notified_at,
    activity: activity.map((a) => ({
      id: a.id,
      at: a.at,
      actorName: a.actor_name,
      kind: a.kind,
      detail: JSON.parse(a.detail),
    })),
  }
}

type Trx = Parameters<Parameters<typeof writeTransaction>[1]>[0]

async function lockedLead(trx: Trx, reference: string): Promise<LeadRow> {
  const row = await trx.selectFrom('leads').selectAll().where('reference', '=', reference).executeTakeFirst()
  if (!row) throw new LeadDeskError('This lead no longer exists')
  return row
}

async function record(
  trx: Trx | Db,
  leadId: number,
  staff: Staff,
  kind: string,
  detail: Record<string, unknown>,
  at: number,
) {
  await trx
    .insertInto('lead_activity')
    .values({
      lead_id: leadId,
      at,
      actor_id: staff.id,
      actor_name: staff.name || staff.email,
      kind,
      detail: JSON.stringify(detail),
    })
    .execute()
}

/** One change to a lead, under the write lock, with its activity entry. */
async function changeLead(
  reference: string,
  change: (trx: Trx, lead: LeadRow, now: number) => Promise<{ kind: string; detail: Record<string, unknown> } | null>,
  staff: Staff,
): Promise<void> {
  const now = Date.now()
  await writeTransaction(await getDb(), async (trx) => {
    const lead = await lockedLead(trx, reference)
    const done = await change(trx, lead, now)
    if (done) await record(trx, lead.id, staff, done.kind, done.detail, now)
  })
}

export function changeStage(staff: Staff, reference: string, to: LeadStage, lostReason?: string): Promise<void> {
  return changeLead(
    reference,
    async (trx, lead, now) => {
      if (lead.status === 'spam') throw new LeadDeskError('Move the lead out of spam first')
      const refused = stageChangeError(lead.stage, to, lostReason)
      if (refused) throw new LeadDeskError(refused)
      await trx
        .updateTable('leads')
        .set({ stage: to, stage_changed_at: now, lost_reason: to === 'lost' ? lostReason!.trim() : null })
        .where('id', '=', lead.id)
        .execute()
      return {
        kind: 'stage',
        detail: { from: lead.stage, to, ...(to === 'lost' ? { reason: lostReason!.trim() } : {}) },
      }
    },
    staff,
  )
}

export function addNote(staff: Staff, reference: string, note: string): Promise<void> {
  return changeLead(reference, async () => ({ kind: 'note', detail: { text: note.trim() } }), staff)
}

export function assignLead(
  staff: Staff,
  reference: string,
  assignee: { id: string; name: string } | null,
): Promise<void> {
  return changeLead(
    reference,
    async (trx, lead) => {
      if (lead.assignee_id === (assignee?.id ?? null)) return null
      await trx
        .updateTable('leads')
        .set({ assignee_id: assignee?.id ?? null })
        .where('id', '=', lead.id)
        .execute()
      return { kind: 'assign', detail: { to: assignee?.name ?? null } }
    },
    staff,
  )
}

/** Out of the spam folder: into the inbox as new, into the outbox (upstream mode), and announced to staff. */
export function markNotSpam(staff: Staff, reference: string): Promise<void> {
  const { TRAVEL_API_URL, SMTP_URL } = getEnv()
  return changeLead(
    reference,
    async (trx, lead, now) => {
      if (lead.status !== 'spam') throw new LeadDeskError('This lead is not in the spam folder')
      let status: LeadRow['status'] = TRAVEL_API_URL ? 'pending' : 'stored'
      if (lead.kind === 'newsletter' && !TRAVEL_API_URL && lead.email) {
        if (!(await subscribeOnce(trx, lead.email, lead.reference, now))) status = 'duplicate'
      }
      await trx
        .updateTable('leads')
        .set({
          status,
          stage: 'new',
          next_attempt_at: status === 'pending' ? now : null,
          notify_status: SMTP_URL && status !== 'duplicate' ? 'pending' : null,
          notify_next_at: SMTP_URL && status !== 'duplicate' ? now : null,
        })
        .where('id', '=', lead.id)
        .execute()
      return { kind: 'not-spam', detail: {} }
    },
    staff,
  )
}

export function markSpam(staff: Staff, reference: string): Promise<void> {
  return changeLead(
    reference,
    async (trx, lead) => {
      if (lead.status === 'spam') throw new LeadDeskError('This lead is in the spam folder already')
      if (lead.status === 'delivered' || lead.status === 'delivering') {
        throw new LeadDeskError('This lead has been sent to the provider already')
      }
      await trx
        .updateTable('leads')
        .set({
          status: 'spam',
          spam_reason: `Marked as spam by ${staff.name || staff.email}`,
          next_attempt_at: null,
          notify_status: null,
        })
        .where('id', '=', lead.id)
        .execute()
      return { kind: 'spam', detail: {} }
    },
    staff,
  )
}

/** Upstream mode: try the delivery again now rather than at the backoff's next attempt. */
export function retryDelivery(staff: Staff, reference: string): Promise<void> {
  return changeLead(
    reference,
    async (trx, lead, now) => {
      if (lead.status !== 'pending') throw new LeadDeskError('Only a lead waiting in the outbox can be retried')
      await trx.updateTable('leads').set({ next_attempt_at: now }).where('id', '=', lead.id).execute()
      return { kind: 'retry', detail: {} }
    },
    staff,
  )
}

/**
 * A visitor's request to be forgotten: the lead, its activity and its newsletter address are
 * deleted. The audit log keeps that it happened, who did it and the reference, nothing personal.
 */
export async function eraseLead(staff: Staff, reference: string): Promise<void> {
  await writeTransaction(await getDb(), async (trx) => {
    const lead = await lockedLead(trx, reference)
    await trx.deleteFrom('lead_activity').where('lead_id', '=', lead.id).execute()
    await trx.deleteFrom('newsletter_subscribers').where('lead_reference', '=', lead.reference).execute()
    await trx.deleteFrom('leads').where('id', '=', lead.id).execute()
    await audit(
      staff,
      'lead.erased',
      lead.reference,
      { form: lead.form, receivedAt: new Date(lead.created_at).toISOString() },
      trx,
    )
  })
}

/** The desk's home counts: new leads, those needing attention, spam waiting, failing notifications. Once per request. */
export const deskCounts = cache(async (staffId: string) => {
  const db = await getDb()
  const count = (where: (eb: LeadsEb) => ReturnType<LeadsEb['and']>) =>
    db
      .selectFrom('leads')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where(where)
      .executeTakeFirstOrThrow()
      .then((row) => Number(row.n))
  const cutoff = attentionCutoff()
  const [newLeads, needsAttention, spam, mine, failingNotifications] = await Promise.all([
    count((eb) => eb.and([eb('status', '!=', 'spam'), eb('stage', '=', 'new')])),
    count((eb) => eb.and([eb('status', '!=', 'spam'), eb('stage', '=', 'new'), eb('created_at', '<=', cutoff)])),
    count((eb) => eb.and([eb('status', '=', 'spam')])),
    count((eb) => eb.and([eb('assignee_id', '=', staffId), eb('stage', 'in', ['new', 'contacted', 'quoted'])])),
    count((eb) => eb.and([eb('notify_status', '=', 'pending'), eb('notify_attempts', '>', 0)])),
  ])
  return { newLeads, needsAttention, spam, mine, failingNotifications }
})

export const SUBSCRIBERS_PER_PAGE = 100

/** Newsletter sign-ups: the newsletter leads that are not spam or a repeat (both modes keep them as leads). */
const subscriberRows = (db: Db) =>
  db
    .selectFrom('leads')
    .where('kind', '=', 'newsletter')
    .where('status', 'not in', ['spam', 'duplicate'])
    .where('email', 'is not', null)

export async function listSubscribers(page: number) {
  const db = await getDb()
  const [{ total }, rows] = await Promise.all([
    subscriberRows(db)
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
    subscriberRows(db)
      .select(['email', 'reference', 'created_at'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(SUBSCRIBERS_PER_PAGE)
      .offset((page - 1) * SUBSCRIBERS_PER_PAGE)
      .execute(),
  ])
  return {
    subscribers: rows,
    total: Number(total),
    pages: Math.max(1, Math.ceil(Number(total) / SUBSCRIBERS_PER_PAGE)),
  }
}

export async function allSubscribers() {
  return subscriberRows(await getDb())
    .select(['email', 'reference', 'created_at'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute()
}
