import 'server-only'

/**
 * The leads domain's server entry: the route handler every lead form posts to (intake/) and
 * the job worker a server starts (outbox/, over the message queue of jobs/). The forms' schemas (forms/), their browser
 * helpers (client/) and the lead desk (desk/, staff only) are imported where they are used.
 */
export { createLeadHandler } from './intake/handler'
export { startLeadDeliverer } from './outbox/worker'

// What bookings read of the leads: the lead's activity writer and the agency's money arithmetic.
export { recordLeadActivity } from './desk/commands'
export { advanceAndBalance, amountInWords, roundRupees, type AdvanceAndBalance } from './quotes/money'
export { loadAgencyLetterhead, type AgencyLetterheadComponent } from './quotes/load-letterhead'
// Bookings (lib/bookings): the lead a booking is made from, with its latest quote, and the one
// writer of a lead's activity entry, which a booking and its cancelling add to the lead's timeline.
export { readLeadToBook, type LeadToBook } from './quotes/booking'
export { leadReferenceSchema } from './desk/schemas'
