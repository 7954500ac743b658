import 'server-only'
import { getAgencyParticulars } from '@/lib/agency'
import { tripRefundSchedule } from '@/lib/catalog'
import { recordLeadActivity } from '@/lib/leads'
import { getDb, writeTransaction, type Db } from '@/lib/platform/db'
import type { BookingPaymentRow, BookingRow, PaymentKind } from '@/lib/platform/db/schema'
import { todayInIndia } from '@/lib/site/format'
import { indiaDayOf } from '@/lib/site/office-hours'
import { assertCan, audit, Refusal, type Caller, type Staff } from '@/lib/staff'
import {
  bookingDue,
  cancellationRefund,
  financialYearOf,
  receiptNumber,
  receiptNumberStem,
  receiptSerialOf,
  ledgerSums,
  type BookingDue,
  type CancellationRefund,
} from './rules'
import { paymentReceivedSchema, refundSchema, reversalSchema, type PaymentInput } from './schemas'

/**
 * A booking's money ledger (table booking_payments): append-only. Money received gets the next
 * receipt number of its financial year in the same write transaction; a refund is paid out on a
 * cancelled booking, never more than the family's money the agency holds; a mistake is undone by a
 * reversing entry (reverses_id), each entry at most once, and no row is ever updated or deleted.
 * Every write is audited and noted on the lead's timeline (lead_activity kind 'booking-money').
 */

export class MoneyError extends Refusal {}

/**
 * Serialises the ledger's writes across PostgreSQL sessions ("rcpt"; SQLite's writer is one already):
 * receipt numbers, a refund's cap and an entry's one reversal are each decided on what was read.
 */
const LEDGER_LOCK_KEY = 0x72637074
const locked = { lockKey: LEDGER_LOCK_KEY }

export interface LedgerLine extends BookingPaymentRow {
  /** The entry that reverses this one, if any. */
  reversedBy: number | null
}

export interface BookingMoney {
  booking: Pick<
    BookingRow,
    'id' | 'lead_id' | 'status' | 'trip_title' | 'departs_on' | 'agreed_total' | 'language' | 'cancelled_at'
  > & { reference: string; name: string | null }
  entries: LedgerLine[]
  due: BookingDue
  /** For a cancelled booking, the refund the trip's or the terms' schedule gives (and what is left of it to pay). */
  refund: (CancellationRefund & { cancelledOn: string; toPay: number }) | null
}

async function bookingOf(db: Db, bookingId: number) {
  const row = await db
    .selectFrom('bookings')
    .innerJoin('leads', 'leads.id', 'bookings.lead_id')
    .select([
      'bookings.id',
      'bookings.lead_id',
      'bookings.status',
      'bookings.trip_title',
      'bookings.departs_on',
      'bookings.agreed_total',
      'bookings.language',
      'bookings.cancelled_at',
      'leads.reference',
      'leads.name',
    ])
    .where('bookings.id', '=', bookingId)
    .executeTakeFirst()
  if (!row) throw new MoneyError('This booking no longer exists')
  return row
}

/** The cancellation schedule of a booking's trip as the refund reads it; null when the terms' decide. */
async function tripScheduleOf(db: Db, bookingId: number) {
  const row = await db
    .selectFrom('bookings')
    .innerJoin('trips', 'trips.id', 'bookings.trip_id')
    .select('trips.cancellation')
    .where('bookings.id', '=', bookingId)
    .executeTakeFirst()
  return tripRefundSchedule(row?.cancellation ?? null)
}

async function entriesOf(db: Db, bookingId: number): Promise<BookingPaymentRow[]> {
  return db.selectFrom('booking_payments').selectAll().where('booking_id', '=', bookingId).orderBy('id').execute()
}

function withReversals(rows: BookingPaymentRow[]): LedgerLine[] {
  const reversedBy = new Map(rows.filter((r) => r.reverses_id !== null).map((r) => [r.reverses_id!, r.id]))
  return rows.map((row) => ({ ...row, reversedBy: reversedBy.get(row.id) ?? null }))
}

