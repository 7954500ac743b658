import * as z from 'zod/mini'
import {
  ADVANCE_PAYMENT_PERCENT,
  BALANCE_DUE_DAYS_BEFORE_DEPARTURE,
  CANCELLATION_ADMIN_FEE_RUPEES,
} from '@/lib/site/constants'
import { isIndiaStateCode } from '@/lib/site/india-states'
import { addIndiaDays } from '@/lib/site/office-hours'

/**
 * The agency's particulars as the owner sets them on the Settings screen, and the rules they are
 * held to: one schema, shared by the form (its limits and hints) and its server action, and read
 * back by lib/agency/particulars.ts. Every text is optional: an empty one is absent, and its line is
 * left out of every document. No server code.
 */

/** How the owner charges GST on a package. */
export const GST_BASES = ['added', 'included'] as const
/**
 * `added`: the prices per person are before GST, which is added on the package after discounts
 * (tour operators' packages usually at 5% without input credit); `included`: the prices already
 * hold GST, which a quote shows inside the same total.
 */
export type GstBasis = (typeof GST_BASES)[number]

/** The owner's money settings a quote (lib/leads/quotes/money.ts) and a booking's ledger read. */
export interface MoneySettings {
  /** The agency's GST state code ("33" for Tamil Nadu). */
  agencyState: string
  /** GST in percent of the taxable value, e.g. 5. */
  gstRate: number
  gstBasis: GstBasis
  /** TCS on an overseas package, in percent. */
  tcsRate: number
  /** The advance due on confirmation, in percent of the grand total. */
  advancePercent: number
  /** The balance is due this many days before the departure. */
  balanceDays: number
  /** The administration fee a cancellation's full refund is less of, whole rupees per booking. */
  adminFee: number
}

/**
 * Until the owner sets them: GST at 5% added to the package (tour operators without input credit),
 * TCS at 5% (the rate on an overseas package up to the law's threshold), and the booking steps'
 * advance and balance day (docs/product.md §9), and the cancellation's administration fee of the terms.
 */
export const MONEY_DEFAULTS: Omit<MoneySettings, 'agencyState'> = {
  gstRate: 5,
  gstBasis: 'added',
  tcsRate: 5,
  advancePercent: ADVANCE_PAYMENT_PERCENT,
  balanceDays: BALANCE_DUE_DAYS_BEFORE_DEPARTURE,
  adminFee: CANCELLATION_ADMIN_FEE_RUPEES,
}

/** The day a departure's balance falls due: the departure less the owner's balance days (a quote's, a booking's reminder). */
export function balanceDueDay(departure: string, settings: Pick<MoneySettings, 'balanceDays'>): string {
  return addIndiaDays(departure, -settings.balanceDays)
}

/** SAC 998555: tour operator services (the classification GST gives a tour package). */
export const DEFAULT_SAC = '998555'

export const PARTICULARS_LIMITS = {
  legalName: 120,
  address: 300,
  bankAccountName: 120,
  gstRate: 28,
  tcsRate: 20,
  balanceDays: 90,
  adminFee: 50_000,
} as const

export const GSTIN_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/
export const PAN_PATTERN = /^[A-Z]{5}\d{4}[A-Z]$/
/** A bank branch's IFSC: four letters of the bank, a zero, six letters or digits of the branch. */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/
/** A UPI ID (virtual payment address): a name, @, the bank's or app's handle. */
export const UPI_ID_PATTERN = /^[a-zA-Z0-9][a-zA-Z0-9._-]{1,255}@[a-zA-Z][a-zA-Z0-9]{1,63}$/
export const BANK_ACCOUNT_PATTERN = /^\d{9,18}$/
export const SAC_PATTERN = /^\d{6}$/

const GSTIN_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'

/**
 * The check character of a GSTIN's first 14 characters (its 15th), as GSTN computes it: each
 * character's value (0–9, A–Z as 10–35) times 1 and 2 by turns, each product's base-36 digits added,
 * and the character that brings the sum to a multiple of 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0
  for (let i = 0; i < 14; i++) {
    const product = GSTIN_CHARS.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2)
    sum += Math.floor(product / 36) + (product % 36)
  }
  return GSTIN_CHARS[(36 - (sum % 36)) % 36]!
}

/** Why a GSTIN is not one, or null when it is (its form, its state code and its check character). */
export function gstinProblem(gstin: string): string | null {
  if (!GSTIN_PATTERN.test(gstin)) return 'A GSTIN is 15 characters: state code, PAN, entity number, Z, check character'
  if (!isIndiaStateCode(gstin.slice(0, 2))) return 'The GSTIN’s first two digits are not a state’s code'
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14])
    return 'The GSTIN’s last character does not check: a typing mistake?'
  return null
}

/** A form's text, trimmed; '' when left empty. */
const text = (max: number, tooLong: string) => z.string().check(z.trim(), z.maxLength(max, tooLong))
/** An optional code, trimmed and in capitals, or ''. */
const code = (pattern: RegExp, message: string) =>
  z.pipe(
    z.pipe(
      z.string(),
      z.transform((value) => value.trim().toUpperCase()),
    ),
    z.string().check(z.refine((value) => value === '' || pattern.test(value), message)),
  )
