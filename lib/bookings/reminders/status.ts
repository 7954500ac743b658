import type { JobRow } from '@/lib/platform/db/schema'
import { isSendable, type PlannedReminder, type ReminderKind } from './schedule'

/**
 * Where a booking's reminder stands, as the owner reads it on the booking page and Today: sent
 * (when), on its way (the queue has it), failed, due (when), or skipped (why). Pure: from the
 * plan, the reminder's job, the booking and the clock.
 */

export type ReminderState = 'sent' | 'sending' | 'failed' | 'due' | 'skipped'

export interface ReminderStatus {
  kind: ReminderKind
  state: ReminderState
  /** Sent: when it went; due or sending: when it is due; null when unknown. */
  at: number | null
  /** Why it was skipped, or the last error of one sending or failed. */
  reason?: string
}

export const REMINDER_LABELS: Record<ReminderKind, string> = {
  balance: 'Balance due',
  'pre-departure': 'Before departure',
  'welcome-home': 'Welcome home',
}

/** The skip reasons, one wording each, shared by the handler's record and the page. */
export const SKIPPED = {
  cancelled: 'The booking was cancelled',
  paid: 'Nothing owed: paid in full',
  noAddress: 'No e-mail address on the lead',
  noReturn: 'The return day is not known: set it on the booking',
  late: 'Its last day had passed',
} as const

export interface StatusInput {
  reminder: PlannedReminder
  job: Pick<JobRow, 'state' | 'due_at' | 'finished_at' | 'last_error'> | undefined
  cancelled: boolean
  owed: number
  hasAddress: boolean
  today: string
}

export function reminderStatus({ reminder, job, cancelled, owed, hasAddress, today }: StatusInput): ReminderStatus {
  const { kind } = reminder
  if (job) {
    if (job.state === 'done')
      return job.last_error
        ? { kind, state: 'skipped', at: Number(job.finished_at), reason: job.last_error }
        : { kind, state: 'sent', at: Number(job.finished_at) }
    if (job.state === 'failed') return { kind, state: 'failed', at: Number(job.due_at), reason: job.last_error ?? '' }
    return { kind, state: 'sending', at: Number(job.due_at), reason: job.last_error ?? undefined }
  }
  const skipped = (reason: string): ReminderStatus => ({ kind, state: 'skipped', at: reminder.dueAt, reason })
  if (cancelled) return skipped(SKIPPED.cancelled)
  if (reminder.day === null) return skipped(SKIPPED.noReturn)
  if (reminder.lastDay !== null && today > reminder.lastDay) return skipped(SKIPPED.late)
  if (kind === 'balance' && owed <= 0 && isSendable(reminder, today)) return skipped(SKIPPED.paid)
  if (!hasAddress) return skipped(SKIPPED.noAddress)
  return { kind, state: 'due', at: reminder.dueAt }
}
