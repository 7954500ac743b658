import 'server-only'
import { cache } from 'react'
import { assertCan, can, type Caller } from '@/lib/staff'
import { getDb, type Db } from '@/lib/platform/db'
import { endOfIndiaDay, FOLLOW_UP_STAGES } from './follow-ups'
import { LIST_COLUMNS, toListItem, type LeadListItem } from './queries'

/**
 * The Today view: the agent's queue, in the order it is worked. Follow-ups overdue, those due
 * later today, the new leads no one has called yet (oldest first), then the follow-ups of the
 * week ahead, day by day. An agent sees the follow-ups of the leads assigned to them and the new
 * leads that are theirs or no one's (to take); a role with `leads.followUps.all` (the owner) sees
 * everyone's, or one person's, or the unassigned leads'.
 */

/** At most this many rows in each part: a day's work, not an archive. */
export const TODAY_LIMIT = 200
/** The week ahead: follow-ups up to this many India days after today are listed. */
export const TODAY_AHEAD_DAYS = 7

const DAY_MS = 86_400_000

/** A lead in the Today view: the lead list's fields and when to follow it up. */
export type FollowUpItem = LeadListItem & { followUpAt: number }

export interface TodayQueue {
  /** The instant they were read: overdue, "how late" and a new lead's age are measured from it. */
  readAt: number
  /** Whose queue: the caller's own, or everyone's (a staff id or `none` narrows it). */
  everyone: boolean
  /** Follow-ups already due, the most overdue first. */
  overdue: FollowUpItem[]
  /** Follow-ups due later today (India). */
  dueToday: FollowUpItem[]
  /** New leads with no follow-up set: not called yet, the oldest first. */
  newLeads: LeadListItem[]
  /** Follow-ups from tomorrow to the end of the week ahead, soonest first. */
  ahead: FollowUpItem[]
}

interface Scope {
  /** Whose follow-ups: one person's (a staff id), the unassigned (null) or everyone's (undefined). */
  assignee?: string | null
  /** Whose new leads also count: an agent's queue holds the unassigned new leads, to take. */
  withUnassigned: boolean
}

/** Whose leads the caller sees: their own (and the new ones no one has taken), or the owner's choice. */
function scopeOf(caller: Caller, person?: string): Scope {
  if (!can(caller.role, 'leads.followUps.all')) return { assignee: caller.id, withUnassigned: true }
  if (person === 'none') return { assignee: null, withUnassigned: false }
  if (person === 'me') return { assignee: caller.id, withUnassigned: false }
  return person ? { assignee: person, withUnassigned: false } : { withUnassigned: false }
}

function pipelineQuery(db: Db) {
  return db.selectFrom('leads').where('status', '!=', 'spam').where('kind', '!=', 'newsletter')
}

function followUpsBetween(db: Db, scope: Scope, from: number | null, before: number) {
  let query = pipelineQuery(db)
    .where('follow_up_at', 'is not', null)
    .where('follow_up_at', '<', before)
    .where('stage', 'in', FOLLOW_UP_STAGES)
  if (from !== null) query = query.where('follow_up_at', '>=', from)
  if (scope.assignee === null) query = query.where('assignee_id', 'is', null)
  else if (scope.assignee !== undefined) query = query.where('assignee_id', '=', scope.assignee)
  return query
}

function newLeadsQuery(db: Db, scope: Scope) {
  let query = pipelineQuery(db).where('stage', '=', 'new').where('follow_up_at', 'is', null)
  const { assignee } = scope
  if (assignee === null) query = query.where('assignee_id', 'is', null)
  else if (assignee !== undefined && scope.withUnassigned) {
    query = query.where((eb) => eb.or([eb('assignee_id', '=', assignee), eb('assignee_id', 'is', null)]))
  } else if (assignee !== undefined) query = query.where('assignee_id', '=', assignee)
  return query
}

async function readFollowUps(db: Db, scope: Scope, from: number | null, before: number, now: number) {
  const rows = await followUpsBetween(db, scope, from, before)
    .select([...LIST_COLUMNS, 'follow_up_at'])
    .orderBy('follow_up_at')
    .orderBy('id')
    .limit(TODAY_LIMIT)
    .execute()
  return rows.map((row) => ({ ...toListItem(row, now), followUpAt: Number(row.follow_up_at) }))
}

/** The caller's queue at `now`, in the order it is worked. */
export async function todayQueue(caller: Caller, person?: string, now = Date.now()): Promise<TodayQueue> {
  assertCan(caller, 'leads.read')
  const db = await getDb()
  const scope = scopeOf(caller, person)
  const endOfToday = endOfIndiaDay(now)
  const endOfAhead = endOfIndiaDay(now + TODAY_AHEAD_DAYS * DAY_MS)
  const [due, newRows, ahead] = await Promise.all([
    readFollowUps(db, scope, null, endOfToday, now),
    newLeadsQuery(db, scope).select(LIST_COLUMNS).orderBy('created_at').orderBy('id').limit(TODAY_LIMIT).execute(),
    readFollowUps(db, scope, endOfToday, endOfAhead, now),
  ])
  return {
    readAt: now,
    everyone: can(caller.role, 'leads.followUps.all'),
    overdue: due.filter((item) => item.followUpAt <= now),
    dueToday: due.filter((item) => item.followUpAt > now),
    newLeads: newRows.map((row) => toListItem(row, now)),
    ahead,
  }
}

/** Whether the queue holds nothing at all: only then does the view say "Nothing to do". */
export function queueIsEmpty(queue: TodayQueue): boolean {
  return !queue.overdue.length && !queue.dueToday.length && !queue.newLeads.length && !queue.ahead.length
}

/**
 * The count the desk's "Today" tab shows the caller: follow-ups overdue or due today and the new
 * leads not yet called that are theirs to take. Once per request.
 */
export const todayCount = cache(async (caller: Caller, now: number = Date.now()): Promise<number> => {
  assertCan(caller, 'leads.read')
  const db = await getDb()
  const scope = scopeOf(caller)
  const [due, fresh] = await Promise.all([
    followUpsBetween(db, scope, null, endOfIndiaDay(now))
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
    newLeadsQuery(db, scope)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ])
  return Number(due.n) + Number(fresh.n)
})