/** A number the form sends as text: a percentage or a count of days, within its bounds. */
const number = (min: number, max: number, message: string, integer = false) =>
  z.pipe(
    z.pipe(
      z.string(),
      z.transform((value) => (value.trim() === '' ? Number.NaN : Number(value.trim()))),
    ),
    z
      .number(message)
      .check(
        z.refine(
          (value) =>
            value >= min && value <= max && (integer ? Number.isInteger(value) : Number.isInteger(value * 100)),
          message,
        ),
      ),
  )

export const particularsSchema = z
  .object({
    legalName: text(
      PARTICULARS_LIMITS.legalName,
      `Keep the legal name under ${PARTICULARS_LIMITS.legalName} characters`,
    ),
    address: text(PARTICULARS_LIMITS.address, `Keep the address under ${PARTICULARS_LIMITS.address} characters`),
    state: z
      .string()
      .check(z.refine((value) => value === '' || isIndiaStateCode(value), 'Choose the state from the list')),
    gstin: z.pipe(
      z.pipe(
        z.string(),
        z.transform((value) => value.replace(/\s+/g, '').toUpperCase()),
      ),
      z.string().check(
        z.superRefine((value, ctx) => {
          const problem = value === '' ? null : gstinProblem(value)
          if (problem) ctx.issues.push({ code: 'custom', message: problem, input: value })
        }),
      ),
    ),
    sac: code(SAC_PATTERN, 'A SAC is 6 digits (998555 for tour packages)'),
    pan: code(PAN_PATTERN, 'A PAN is 5 letters, 4 digits and a letter'),
    upiId: z.pipe(
      z.pipe(
        z.string(),
        z.transform((value) => value.trim()),
      ),
      z
        .string()
        .check(z.refine((value) => value === '' || UPI_ID_PATTERN.test(value), 'Write the UPI ID as name@bank')),
    ),
    bankAccountName: text(PARTICULARS_LIMITS.bankAccountName, 'Shorten the account’s name'),
    bankAccountNumber: z.pipe(
      z.pipe(
        z.string(),
        z.transform((value) => value.replace(/\s+/g, '')),
      ),
      z
        .string()
        .check(
          z.refine((value) => value === '' || BANK_ACCOUNT_PATTERN.test(value), 'An account number is 9 to 18 digits'),
        ),
    ),
    ifsc: code(IFSC_PATTERN, 'An IFSC is 4 letters, a zero and 6 letters or digits'),
    gstRate: number(0, PARTICULARS_LIMITS.gstRate, `GST is a percentage from 0 to ${PARTICULARS_LIMITS.gstRate}`),
    gstBasis: z.enum(GST_BASES, 'Choose whether GST is added to the price or included in it'),
    tcsRate: number(0, PARTICULARS_LIMITS.tcsRate, `TCS is a percentage from 0 to ${PARTICULARS_LIMITS.tcsRate}`),
    advancePercent: number(1, 100, 'The advance is a whole percentage from 1 to 100', true),
    balanceDays: number(
      0,
      PARTICULARS_LIMITS.balanceDays,
      `The balance is due 0 to ${PARTICULARS_LIMITS.balanceDays} days before departure`,
      true,
    ),
    adminFee: number(
      0,
      PARTICULARS_LIMITS.adminFee,
      `The administration fee is whole rupees from 0 to ${PARTICULARS_LIMITS.adminFee}`,
      true,
    ),
  })
  .check(
    z.refine((p) => !p.gstin || !p.state || p.gstin.startsWith(p.state), {
      message: 'The GSTIN’s first two digits are not the state chosen above',
      path: ['gstin'],
    }),
    z.refine((p) => !p.gstin || !p.pan || p.gstin.slice(2, 12) === p.pan, {
      message: 'The PAN is not the one inside the GSTIN',
      path: ['pan'],
    }),
    z.refine((p) => !p.bankAccountNumber === !p.ifsc, {
      message: 'Give the account number and the IFSC together',
      path: ['ifsc'],
    }),
  )

/** The particulars as the form sends them (every field text). */
export type ParticularsForm = z.input<typeof particularsSchema>
export type ParticularsInput = z.output<typeof particularsSchema>

/** The form's values before the owner has saved anything. */
export const PARTICULARS_FORM_DEFAULTS: ParticularsInput = {
  legalName: '',
  address: '',
  state: '',
  gstin: '',
  sac: DEFAULT_SAC,
  pan: '',
  upiId: '',
  bankAccountName: '',
  bankAccountNumber: '',
  ifsc: '',
  ...MONEY_DEFAULTS,
}

/** A staff member's own name and phone, as quotes print them for the travel consultant (the Account page). */
export const STAFF_NAME_MAX = 60
/** A phone as people write it: digits with spaces or dashes, an optional +, 10 to 15 digits. */
export const STAFF_PHONE_PATTERN = /^\+?[\d\s-]{10,20}$/
export const staffContactSchema = z.object({
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Write the name families know you by'),
      z.maxLength(STAFF_NAME_MAX, `Keep the name under ${STAFF_NAME_MAX} characters`),
    ),
  phone: z.string().check(
    z.trim(),
    z.refine(
      (phone) =>
        phone === '' ||
        (STAFF_PHONE_PATTERN.test(phone) &&
          phone.replace(/\D/g, '').length >= 10 &&
          phone.replace(/\D/g, '').length <= 15),
      'Write the phone with its 10 digits, or with +91',
    ),
  ),
})
