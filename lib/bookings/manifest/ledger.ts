import { sql, type Kysely, type RawBuilder } from 'kysely'
import type { Database } from '@/lib/platform/db/schema'

/**
 * The money ledger's one reading rule (booking_payments, append-only): an entry counts in its
 * kind, received or refund; an entry that reverses another (reverses_id) counts as the opposite of
 * the entry it reverses, whatever kind it was written with, so a mistaken receipt and its reversal
 * add up to nothing. Net received is what the agency holds: received less refunded. The departure's
 * page and the reports both read the ledger through here, so they can never disagree.
 */

export interface LedgerTotals {
  /** Money received from the family, reversals taken off. */
  received: number
  /** Money paid back to the family, reversals taken off. */
  refunded: number
}

/** What the agency holds of a booking's money: received less refunded. */
export const netReceived = (totals: LedgerTotals) => totals.received - totals.refunded

/**
 * What a confirmed booking still owes: the amount agreed less the net received, never below nothing
 * (a family that paid over its total owes nothing; the excess is theirs to be refunded).
 */
export const outstandingOf = (agreedTotal: number, totals: LedgerTotals) =>
  Math.max(0, agreedTotal - netReceived(totals))

/**
 * outstandingOf for the database: a booking's outstanding from its agreed total and its ledger
 * totals (nulls for a booking without entries), for sums over many bookings.
 */
export function outstandingSql(
  agreed: RawBuilder<number>,
  received: RawBuilder<number | null>,
  refunded: RawBuilder<number | null>,
): RawBuilder<number> {
  const owed = sql<number>`(${agreed} - COALESCE(${received}, 0) + COALESCE(${refunded}, 0))`
  return sql<number>`CASE WHEN ${owed} > 0 THEN ${owed} ELSE 0 END`
}

/** The sum of a kind's entries as they count: `p` the entry, `o` the entry it reverses (if any). */
const counted = (kind: 'received' | 'refund'): RawBuilder<number> =>
  sql<number>`COALESCE(SUM(CASE WHEN COALESCE(o.kind, p.kind) = ${sql.lit(kind)} THEN (CASE WHEN p.reverses_id IS NULL THEN p.amount ELSE -p.amount END) ELSE 0 END), 0)`

/**
 * Each booking's ledger totals as a query (booking_id, received, refunded), to be read alone or
 * joined as a derived table; `bookingIds` narrows it to those bookings.
 */
export function ledgerTotalsQuery(db: Kysely<Database>, bookingIds?: readonly number[]) {
  let query = db
    .selectFrom('booking_payments as p')
    .leftJoin('booking_payments as o', 'o.id', 'p.reverses_id')
    .select(['p.booking_id', counted('received').as('received'), counted('refund').as('refunded')])
    .groupBy('p.booking_id')
  if (bookingIds) query = query.where('p.booking_id', 'in', bookingIds.length ? bookingIds : [-1])
  return query
}

/** The ledger totals of these bookings, keyed by booking; a booking without entries is absent. */
export async function readLedgerTotals(
  db: Kysely<Database>,
  bookingIds: readonly number[],
): Promise<Map<number, LedgerTotals>> {
  if (!bookingIds.length) return new Map()
  const rows = await ledgerTotalsQuery(db, bookingIds).execute()
  // PostgreSQL answers sums as text (bigint), SQLite as numbers.
  return new Map(
    rows.map((row) => [Number(row.booking_id), { received: Number(row.received), refunded: Number(row.refunded) }]),
  )
}
