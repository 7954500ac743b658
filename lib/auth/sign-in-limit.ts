import 'server-only'
import { RateLimiterMemory } from 'rate-limiter-flexible'

/**
 * Sign-in attempts, limited per account and per client address (rate-limiter-flexible, in this
 * process's memory: per instance until REDIS_URL brings a shared store). Failed attempts count
 * against the account, every attempt against the address; a success clears the account's count.
 */

export const SIGN_IN_LIMITS = {
  /** Wrong passwords for one address before it is locked for the window. */
  perAccount: 5,
  /** Attempts from one client address, whatever the account. */
  perAddress: 20,
  windowSeconds: 15 * 60,
} as const

const holder = globalThis as typeof globalThis & {
  __gopuramSignInLimits?: { account: RateLimiterMemory; address: RateLimiterMemory }
}

function limiters() {
  return (holder.__gopuramSignInLimits ??= {
    account: new RateLimiterMemory({ points: SIGN_IN_LIMITS.perAccount, duration: SIGN_IN_LIMITS.windowSeconds }),
    address: new RateLimiterMemory({ points: SIGN_IN_LIMITS.perAddress, duration: SIGN_IN_LIMITS.windowSeconds }),
  })
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
