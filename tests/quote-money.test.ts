import { amountInWords, quoteMoney, roundRupees, type MoneyInput } from '@/lib/leads/quotes/money'
import { MONEY_DEFAULTS } from '@/lib/agency/particulars-schema'
import { tamilNumberWords } from '@/lib/leads/quotes/tamil-numbers'

const TAMIL_NADU = '33'
const KARNATAKA = '29'
const settings = { ...MONEY_DEFAULTS, agencyState: TAMIL_NADU }
const TODAY = '2026-11-28'

/** A family of four from Madurai on a Rameswaram trip: two adults at ₹24,500, two children at ₹18,000. */
const family: MoneyInput = {
  lines: [
    { band: 'adult', count: 2, pricePerPerson: 24_500 },
    { band: 'child', count: 2, pricePerPerson: 18_000 },
    { band: 'senior', count: 0, pricePerPerson: 22_000 },
  ],
  discounts: [],
  customerState: TAMIL_NADU,
  overseas: false,
  departure: '2027-01-15',
  today: TODAY,
  settings,
}

describe('quoteMoney: worked examples', () => {
  it('a domestic family of four from Tamil Nadu pays CGST and SGST, half the rate each', () => {
    const money = quoteMoney(family)
    expect(money.subtotal).toBe(85_000)
    expect(money.taxableValue).toBe(85_000)
    expect(money.intraState).toBe(true)
    expect(money.taxes).toEqual([
      { kind: 'cgst', rate: 2.5, base: 85_000, amount: 2_125 },
      { kind: 'sgst', rate: 2.5, base: 85_000, amount: 2_125 },
    ])
    expect(money.grandTotal).toBe(89_250)
    expect(money.advancePercent).toBe(50)
    expect(money.advance).toBe(44_625)
    expect(money.balance).toBe(44_625)
    // Seven days before the departure of 15 January.
    expect(money.balanceDue).toBe('2027-01-08')
    expect(money.balanceDueNow).toBe(false)
  })

  it('the same family from Karnataka pays IGST at the whole rate, for the same grand total', () => {
    const money = quoteMoney({ ...family, customerState: KARNATAKA })
    expect(money.intraState).toBe(false)
    expect(money.taxes).toEqual([{ kind: 'igst', rate: 5, base: 85_000, amount: 4_250 }])
    expect(money.grandTotal).toBe(89_250)
  })

  it('a senior couple with a discount: GST on the price after the discount', () => {
    const money = quoteMoney({
      ...family,
      lines: [{ band: 'senior', count: 2, pricePerPerson: 42_750 }],
      discounts: [{ label: 'Senior couple', amount: 2_500 }],
    })
    expect(money.subtotal).toBe(85_500)
    expect(money.discount).toBe(2_500)
    expect(money.taxableValue).toBe(83_000)
    expect(money.taxes.map((line) => [line.kind, line.amount])).toEqual([
      ['cgst', 2_075],
      ['sgst', 2_075],
    ])
    expect(money.grandTotal).toBe(87_150)
    expect([money.advance, money.balance]).toEqual([43_575, 43_575])
  })

  it('an overseas package: TCS at the owner’s rate on the amount with GST, as its own line', () => {
    const money = quoteMoney({
      ...family,
      lines: [{ band: 'adult', count: 2, pricePerPerson: 1_25_000 }],
      overseas: true,
    })
    expect(money.taxes).toEqual([
      { kind: 'cgst', rate: 2.5, base: 2_50_000, amount: 6_250 },
      { kind: 'sgst', rate: 2.5, base: 2_50_000, amount: 6_250 },
      { kind: 'tcs', rate: 5, base: 2_62_500, amount: 13_125 },
    ])
    expect(money.grandTotal).toBe(2_75_625)
    // Half of ₹2,75,625 is ₹1,37,812.50: the advance rounds half a rupee up, the balance is the rest.
    expect([money.advance, money.balance]).toEqual([1_37_813, 1_37_812])
    // A domestic package never carries TCS, whatever the rate.
    expect(quoteMoney({ ...family, settings: { ...settings, tcsRate: 20 } }).taxes.map((l) => l.kind)).toEqual([
      'cgst',
      'sgst',
    ])
  })

  it('the owner’s rate, advance and days are read from the settings', () => {
    const money = quoteMoney({
      ...family,
      customerState: KARNATAKA,
      settings: { ...settings, gstRate: 18, advancePercent: 30, balanceDays: 15 },
    })
    expect(money.taxes).toEqual([{ kind: 'igst', rate: 18, base: 85_000, amount: 15_300 }])
    expect(money.grandTotal).toBe(1_00_300)
    expect([money.advance, money.balance]).toEqual([30_090, 70_210])
    expect(money.balanceDue).toBe('2026-12-31')
  })
})

