import type { MoneySettings } from '@/lib/agency'
import { advanceAndBalance, roundRupees, type AdvanceAndBalance } from '@/lib/leads'
import type { PaymentKind } from '@/lib/platform/db/schema'
import { CANCELLATION_ADMIN_FEE_RUPEES, CANCELLATION_SCHEDULE } from '@/lib/site/constants'

/**
 * The rules of a booking's money, pure: the Indian financial year of a day and a receipt's number
 * in it, the ledger's sums (an entry that reverses another counts as its opposite), what is still
 * owed and by when (the booking steps' advance and balance day, lib/leads' `advanceAndBalance`), and
 * the refund a cancellation is due by the terms' schedule (lib/site/constants.ts).
 */

/** Receipts are numbered "GH/<financial year>/<serial>": the agency's initials, one series per year. */
export const RECEIPT_PREFIX = 'GH'
/** Digits of a receipt's serial: 0042; a year past 9999 receipts goes on with 10000. */
const SERIAL_DIGITS = 4

/** The Indian financial year (April to March) of a day: 2026-11-28 → "2026-27", 2027-03-31 → "2026-27". */
export function financialYearOf(day: string): string {
  const year = Number(day.slice(0, 4))
  const month = Number(day.slice(5, 7))
  const first = month >= 4 ? year : year - 1
  return `${first}-${String((first + 1) % 100).padStart(2, '0')}`
}

/** A receipt's number: "GH/2026-27/0042". */
export function receiptNumber(financialYear: string, serial: number): string {
  return `${RECEIPT_PREFIX}/${financialYear}/${String(serial).padStart(SERIAL_DIGITS, '0')}`
}

/** The start of a financial year's receipt numbers, for finding the year's last one. */
export const receiptNumberStem = (financialYear: string) => `${RECEIPT_PREFIX}/${financialYear}/`

/** The serial of a receipt number of the year, or null for another's. */
export function receiptSerialOf(number: string, financialYear: string): number | null {
  const stem = receiptNumberStem(financialYear)
  if (!number.startsWith(stem)) return null
  const serial = Number(number.slice(stem.length))
  return Number.isInteger(serial) && serial > 0 ? serial : null
}

export interface LedgerEntry {
  id: number
  kind: PaymentKind
  amount: number
  reverses_id: number | null
}

export interface LedgerSums {
  /** Money received, less received entries reversed. */
  received: number
  /** Money paid out, less refunds reversed. */
  refunded: number
  /** What the agency holds of the family's money: received − refunded. */
  netPaid: number
}

/**
 * The ledger's sums. An ordinary entry counts as its kind; an entry that reverses another counts
 * as its opposite (it carries the reversed entry's kind and amount), so a reversed receipt takes
 * its money off what was received.
 */
export function ledgerSums(entries: readonly Pick<LedgerEntry, 'kind' | 'amount' | 'reverses_id'>[]): LedgerSums {
  let received = 0
  let refunded = 0
  for (const entry of entries) {
    const sign = entry.reverses_id === null ? 1 : -1
    if (entry.kind === 'received') received += sign * entry.amount
    else refunded += sign * entry.amount
  }
  return { received, refunded, netPaid: received - refunded }
}

export interface BookingDue extends LedgerSums, AdvanceAndBalance {
  agreed: number
  /** agreed − net paid, never typed; below zero when more was received than agreed. */
  owed: number
  /** What of the advance is still to come: 0 once net paid covers it. */
  advanceOwed: number
}

/** What a booking owes: the agreed amount less the money kept, with the booking steps' advance and balance day. */
export function bookingDue(
  booking: { agreed_total: number; departs_on: string },
  entries: readonly LedgerEntry[],
  { today, settings }: { today: string; settings: MoneySettings },
): BookingDue {
  const sums = ledgerSums(entries)
  const split = advanceAndBalance(booking.agreed_total, { departure: booking.departs_on, today, settings })
  return {
    ...sums,
    ...split,
    agreed: booking.agreed_total,
    owed: booking.agreed_total - sums.netPaid,
    advanceOwed: Math.max(0, split.advance - sums.netPaid),
  }
}

/** Whole days from one India day to a later one (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000)
}

export interface CancellationRefund {
  /** Days from the cancellation's day to the departure. */
  daysBefore: number
  /** The schedule's percent of the tour cost refunded. */
  percent: number
  /** The administration fee kept (the schedule's full refund only). */
  adminFee: number
  /** What the agency keeps of the tour cost: the part not refunded, and the fee. */
  charge: number
  /** What is due back: what was paid less the charge, never below nothing. */
  refund: number
  /** The schedule's row, as visitors read it (English). */
  rule: string
}

/**
 * The refund due on a cancellation by the terms' schedule: the agency keeps the part of the tour
 * cost (the amount agreed) the row does not refund, plus the administration fee on a full refund,
 * and pays back what the family paid beyond that. 60 or more days before departure, all less the
 * fee; 30–59 days, half; 15–29 days, a quarter; under 15, nothing.
 */
export function cancellationRefund({
  agreed,
  netPaid,
  cancelledOn,
  departsOn,
}: {
  agreed: number
  netPaid: number
  cancelledOn: string
  departsOn: string
}): CancellationRefund {
  const daysBefore = daysBetween(cancelledOn, departsOn)
  const row =
    CANCELLATION_SCHEDULE.find((r) => daysBefore >= r.minDays && (r.maxDays === null || daysBefore <= r.maxDays)) ??
    CANCELLATION_SCHEDULE[CANCELLATION_SCHEDULE.length - 1]!
  const adminFee = row.lessAdminFee ? CANCELLATION_ADMIN_FEE_RUPEES : 0
  const charge = Math.min(agreed, agreed - roundRupees((agreed * row.refundPercent) / 100) + adminFee)
  return {
    daysBefore,
    percent: row.refundPercent,
    adminFee,
    charge,
    refund: Math.max(0, netPaid - charge),
    rule: row.refund,
  }
}
