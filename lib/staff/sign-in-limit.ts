import 'server-only'
import { limiter, type LimitSpec } from '@/lib/platform/rate-limiter'

/**
 * Sign-in attempts, limited per account and per client address (lib/platform/rate-limiter.ts: counted
 * across every instance when REDIS_URL is set). Failed attempts count against the account, every
 * attempt against the address; a success clears the account's count.
 */

export const SIGN_IN_LIMITS = {
  /** Wrong passwords for one address before it is locked for the window. */
  perAccount: 5,
  /** Attempts from one client address, whatever the account. */
  perAddress: 20,
  windowSeconds: 15 * 60,
} as const

const PER_ACCOUNT: LimitSpec = {
  name: 'sign-in-account',
  points: SIGN_IN_LIMITS.perAccount,
  durationSeconds: SIGN_IN_LIMITS.windowSeconds,
}
const PER_ADDRESS: LimitSpec = {
  name: 'sign-in-address',
  points: SIGN_IN_LIMITS.perAddress,
  durationSeconds: SIGN_IN_LIMITS.windowSeconds,
}

function limiters() {
  return { account: limiter(PER_ACCOUNT), address: limiter(PER_ADDRESS) }
}

/** Seconds until this account or address may try again, or 0 when it may try now. */
export async function signInBlockedFor(account: string, address: string): Promise<number> {
  const { account: perAccount, address: perAddress } = limiters()
  const [a, b] = await Promise.all([perAccount.get(account), perAddress.get(address)])
  const waits = [
    a && a.consumedPoints >= SIGN_IN_LIMITS.perAccount ? a.msBeforeNext : 0,
    b && b.consumedPoints >= SIGN_IN_LIMITS.perAddress ? b.msBeforeNext : 0,
  ]
  return Math.ceil(Math.max(...waits) / 1000)
}

export async function countSignInAttempt(address: string): Promise<void> {
  await limiters().address.penalty(address, 1)
}

export async function countFailedSignIn(account: string): Promise<void> {
  await limiters().account.penalty(account, 1)
}

export async function clearSignInFailures(account: string): Promise<void> {
  await limiters().account.delete(account)
}