describe('quoteMoney: rounding as an invoice rounds', () => {
  it('each half of GST is rounded on its own, half a rupee up', () => {
    // 2.5% of ₹1,00,020 is ₹2,500.50: each half is ₹2,501, while IGST at 5% is exactly ₹5,001.
    const lines = [{ band: 'adult' as const, count: 1, pricePerPerson: 1_00_020 }]
    expect(quoteMoney({ ...family, lines }).taxes.map((l) => l.amount)).toEqual([2_501, 2_501])
    expect(quoteMoney({ ...family, lines }).grandTotal).toBe(1_05_022)
    expect(quoteMoney({ ...family, lines, customerState: KARNATAKA }).taxes.map((l) => l.amount)).toEqual([5_001])
    // 2.5% of ₹99,990 is ₹2,499.75: ₹2,500.
    const under = [{ band: 'adult' as const, count: 1, pricePerPerson: 99_990 }]
    expect(quoteMoney({ ...family, lines: under }).taxes.map((l) => l.amount)).toEqual([2_500, 2_500])
  })

  it('with GST included in the price, the family pays the price quoted and the lines add up to it', () => {
    const money = quoteMoney({
      ...family,
      lines: [{ band: 'adult', count: 4, pricePerPerson: 24_500 }],
      settings: { ...settings, gstBasis: 'included' },
    })
    // ₹98,000 holds ₹93,333.33 before GST: each half ₹2,333, the taxable value what is left.
    expect(money.taxes.map((l) => l.amount)).toEqual([2_333, 2_333])
    expect(money.taxableValue).toBe(93_334)
    expect(money.grandTotal).toBe(98_000)
    expect(money.taxableValue + money.taxes.reduce((sum, l) => sum + l.amount, 0)).toBe(money.grandTotal)
  })

  it('rounds away floating-point dust before rounding to the rupee', () => {
    expect(roundRupees(2_500.5)).toBe(2_501)
    expect(roundRupees(2_500.4999999999995)).toBe(2_501)
    expect(roundRupees(2_499.49)).toBe(2_499)
    expect(roundRupees(0)).toBe(0)
  })

  it('a balance whose day has passed is due at once; a quote without a departure has no balance day', () => {
    const soon = quoteMoney({ ...family, departure: '2026-12-02' })
    expect(soon.balanceDueNow).toBe(true)
    expect(soon.balanceDue).toBe(TODAY)
    const exactly = quoteMoney({ ...family, departure: '2026-12-05' })
    expect([exactly.balanceDue, exactly.balanceDueNow]).toEqual(['2026-11-28', false])
    const undated = quoteMoney({ ...family, departure: '' })
    expect([undated.balanceDue, undated.balanceDueNow]).toEqual([null, false])
  })
})

describe('amountInWords: the Indian system, in English and Tamil', () => {
  it.each([
    [0, 'Rupees Zero only', 'ரூபாய் பூஜ்ஜியம் மட்டும்'],
    [99, 'Rupees Ninety Nine only', 'ரூபாய் தொண்ணூற்றொன்பது மட்டும்'],
    [1_00_000, 'Rupees One Lakh only', 'ரூபாய் ஒரு லட்சம் மட்டும்'],
    [1_02_000, 'Rupees One Lakh Two Thousand only', 'ரூபாய் ஒரு லட்சத்து இரண்டாயிரம் மட்டும்'],
    [
      12_34_56_789,
      'Rupees Twelve Crore Thirty Four Lakh Fifty Six Thousand Seven Hundred Eighty Nine only',
      'ரூபாய் பன்னிரண்டு கோடியே முப்பத்து நான்கு லட்சத்து ஐம்பத்தாறாயிரத்து எழுநூற்று எண்பத்தொன்பது மட்டும்',
    ],
  ])('%d', (rupees, english, tamil) => {
    expect(amountInWords(rupees, 'en')).toBe(english)
    expect(amountInWords(rupees, 'ta')).toBe(tamil)
  })

  it('counts crores on past a hundred in English, never in arab', () => {
    expect(amountInWords(1_00_00_00_000, 'en')).toBe('Rupees One Hundred Crore only')
    expect(amountInWords(1_00_00_00_500, 'en')).toBe('Rupees One Hundred Crore Five Hundred only')
  })

  it('joins Tamil number words as Tamil writes them', () => {
    expect(tamilNumberWords(21)).toBe('இருபத்தொன்று')
    expect(tamilNumberWords(23)).toBe('இருபத்து மூன்று')
    expect(tamilNumberWords(11_000)).toBe('பதினோராயிரம்')
    expect(tamilNumberWords(21_00_000)).toBe('இருபத்தொரு லட்சம்')
    expect(tamilNumberWords(1_001)).toBe('ஆயிரத்து ஒன்று')
    expect(tamilNumberWords(2_500)).toBe('இரண்டாயிரத்து ஐந்நூறு')
    expect(tamilNumberWords(89_250)).toBe('எண்பத்தொன்பதாயிரத்து இருநூற்று ஐம்பது')
    expect(tamilNumberWords(1_00_00_000)).toBe('ஒரு கோடி')
  })
})
