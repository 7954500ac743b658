import * as z from 'zod/mini'
import { STAFF_ROLES } from '@/lib/staff/permissions'

/** The back office's staff forms, shared by the forms, their server actions and `npm run staff`. */

/**
 * A form's data as a server action receives it. A crafted request can send any serializable value
 * in its place, so each action checks it before reading a field.
 */
export const formDataSchema = z.instanceof(FormData, { error: 'This form could not be read: reload the page' })

/** The answer to arguments no form of the back office sends: the page is old or the request was made by hand. */
export const MALFORMED_REQUEST = 'This request is not valid. Reload the page and try again.'

/** Matches MIN_PASSWORD_LENGTH of lib/staff (better-auth refuses shorter ones too). */
export const STAFF_PASSWORD_MIN = 10

const email = z
  .string({ error: 'Please enter an e-mail address' })
  .check(z.trim(), z.toLowerCase(), z.email('Please enter a valid e-mail address'), z.maxLength(200))
const password = z
  .string({ error: 'Please enter a password' })
  .check(
    z.minLength(STAFF_PASSWORD_MIN, `Use at least ${STAFF_PASSWORD_MIN} characters`),
    z.maxLength(128, 'Use at most 128 characters'),
  )

export const signInSchema = z.object({
  email,
  password: z.string().check(z.minLength(1, 'Please enter your password'), z.maxLength(128)),
})

export const totpCodeSchema = z.object({
  code: z.string().check(z.trim(), z.regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app')),
})

export const newStaffSchema = z.object({
  email,
  password,
  role: z.enum(STAFF_ROLES, { error: 'Choose owner or agent' }),
  name: z.optional(z.string().check(z.trim(), z.maxLength(100))),
})

export const staffPasswordSchema = z.object({ email, password })
export const staffEmailSchema = z.object({ email })
/** What the account page says once a staff member's own password is changed, and its address's mark. */
export const PASSWORD_CHANGED = 'Password changed. You stay signed in here; every other device is signed out.'
export const PASSWORD_CHANGED_PARAM = 'password=changed'

/** A staff member's own new password, from the account page: the current one proves it is them. */
export const ownPasswordSchema = z.object({
  currentPassword: z.string().check(z.minLength(1, 'Please enter your current password'), z.maxLength(128)),
  newPassword: password,
  newPasswordAgain: z.string().check(z.minLength(1, 'Please enter the new password again'), z.maxLength(128)),
})

export const confirmPasswordSchema = z.object({
  password: z.string().check(z.minLength(1, 'Please enter your password'), z.maxLength(128)),
})