/** What the ledger of a booking reads on a given day. */
export async function readBookingMoney(
  db: Db,
  bookingId: number,
  { now = Date.now() }: { now?: number } = {},
): Promise<BookingMoney> {
  const booking = await bookingOf(db, bookingId)
  const rows = await entriesOf(db, bookingId)
  const { money: settings } = await getAgencyParticulars(db)
  const due = bookingDue(booking, rows, { today: todayInIndia(new Date(now)), settings })
  let refund: BookingMoney['refund'] = null
  if (booking.status === 'cancelled') {
    const cancelledOn = indiaDayOf(booking.cancelled_at ?? now)
    // The schedule's refund on what was paid before any refund went out; what went out is taken off.
    const rule = cancellationRefund({
      agreed: booking.agreed_total,
      netPaid: due.received,
      cancelledOn,
      departsOn: booking.departs_on,
      adminFee: settings.adminFee,
      tripSchedule: await tripScheduleOf(db, bookingId),
    })
    refund = { ...rule, cancelledOn, toPay: Math.max(0, Math.min(rule.refund - due.refunded, due.netPaid)) }
  }
  return { booking, entries: withReversals(rows), due, refund }
}

/** The booking page's money panel (permission `bookings.read`). */
export async function getBookingMoney(caller: Caller, bookingId: number): Promise<BookingMoney> {
  assertCan(caller, 'bookings.read')
  return readBookingMoney(await getDb(), bookingId)
}

function parsed<T>(
  result:
    { success: true; data: T } | { success: false; error: { issues: { message: string; path: PropertyKey[] }[] } },
): T {
  if (result.success) return result.data
  const issue = result.error.issues[0]!
  throw new MoneyError(issue.message, issue.path.map(String).join('.') || undefined)
}

const staffName = (staff: Staff) => staff.name || staff.email

async function note(
  trx: Db,
  staff: Staff,
  booking: { id: number; lead_id: number; reference: string },
  action: string,
  detail: Record<string, unknown>,
  now: number,
) {
  await recordLeadActivity(
    trx,
    booking.lead_id,
    staff,
    'booking-money',
    { action, booking: booking.id, ...detail },
    now,
  )
  await audit(staff, `booking.${action}`, booking.reference, { booking: booking.id, ...detail }, trx)
}

/** The next receipt number of a financial year: one more than the year's highest. */
async function nextReceiptNumber(trx: Db, financialYear: string): Promise<string> {
  const last = await trx
    .selectFrom('booking_payments')
    .select('receipt_number')
    .where('receipt_number', 'like', `${receiptNumberStem(financialYear)}%`)
    .orderBy((eb) => eb.fn('length', ['receipt_number']), 'desc')
    .orderBy('receipt_number', 'desc')
    .limit(1)
    .executeTakeFirst()
  const serial = last?.receipt_number ? (receiptSerialOf(last.receipt_number, financialYear) ?? 0) : 0
  return receiptNumber(financialYear, serial + 1)
}

export interface RecordedEntry {
  id: number
  receiptNumber: string | null
}

