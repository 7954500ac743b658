import 'server-only'
import { take, type LimitSpec } from '@/lib/platform/rate-limiter'
import { todayInIndia } from '@/lib/site/format'
import { VISITOR_MAIL_PER_DAY } from '@/lib/leads/config'

/**
 * The one rule for every e-mail the site sends to an address a visitor typed: at most
 * VISITOR_MAIL_PER_DAY per address per India day, counted where the rate limits are (Redis with
 * REDIS_URL, so across instances). The day is part of the key; a key lives two days, then goes.
 */
const VISITOR_MAIL_LIMIT: LimitSpec = {
  name: 'visitor-mail',
  points: VISITOR_MAIL_PER_DAY,
  durationSeconds: 2 * 24 * 60 * 60,
}

/** Why a lead was stored without its e-mail, as the desk shows it. */
export const VISITOR_MAIL_HELD = `Not e-mailed: this address was sent ${VISITOR_MAIL_PER_DAY} e-mails from the site today already`

/** Counts one e-mail to `address`; false when the address has had its share today. */
export async function mayMailVisitor(address: string, now: number = Date.now()): Promise<boolean> {
  const key = `${todayInIndia(new Date(now))}:${address.trim().toLowerCase()}`
  return (await take(VISITOR_MAIL_LIMIT, key)).allowed
}
