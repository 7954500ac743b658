'use server'

import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { ADMIN_ROUTES } from '@/lib/site/routes'
import { APIError } from 'better-auth'
import { act, InvalidForm, parseForm } from './act'
import type { ActionState } from './action-state'
import { addStaff, removeStaff, setStaffPassword, StaffError } from './accounts'
import { audit } from './audit'
import { getAuth } from './auth'
import { NotAllowed } from './permissions'
import {
  newStaffSchema,
  ownPasswordSchema,
  PASSWORD_CHANGED,
  PASSWORD_CHANGED_PARAM,
  staffEmailSchema,
  staffPasswordSchema,
} from './schemas'
import { requireStaffAction } from './session'

/**
 * The back office's staff-account actions (`staff.manage`: owners), and a staff member's own
 * password and signing out (`account.own`: every staff member, for their own account). Each
 * parses its form with the form's schema; the previous state React passes to a form's action is
 * never read.
 */

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

/**
 * A staff member's own new password (`account.own`), through better-auth's change-password
 * endpoint: the current password is checked, every session of the account ends, and this one
 * is given a new session cookie, so the change is made from this phone and nowhere else stays
 * signed in. The account page is opened again with that cookie and says it is done.
 */
export async function changeOwnPasswordAction(_: ActionState, form: FormData): Promise<ActionState> {
  return act(
    'account.own',
    async (staff) => {
      const { currentPassword, newPassword, newPasswordAgain } = parseForm(ownPasswordSchema, form)
      if (newPassword !== newPasswordAgain) throw new InvalidForm({ newPasswordAgain: 'The two new passwords differ' })
      try {
        await (
          await getAuth()
        ).api.changePassword({
          body: { currentPassword, newPassword, revokeOtherSessions: true },
          headers: await headers(),
        })
      } catch (error) {
        if (error instanceof APIError) throw new InvalidForm({ currentPassword: 'This is not your current password' })
        throw error
      }
      await audit(staff, 'staff.password', staff.email, { own: true })
      return PASSWORD_CHANGED
    },
    { then: `${ADMIN_ROUTES.account}?${PASSWORD_CHANGED_PARAM}` },
  )
}

/**
 * Ends this request's own session and opens the sign-in page. It reads no argument (the sign-out
 * form's data is ignored). Refused, from another site or without a session, it changes nothing
 * and still opens the sign-in page, which is where a signed-out visitor belongs anyway.
 */
export async function signOutAction(): Promise<void> {
  try {
    await requireStaffAction('account.own')
    await (await getAuth()).api.signOut({ headers: await headers() })
  } catch (error) {
    if (!(error instanceof NotAllowed)) throw error
  }
  redirect(ADMIN_ROUTES.signIn)
}
