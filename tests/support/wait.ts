// Waiting in tests without a fixed sleep, so that whether a test passes never depends on how fast
// the machine is (the CI machines throttle to a fraction of a core after a second of work): poll
// for the condition itself, where a deadline only turns a wait that never ends into a failure; or
// count turns of the event loop, not milliseconds, to show that a call waited on nothing.
import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises'

/** Resolves once `condition` holds; fails after `ms` (a wait that would never end), naming `what`. */
export async function until(condition: () => boolean | Promise<boolean>, what: string, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${ms} ms waiting for ${what}`)
    await sleep(10)
  }
}

/** How many turns of the event loop a call that waits on nothing is given to settle. */
export const PROMPT_TURNS = 20

/**
 * The outcome of `promise` when it settles within a few turns of the event loop; otherwise an
 * error saying that `what` waited. A call that waits on no timer (a command timeout, a reconnection
 * delay, a wait for the first connection) settles within microtasks, however slow the machine; one
 * that does wait cannot settle in these turns unless the process stalls for that timer's whole
 * length, so a slow machine can at worst let a waiting call through, never fail a prompt one.
 */
export async function promptly<T>(promise: Promise<T>, what: string, turns = PROMPT_TURNS): Promise<T> {
  let settled = false
  const watched = promise.finally(() => {
    settled = true
  })
  for (let turn = 0; turn < turns && !settled; turn++) await nextTurn()
  if (!settled) {
    watched.catch(() => undefined)
    throw new Error(`${what} did not answer at once: it waited (on a timer or the network)`)
  }
  return watched
}