async function insertEntry(
  trx: Db,
  staff: Staff,
  bookingId: number,
  kind: PaymentKind,
  entry: PaymentInput,
  extra: { receipt_number: string | null; reverses_id: number | null },
  now: number,
): Promise<number> {
  const row = await trx
    .insertInto('booking_payments')
    .values({
      booking_id: bookingId,
      kind,
      amount: entry.amount,
      on_day: entry.onDay,
      mode: entry.mode,
      reference: entry.reference,
      note: entry.note,
      ...extra,
      created_by: staff.id,
      created_by_name: staffName(staff),
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/** Money received from the family, with the next receipt number of its day's financial year. */
export async function recordPaymentReceived(
  staff: Staff,
  bookingId: number,
  input: unknown,
  { now = Date.now() }: { now?: number } = {},
): Promise<RecordedEntry> {
  assertCan(staff, 'bookings.money')
  const entry = parsed(paymentReceivedSchema(todayInIndia(new Date(now))).safeParse(input))
  return writeTransaction(
    await getDb(),
    async (trx) => {
      const booking = await bookingOf(trx, bookingId)
      if (booking.status === 'cancelled') throw new MoneyError('This booking is cancelled: record a refund instead')
      const number = await nextReceiptNumber(trx, financialYearOf(entry.onDay))
      const id = await insertEntry(
        trx,
        staff,
        bookingId,
        'received',
        entry,
        { receipt_number: number, reverses_id: null },
        now,
      )
      await note(
        trx,
        staff,
        booking,
        'received',
        { entry: id, receipt: number, amount: entry.amount, mode: entry.mode },
        now,
      )
      return { id, receiptNumber: number }
    },
    locked,
  )
}

/** A refund paid out on a cancelled booking: never more than the family's money the agency holds. */
export async function recordRefund(
  staff: Staff,
  bookingId: number,
  input: unknown,
  { now = Date.now() }: { now?: number } = {},
): Promise<RecordedEntry> {
  assertCan(staff, 'bookings.money')
  const entry = parsed(refundSchema(todayInIndia(new Date(now))).safeParse(input))
  return writeTransaction(
    await getDb(),
    async (trx) => {
      const booking = await bookingOf(trx, bookingId)
      if (booking.status !== 'cancelled') throw new MoneyError('A refund is paid on a cancelled booking only')
      const { netPaid } = ledgerSums(await entriesOf(trx, bookingId))
      if (entry.amount > netPaid) {
        throw new MoneyError(
          netPaid > 0
            ? `At most ₹${netPaid.toLocaleString('en-IN')} can be refunded: what the family has paid`
            : 'Nothing the family paid is left to refund',
          'amount',
        )
      }
      const id = await insertEntry(
        trx,
        staff,
        bookingId,
        'refund',
        entry,
        { receipt_number: null, reverses_id: null },
        now,
      )
      await note(trx, staff, booking, 'refund', { entry: id, amount: entry.amount, mode: entry.mode }, now)
      return { id, receiptNumber: null }
    },
    locked,
  )
}

/**
 * Undoes an entry with a reversing one: the same kind, amount, mode and reference, today's day and
 * the reason as its note. A reversing entry is not itself reversed (the entry is recorded again),
 * and a receipt whose money was partly refunded is reversed only once that refund is.
 */
export async function reversePayment(
  staff: Staff,
  bookingId: number,
  entryId: number,
  input: unknown,
  { now = Date.now() }: { now?: number } = {},
): Promise<RecordedEntry> {
  assertCan(staff, 'bookings.money')
  const { reason } = parsed(reversalSchema.safeParse({ ...(input as object), entry: entryId }))
  return writeTransaction(
    await getDb(),
    async (trx) => {
      const booking = await bookingOf(trx, bookingId)
      const rows = await entriesOf(trx, bookingId)
      const target = rows.find((row) => row.id === entryId)
      if (!target) throw new MoneyError('This entry is not on this booking')
      if (target.reverses_id !== null) throw new MoneyError('A reversing entry is not reversed: record the entry again')
      if (rows.some((row) => row.reverses_id === entryId)) throw new MoneyError('This entry has already been reversed')
      if (target.kind === 'received' && ledgerSums(rows).netPaid - target.amount < 0) {
        throw new MoneyError('More has been refunded than would be left: reverse the refund first')
      }
      const id = await insertEntry(
        trx,
        staff,
        bookingId,
        target.kind,
        {
          amount: target.amount,
          onDay: todayInIndia(new Date(now)),
          mode: target.mode,
          reference: target.reference,
          note: reason,
        },
        { receipt_number: null, reverses_id: target.id },
        now,
      )
      await note(
        trx,
        staff,
        booking,
        'reversed',
        { entry: id, reverses: target.id, receipt: target.receipt_number, amount: target.amount, reason },
        now,
      )
      return { id, receiptNumber: null }
    },
    locked,
  )
}
