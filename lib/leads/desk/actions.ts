'use server'

import { redirect } from 'next/navigation'
import { getAuth } from '@/lib/staff/auth'
import { NotAllowed, requireStaffAction } from '@/lib/staff/session'
import { addStaff, listStaff, removeStaff, setStaffPassword, StaffError } from '@/lib/staff/accounts'
import { ADMIN_ROUTES } from '@/lib/site/routes'
import { assignSchema, eraseSchema, noteSchema, stageChangeSchema } from '@/lib/leads/desk/schemas'
import { newStaffSchema, staffEmailSchema, staffPasswordSchema } from '@/lib/staff/schemas'
import { act, InvalidForm, parseForm } from '@/lib/staff/act'
import type { ActionState } from '@/lib/staff/action-state'
import { audit } from '@/lib/staff/audit'
import {
  addNote,
  assignLead,
  changeStage,
  eraseLead,
  LeadDeskError,
  markNotSpam,
  markSpam,
  retryDelivery,
} from './leads'
import { STAGE_LABELS } from './pipeline'

/**
 * The back office's server actions. Each one checks the request's origin, the session and the
 * staff member's role (requireStaffAction), validates its form with the form's own schema,
 * makes one change through lib/leads/desk (which records who and when), and answers an ActionState.
 */

export async function changeStageAction(reference: string, _: ActionState, form: FormData): Promise<ActionState> {
  return act('leads.work', async (staff) => {
    const { stage, lostReason } = parseForm(stageChangeSchema, form)
    await changeStage(staff, reference, stage, lostReason)
    return `Marked ${STAGE_LABELS[stage].toLowerCase()}`
  })
}

export async function addNoteAction(reference: string, _: ActionState, form: FormData): Promise<ActionState> {
  return act('leads.work', async (staff) => {
    const { note } = parseForm(noteSchema, form)
    await addNote(staff, reference, note)
    return 'Note added'
  })
}

export async function assignAction(reference: string, _: ActionState, form: FormData): Promise<ActionState> {
  return act('leads.work', async (staff) => {
    const { assignee } = parseForm(assignSchema, form)
    if (!assignee) {
      await assignLead(staff, reference, null)
      return 'Unassigned'
    }
    const member = (await listStaff()).find((m) => m.id === assignee)
    if (!member) throw new LeadDeskError('That staff member no longer exists')
    await assignLead(staff, reference, { id: member.id, name: member.name || member.email })
    return `Assigned to ${member.name || member.email}`
  })
}

export async function notSpamAction(reference: string): Promise<ActionState> {
  return act('leads.work', async (staff) => {
    await markNotSpam(staff, reference)
    return 'Moved to the inbox'
  })
}

export async function spamAction(reference: string): Promise<ActionState> {
  return act('leads.work', async (staff) => {
    await markSpam(staff, reference)
    return 'Moved to spam'
  })
}

export async function retryAction(reference: string): Promise<ActionState> {
  return act('leads.work', async (staff) => {
    await retryDelivery(staff, reference)
    return 'The next delivery attempt is now'
  })
}

export async function eraseAction(reference: string, _: ActionState, form: FormData): Promise<ActionState> {
  const state = await act('leads.erase', async (staff) => {
    const { confirm } = parseForm(eraseSchema, form)
    if (confirm.toUpperCase() !== reference.toUpperCase()) {
      throw new InvalidForm({ confirm: `Type the reference ${reference} to confirm` })
    }
    await eraseLead(staff, reference)
    return `Lead ${reference} erased`
  })
  if (state.status === 'ok') redirect(`${ADMIN_ROUTES.home}?erased=${encodeURIComponent(reference)}`)
  return state
}

export async function addStaffAction(_: ActionState, form: FormData): Promise<ActionState> {
  return act('staff.manage', async (staff) => {
    const input = parseForm(newStaffSchema, form)
    const member = await addStaff(input)
    await audit(staff, 'staff.added', member.email, { role: member.role })
    return `Added ${member.email} as ${member.role}`
  })
}

export async function removeStaffAction(_: ActionState, form: FormData): Promise<ActionState> {
  return act('staff.manage', async (staff) => {
    const { email } = parseForm(staffEmailSchema, form)
    if (email === staff.email) throw new StaffError('You cannot remove yourself')
    const member = await removeStaff(email)
    await audit(staff, 'staff.removed', member.email)
    return `Removed ${member.email}`
  })
}

export async function staffPasswordAction(_: ActionState, form: FormData): Promise<ActionState> {
  return act('staff.manage', async (staff) => {
    const { email, password } = parseForm(staffPasswordSchema, form)
    const member = await setStaffPassword(email, password)
    await audit(staff, 'staff.password', member.email)
    return `New password set for ${member.email}`
  })
}

export async function signOutAction(): Promise<void> {
  try {
    await requireStaffAction('leads.read')
    const { headers } = await import('next/headers')
    await (await getAuth()).api.signOut({ headers: await headers() })
  } catch (error) {
    if (!(error instanceof NotAllowed)) throw error
  }
  redirect(ADMIN_ROUTES.signIn)
}
