import 'server-only'
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely'
import { cache } from 'react'
import { assertCan, type Caller } from '@/lib/staff'
import { dialectOf, getDb, type Dialect } from '@/lib/platform/db'
import type { Database, LeadRow, LeadStage } from '@/lib/platform/db/schema'
import { phoneDigits } from '@/lib/leads/fields'
import type { LEAD_FOLDERS, LeadFilters } from '@/lib/leads/desk/schemas'
import type { LeadSource } from '@/lib/leads/forms/meta'
import { attentionCutoff, LEAD_STAGES, needsAttention } from './pipeline'

/**
 * The lead desk's reads, on the lead store's table (lib/leads/store.ts) and its activity: the
 * folders (paged on the database, newest first), the CSV export's stream, one lead and the desk's
 * counts. Each takes the caller and refuses a role without `leads.read` (NotAllowed), whatever
 * page or route asked first.
 */

export const LEADS_PER_PAGE = 50
const IST_OFFSET_MS = 5.5 * 60 * 60 * 1000

export type Folder = (typeof LEAD_FOLDERS)[number]

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
  /** The departure (YYYY-MM-DD) and boarding city a trip enquiry names. */
  departure: string | null
  boardingCity: string | null
  stage: LeadStage
  assigneeId: string | null
  spamReason: string | null
  /** The fill time of a form sent faster than a person types: a lead to check, not spam. */
  sentFastMs: number | null
  /** The language of the page the visitor wrote from ('en', 'ta'): the agent calls back in it. */
  locale: string
  needsAttention: boolean
}

export type LeadsEb = ExpressionBuilder<Database, 'leads'>

/** Milliseconds of midnight in India at the start of a YYYY-MM-DD day. */
const dayStartInIndia = (day: string) => Date.parse(`${day}T00:00:00Z`) - IST_OFFSET_MS

/**
 * The leads of the sales pipeline: not spam, and not a newsletter sign-up (a subscriber, listed
 * on its own page: docs/architecture.md, difference 15).
 */
export const inPipeline = (eb: LeadsEb) => [eb('status', '!=', 'spam'), eb('kind', '!=', 'newsletter')]

function filterWhere(eb: LeadsEb, folder: Folder, filters: LeadFilters, staffId: string, dialect: Dialect) {
  const and: Expression<SqlBool>[] = folder === 'spam' ? [eb('status', '=', 'spam')] : inPipeline(eb)
  if (filters.stage) and.push(eb('stage', '=', filters.stage))
  if (filters.attention) {
    and.push(eb('stage', '=', 'new'), eb('created_at', '<=', attentionCutoff()))
  }
  if (filters.form) and.push(eb('form', '=', filters.form))
  if (filters.language) and.push(eb('locale', '=', filters.language))
  if (filters.trip) and.push(eb('trip', '=', filters.trip))
  if (filters.departure) and.push(eb('departure', '=', filters.departure))
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

/** The columns of a lead in a list (the inbox, the Today view): never the payload. */
export const LIST_COLUMNS = [
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
  'departure',
  'boarding_city',
  'stage',
  'assignee_id',
  'spam_reason',
  'sent_fast_ms',
  'locale',
] as const

type ListRow = Pick<LeadRow, (typeof LIST_COLUMNS)[number]>

export function toListItem(row: ListRow, now: number): LeadListItem {
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
    departure: row.departure,
    boardingCity: row.boarding_city,
    stage: row.stage,
    assigneeId: row.assignee_id,
    spamReason: row.spam_reason,
    sentFastMs: row.sent_fast_ms,
    locale: row.locale,
    needsAttention: needsAttention({ stage: row.stage, createdAt: row.created_at }, now),
  }
}

export interface LeadPage {
  leads: LeadListItem[]
  /** When the page was read: the instant its leads' ages and attention marks are measured from. */
  readAt: number
  total: number
  page: number
  pages: number
}

export async function listLeads(folder: Folder, filters: LeadFilters, caller: Caller): Promise<LeadPage> {
  assertCan(caller, 'leads.read')
  const db = await getDb()
  const where = (eb: LeadsEb) => filterWhere(eb, folder, filters, caller.id, dialectOf(db))
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
    readAt: now,
    total: count,
    page: filters.page,
    pages: Math.max(1, Math.ceil(count / LEADS_PER_PAGE)),
  }
}

