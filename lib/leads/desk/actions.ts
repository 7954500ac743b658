'use server'

import { redirect } from 'next/navigation'
import { act, type ActionState, InvalidForm, listStaff, parseArgs, parseForm } from '@/lib/staff'
import { ADMIN_ROUTES } from '@/lib/site/routes'
import {
  assignSchema,
  eraseSchema,
  followUpSchema,
  leadActionArgsSchema,
  messageArgsSchema,
  noteSchema,
  stageChangeSchema,
} from '@/lib/leads/desk/schemas'
import {
  addNote,
  assignLead,
  changeStage,
  eraseLead,
  LeadDeskError,
  markNotSpam,
  markSpam,
  retryDelivery,
  setFollowUp,
  takeLead,
} from './commands'
import { FOLLOW_UP_SOON_CLOSED_MESSAGE, followUpAtChoice, followUpInWords, parseIndiaDateTime } from './follow-ups'
import { retryMessage } from './messages'
import { wakeLeadWorker } from '@/lib/leads/jobs/wake'
import { getOfficeCalendar } from '@/lib/agency'
import { STAGE_LABELS } from './pipeline'

/**
 * The lead desk's server actions, each bound to a lead's reference. Each one names its
 * permission (`leads.work`, erasure `leads.erase`), which act() checks with the request's origin
 * and the session; then it parses the reference and its form, makes one change through
 * ./commands.ts (which records who and when), and answers an ActionState. The previous state
 * React passes to a form's action is never read.
 */

/**
 * A stage change. A won family's seats are taken only by its booking ("Book this family" beside
 * the status), never by the stage itself.
 */
export async function changeStageAction(reference: string, _: ActionState, form: FormData): Promise<ActionState> {
  return act('leads.work', async (staff) => {
    const args = parseArgs(leadActionArgsSchema, { reference })
    const { stage, lostReason } = parseForm(stageChangeSchema, form)
    await changeStage(staff, args.reference, stage, lostReason)
    return `Marked ${STAGE_LABELS[stage].toLowerCase()}`
  })
}

export async function addNoteAction(reference: string, _: ActionState, form: FormData): Promise<ActionState> {
  return act('leads.work', async (staff) => {
    const args = parseArgs(leadActionArgsSchema, { reference })
    const { note } = parseForm(noteSchema, form)
    await addNote(staff, args.reference, note)
    return 'Note added'
  })
}

export async function assignAction(reference: string, _: ActionState, form: FormData): Promise<ActionState> {
  return act('leads.work', async (staff) => {
    const args = parseArgs(leadActionArgsSchema, { reference })
    const { assignee } = parseForm(assignSchema, form)
    if (!assignee) {
      await assignLead(staff, args.reference, null)
      return 'Unassigned'
    }
    const member = (await listStaff()).find((m) => m.id === assignee)
    if (!member) throw new LeadDeskError('That staff member no longer exists')
    await assignLead(staff, args.reference, { id: member.id, name: member.name || member.email })
    return `Assigned to ${member.name || member.email}`
  })
}

/** "Take it": the lead is assigned to the caller, unless someone else took it first. */
export async function takeLeadAction(reference: string): Promise<ActionState> {
  return act('leads.work', async (staff) => {
    const args = parseArgs(leadActionArgsSchema, { reference })
    await takeLead(staff, args.reference)
    return 'Assigned to you'
  })
}

/** The lead's next follow-up: a one-tap choice, a date and time (India), or none. */
export async function setFollowUpAction(reference: string, _: ActionState, form: FormData): Promise<ActionState> {
  return act('leads.work', async (staff) => {
    const args = parseArgs(leadActionArgsSchema, { reference })
    const { when, at } = parseForm(followUpSchema, form)
    if (when === 'clear') {
      await setFollowUp(staff, args.reference, null)
      return 'Follow-up cleared'
    }
    const now = Date.now()
    const time = when === 'at' ? parseIndiaDateTime(at ?? '') : followUpAtChoice(when, now, await getOfficeCalendar())
    if (time === undefined && when === 'soon') throw new LeadDeskError(FOLLOW_UP_SOON_CLOSED_MESSAGE)
    if (time === undefined) throw new InvalidForm({ at: 'Choose a date and a time for the follow-up' })
    await setFollowUp(staff, args.reference, time)
    return `Follow up ${followUpInWords(time, now)}`
  })
}

export async function notSpamAction(reference: string): Promise<ActionState> {
  return act('leads.work', async (staff) => {
    const args = parseArgs(leadActionArgsSchema, { reference })
    await markNotSpam(staff, args.reference)
    return 'Moved to the inbox'
  })
}

export async function spamAction(reference: string): Promise<ActionState> {
  return act('leads.work', async (staff) => {
    const args = parseArgs(leadActionArgsSchema, { reference })
    await markSpam(staff, args.reference)
    return 'Moved to spam'
  })
}

export async function retryAction(reference: string): Promise<ActionState> {
  return act('leads.work', async (staff) => {
    const args = parseArgs(leadActionArgsSchema, { reference })
    await retryDelivery(staff, args.reference)
    return 'The next delivery attempt is now'
  })
}

/** A waiting or failed message (lib/leads/jobs) sent again now: the Messages screen's "Retry now". */
export async function retryMessageAction(id: number): Promise<ActionState> {
  return act('messages.manage', async (staff) => {
    const args = parseArgs(messageArgsSchema, { id })
    await retryMessage(staff, args.id)
    wakeLeadWorker()
    return 'It goes again now'
  })
}

export async function eraseAction(reference: string, _: ActionState, form: FormData): Promise<ActionState> {
  let erased: string | undefined
  const state = await act('leads.erase', async (staff) => {
    const args = parseArgs(leadActionArgsSchema, { reference })
    const { confirm } = parseForm(eraseSchema, form)
    if (confirm.toUpperCase() !== args.reference) {
      throw new InvalidForm({ confirm: `Type the reference ${args.reference} to confirm` })
    }
    await eraseLead(staff, args.reference)
    erased = args.reference
    return `Lead ${args.reference} erased`
  })
  if (erased) redirect(`${ADMIN_ROUTES.home}?erased=${encodeURIComponent(erased)}`)
  return state
}
