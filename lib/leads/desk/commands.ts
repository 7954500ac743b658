import 'server-only'
import { assertCan, audit, Refusal, type Staff } from '@/lib/staff'
import { getDb, writeTransaction, type Db } from '@/lib/platform/db'
import type { LeadRow, LeadStage } from '@/lib/platform/db/schema'
import { getEnv } from '@/lib/platform/env'
import { subscribeOnce } from '@/lib/leads/newsletter'
import { cancelLeadJobs, deleteLeadJobs, enqueueJob } from '@/lib/leads/jobs/queue'
import { jobKey, LEAD_JOBS } from '@/lib/leads/jobs/kinds'
import { stageChangeError } from './pipeline'
import { FOLLOW_UP_CLOSED_MESSAGE, FOLLOW_UP_STAGES, followUpTimeError } from './follow-ups'

/**
 * The lead desk's changes: the pipeline, notes, assignment, spam, a retry of the delivery and
 * erasure. Every change is one transaction under the write lock that also records who did it and
 * when (lead_activity; erasure in audit_log), and is refused to a role without its permission.
 */

/** A rule of the desk the staff member can act on; the action shows its message. */
export class LeadDeskError extends Refusal {}

type Trx = Parameters<Parameters<typeof writeTransaction>[1]>[0]

async function lockedLead(trx: Trx, reference: string): Promise<LeadRow> {
  const row = await trx.selectFrom('leads').selectAll().where('reference', '=', reference).executeTakeFirst()
  if (!row) throw new LeadDeskError('This lead no longer exists')
  return row
}

/** A lead's activity entry (its timeline): who did what, when, in the caller's transaction. */
export async function recordLeadActivity(
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
  assertCan(staff, 'leads.work')
  const now = Date.now()
  await writeTransaction(await getDb(), async (trx) => {
    const lead = await lockedLead(trx, reference)
    const done = await change(trx, lead, now)
    if (done) await recordLeadActivity(trx, lead.id, staff, done.kind, done.detail, now)
  })
}

export function changeStage(staff: Staff, reference: string, to: LeadStage, lostReason?: string): Promise<void> {
  return changeLead(
    reference,
    async (trx, lead, now) => {
      if (lead.status === 'spam') throw new LeadDeskError('Move the lead out of spam first')
      if (lead.kind === 'newsletter') throw new LeadDeskError('A newsletter sign-up is a subscriber, not a sales lead')
      const refused = stageChangeError(lead.stage, to, lostReason)
      if (refused) throw new LeadDeskError(refused)
      await trx
        .updateTable('leads')
        .set({
          stage: to,
          stage_changed_at: now,
          lost_reason: to === 'lost' ? lostReason!.trim() : null,
          // A won or lost lead has nothing left to follow up.
          ...(FOLLOW_UP_STAGES.includes(to) ? {} : { follow_up_at: null }),
        })
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

export const TAKEN_BY_OTHER_MESSAGE = 'Someone else took this lead meanwhile'

/**
 * "Take it": the caller assigns a lead no one works to themselves, recorded as an assignment.
 * A lead someone else took meanwhile is refused (the last tap does not win); one already the
 * caller's is left as it is.
 */
export function takeLead(staff: Staff, reference: string): Promise<void> {
  return changeLead(
    reference,
    async (trx, lead) => {
      if (lead.assignee_id === staff.id) return null
      if (lead.assignee_id !== null) throw new LeadDeskError(TAKEN_BY_OTHER_MESSAGE)
      await trx.updateTable('leads').set({ assignee_id: staff.id }).where('id', '=', lead.id).execute()
      return { kind: 'assign', detail: { to: staff.name || staff.email } }
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

/**
 * The lead's next follow-up, or none (`at` null). Only an open lead in the pipeline takes one, and
 * never at a time already past; the change is recorded in the lead's timeline.
 */
export function setFollowUp(staff: Staff, reference: string, at: number | null): Promise<void> {
  return changeLead(
    reference,
    async (trx, lead, now) => {
      if (at !== null) {
        if (lead.status === 'spam') throw new LeadDeskError('Move the lead out of spam first')
        if (lead.kind === 'newsletter')
          throw new LeadDeskError('A newsletter sign-up is a subscriber, not a sales lead')
        if (!FOLLOW_UP_STAGES.includes(lead.stage)) throw new LeadDeskError(FOLLOW_UP_CLOSED_MESSAGE)
        const refused = followUpTimeError(at, now)
        if (refused) throw new LeadDeskError(refused, 'at')
      }
      if (at === null && lead.follow_up_at === null) return null
      await trx.updateTable('leads').set({ follow_up_at: at }).where('id', '=', lead.id).execute()
      return { kind: 'follow-up', detail: { at } }
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
      const notify = Boolean(SMTP_URL) && status !== 'duplicate'
      await trx
        .updateTable('leads')
        .set({
          status,
          stage: 'new',
          next_attempt_at: status === 'pending' ? now : null,
          notify_status: notify ? 'pending' : null,
          notify_next_at: notify ? now : null,
        })
        .where('id', '=', lead.id)
        .execute()
      const job = (kind: string, key: string) => enqueueJob(trx, { kind, key: jobKey(kind, key), leadId: lead.id }, now)
      if (status === 'pending') await job(LEAD_JOBS.delivery, lead.idempotency_key)
      if (notify) await job(LEAD_JOBS.notice, lead.reference)
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
          follow_up_at: null,
        })
        .where('id', '=', lead.id)
        .execute()
      // Nothing more goes out about it: its waiting delivery and staff e-mail are dropped.
      await cancelLeadJobs(trx, lead.id, [LEAD_JOBS.delivery, LEAD_JOBS.notice])
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
      await trx
        .updateTable('jobs')
        .set((eb) => ({
          state: 'pending',
          due_at: now,
          finished_at: null,
          // A job that had stopped gets its attempts back.
          attempts: eb.case().when('state', '=', 'failed').then(0).else(eb.ref('attempts')).end(),
        }))
        .where('lead_id', '=', lead.id)
        .where('kind', '=', LEAD_JOBS.delivery)
        .where('state', 'in', ['pending', 'failed'])
        .execute()
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
  assertCan(staff, 'leads.erase')
  await writeTransaction(await getDb(), async (trx) => {
    const lead = await lockedLead(trx, reference)
    await trx.deleteFrom('lead_activity').where('lead_id', '=', lead.id).execute()
    await trx.deleteFrom('newsletter_subscribers').where('lead_reference', '=', lead.reference).execute()
    await deleteLeadJobs(trx, lead.id)
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
