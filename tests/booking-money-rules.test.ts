import { MONEY_DEFAULTS } from '@/lib/agency'
import {
  bookingDue,
  cancellationRefund,
  financialYearOf,
  ledgerSums,
  receiptNumber,
  receiptSerialOf,
} from '@/lib/bookings/money/rules'
import { CANCELLATION_ADMIN_FEE_RUPEES } from '@/lib/site/constants'

const settings = { ...MONEY_DEFAULTS, agencyState: '33', advancePercent: 50, balanceDays: 7 }

describe('the financial year of a day (April to March)', () => {
  it.each([
    ['2026-11-28', '2026-27'],
    ['2027-03-31', '2026-27'],
    ['2027-04-01', '2027-28'],
    ['2026-04-01', '2026-27'],
    ['2026-03-31', '2025-26'],
    ['2099-12-31', '2099-00'],
  ])('%s is in %s', (day, year) => {
    expect(financialYearOf(day)).toBe(year)
  })
})

describe('a receipt’s number', () => {
  it('is the agency’s initials, the financial year and a serial of four digits', () => {
    expect(receiptNumber('2026-27', 42)).toBe('GH/2026-27/0042')
    expect(receiptNumber('2026-27', 10_000)).toBe('GH/2026-27/10000')
  })

  it('reads its serial back only within its year', () => {
    expect(receiptSerialOf('GH/2026-27/0042', '2026-27')).toBe(42)
    expect(receiptSerialOf('GH/2026-27/10000', '2026-27')).toBe(10_000)
    expect(receiptSerialOf('GH/2025-26/0042', '2026-27')).toBeNull()
  })
})

describe('the ledger’s sums', () => {
  it('adds what was received, takes off what was refunded, and counts a reversing entry as its opposite', () => {
    const entries = [
      { id: 1, kind: 'received' as const, amount: 40_000, reverses_id: null },
      { id: 2, kind: 'received' as const, amount: 5_000, reverses_id: null },
      // A mistyped receipt, reversed.
      { id: 3, kind: 'received' as const, amount: 5_000, reverses_id: 2 },
      { id: 4, kind: 'refund' as const, amount: 10_000, reverses_id: null },
      { id: 5, kind: 'refund' as const, amount: 10_000, reverses_id: 4 },
      { id: 6, kind: 'refund' as const, amount: 3_000, reverses_id: null },
    ]
    expect(ledgerSums(entries)).toEqual({ received: 40_000, refunded: 3_000, netPaid: 37_000 })
  })

  it('is nothing for an empty ledger', () => {
    expect(ledgerSums([])).toEqual({ received: 0, refunded: 0, netPaid: 0 })
  })
})

describe('what a booking owes', () => {
  const booking = { agreed_total: 1_02_001, departs_on: '2027-01-20' }

  it('is the amount agreed less what was kept, with the advance and the balance’s day from the owner’s rules', () => {
    const due = bookingDue(booking, [{ id: 1, kind: 'received', amount: 30_000, reverses_id: null }], {
      today: '2026-11-28',
      settings,
    })
    expect(due).toMatchObject({
      agreed: 1_02_001,
      received: 30_000,
      netPaid: 30_000,
      owed: 72_001,
      // 50% of 1,02,001 is 51,000.5: rounded as an invoice rounds, half a rupee up.
      advance: 51_001,
      advanceOwed: 21_001,
      balanceDue: '2027-01-13',
      balanceDueNow: false,
    })
  })

  it('follows the owner’s settings: a 30% advance and the balance 15 days before', () => {
    const due = bookingDue(booking, [], {
      today: '2026-11-28',
      settings: { ...settings, advancePercent: 30, balanceDays: 15 },
    })
    expect(due).toMatchObject({ advance: 30_600, advanceOwed: 30_600, owed: 1_02_001, balanceDue: '2027-01-05' })
  })

  it('is due today once the balance’s day has passed, and below nothing when more came in than agreed', () => {
    const due = bookingDue(booking, [{ id: 1, kind: 'received', amount: 1_05_000, reverses_id: null }], {
      today: '2027-01-18',
      settings,
    })
    expect(due).toMatchObject({ owed: -2_999, advanceOwed: 0, balanceDue: '2027-01-18', balanceDueNow: true })
  })
})

describe('the refund on a cancellation, by the terms’ schedule', () => {
  const departsOn = '2027-03-01'
  const on = (daysBefore: number) => {
    const day = new Date(Date.parse(`${departsOn}T00:00:00Z`) - daysBefore * 86_400_000).toISOString().slice(0, 10)
    return cancellationRefund({ agreed: 80_000, netPaid: 80_000, cancelledOn: day, departsOn })
  }

  it.each([
    // days before, percent, fee, refund of ₹80,000 paid in full
    [61, 100, CANCELLATION_ADMIN_FEE_RUPEES, 80_000 - CANCELLATION_ADMIN_FEE_RUPEES],
    [60, 100, CANCELLATION_ADMIN_FEE_RUPEES, 80_000 - CANCELLATION_ADMIN_FEE_RUPEES],
    [59, 50, 0, 40_000],
    [30, 50, 0, 40_000],
    [29, 25, 0, 20_000],
    [15, 25, 0, 20_000],
    [14, 0, 0, 0],
    [0, 0, 0, 0],
  ])('%i days before departure: %i%% less a fee of %i, ₹%i back', (days, percent, fee, refund) => {
    expect(on(days)).toMatchObject({ daysBefore: days, percent, adminFee: fee, refund })
  })

  it('counts the days between the cancellation’s day and the departure across a month and a year', () => {
    expect(
      cancellationRefund({ agreed: 1, netPaid: 0, cancelledOn: '2026-12-31', departsOn: '2027-03-01' }),
    ).toMatchObject({ daysBefore: 60, percent: 100 })
  })

  it('pays back what was paid beyond the part kept, never more than was paid, never below nothing', () => {
    // Only the advance paid, 45 days out: half the tour cost is kept, which the advance does not pass.
    expect(cancellationRefund({ agreed: 80_000, netPaid: 40_000, cancelledOn: '2027-01-15', departsOn })).toMatchObject(
      { charge: 40_000, refund: 0 },
    )
    // 20 days out with ₹70,000 paid: three quarters (₹60,000) are kept, ₹10,000 goes back.
    expect(cancellationRefund({ agreed: 80_000, netPaid: 70_000, cancelledOn: '2027-02-09', departsOn })).toMatchObject(
      { daysBefore: 20, charge: 60_000, refund: 10_000 },
    )
    // A tiny booking: the fee never keeps more than the tour cost.
    expect(cancellationRefund({ agreed: 500, netPaid: 500, cancelledOn: '2026-11-28', departsOn })).toMatchObject({
      charge: 500,
      refund: 0,
    })
  })

  it('names the row it applied as visitors read it', () => {
    expect(on(45).rule).toBe('50% of the tour cost')
    expect(on(3).rule).toBe('No refund')
  })
})