/**
 * The inbox's leads by status under the same filters but the status (the status tabs' counts):
 * one grouped count on the database.
 */
export async function stageCounts(filters: LeadFilters, caller: Caller): Promise<Record<LeadStage, number>> {
  assertCan(caller, 'leads.read')
  const db = await getDb()
  const rows = await db
    .selectFrom('leads')
    .select((eb) => ['stage', eb.fn.countAll<number>().as('n')])
    .where((eb) => filterWhere(eb, 'inbox', { ...filters, stage: undefined }, caller.id, dialectOf(db)))
    .groupBy('stage')
    .execute()
  const counts = Object.fromEntries(LEAD_STAGES.map((stage) => [stage, 0])) as Record<LeadStage, number>
  for (const row of rows) counts[row.stage] = Number(row.n)
  return counts
}

export type ExportedLead = LeadListItem & { payload: Record<string, unknown>; source: LeadSource }

/**
 * Every lead of the filters, newest first, a batch at a time (the CSV export streams them). The
 * caller is checked when it is called, before the first row is asked for.
 */
export function leadsForExport(
  folder: Folder,
  filters: LeadFilters,
  caller: Caller,
  batch = 1000,
): AsyncGenerator<ExportedLead> {
  assertCan(caller, 'leads.read')
  return exportBatches(folder, filters, caller.id, batch)
}

async function* exportBatches(
  folder: Folder,
  filters: LeadFilters,
  staffId: string,
  batch: number,
): AsyncGenerator<ExportedLead> {
  const db = await getDb()
  let after: { createdAt: number; id: number } | undefined
  const now = Date.now()
  for (;;) {
    const rows = await db
      .selectFrom('leads')
      .select([...LIST_COLUMNS, 'payload', 'source'])
      .where((eb) => {
        const base = filterWhere(eb, folder, filters, staffId, dialectOf(db))
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
  /** Why an e-mail the visitor asked for was not sent (too many to that address today); null when none. */
  mailHeld: string | null
  /** The next follow-up (epoch ms), or null; `readAt` is the instant the lead was read, to tell overdue. */
  followUpAt: number | null
  readAt: number
  activity: LeadActivity[]
}

export async function getLeadDetail(caller: Caller, reference: string): Promise<LeadDetail | undefined> {
  assertCan(caller, 'leads.read')
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
  const readAt = Date.now()
  return {
    ...toListItem(row, readAt),
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
    mailHeld: row.mail_held,
    followUpAt: row.follow_up_at === null ? null : Number(row.follow_up_at),
    readAt,
    activity: activity.map((a) => ({
      id: a.id,
      at: a.at,
      actorName: a.actor_name,
      kind: a.kind,
      detail: JSON.parse(a.detail),
    })),
  }
}

/** The desk's home counts: new leads, those needing attention, spam waiting, failing notifications. Once per request. */
export const deskCounts = cache(async (caller: Caller) => {
  assertCan(caller, 'leads.read')
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
    count((eb) => eb.and([...inPipeline(eb), eb('stage', '=', 'new')])),
    count((eb) => eb.and([...inPipeline(eb), eb('stage', '=', 'new'), eb('created_at', '<=', cutoff)])),
    count((eb) => eb.and([eb('status', '=', 'spam')])),
    count((eb) => eb.and([eb('assignee_id', '=', caller.id), eb('stage', 'in', ['new', 'contacted', 'quoted'])])),
    count((eb) => eb.and([eb('notify_status', '=', 'pending'), eb('notify_attempts', '>', 0)])),
  ])
  return { newLeads, needsAttention, spam, mine, failingNotifications }
})

/**
 * The departure days leads name (the inbox's departure filter offers them), each once, soonest
 * first; of one trip when given. Leads in spam are left out.
 */
export async function leadDepartureDays(caller: Caller, trip?: string): Promise<string[]> {
  assertCan(caller, 'leads.read')
  const db = await getDb()
  let query = db
    .selectFrom('leads')
    .select('departure')
    .distinct()
    .where('departure', 'is not', null)
    .where('status', '!=', 'spam')
  if (trip) query = query.where('trip', '=', trip)
  const rows = await query.orderBy('departure').execute()
  return rows.map((row) => row.departure!)
}
