import 'server-only'

/**
 * The leads domain's server entry: the route handler every lead form posts to (intake/) and
 * the outbox worker a server starts (outbox/). The forms' schemas (forms/), their browser
 * helpers (client/) and the lead desk (desk/, staff only) are imported where they are used.
 */
export { createLeadHandler } from './intake/handler'
export { startLeadDeliverer } from './outbox/worker'
