import 'server-only'
import { refresh } from 'next/cache'
import type * as z from 'zod/mini'
import type { Permission } from '@/lib/staff/permissions'
import { NotAllowed, requireStaffAction, type Staff } from '@/lib/staff/session'
import { StaffError } from '@/lib/staff/accounts'
import type { ActionState } from './action-state'
import { CatalogEditError } from '@/lib/catalog/editor/trips'
import { LeadDeskError } from '@/lib/leads/desk/leads'

/**
 * How every back-office server action runs (lib/leads/desk/actions.ts, lib/catalog/editor/actions.ts):
 * check the request's origin, the session and the staff member's role (requireStaffAction),
 * do one change through lib/leads/desk, and answer an ActionState the form shows. A refusal the
 * staff member can act on (a bad field, a rule of the desk) is an error answer; anything else
 * is thrown.
 */

export class InvalidForm extends Error {
  constructor(readonly fields: Record<string, string>) {
    super('Please correct the marked fields')
  }
}

/** A form's fields through its schema; the first message of each field on failure. */
export function parseForm<T extends z.ZodMiniType>(schema: T, form: FormData): z.output<T> {
  const values = Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === 'string'))
  const result = schema.safeParse(values)
  if (result.success) return result.data
  const fields: Record<string, string> = {}
  for (const issue of result.error.issues) fields[String(issue.path[0] ?? '_')] ??= issue.message
  throw new InvalidForm(fields)
}

export async function act(permission: Permission, work: (staff: Staff) => Promise<string>): Promise<ActionState> {
  try {
    const staff = await requireStaffAction(permission)
    const message = await work(staff)
    refresh()
    return { status: 'ok', message }
  } catch (error) {
    if (error instanceof InvalidForm) return { status: 'error', message: error.message, fields: error.fields }
    if (error instanceof CatalogEditError && error.field) {
      return { status: 'error', message: 'Please correct the marked fields', fields: { [error.field]: error.message } }
    }
    if (
      error instanceof NotAllowed ||
      error instanceof LeadDeskError ||
      error instanceof StaffError ||
      error instanceof CatalogEditError
    ) {
      return { status: 'error', message: error.message }
    }
    throw error
  }
}
