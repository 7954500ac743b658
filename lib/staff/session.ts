import 'server-only'
import { headers } from 'next/headers'
import { forbidden, redirect } from 'next/navigation'
import { cache } from 'react'
import { ADMIN_ROUTES } from '@/lib/site/routes'
import { getAuth } from './auth'
import { can, isStaffRole, NotAllowed, type Permission, type StaffRole } from './permissions'

/** The signed-in staff member of a back-office request, and the checks every page, action and route runs. */

export interface Staff {
  id: string
  name: string
  email: string
  role: StaffRole
  twoFactorEnabled: boolean
}

/** Who the data layer reads for: its role is checked there, its id answers "assigned to me". */
export type Caller = Pick<Staff, 'id' | 'role'>

/** The staff member of this request's session cookie, or null. Once per request. */
export const getStaff = cache(async (): Promise<Staff | null> => {
  const auth = await getAuth()
  const session = await auth.api.getSession({ headers: await headers() })
  if (!session) return null
  const { user } = session
  const role = (user as { role?: string }).role ?? ''
  if (!isStaffRole(role)) return null
  return { id: user.id, name: user.name, email: user.email, role, twoFactorEnabled: Boolean(user.twoFactorEnabled) }
})

/**
 * For pages and layouts: signed out, off to the sign-in page; signed in without the permission,
 * forbidden(): the answer is HTTP 403 with the nearest forbidden.tsx, the "Owners only" notice
 * (components/admin/staff/not-allowed.tsx), and nothing of the page. Else the staff member.
 */
export async function requireStaffPage(permission: Permission): Promise<Staff> {
  const staff = await getStaff()
  if (!staff) redirect(ADMIN_ROUTES.signIn)
  if (!can(staff.role, permission)) forbidden()
  return staff
}

/**
 * A state change sent from another site is refused: the request's Origin must be this host
 * (Next.js checks this for server actions too; this says so where the rule is ours to keep).
 */
export async function assertSameOrigin(): Promise<void> {
  const h = await headers()
  const origin = h.get('origin')
  const host = h.get('x-forwarded-host') ?? h.get('host')
  if (!origin || !host) throw new NotAllowed('The request has no origin')
  let originHost: string
  try {
    originHost = new URL(origin).host
  } catch {
    throw new NotAllowed('The request has no valid origin')
  }
  if (originHost !== host) throw new NotAllowed('The request came from another site')
}

/** For server actions: same origin, signed in, and allowed; throws NotAllowed otherwise. */
export async function requireStaffAction(permission: Permission): Promise<Staff> {
  await assertSameOrigin()
  const staff = await getStaff()
  if (!staff) throw new NotAllowed('Please sign in again')
  if (!can(staff.role, permission)) throw new NotAllowed('Your role does not allow this')
  return staff
}

/**
 * For route handlers (the CSV exports, GET only, so no origin check): the staff member, or the
 * answer to send instead, 401 signed out and 403 for a role without the permission.
 */
export async function requireStaffRoute(permission: Permission): Promise<Staff | Response> {
  const staff = await getStaff()
  if (!staff) return new Response('Sign in to the back office first.\n', { status: 401 })
  if (!can(staff.role, permission)) return new Response('Your role does not allow this.\n', { status: 403 })
  return staff
}
