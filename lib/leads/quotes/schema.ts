import * as z from 'zod/mini'
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '@/lib/site/i18n/locales'
import { HOME_STATE_CODE, isIndiaStateCode } from '@/lib/site/india-states'
import { PRICE_BANDS, quoteTotals } from './totals'

/**
 * A quote as the desk's quote form sends it, shared by the form and its server action: the trip,
 * its departure and boarding city, the travellers of each band at a price per person (filled from
 * the catalogue, editable), the discounts, what is included and not, the last day it is valid, a
 * note, the customer's language, in which its PDF, e-mail and WhatsApp message are worded
 * (English for a quote stored before quotes had one), the customer's state, the place of supply
 * that decides CGST + SGST or IGST (Tamil Nadu for a quote stored before quotes had one), and
 * whether the package is overseas (TCS is collected on it). Amounts are whole rupees; a quote valid until
 * a past day, a negative amount, or discounts above the price are refused with their field.
 */

export const QUOTE_LIMITS = {
  travellersPerBand: 99,
  pricePerPerson: 10_000_000,
  discounts: 5,
  listItems: 30,
  itemLength: 200,
  noteLength: 2000,
  tripLength: 200,
  cityLength: 100,
} as const

/** The language a new quote starts in: the lead's (the page the visitor wrote from), else English. */
export function quoteLanguageOf(leadLocale: string | null | undefined): Locale {
  return isLocale(leadLocale) ? leadLocale : DEFAULT_LOCALE
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/
const isCalendarDay = (day: string) => {
  const ms = Date.parse(`${day}T00:00:00Z`)
  return !Number.isNaN(ms) && new Date(ms).toISOString().startsWith(day)
}
/** Whether every line's count and price is a whole, non-negative number (else its own field says so). */
const linesValid = (lines: readonly { count: number; pricePerPerson: number }[]) =>
  lines.every((l) => [l.count, l.pricePerPerson].every((n) => Number.isInteger(n) && n >= 0))

const rupees = (what: string) =>
  z
    .int(`Enter ${what} in whole rupees`)
    .check(
      z.minimum(0, `${what[0]!.toUpperCase()}${what.slice(1)} cannot be negative`),
      z.maximum(QUOTE_LIMITS.pricePerPerson, `${what[0]!.toUpperCase()}${what.slice(1)} is too large`),
    )

const line = z.object({
  band: z.enum(PRICE_BANDS),
  count: z
    .int('Enter a number of travellers')
    .check(
      z.minimum(0, 'The number of travellers cannot be negative'),
      z.maximum(QUOTE_LIMITS.travellersPerBand, `At most ${QUOTE_LIMITS.travellersPerBand} in one band`),
    ),
  pricePerPerson: rupees('the price per person'),
})

const item = z.string().check(z.trim(), z.minLength(1), z.maxLength(QUOTE_LIMITS.itemLength))
/**
 * What is included (or not): the form's text, one item a line, or the list it makes, so the
 * schema's output parses again to itself (the action checks what the form checked).
 */
const itemList = z.pipe(
  z.pipe(
    z.union([z.string(), z.array(z.string())]),
    z.transform((value) =>
      (Array.isArray(value) ? value : value.split('\n')).map((text) => text.trim()).filter(Boolean),
    ),
  ),
  z.array(item).check(z.maxLength(QUOTE_LIMITS.listItems, `At most ${QUOTE_LIMITS.listItems} lines`)),
)

export function quoteSchema(today: string) {
  return z
    .object({
      trip: z
        .string()
        .check(
          z.trim(),
          z.minLength(1, 'Name the trip'),
          z.maxLength(QUOTE_LIMITS.tripLength, 'Shorten the trip name'),
        ),
      /** '' when the quote names no dated departure. */
      departure: z
        .string()
        .check(z.refine((day) => day === '' || (ISO_DAY.test(day) && isCalendarDay(day)), 'Choose the departure day')),
      boardingCity: z.string().check(z.trim(), z.maxLength(QUOTE_LIMITS.cityLength)),
      lines: z.array(line).check(z.minLength(1), z.maxLength(PRICE_BANDS.length)),
      discounts: z
        .array(
          z.object({
            label: z
              .string()
              .check(z.trim(), z.minLength(1, 'Say what the discount is for'), z.maxLength(QUOTE_LIMITS.itemLength)),
            amount: rupees('the discount'),
          }),
        )
        .check(z.maxLength(QUOTE_LIMITS.discounts, `At most ${QUOTE_LIMITS.discounts} discounts`)),
      includes: itemList,
      excludes: itemList,
      validUntil: z.string().check(
        z.regex(ISO_DAY, { error: 'Choose the last day the quote is valid', abort: true }),
        z.refine((day) => isCalendarDay(day), { error: 'Choose the last day the quote is valid', abort: true }),
        z.refine((day) => day >= today, 'The quote cannot end in the past'),
      ),
      note: z.string().check(z.trim(), z.maxLength(QUOTE_LIMITS.noteLength)),
      language: z._default(z.enum(LOCALES, 'Choose English or Tamil'), DEFAULT_LOCALE),
      customerState: z._default(
        z.string().check(z.refine((code) => isIndiaStateCode(code), 'Choose the customer’s state')),
        HOME_STATE_CODE,
      ),
      overseas: z._default(z.boolean(), false),
    })
    .check(
      z.refine((quote) => quote.lines.some((l) => l.count > 0), {
        message: 'A quote needs at least one traveller',
        path: ['lines'],
      }),
      z.refine(
        (quote) => {
          // Checked once the travellers and prices are sound, which their own fields report.
          const totals = quoteTotals(quote.lines, quote.discounts)
          return !linesValid(quote.lines) || totals.travellers === 0 || totals.discount <= totals.subtotal
        },
        { message: 'The discounts are more than the price', path: ['discounts'] },
      ),
    )
}

export type QuoteInput = z.output<ReturnType<typeof quoteSchema>>
/** The form's values as typed (includes and excludes as text, one item a line). */
export type QuoteFormInput = z.input<ReturnType<typeof quoteSchema>>

/** A stored quote's content, read back: the same rules, but a validity day long past is still its own. */
export const storedQuoteSchema = quoteSchema('0000-01-01')
