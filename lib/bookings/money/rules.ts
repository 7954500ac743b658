import type { MoneySettings } from '@/lib/agency'
import type { RefundRow } from '@/lib/catalog'
import { advanceAndBalance, roundRupees, type AdvanceAndBalance } from '@/lib/leads'
import type { PaymentKind } from '@/lib/platform/db/schema'
import { CANCELLATION_SCHEDULE } from '@/lib/site/constants'

/**
 * The rules of a booking's money, pure: the Indian financial year of a day and a receipt's number
 * in it, the ledger's sums (an entry that reverses another counts as its opposite), what is still
 * owed and by when (the booking steps' advance and balance day, lib/leads' `advanceAndBalance`), and
 * the refund a cancellation is due by the trip's own schedule when it has one the refund can read,
 * else by the terms' (lib/site/constants.ts), less the owner's administration fee.
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

/** The terms' schedule as the refund reads it, latest row first. */
export const TERMS_REFUND_SCHEDULE: readonly RefundRow[] = CANCELLATION_SCHEDULE.map((row) => ({
  fromDays: row.minDays,
  percent: row.refundPercent,
  lessAdminFee: row.lessAdminFee,
  rule: row.refund,
})).sort((a, b) => b.fromDays - a.fromDays)

/** What a cancellation past every row of a schedule refunds (after the departure, or inside a trip's last row). */
const NO_REFUND_ROW: RefundRow = { fromDays: 0, percent: 0, lessAdminFee: false, rule: 'No refund' }

export interface CancellationRefund {
  /** Days from the cancellation's day to the departure. */
  daysBefore: number
  /** The schedule's percent of the tour cost refunded. */
  percent: number
  /** The administration fee kept (on a row less the fee). */
  adminFee: number
  /** What the agency keeps of the tour cost: the part not refunded, and the fee. */
  charge: number
  /** What is due back: what was paid less the charge, never below nothing. */
  refund: number
  /** The schedule's row, as visitors read it (English). */
  rule: string
  /** Whose schedule decided: the trip's own or the terms'. */
  schedule: 'trip' | 'terms'
}

/**
 * The refund due on a cancellation: the row of the schedule that applies (the one starting latest
 * on or before the days left, `fromDays`), of the trip's own schedule when it has one the refund can
 * read, else of the terms' (60 or more days before departure, all less the fee; 30–59 days, half;
 * 15–29 days, a quarter; under 15, nothing). The agency keeps the part of the tour cost (the amount
 * agreed) the row does not refund, plus the owner's administration fee on a row less the fee, and
 * pays back what the family paid beyond that.
 */
export function cancellationRefund({
  agreed,
  netPaid,
  cancelledOn,
  departsOn,
  adminFee: fee,
  tripSchedule = null,
}: {
  agreed: number
  netPaid: number
  cancelledOn: string
  departsOn: string
  /** The owner's administration fee (MoneySettings.adminFee). */
  adminFee: number
  /** The trip's own schedule (lib/catalog `tripRefundSchedule`), or null for the terms'. */
  tripSchedule?: readonly RefundRow[] | null
}): CancellationRefund {
  const daysBefore = daysBetween(cancelledOn, departsOn)
  const schedule = tripSchedule && tripSchedule.length > 0 ? tripSchedule : TERMS_REFUND_SCHEDULE
  const row =
    [...schedule].sort((a, b) => b.fromDays - a.fromDays).find((r) => daysBefore >= r.fromDays) ?? NO_REFUND_ROW
  const adminFee = row.lessAdminFee ? fee : 0
  const charge = Math.min(agreed, agreed - roundRupees((agreed * row.percent) / 100) + adminFee)
  return {
    daysBefore,
    percent: row.percent,
    adminFee,
    charge,
    refund: Math.max(0, netPaid - charge),
    rule: row.rule,
    schedule: schedule === TERMS_REFUND_SCHEDULE ? 'terms' : 'trip',
  }
}
