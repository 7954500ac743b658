import { MONEY_DEFAULTS } from '@/lib/agency'
import {
  bookingDue,
  cancellationRefund,
  financialYearOf,
  ledgerSums,
  receiptNumber,
  receiptSerialOf,
} from '@/lib/bookings/money/rules'
import { tripRefundSchedule } from '@/lib/catalog/cancellation'

const settings = { ...MONEY_DEFAULTS, agencyState: '33', advancePercent: 50, balanceDays: 7 }
/** The administration fee until the owner sets one. */
const FEE = MONEY_DEFAULTS.adminFee

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
    return cancellationRefund({ agreed: 80_000, netPaid: 80_000, cancelledOn: day, departsOn, adminFee: FEE })
  }

  it.each([
    // days before, percent, fee, refund of ₹80,000 paid in full
    [61, 100, FEE, 80_000 - FEE],
    [60, 100, FEE, 80_000 - FEE],
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
      cancellationRefund({ agreed: 1, netPaid: 0, cancelledOn: '2026-12-31', departsOn: '2027-03-01', adminFee: FEE }),
    ).toMatchObject({ daysBefore: 60, percent: 100 })
  })

  it('pays back what was paid beyond the part kept, never more than was paid, never below nothing', () => {
    // Only the advance paid, 45 days out: half the tour cost is kept, which the advance does not pass.
    expect(
      cancellationRefund({ agreed: 80_000, netPaid: 40_000, cancelledOn: '2027-01-15', departsOn, adminFee: FEE }),
    ).toMatchObject({ charge: 40_000, refund: 0 })
    // 20 days out with ₹70,000 paid: three quarters (₹60,000) are kept, ₹10,000 goes back.
    expect(
      cancellationRefund({ agreed: 80_000, netPaid: 70_000, cancelledOn: '2027-02-09', departsOn, adminFee: FEE }),
    ).toMatchObject({ daysBefore: 20, charge: 60_000, refund: 10_000 })
    // A tiny booking: the fee never keeps more than the tour cost.
    expect(
      cancellationRefund({ agreed: 500, netPaid: 500, cancelledOn: '2026-11-28', departsOn, adminFee: FEE }),
    ).toMatchObject({
      charge: 500,
      refund: 0,
    })
  })

  it('names the row it applied as visitors read it', () => {
    expect(on(45).rule).toBe('50% of the tour cost')
    expect(on(3).rule).toBe('No refund')
    expect(on(3).schedule).toBe('terms')
  })

  it('keeps the owner’s administration fee, not the default, on a full refund', () => {
    expect(FEE).toBe(1_000)
    expect(
      cancellationRefund({ agreed: 80_000, netPaid: 80_000, cancelledOn: '2026-12-01', departsOn, adminFee: 2_500 }),
    ).toMatchObject({ percent: 100, adminFee: 2_500, charge: 2_500, refund: 77_500 })
    // A row without the fee keeps none, whatever the owner's fee.
    expect(
      cancellationRefund({ agreed: 80_000, netPaid: 80_000, cancelledOn: '2027-01-15', departsOn, adminFee: 2_500 }),
    ).toMatchObject({ percent: 50, adminFee: 0, refund: 40_000 })
  })
})

describe('the refund on a cancellation, by the trip’s own schedule', () => {
  const departsOn = '2027-03-01'
  // A trip that refunds more generously than the terms, as its editor stores it (rows in any order).
  const stored = JSON.stringify([
    { when: 'Less than 7 days before departure', refund: 'No refund', fromDays: 0, percent: 0 },
    {
      when: '21 days or more before departure',
      refund: 'Full refund less the fee',
      fromDays: 21,
      percent: 100,
      lessAdminFee: true,
    },
    { when: '7 to 20 days before departure', refund: '75% of the tour cost', fromDays: 7, percent: 75 },
  ])
  const tripSchedule = tripRefundSchedule(stored)
  const on = (daysBefore: number, { netPaid = 60_000, adminFee = FEE } = {}) => {
    const day = new Date(Date.parse(`${departsOn}T00:00:00Z`) - daysBefore * 86_400_000).toISOString().slice(0, 10)
    return cancellationRefund({ agreed: 60_000, netPaid, cancelledOn: day, departsOn, adminFee, tripSchedule })
  }

  it('reads the stored rows latest first, with their visitor text', () => {
    expect(tripSchedule).toEqual([
      { fromDays: 21, percent: 100, lessAdminFee: true, rule: 'Full refund less the fee' },
      { fromDays: 7, percent: 75, lessAdminFee: false, rule: '75% of the tour cost' },
      { fromDays: 0, percent: 0, lessAdminFee: false, rule: 'No refund' },
    ])
  })

  it.each([
    // days before, percent, fee, refund of ₹60,000 paid in full
    [45, 100, 1_000, 59_000],
    [21, 100, 1_000, 59_000],
    // The terms would refund half at 20 days, a quarter at 15 and nothing at 10: this trip, three quarters.
    [20, 75, 0, 45_000],
    [15, 75, 0, 45_000],
    [7, 75, 0, 45_000],
    [6, 0, 0, 0],
    [0, 0, 0, 0],
  ])('%i days before departure: %i%% less a fee of %i, ₹%i back', (days, percent, fee, refund) => {
    expect(on(days)).toMatchObject({ daysBefore: days, percent, adminFee: fee, refund, schedule: 'trip' })
  })

  it('takes the owner’s fee on the trip’s row less the fee, and pays back only what was paid beyond the charge', () => {
    expect(on(30, { adminFee: 2_000 })).toMatchObject({
      charge: 2_000,
      refund: 58_000,
      rule: 'Full refund less the fee',
    })
    // 10 days out with the ₹30,000 advance paid: a quarter (₹15,000) is kept, ₹15,000 goes back.
    expect(on(10, { netPaid: 30_000 })).toMatchObject({ charge: 15_000, refund: 15_000, rule: '75% of the tour cost' })
  })

  it('refunds nothing before a trip’s first row starts', () => {
    const late = tripRefundSchedule(
      JSON.stringify([{ when: '30 days or more', refund: 'Half', fromDays: 30, percent: 50 }]),
    )
    expect(
      cancellationRefund({
        agreed: 60_000,
        netPaid: 60_000,
        cancelledOn: '2027-02-20',
        departsOn,
        adminFee: FEE,
        tripSchedule: late,
      }),
    ).toMatchObject({ daysBefore: 9, percent: 0, refund: 0, rule: 'No refund', schedule: 'trip' })
  })

  it('follows the terms when the trip’s rows are texts only, or any row lacks its days or percent', () => {
    expect(tripRefundSchedule(null)).toBeNull()
    expect(tripRefundSchedule(JSON.stringify([{ when: '21 days or more', refund: 'Full refund' }]))).toBeNull()
    const partial = tripRefundSchedule(
      JSON.stringify([
        { when: '21 days or more', refund: 'Full refund', fromDays: 21, percent: 100 },
        { when: 'Less than 21 days', refund: 'Ask us' },
      ]),
    )
    expect(partial).toBeNull()
    expect(
      cancellationRefund({
        agreed: 60_000,
        netPaid: 60_000,
        cancelledOn: '2027-02-09',
        departsOn,
        adminFee: FEE,
        tripSchedule: partial,
      }),
    ).toMatchObject({ daysBefore: 20, percent: 25, refund: 15_000, rule: '25% of the tour cost', schedule: 'terms' })
  })
})
