'use server'

import { APIError } from 'better-auth'
import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import QRCode from 'qrcode'
import type { ActionState } from '@/lib/staff/action-state'
import { audit } from '@/lib/staff/audit'
import { connectionAddressOf, pickClientAddress, rateLimitKeyOf } from '@/lib/platform/client-address'
import { getEnv } from '@/lib/platform/env'
import { ADMIN_ROUTES } from '@/lib/site/routes'
import {
  confirmPasswordSchema,
  formDataSchema,
  MALFORMED_REQUEST,
  signInSchema,
  totpCodeSchema,
} from '@/lib/staff/schemas'
import { getAuth } from './auth'
import { NotAllowed } from './permissions'
import { assertSameOrigin, requireStaffAction } from './session'
import { clearSignInFailures, countFailedSignIn, countSignInAttempt, signInBlockedFor } from './sign-in-limit'

/**
 * Sign-in, the second factor and its set-up, as server actions on better-auth's API. One
 * generic answer for an unknown address and a wrong password, so the form never tells which
 * staff addresses exist; attempts are limited per account and per client address.
 *
 * Permissions: signing in and its second step need none, since they are how a session is made
 * (same origin only); turning one's own second factor on or off needs `account.own`. Each action
 * reads only its form, checked to be one before a field is read; the previous state React passes
 * to a form's action is never read.
 */

const WRONG_CREDENTIALS = 'Wrong e-mail or password.'
const MALFORMED: ActionState = { status: 'error', message: MALFORMED_REQUEST }

/** The named fields of an action's form, or null when what came in its place is not a form. */
function formFields(form: unknown, ...names: string[]): Record<string, unknown> | null {
  const parsed = formDataSchema.safeParse(form)
  return parsed.success ? Object.fromEntries(names.map((name) => [name, parsed.data.get(name)])) : null
}

const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60))
const tooMany = (seconds: number): ActionState => ({
  status: 'error',
  message: `Too many sign-in attempts. Please try again in ${minutes(seconds)} minute${minutes(seconds) === 1 ? '' : 's'}.`,
})

async function clientKey(): Promise<string> {
  const h = await headers()
  const address = pickClientAddress(connectionAddressOf(h), h.get('x-forwarded-for'), getEnv().TRUST_PROXY_HOPS)
  return address ? rateLimitKeyOf(address) : 'unknown'
}

export async function signInAction(_: ActionState, form: FormData): Promise<ActionState> {
  try {
    await assertSameOrigin()
  } catch (error) {
    if (error instanceof NotAllowed) return { status: 'error', message: error.message }
    throw error
  }
  const fields = formFields(form, 'email', 'password')
  if (!fields) return MALFORMED
  const parsed = signInSchema.safeParse(fields)
  if (!parsed.success) return { status: 'error', message: WRONG_CREDENTIALS }
  const { email, password } = parsed.data
  const address = await clientKey()
  const wait = await signInBlockedFor(email, address)
  if (wait > 0) return tooMany(wait)
  await countSignInAttempt(address)

  let result: unknown
  try {
    const auth = await getAuth()
    result = await auth.api.signInEmail({ body: { email, password, rememberMe: false }, headers: await headers() })
  } catch (error) {
    if (!(error instanceof APIError)) throw error
    await countFailedSignIn(email)
    const after = await signInBlockedFor(email, address)
    return after > 0 ? tooMany(after) : { status: 'error', message: WRONG_CREDENTIALS }
  }
  await clearSignInFailures(email)
  if (result && typeof result === 'object' && 'twoFactorRedirect' in result) redirect(ADMIN_ROUTES.twoFactor)
  redirect(ADMIN_ROUTES.home)
}

export async function verifyTotpAction(_: ActionState, form: FormData): Promise<ActionState> {
  const fields = formFields(form, 'code')
  if (!fields) return MALFORMED
  const parsed = totpCodeSchema.safeParse(fields)
  if (!parsed.success) return { status: 'error', message: parsed.error.issues[0]!.message }
  try {
    await assertSameOrigin()
    await (await getAuth()).api.verifyTOTP({ body: { code: parsed.data.code }, headers: await headers() })
  } catch (error) {
    if (error instanceof NotAllowed) return { status: 'error', message: error.message }
    if (!(error instanceof APIError)) throw error
    return {
      status: 'error',
      message: 'That code is not right, or the sign-in has expired. Try the current code, or sign in again.',
    }
  }
  redirect(ADMIN_ROUTES.home)
}

export type TwoFactorSetup = ActionState & { secret?: string; qrSvg?: string; backupCodes?: string[] }

/** First step of turning the second factor on: the password again, then a secret to scan. */
export async function startTwoFactorAction(_: TwoFactorSetup, form: FormData): Promise<TwoFactorSetup> {
  try {
    await requireStaffAction('account.own')
    const fields = formFields(form, 'password')
    if (!fields) return MALFORMED
    const parsed = confirmPasswordSchema.safeParse(fields)
    if (!parsed.success) return { status: 'error', message: 'Please enter your password' }
    const { password } = parsed.data
    const enabled = await (
      await getAuth()
    ).api.enableTwoFactor({
      body: { password, method: 'totp' },
      headers: await headers(),
    })
    if (enabled.method !== 'totp') throw new Error('The authenticator app method was not enabled')
    const { totpURI, backupCodes } = enabled
    const secret = new URL(totpURI).searchParams.get('secret') ?? ''
    const qrSvg = await QRCode.toString(totpURI, { type: 'svg', margin: 1, width: 200 })
    return { status: 'ok', message: 'Scan the code, then enter the 6-digit code it shows', secret, qrSvg, backupCodes }
  } catch (error) {
    if (error instanceof NotAllowed) return { status: 'error', message: error.message }
    if (error instanceof APIError) return { status: 'error', message: 'Wrong password.' }
    throw error
  }
}

/** Second step: a code from the app proves it is set up; from then on sign-in asks for one. */
export async function confirmTwoFactorAction(_: ActionState, form: FormData): Promise<ActionState> {
  const fields = formFields(form, 'code')
  if (!fields) return MALFORMED
  const parsed = totpCodeSchema.safeParse(fields)
  if (!parsed.success) return { status: 'error', message: parsed.error.issues[0]!.message }
  try {
    const staff = await requireStaffAction('account.own')
    await (await getAuth()).api.verifyTOTP({ body: { code: parsed.data.code }, headers: await headers() })
    await audit(staff, 'staff.two-factor-on', staff.email)
  } catch (error) {
    if (error instanceof NotAllowed) return { status: 'error', message: error.message }
    if (error instanceof APIError) return { status: 'error', message: 'That code is not right. Try the current code.' }
    throw error
  }
  // The verification replaced the session: the page is loaded again with the new cookie.
  redirect(ADMIN_ROUTES.account)
}

export async function disableTwoFactorAction(_: ActionState, form: FormData): Promise<ActionState> {
  try {
    const staff = await requireStaffAction('account.own')
    const fields = formFields(form, 'password')
    if (!fields) return MALFORMED
    const parsed = confirmPasswordSchema.safeParse(fields)
    if (!parsed.success) return { status: 'error', message: 'Please enter your password' }
    const { password } = parsed.data
    await (await getAuth()).api.disableTwoFactor({ body: { password }, headers: await headers() })
    await audit(staff, 'staff.two-factor-off', staff.email)
  } catch (error) {
    if (error instanceof NotAllowed) return { status: 'error', message: error.message }
    if (error instanceof APIError) return { status: 'error', message: 'Wrong password.' }
    throw error
  }
  redirect(ADMIN_ROUTES.account)
}
