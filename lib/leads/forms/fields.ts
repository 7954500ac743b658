import * as z from 'zod/mini'
import { DEFAULT_TRAVELLERS } from '@/lib/site/constants'
import { todayInIndia } from '@/lib/site/format'
import { VALIDATION, validationText } from './validation'

// No compiled validators: zod would otherwise probe `new Function`, which the site's
// Content-Security-Policy forbids and the browser reports as a violation.
z.config({ jitless: true })

/**
 * Field rules shared by every lead form schema. Strings are trimmed before they are
 * checked, so "   " counts as empty and stored values carry no stray whitespace.
 *
 * The messages are VALIDATION's (validation.ts): the API answers with them in English, and a
 * form shows each in its page's language by its key.
 *
 * The schemas use zod/mini: the same validator on the server and in the browser, where the
 * functional API tree-shakes to a few kilobytes instead of classic zod's ~45 KB.
 */

/** Field length limits of every lead form (characters, after trimming). */
export const LEAD_FIELD_LIMITS = {
  name: 100,
  email: 254,
  phone: 20,
  subject: 150,
  message: 2000,
  shortText: 120,
  slug: 200,
  travellers: 100,
  durationDays: 90,
} as const

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
/** Digits with the separators people type: +91 98400 12345, (044) 2345-6789. */
const PHONE_PATTERN = /^\+?[0-9()\-\s]+$/
const PHONE_MIN_DIGITS = 7
const PHONE_MAX_DIGITS = 15

export const EMAIL_INVALID_MESSAGE = VALIDATION.emailInvalid

const tooLong = (max: number) => validationText('tooLong', { max })

export const requiredText = (message: string, max: number = LEAD_FIELD_LIMITS.shortText) =>
  z.string({ error: message }).check(z.trim(), z.minLength(1, message), z.maxLength(max, tooLong(max)))

export const optionalText = (max: number = LEAD_FIELD_LIMITS.shortText) =>
  z._default(z.string({ error: VALIDATION.textInvalid }).check(z.trim(), z.maxLength(max, tooLong(max))), '')

export const nameField = requiredText(VALIDATION.nameMissing, LEAD_FIELD_LIMITS.name)

export const emailField = z
  .string({ error: EMAIL_INVALID_MESSAGE })
  .check(
    z.trim(),
    z.maxLength(LEAD_FIELD_LIMITS.email, { error: tooLong(LEAD_FIELD_LIMITS.email), abort: true }),
    z.regex(EMAIL_PATTERN, EMAIL_INVALID_MESSAGE),
  )

export const optionalEmailField = z._default(
  z.string({ error: EMAIL_INVALID_MESSAGE }).check(
    z.trim(),
    z.maxLength(LEAD_FIELD_LIMITS.email, tooLong(LEAD_FIELD_LIMITS.email)),
    z.refine((value) => value === '' || EMAIL_PATTERN.test(value), EMAIL_INVALID_MESSAGE),
  ),
  '',
)

const PHONE_MESSAGE = VALIDATION.phoneInvalid

export const phoneField = z.string({ error: VALIDATION.phoneMissing }).check(
  z.trim(),
  z.minLength(1, { error: VALIDATION.phoneMissing, abort: true }),
  z.maxLength(LEAD_FIELD_LIMITS.phone, { error: PHONE_MESSAGE, abort: true }),
  z.refine((value) => {
    if (!PHONE_PATTERN.test(value)) return false
    const digits = value.replace(/\D/g, '').length
    return digits >= PHONE_MIN_DIGITS && digits <= PHONE_MAX_DIGITS
  }, PHONE_MESSAGE),
)

export const messageField = requiredText(VALIDATION.messageMissing, LEAD_FIELD_LIMITS.message)
export const optionalMessageField = optionalText(LEAD_FIELD_LIMITS.message)

/** A number that must be whole: `missing` when it is not a number at all, `fraction` when it has one. */
export const wholeNumber = (missing: string, fraction: string) =>
  z.number({ error: missing }).check(z.refine(Number.isInteger, fraction))

/** A whole number of travellers; the forms send a number, the default is 1 (docs/product.md §9). */
export const travellersField = wholeNumber(VALIDATION.travellersMissing, VALIDATION.travellersWhole).check(
  z.gte(1, VALIDATION.travellersMin),
  z.lte(LEAD_FIELD_LIMITS.travellers, validationText('travellersMax', { max: LEAD_FIELD_LIMITS.travellers })),
)

export const defaultTravellersField = z._default(travellersField, DEFAULT_TRAVELLERS)

export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (!match) return false
  const [year, month, day] = match.slice(1).map(Number)
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

export const departureDateField = z.string({ error: VALIDATION.departureDateMissing }).check(
  z.trim(),
  z.minLength(1, { error: VALIDATION.departureDateMissing, abort: true }),
  z.refine(isCalendarDate, { error: VALIDATION.departureDateInvalid, abort: true }),
  // Read "today" at validation time, not at module load: a server runs for days.
  z.refine((value) => value >= todayInIndia(), VALIDATION.departureDatePast),
)
