/**
 * The lead pipeline's limits and timings. Plain numbers with no secret in them: the
 * end-to-end tests read them too, which is why this module alone in lib/leads has no
 * server-only guard.
 */

/** Hard cap on a lead request body, measured on the raw bytes received. */
export const LEAD_BODY_LIMIT_BYTES = 16 * 1024

/** Per client (across every instance with REDIS_URL): at most this many lead posts in the window. */
export const LEAD_RATE_LIMIT_MAX = 8
export const LEAD_RATE_LIMIT_WINDOW_MS = 60_000

/**
 * E-mails to an address a visitor typed (the itinerary they asked for, and every such e-mail to
 * come): at most this many per address per India day, across every instance with REDIS_URL. A
 * request over it is stored as a lead, marked, and never mailed: nobody can point the agency's
 * mail at a stranger's inbox.
 */
export const VISITOR_MAIL_PER_DAY = 3

/** A person rarely fills a form faster than this; a quicker send (autofill) is kept as a lead, marked for a check. */
export const LEAD_MIN_FILL_MS = 1500

/** The visitor waits at most this long for the upstream before the lead goes to the outbox. */
export const LEAD_FORWARD_TIMEOUT_MS = 4000

/** The job worker (lib/leads/outbox/worker.ts) wakes this often; retries back off exponentially from the base to the cap. */
export const LEAD_DELIVERY_INTERVAL_MS = 2000
export const LEAD_RETRY_BASE_MS = 2000
export const LEAD_RETRY_MAX_MS = 15 * 60_000

/** A claimed job whose worker died (process killed mid-send) is claimable again after this: its lease. */
export const LEAD_CLAIM_TIMEOUT_MS = 60_000

/**
 * A message that has failed this many attempts stops in state `failed` (the desk's Messages screen
 * and the lead's page show it, /api/health counts it) until staff retry it: with the back-off's
 * cap of 15 minutes, about 2½ hours of trying.
 */
export const JOB_MAX_ATTEMPTS = 20

/** The digest lists at most this many of each kind (follow-ups, new unassigned leads), then says how many more. */
export const FOLLOW_UP_DIGEST_MAX_ROWS = 25
