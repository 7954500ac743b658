/**
 * The names of the jobs that code below the worker adds (a lead's intake, a quote sent by
 * e-mail), and how a job's key is made. A kind that schedules itself (the morning digest) names
 * itself in its handler file; every kind's handler is registered in lib/leads/outbox/handlers.ts.
 */
export const LEAD_JOBS = {
  /** The lead forwarded to the upstream provider (upstream mode), with its Idempotency-Key. */
  delivery: 'delivery',
  /** The staff e-mail about a new lead. */
  notice: 'notice',
  /** The itinerary PDF a visitor asked for by e-mail. */
  itineraryMail: 'itinerary-mail',
  /** The confirmation of an enquiry to the visitor who gave an e-mail: the reference and when we call. */
  confirmationMail: 'confirmation-mail',
  /** A sent quote's e-mail to the customer. */
  quoteMail: 'quote-mail',
} as const

/** A job's key: its kind and what makes the message one of a kind (a lead's reference, a quote's number). */
export const jobKey = (kind: string, id: string) => `${kind}:${id}`
