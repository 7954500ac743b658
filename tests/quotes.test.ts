import { quoteSchema } from '@/lib/leads/quotes/schema'
import { quoteTotals } from '@/lib/leads/quotes/totals'

const TODAY = '2026-11-26'
const good = {
  lines: [
    { band: 'adult', count: 2, pricePerPerson: 32_500 },
    { band: 'child', count: 1, pricePerPerson: 24_000 },
    { band: 'senior', count: 0, pricePerPerson: 30_000 },
  ],
  discounts: [{ label: 'Early bird', amount: 3_000 }],
  includes: ['  Train tickets, 3AC  '],
  excludes: ['Lunch on day 2'],
  validUntil: '2026-12-10',
  note: 'Boarding at Chennai Central.',
}

const fieldErrors = (input: unknown) => {
  const result = quoteSchema(TODAY).safeParse(input)
  if (result.success) return {}
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]))
}

describe('a quote’s totals', () => {
  it('prices each band per person, leaves out empty bands and takes the discounts off', () => {
    const totals = quoteTotals(good.lines as never, good.discounts)
    expect(totals.lines.map((line) => [line.band, line.amount])).toEqual([
      ['adult', 65_000],
      ['child', 24_000],
    ])
    expect(totals).toMatchObject({ travellers: 3, subtotal: 89_000, discount: 3_000, total: 86_000 })
  })

  it('is zero with nobody and no discount', () => {
    expect(quoteTotals([], [])).toEqual({ lines: [], travellers: 0, subtotal: 0, discount: 0, total: 0 })
  })
})

describe('the quote form’s rules', () => {
  it('takes a good quote, trimmed', () => {
    const parsed = quoteSchema(TODAY).parse(good)
    expect(parsed.includes).toEqual(['Train tickets, 3AC'])
    expect(parsed.validUntil).toBe('2026-12-10')
  })

  it('takes a quote valid until today, not one that ended yesterday or a day that does not exist', () => {
    expect(fieldErrors({ ...good, validUntil: TODAY })).toEqual({})
    expect(fieldErrors({ ...good, validUntil: '2026-11-25' })).toEqual({
      validUntil: 'The quote cannot end in the past',
    })
    expect(fieldErrors({ ...good, validUntil: '2027-02-30' })).toEqual({
      validUntil: 'Choose the last day the quote is valid',
    })
    expect(fieldErrors({ ...good, validUntil: '10/12/2026' })).toMatchObject({
      validUntil: 'Choose the last day the quote is valid',
    })
  })

  it('refuses negative or fractional amounts and counts', () => {
    expect(fieldErrors({ ...good, lines: [{ band: 'adult', count: 2, pricePerPerson: -1 }] })).toEqual({
      'lines.0.pricePerPerson': 'The price per person cannot be negative',
    })
    expect(fieldErrors({ ...good, lines: [{ band: 'adult', count: -2, pricePerPerson: 100 }] })).toMatchObject({
      'lines.0.count': 'The number of travellers cannot be negative',
    })
    expect(fieldErrors({ ...good, lines: [{ band: 'adult', count: 2, pricePerPerson: 99.5 }] })).toEqual({
      'lines.0.pricePerPerson': 'Enter the price per person in whole rupees',
    })
    expect(fieldErrors({ ...good, discounts: [{ label: 'Festival', amount: -500 }] })).toEqual({
      'discounts.0.amount': 'The discount cannot be negative',
    })
  })

  it('needs a traveller, a reason for each discount, and discounts no larger than the price', () => {
    expect(fieldErrors({ ...good, lines: [{ band: 'adult', count: 0, pricePerPerson: 100 }] })).toEqual({
      lines: 'A quote needs at least one traveller',
    })
    expect(fieldErrors({ ...good, discounts: [{ label: ' ', amount: 100 }] })).toEqual({
      'discounts.0.label': 'Say what the discount is for',
    })
    expect(fieldErrors({ ...good, discounts: [{ label: 'Too much', amount: 89_001 }] })).toEqual({
      discounts: 'The discounts are more than the price',
    })
    expect(fieldErrors({ ...good, discounts: [{ label: 'All of it', amount: 89_000 }] })).toEqual({})
  })

  it('refuses an unknown band', () => {
    expect(Object.keys(fieldErrors({ ...good, lines: [{ band: 'infant', count: 1, pricePerPerson: 0 }] }))).toEqual([
      'lines.0.band',
    ])
  })
})
