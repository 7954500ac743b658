import 'server-only'
import { cache } from 'react'
import { assertCan, can, type Caller } from '@/lib/staff'
import { getDb, type Db } from '@/lib/platform/db'
import { endOfIndiaDay, FOLLOW_UP_STAGES } from './follow-ups'
import { LIST_COLUMNS, toListItem, type LeadListItem } from './queries'

/**
 * The Today view's reads: the follow-ups due today (India) and those overdue, of the leads still
 * open. An agent sees the leads assigned to them; a role with `leads.followUps.all` (the owner)
 * sees everyone's, or one person's, or the unassigned leads'.
 */

/** At most this many rows: a day's follow-ups, not an archive. */
export const TODAY_LIMIT = 200

/** A lead in the Today view: the lead list's fields and when to follow it up. */
export type FollowUpItem = LeadListItem & { followUpAt: number }

export interface TodayFollowUps {
  /** The instant they were read: overdue and "how late" are measured from it. */
  readAt: number
  /** Whose follow-ups: the caller's own, or everyone's (a staff id or `none` narrows it). */
  everyone: boolean
  items: FollowUpItem[]
}

/** Whose follow-ups the caller sees: their own, or (the owner) everyone's or the one asked for. */
function scopeOf(caller: Caller, person?: string): { assignee?: string | null } {
  if (!can(caller.role, 'leads.followUps.all')) return { assignee: caller.id }
  if (person === 'none') return { assignee: null }
  if (person === 'me') return { assignee: caller.id }
  return person ? { assignee: person } : {}
}

function dueQuery(db: Db, scope: { assignee?: string | null }, before: number) {
  let query = db
    .selectFrom('leads')
    .where('follow_up_at', 'is not', null)
    .where('follow_up_at', '<', before)
    .where('stage', 'in', FOLLOW_UP_STAGES)
    .where('status', '!=', 'spam')
    .where('kind', '!=', 'newsletter')
  if (scope.assignee === null) query = query.where('assignee_id', 'is', null)
  else if (scope.assignee !== undefined) query = query.where('assignee_id', '=', scope.assignee)
  return query
}

/** The follow-ups due before the end of today in India, the most overdue first. */
export async function todayFollowUps(caller: Caller, person?: string, now = Date.now()): Promise<TodayFollowUps> {
  assertCan(caller, 'leads.read')
  const db = await getDb()
  const rows = await dueQuery(db, scopeOf(caller, person), endOfIndiaDay(now))
    .select([...LIST_COLUMNS, 'follow_up_at'])
    .orderBy('follow_up_at')
    .orderBy('id')
    .limit(TODAY_LIMIT)
    .execute()
  return {
    readAt: now,
    everyone: can(caller.role, 'leads.followUps.all'),
    items: rows.map((row) => ({ ...toListItem(row, now), followUpAt: Number(row.follow_up_at) })),
  }
}

/** How many follow-ups the menu's "Today" counts for the caller: due today or overdue. Once per request. */
export const todayFollowUpCount = cache(async (caller: Caller): Promise<number> => {
  assertCan(caller, 'leads.read')
  const db = await getDb()
  const row = await dueQuery(db, scopeOf(caller), endOfIndiaDay(Date.now()))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
  return Number(row.n)
})
