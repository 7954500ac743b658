import { ToWords } from 'to-words/en-IN'
import { balanceDueDay, type MoneySettings } from '@/lib/agency'
import type { Locale } from '@/lib/site/i18n/locales'
import { tamilNumberWords } from './tamil-numbers'
import { quoteTotals, type QuoteDiscount, type QuoteLine, type QuoteTotals } from './totals'

/**
 * The money of a quote as the agency charges it: the package, its discounts, GST at the owner's rate
 * (CGST + SGST when the customer's state is the agency's, IGST otherwise: the place of supply is the
 * customer's state on the quote), TCS on an overseas package, the grand total, and the advance and
 * balance of the booking steps (docs/product.md §3). Pure: no I/O, so the desk's form, the PDF, the
 * family's page and the tests read the same figures.
 *
 * Rounding, as a GST invoice rounds (CGST Act s. 170): every amount is whole rupees; each tax line is
 * worked out on the taxable value and rounded on its own to the nearest rupee, half a rupee up, and
 * the grand total is the sum of the rounded lines, so the lines always add up to it.
 */

export interface MoneyInput {
  lines: readonly QuoteLine[]
  discounts: readonly QuoteDiscount[]
  /** The customer's GST state code, the place of supply. */
  customerState: string
  /** A package outside India: TCS is collected on it. */
  overseas: boolean
  /** The departure day (YYYY-MM-DD), '' when the quote names none. */
  departure: string
  /** Today in India (YYYY-MM-DD). */
  today: string
  /** The owner's settings (lib/agency, `getAgencyParticulars().money`). */
  settings: MoneySettings
}

export type TaxKind = 'cgst' | 'sgst' | 'igst' | 'tcs'

export interface TaxLine {
  kind: TaxKind
  /** In percent. */
  rate: number
  /** The amount the rate is applied to, whole rupees. */
  base: number
  amount: number
}

export interface QuoteMoney extends QuoteTotals, AdvanceAndBalance {
  /** The package after discounts, before GST (with GST included, what is left of the price once GST is taken out). */
  taxableValue: number
  /** The customer's state is the agency's: CGST + SGST, else IGST. */
  intraState: boolean
  /** The GST lines, then TCS on an overseas package. */
  taxes: TaxLine[]
  grandTotal: number
}

/** Nearest whole rupee, half a rupee up; the figure is first cleared of floating-point dust (2.5% of 1,00,020 is 2,500.5). */
export function roundRupees(value: number): number {
  return Math.round(Math.round(value * 1e6) / 1e6)
}

export function quoteMoney(input: MoneyInput): QuoteMoney {
  const { settings } = input
  const totals = quoteTotals(input.lines, input.discounts)
  const price = totals.total
  const intraState = input.customerState === settings.agencyState
  const gstRates: [TaxKind, number][] = intraState
    ? [
        ['cgst', settings.gstRate / 2],
        ['sgst', settings.gstRate / 2],
      ]
    : [['igst', settings.gstRate]]

  // With GST included, the lines are worked out on the price without GST, and the taxable value is
  // what is left of the price once they are taken out, so the family pays exactly the price quoted.
  const exactTaxable = settings.gstBasis === 'included' ? (price * 100) / (100 + settings.gstRate) : price
  const gst: TaxLine[] = gstRates.map(([kind, rate]) => ({
    kind,
    rate,
    base: 0,
    amount: roundRupees((exactTaxable * rate) / 100),
  }))
  const gstSum = gst.reduce((sum, line) => sum + line.amount, 0)
  const taxableValue = settings.gstBasis === 'included' ? price - gstSum : price
  for (const line of gst) line.base = taxableValue
  const afterGst = taxableValue + gstSum

  const taxes = [...gst]
  // TCS under s. 206C(1G) of the Income-tax Act is collected on the whole amount received for an
  // overseas tour package, GST included (CBDT Circular 17/2020, para 4.5: no adjustment for GST).
  if (input.overseas && settings.tcsRate > 0) {
    taxes.push({
      kind: 'tcs',
      rate: settings.tcsRate,
      base: afterGst,
      amount: roundRupees((afterGst * settings.tcsRate) / 100),
    })
  }
  const grandTotal = taxes.reduce((sum, line) => sum + line.amount, taxableValue)

  return { ...totals, taxableValue, intraState, taxes, grandTotal, ...advanceAndBalance(grandTotal, input) }
}

export interface AdvanceAndBalance {
  advancePercent: number
  /** Due on confirmation. */
  advance: number
  balance: number
  /** The balance's due day; null when no departure is named. */
  balanceDue: string | null
  /** The balance's day has already passed: it is due at once. */
  balanceDueNow: boolean
}

/**
 * The booking steps' split of a total (docs/product.md §3): the advance at the owner's percent, and
 * the balance due the owner's days before the departure (today, once that day has passed). A quote
 * and a booking both read it.
 */
export function advanceAndBalance(
  total: number,
  { departure, today, settings }: { departure: string; today: string; settings: MoneySettings },
): AdvanceAndBalance {
  // The advance is rounded like a tax line; the balance is the rest, so the two add up to the total.
  const advance = roundRupees((total * settings.advancePercent) / 100)
  let balanceDue: string | null = null
  let balanceDueNow = false
  if (departure) {
    const day = balanceDueDay(departure, settings)
    balanceDueNow = day < today
    balanceDue = balanceDueNow ? today : day
  }
  return { advancePercent: settings.advancePercent, advance, balance: total - advance, balanceDue, balanceDueNow }
}

const englishWords = new ToWords({ converterOptions: { ignoreDecimal: true } })
const CRORE = 10_000_000

/** English words in lakh and crore, and crores counted on ("One Hundred Crore", never to-words' "One Arab"). */
function englishNumberWords(n: number): string {
  if (n < 100 * CRORE) return englishWords.convert(n)
  const rest = n % CRORE
  return `${englishWords.convert(Math.floor(n / CRORE))} Crore${rest ? ` ${englishWords.convert(rest)}` : ''}`
}

/**
 * A whole amount of rupees in words, in the Indian system (lakh, crore), as a cheque or an invoice
 * writes it: "Rupees One Lakh Two Thousand only", "ரூபாய் ஒரு லட்சத்து இரண்டாயிரம் மட்டும்".
 * English from to-words (en-IN); Tamil by `tamilNumberWords`, which joins the words as Tamil does.
 */
export function amountInWords(rupees: number, locale: Locale): string {
  const whole = Math.max(0, Math.trunc(rupees))
  if (locale === 'ta') return `ரூபாய் ${tamilNumberWords(whole)} மட்டும்`
  return `Rupees ${englishNumberWords(whole)} only`
}
