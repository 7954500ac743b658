import 'server-only'

/**
 * The worker's wake-up, apart from the worker (lib/leads/outbox/worker.ts) so that whoever adds
 * a job (a lead's intake, a quote sent by e-mail) can ask for it without importing every handler.
 */
export interface WorkerState {
  timer?: ReturnType<typeof setInterval>
  running: boolean
  /** A wake-up asked for while a tick was running: run once more when it ends. */
  again: boolean
  tick?: () => Promise<void>
}

// On globalThis so a second import of this module (another bundle layer) finds the same timer.
const globalState = globalThis as typeof globalThis & { __leadDeliverer?: WorkerState }

export function workerState(): WorkerState {
  return (globalState.__leadDeliverer ??= { running: false, again: false })
}

/** Run the worker now rather than at its next interval (a new job); after the visitor's answer. */
export function wakeLeadWorker(): void {
  const tick = globalState.__leadDeliverer?.tick
  if (tick) setImmediate(() => void tick())
}
