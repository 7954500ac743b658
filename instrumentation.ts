/**
 * Runs once when a server starts. In the Node.js runtime it starts the lead outbox
 * deliverer, which retries leads the upstream has not accepted yet, across restarts.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { PHASE_PRODUCTION_BUILD } = await import('next/constants')
  // `next build` may load this file too; a build must not send leads.
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return
  const { startLeadDeliverer } = await import('./lib/leads/deliverer')
  startLeadDeliverer()
}
