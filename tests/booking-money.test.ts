import { getDb } from '@/lib/platform/db'
import {
  getBookingMoney,
  readBookingMoney,
  recordPaymentReceived,
  recordRefund,
  reversePayment,
} from '@/lib/bookings/money/store'
import { familyBookingMoney, familyReceiptPdf, staffReceiptPdf } from '@/lib/bookings/money/receipts'
import { MONEY_DEFAULTS } from '@/lib/agency'
import { getCatalogDb } from '@/lib/catalog/embedded/db'
import { insertMoneyBooking } from './support/money-rows'
import { testAgent as agent, testOwner as owner } from './support/staff'
import { STORAGE_KINDS, useStorage } from './support/storage'

// 28 November 2026, 11:30 in India.
const NOW = Date.parse('2026-11-28T06:00:00Z')
const at = { now: NOW }
const upi = (amount: number, reference = 'UPI-4411') => ({
  amount: String(amount),
  onDay: '2026-11-28',
  mode: 'upi',
  reference,
  note: '',
})

describe.each(STORAGE_KINDS)('the money ledger on %s', (kind) => {
  let cleanup: () => Promise<void>

  beforeAll(async () => {
    cleanup = await useStorage(kind)
  })
  afterAll(async () => {
    await cleanup()
  })

  const ledgerOf = async (bookingId: number) =>
    (await getDb())
      .selectFrom('booking_payments')
      .selectAll()
      .where('booking_id', '=', bookingId)
      .orderBy('id')
      .execute()

  it('numbers receipts per financial year, two recorded at the same instant never sharing a number', async () => {
    const db = await getDb()
    const a = await insertMoneyBooking(db)
    const b = await insertMoneyBooking(db)
    const together = await Promise.all([
      recordPaymentReceived(agent, a.bookingId, upi(40_000, 'UPI-1'), at),
      recordPaymentReceived(owner, b.bookingId, upi(20_000, 'UPI-2'), at),
      recordPaymentReceived(agent, a.bookingId, upi(5_000, 'UPI-3'), at),
    ])
    expect(together.map((entry) => entry.receiptNumber).sort()).toEqual([
      'GH/2026-27/0001',
      'GH/2026-27/0002',
      'GH/2026-27/0003',
    ])
    // Money that moved in March belongs to the year before: its own series.
    const march = await recordPaymentReceived(agent, b.bookingId, { ...upi(1_000), onDay: '2026-03-31' }, at)
    expect(march.receiptNumber).toBe('GH/2025-26/0001')
    const next = await recordPaymentReceived(agent, b.bookingId, { ...upi(1_000), mode: 'cash', reference: '' }, at)
    expect(next.receiptNumber).toBe('GH/2026-27/0004')

    const rows = await ledgerOf(a.bookingId)
    expect(rows.map((row) => [row.kind, row.amount, row.mode, row.reference, row.created_by_name])).toEqual([
      ['received', 40_000, 'upi', 'UPI-1', 'Karthik S'],
      ['received', 5_000, 'upi', 'UPI-3', 'Karthik S'],
    ])
    const money = await getBookingMoney(agent, a.bookingId)
    expect(money.due).toMatchObject({ agreed: 80_000, received: 45_000, netPaid: 45_000, owed: 35_000 })
  })

  it('refuses a day ahead, a UPI, bank or card entry without its reference, and money on a cancelled booking', async () => {
    const db = await getDb()
    const { bookingId } = await insertMoneyBooking(db)
    await expect(
      recordPaymentReceived(agent, bookingId, { ...upi(100), onDay: '2026-11-29' }, at),
    ).rejects.toMatchObject({
      message: 'The day cannot be in the future',
      field: 'onDay',
    })
    for (const mode of ['upi', 'bank', 'card']) {
      await expect(
        recordPaymentReceived(agent, bookingId, { ...upi(100), mode, reference: ' ' }, at),
      ).rejects.toMatchObject({
        field: 'reference',
      })
    }
    await expect(recordPaymentReceived(agent, bookingId, { ...upi(0) }, at)).rejects.toMatchObject({ field: 'amount' })
    await expect(recordPaymentReceived(agent, bookingId, { ...upi(10.5) }, at)).rejects.toMatchObject({
      field: 'amount',
    })
    const cancelled = await insertMoneyBooking(db, { cancelledAt: NOW })
    await expect(recordPaymentReceived(agent, cancelled.bookingId, upi(100), at)).rejects.toThrow(
      'This booking is cancelled: record a refund instead',
    )
    expect(await ledgerOf(bookingId)).toEqual([])
  })

  it('reverses an entry once with a new entry, never changing the one reversed', async () => {
    const db = await getDb()
    const { bookingId, reference } = await insertMoneyBooking(db)
    const first = await recordPaymentReceived(agent, bookingId, upi(30_000), at)
    const typo = await recordPaymentReceived(agent, bookingId, upi(3_000), at)
    const before = await ledgerOf(bookingId)

    const reversal = await reversePayment(owner, bookingId, typo.id, { reason: 'Typed twice' }, at)
    const after = await ledgerOf(bookingId)
    expect(after.slice(0, 2)).toEqual(before)
    expect(after[2]).toMatchObject({
      id: reversal.id,
      kind: 'received',
      amount: 3_000,
      reverses_id: typo.id,
      receipt_number: null,
      note: 'Typed twice',
      on_day: '2026-11-28',
    })
    const money = await readBookingMoney(db, bookingId, at)
    expect(money.due).toMatchObject({ received: 30_000, owed: 50_000 })
    expect(money.entries.find((entry) => entry.id === typo.id)?.reversedBy).toBe(reversal.id)

    await expect(reversePayment(owner, bookingId, typo.id, { reason: 'Again' }, at)).rejects.toThrow(
      'This entry has already been reversed',
    )
    await expect(reversePayment(owner, bookingId, reversal.id, { reason: 'Undo' }, at)).rejects.toThrow(
      'A reversing entry is not reversed: record the entry again',
    )
    await expect(reversePayment(owner, bookingId, first.id, { reason: '' }, at)).rejects.toMatchObject({
      field: 'reason',
    })
    const other = await insertMoneyBooking(db)
    await expect(reversePayment(owner, other.bookingId, first.id, { reason: 'Wrong booking' }, at)).rejects.toThrow(
      'This entry is not on this booking',
    )

    const audits = await db.selectFrom('audit_log').selectAll().where('subject', '=', reference).orderBy('id').execute()
    expect(audits.map((row) => [row.action, row.actor_name])).toEqual([
      ['booking.received', 'Karthik S'],
      ['booking.received', 'Karthik S'],
      ['booking.reversed', 'Lakshmi Raman'],
    ])
    expect(JSON.parse(audits[2]!.detail)).toMatchObject({ reverses: typo.id, amount: 3_000, reason: 'Typed twice' })
    const lead = await db.selectFrom('leads').select('id').where('reference', '=', reference).executeTakeFirstOrThrow()
    const activity = await db
      .selectFrom('lead_activity')
      .selectAll()
      .where('lead_id', '=', lead.id)
      .where('kind', '=', 'booking-money')
      .orderBy('id')
      .execute()
    expect(activity.map((row) => JSON.parse(row.detail).action)).toEqual(['received', 'received', 'reversed'])
    expect(JSON.parse(activity[0]!.detail)).toMatchObject({ receipt: first.receiptNumber, amount: 30_000 })
  })

  it('computes a cancelled booking’s refund from the schedule and pays out no more than was paid', async () => {
    const db = await getDb()
    // Cancelled on 28 November 2026, 45 days before a departure of 12 January 2027: half back.
    const { bookingId } = await insertMoneyBooking(db, { departsOn: '2027-01-12' })
    await recordPaymentReceived(agent, bookingId, upi(70_000), at)
    await expect(recordRefund(agent, bookingId, upi(1_000), at)).rejects.toThrow(
      'A refund is paid on a cancelled booking only',
    )
    await db
      .updateTable('bookings')
      .set({ status: 'cancelled', cancelled_at: NOW })
      .where('id', '=', bookingId)
      .execute()

    const money = await readBookingMoney(db, bookingId, at)
    expect(money.refund).toMatchObject({ daysBefore: 45, percent: 50, charge: 40_000, refund: 30_000, toPay: 30_000 })

    await expect(recordRefund(agent, bookingId, upi(70_001, 'NEFT-9'), at)).rejects.toMatchObject({
      field: 'amount',
      message: 'At most ₹70,000 can be refunded: what the family has paid',
    })
    const paid = await recordRefund(agent, bookingId, { ...upi(20_000, 'NEFT-9'), mode: 'bank' }, at)
    expect(paid.receiptNumber).toBeNull()
    const afterPart = await readBookingMoney(db, bookingId, at)
    expect(afterPart.due).toMatchObject({ received: 70_000, refunded: 20_000, netPaid: 50_000 })
    expect(afterPart.refund).toMatchObject({ toPay: 10_000 })
    // A receipt whose money went partly back is reversed only once the refund is.
    const receipt = afterPart.entries.find((entry) => entry.kind === 'received')!
    await recordRefund(agent, bookingId, { ...upi(50_000, 'NEFT-10'), mode: 'bank' }, at)
    await expect(reversePayment(owner, bookingId, receipt.id, { reason: 'Wrong booking' }, at)).rejects.toThrow(
      'More has been refunded than would be left: reverse the refund first',
    )
    await expect(recordRefund(agent, bookingId, upi(1, 'NEFT-11'), at)).rejects.toThrow(
      'Nothing the family paid is left to refund',
    )
  })

  it('shows the family each receipt and what is still to pay, and opens a receipt only for its own booking', async () => {
    const db = await getDb()
    const family = await insertMoneyBooking(db, { agreed: 1_00_000, departsOn: '2027-01-20' })
    expect(await familyBookingMoney(family.leadId, at)).toMatchObject({ receipts: [], received: 0, owed: 1_00_000 })
    const first = await recordPaymentReceived(agent, family.bookingId, upi(50_000), at)
    const typo = await recordPaymentReceived(agent, family.bookingId, upi(700), at)
    const reversal = await reversePayment(agent, family.bookingId, typo.id, { reason: 'Typed twice' }, at)
    const money = await familyBookingMoney(family.leadId, at)
    expect(money).toMatchObject({
      agreed: 1_00_000,
      received: 50_000,
      owed: 50_000,
      balanceDue: '2027-01-13',
      balanceDueNow: false,
      cancelled: false,
    })
    expect(money!.receipts.map((receipt) => [receipt.number, receipt.amount, receipt.reversed])).toEqual([
      [first.receiptNumber, 50_000, false],
      [typo.receiptNumber, 700, true],
    ])
    expect(await familyBookingMoney((await insertMoneyBooking(db)).leadId + 1_000, at)).toBeNull()

    const other = await insertMoneyBooking(db)
    expect((await staffReceiptPdf(agent, other.bookingId, first.id)).status).toBe(404)
    expect((await familyReceiptPdf(other.leadId, first.id)).status).toBe(404)
    // A reversing entry is no receipt.
    expect((await familyReceiptPdf(family.leadId, reversal.id)).status).toBe(404)
  })

  it('gives the full refund less the fee 60 days out', async () => {
    const db = await getDb()
    const { bookingId } = await insertMoneyBooking(db, { departsOn: '2027-01-27', cancelledAt: NOW })
    await db
      .insertInto('booking_payments')
      .values({
        booking_id: bookingId,
        kind: 'received',
        amount: 80_000,
        on_day: '2026-11-01',
        mode: 'cash',
        receipt_number: 'GH/2026-27/9000',
        reverses_id: null,
        created_by: null,
        created_by_name: 'Lakshmi Raman',
        created_at: NOW,
      })
      .execute()
    const money = await readBookingMoney(db, bookingId, at)
    expect(money.refund).toMatchObject({ daysBefore: 60, percent: 100, toPay: 80_000 - MONEY_DEFAULTS.adminFee })
    // The year's series goes on after its highest number.
    const other = await insertMoneyBooking(db)
    expect((await recordPaymentReceived(agent, other.bookingId, upi(10), at)).receiptNumber).toBe('GH/2026-27/9001')
  })

  it('refunds by the trip’s own schedule when it has one, less the owner’s administration fee', async () => {
    const db = await getCatalogDb()
    const trip = await db
      .selectFrom('trips')
      .select(['id', 'cancellation'])
      .orderBy('position')
      .executeTakeFirstOrThrow()
    // Cancelled on 28 November 2026, 20 days before a departure of 18 December: the terms refund a quarter.
    const { bookingId } = await insertMoneyBooking(db, { departsOn: '2026-12-18' })
    await db.updateTable('bookings').set({ trip_id: trip.id }).where('id', '=', bookingId).execute()
    await recordPaymentReceived(agent, bookingId, upi(80_000), at)
    await db
      .updateTable('bookings')
      .set({ status: 'cancelled', cancelled_at: NOW })
      .where('id', '=', bookingId)
      .execute()
    await db.updateTable('trips').set({ cancellation: null }).where('id', '=', trip.id).execute()
    expect((await readBookingMoney(db, bookingId, at)).refund).toMatchObject({
      daysBefore: 20,
      percent: 25,
      refund: 20_000,
      schedule: 'terms',
    })

    const own = [
      {
        when: '14 days or more before departure',
        refund: 'Full refund less the fee',
        fromDays: 14,
        percent: 100,
        lessAdminFee: true,
      },
      { when: 'Less than 14 days before departure', refund: 'No refund', fromDays: 0, percent: 0 },
    ]
    await db
      .updateTable('trips')
      .set({ cancellation: JSON.stringify(own) })
      .where('id', '=', trip.id)
      .execute()
    await db
      .insertInto('site_settings')
      .values({ key: 'agency_particulars', value: JSON.stringify({ ...MONEY_DEFAULTS, adminFee: 2_500 }) })
      .execute()
    try {
      expect((await readBookingMoney(db, bookingId, at)).refund).toMatchObject({
        daysBefore: 20,
        percent: 100,
        adminFee: 2_500,
        charge: 2_500,
        refund: 77_500,
        toPay: 77_500,
        rule: 'Full refund less the fee',
        schedule: 'trip',
      })
    } finally {
      await db.updateTable('trips').set({ cancellation: trip.cancellation }).where('id', '=', trip.id).execute()
      await db.deleteFrom('site_settings').where('key', '=', 'agency_particulars').execute()
    }
  })
})
