import 'server-only'
import { getDb } from '@/lib/platform/db'
import { getAuth } from './auth'
import { Refusal } from './refusal'
import { isStaffRole, type StaffRole } from './permissions'

/**
 * Staff accounts: made, listed, removed and given a new password by an owner in the back
 * office or by `npm run staff`. Sign-up is closed, so these go through better-auth's own
 * adapter and password hasher, never around them.
 */

export interface StaffMember {
  id: string
  name: string
  email: string
  role: StaffRole
  twoFactorEnabled: boolean
  createdAt: Date
}

export class StaffError extends Refusal {}

function toMember(row: {
  id: string
  name: string
  email: string
  role: string
  twoFactorEnabled?: unknown
  createdAt: unknown
}): StaffMember {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: isStaffRole(row.role) ? row.role : 'agent',
    twoFactorEnabled: Boolean(row.twoFactorEnabled),
    createdAt: new Date(row.createdAt as string),
  }
}

const nameFromEmail = (email: string) => email.split('@')[0]!

export async function addStaff(input: {
  email: string
  password: string
  role: StaffRole
  name?: string
}): Promise<StaffMember> {
  const ctx = await (await getAuth()).$context
  const email = input.email.toLowerCase()
  if (await ctx.internalAdapter.findUserByEmail(email)) throw new StaffError(`${email} is already a staff member`)
  const user = await ctx.internalAdapter.createUser(
    {
      email,
      name: input.name?.trim() || nameFromEmail(email),
      emailVerified: true,
      role: input.role,
    },
    { method: 'admin' },
  )
  await ctx.internalAdapter.linkAccount({
    userId: user.id,
    providerId: 'credential',
    accountId: user.id,
    password: await ctx.password.hash(input.password),
  })
  return toMember(user as typeof user & { role: string })
}

export async function listStaff(): Promise<StaffMember[]> {
  const rows = await (
    await getDb()
  )
    .selectFrom('staff')
    .select(['id', 'name', 'email', 'role', 'twoFactorEnabled', 'createdAt'])
    .orderBy('email')
    .execute()
  return rows.map(toMember)
}

export async function findStaff(email: string): Promise<StaffMember | undefined> {
  return (await listStaff()).find((member) => member.email === email.toLowerCase())
}

async function mustFind(email: string): Promise<StaffMember> {
  const member = await findStaff(email)
  if (!member) throw new StaffError(`No staff member has the address ${email.toLowerCase()}`)
  return member
}

/** Removes a staff member and their sessions; the last owner stays. Their leads become unassigned. */
export async function removeStaff(email: string): Promise<StaffMember> {
  const member = await mustFind(email)
  if (member.role === 'owner' && (await listStaff()).filter((m) => m.role === 'owner').length === 1) {
    throw new StaffError('The last owner cannot be removed: add another owner first')
  }
  const ctx = await (await getAuth()).$context
  await ctx.internalAdapter.deleteUserSessions(member.id)
  await ctx.internalAdapter.deleteUser(member.id)
  await (await getDb()).updateTable('leads').set({ assignee_id: null }).where('assignee_id', '=', member.id).execute()
  return member
}

/** A new password; every session of that member ends. */
export async function setStaffPassword(email: string, password: string): Promise<StaffMember> {
  const member = await mustFind(email)
  const ctx = await (await getAuth()).$context
  const hash = await ctx.password.hash(password)
  const accounts = await ctx.internalAdapter.findAccounts(member.id)
  if (accounts.some((account) => account.providerId === 'credential')) {
    await ctx.internalAdapter.updatePassword(member.id, hash)
  } else {
    await ctx.internalAdapter.linkAccount({
      userId: member.id,
      providerId: 'credential',
      accountId: member.id,
      password: hash,
    })
  }
  await ctx.internalAdapter.deleteUserSessions(member.id)
  return member
}

/** A staff member's name, as the desk and the quotes they send show it (their Account page). */
export async function setStaffName(id: string, name: string): Promise<void> {
  const ctx = await (await getAuth()).$context
  await ctx.internalAdapter.updateUser(id, { name })
}
