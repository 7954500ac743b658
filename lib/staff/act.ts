import 'server-only'
import { refresh } from 'next/cache'
import { redirect } from 'next/navigation'
import type * as z from 'zod/mini'
import type { Permission } from './permissions'
import type { ActionState } from './action-state'
import { Refusal } from './refusal'
import { formDataSchema, MALFORMED_REQUEST } from './schemas'
import { requireStaffAction, type Staff } from './session'

/**
 * How every back-office server action runs (lib/leads/desk/actions.ts, lib/staff/actions.ts,
 * lib/catalog/editor/actions.ts): check the request's origin, the session and the staff member's
 * role for the permission the action names (requireStaffAction), parse every argument it reads
 * with its schema (parseArgs, parseForm), do one change, and answer an ActionState the form
 * shows. A refusal the staff member can act on (a bad field, a rule of the desk) is an error
 * answer; anything else is thrown.
 *
 * Arguments are checked because a server action is a public endpoint: its bound arguments come
 * back from the browser and a crafted request can put any serializable value in any of them.
 */

export class InvalidForm extends Error {
  constructor(
    readonly fields: Record<string, string>,
    message = 'Please correct the marked fields',
  ) {
    super(message)
  }
}

function firstMessages(error: z.core.$ZodError): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const issue of error.issues) fields[String(issue.path[0] ?? '_')] ??= issue.message
  return fields
}

/** An action's positional arguments, named, through their schema; refused before anything is read. */
export function parseArgs<T extends z.ZodMiniType>(schema: T, args: Record<string, unknown>): z.output<T> {
  const result = schema.safeParse(args)
  if (result.success) return result.data
  throw new InvalidForm(firstMessages(result.error), MALFORMED_REQUEST)
}

/** An action's form argument, checked to be form data before anything reads it. */
export function formDataOf(form: unknown): FormData {
  const data = formDataSchema.safeParse(form)
  if (!data.success) throw new InvalidForm({ form: data.error.issues[0]!.message }, MALFORMED_REQUEST)
  return data.data
}

/** A form's fields through its schema; the first message of each field on failure. */
export function parseForm<T extends z.ZodMiniType>(schema: T, form: unknown): z.output<T> {
  const values = Object.fromEntries([...formDataOf(form).entries()].filter(([, value]) => typeof value === 'string'))
  const result = schema.safeParse(values)
  if (result.success) return result.data
  throw new InvalidForm(firstMessages(result.error))
}

/**
 * Runs one change as above. Done, the page is refreshed and the message shown on the form; with
 * `then`, that page is opened instead: a change that replaced the session cookie (a new password)
 * loads its page again with the new cookie, since a refresh would still carry the old one.
 */
export async function act(
  permission: Permission,
  work: (staff: Staff) => Promise<string>,
  { then }: { then?: string } = {},
): Promise<ActionState> {
  let message: string
  try {
    const staff = await requireStaffAction(permission)
    message = await work(staff)
  } catch (error) {
    if (error instanceof InvalidForm) return { status: 'error', message: error.message, fields: error.fields }
    if (error instanceof Refusal && error.field) {
      return { status: 'error', message: 'Please correct the marked fields', fields: { [error.field]: error.message } }
    }
    if (error instanceof Refusal) return { status: 'error', message: error.message }
    throw error
  }
  if (then) redirect(then)
  refresh()
  return { status: 'ok', message }
}
