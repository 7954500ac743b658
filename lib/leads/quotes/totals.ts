/**
 * A quote's arithmetic, in whole rupees: travellers by price band (adult, child, senior), each
 * band at its price per person, less the discounts. Pure, so the form, the PDF and the tests
 * read the same figures.
 */

export const PRICE_BANDS = ['adult', 'child', 'senior'] as const
export type PriceBand = (typeof PRICE_BANDS)[number]

export const BAND_LABELS: Record<PriceBand, [one: string, many: string]> = {
  adult: ['Adult', 'Adults'],
  child: ['Child', 'Children'],
  senior: ['Senior', 'Seniors'],
}

export interface QuoteLine {
  band: PriceBand
  count: number
  pricePerPerson: number
}

export interface QuoteDiscount {
  label: string
  amount: number
}

export interface QuoteTotals {
  lines: (QuoteLine & { amount: number })[]
  travellers: number
  subtotal: number
  discount: number
  total: number
}

/** The lines with their amounts (bands with nobody left out), the subtotal, the discounts and what is due. */
export function quoteTotals(lines: readonly QuoteLine[], discounts: readonly QuoteDiscount[]): QuoteTotals {
  const priced = lines
    .filter((line) => line.count > 0)
    .map((line) => ({ ...line, amount: line.count * line.pricePerPerson }))
  const subtotal = priced.reduce((sum, line) => sum + line.amount, 0)
  const discount = discounts.reduce((sum, item) => sum + item.amount, 0)
  return {
    lines: priced,
    travellers: priced.reduce((sum, line) => sum + line.count, 0),
    subtotal,
    discount,
    total: subtotal - discount,
  }
}
