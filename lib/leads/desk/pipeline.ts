import type { LeadStage } from '@/lib/platform/db/schema'
import { officeCalendar, workingMsBetween as officeMsBetween, type OfficeCalendar } from '@/lib/site/office-hours'

/**
 * The lead pipeline: new → contacted → quoted → won or lost (lost with a reason). A lead moves
 * forward, possibly skipping a step (a caller who books at once is won from new); a closed lead
 * (won or lost) can be reopened as contacted. No server code: the lead page's form reads it too.
 */

export type { LeadStage } from '@/lib/platform/db/schema'

export const LEAD_STAGES = ['new', 'contacted', 'quoted', 'won', 'lost'] as const satisfies readonly LeadStage[]

export const STAGE_LABELS: Record<LeadStage, string> = {
  new: 'New',
  contacted: 'Contacted',
  quoted: 'Quoted',
  won: 'Won',
  lost: 'Lost',
}

const ORDER: Record<LeadStage, number> = { new: 0, contacted: 1, quoted: 2, won: 3, lost: 3 }
const isClosed = (stage: LeadStage) => stage === 'won' || stage === 'lost'

/** The stages a lead at `from` may move to, in pipeline order. */
export function nextStages(from: LeadStage): LeadStage[] {
  if (isClosed(from)) return ['contacted']
  return LEAD_STAGES.filter((to) => ORDER[to] > ORDER[from])
}

export const LOST_REASON_MAX = 300

/**
 * The seats a won lead books on the departure it names: its number of travellers, when it names
 * a departure and a whole number of them; undefined otherwise (nothing to add).
 */
export function seatsToBook(lead: { departure: string | null; travellers: string | null }): number | undefined {
  if (!lead.departure || !lead.travellers || !/^\d+$/.test(lead.travellers)) return undefined
  const seats = Number(lead.travellers)
  return seats > 0 ? seats : undefined
}

/** Why a stage change is refused, or null when it is allowed. */
export function stageChangeError(from: LeadStage, to: LeadStage, lostReason?: string): string | null {
  if (from === to) return `The lead is already ${STAGE_LABELS[to].toLowerCase()}`
  if (!nextStages(from).includes(to)) {
    return `A ${STAGE_LABELS[from].toLowerCase()} lead cannot move to ${STAGE_LABELS[to].toLowerCase()}`
  }
  if (to === 'lost' && !lostReason?.trim()) return 'Please say why the lead was lost'
  if (lostReason && lostReason.length > LOST_REASON_MAX) return `Keep the reason under ${LOST_REASON_MAX} characters`
  return null
}

/** A new lead not contacted within this much working time needs attention. */
export const ATTENTION_AFTER_WORKING_MS = 2 * 60 * 60 * 1000

/** Office time (working hours in India) between two instants, in ms: the config's week, no holidays. */
export function workingMsBetween(start: number, end: number, calendar: OfficeCalendar = officeCalendar()): number {
  return officeMsBetween(start, end, calendar)
}

/**
 * The latest instant from which `now` is ATTENTION_AFTER_WORKING_MS of office time away: a new
 * lead received at or before it needs attention. Lets the database count and filter them.
 */
export function attentionCutoff(now: number = Date.now()): number {
  // Office time since t shrinks as t grows; two hours of it lie within the last two weeks.
  let early = now - 14 * 86_400_000
  let late = now
  while (late - early > 1000) {
    const mid = Math.floor((early + late) / 2)
    if (workingMsBetween(mid, now) >= ATTENTION_AFTER_WORKING_MS) early = mid
    else late = mid
  }
  return early
}

export function needsAttention(lead: { stage: LeadStage; createdAt: number }, now: number = Date.now()): boolean {
  return lead.stage === 'new' && workingMsBetween(lead.createdAt, now) >= ATTENTION_AFTER_WORKING_MS
}
