import * as z from 'zod/mini'
import { DEFAULT_LOCALE, LOCALES } from '@/lib/site/i18n/locales'
import { LEAD_FIELD_LIMITS as LIMITS } from './fields'

/**
 * What a form sends beside its contract payload (docs/product.md §3). The handler reads these and never forwards
 * them upstream: the honeypot, the fill timing, the idempotency key, the form, the source and the language of
 * the page it was sent from.
 */
export const LEAD_META_KEYS = [
  'website',
  'formRenderedAt',
  'formSubmittedAt',
  'idempotencyKey',
  'form',
  'source',
  'locale',
] as const

/** The honeypot's field name: hidden from people, tempting for bots. */
export const HONEYPOT_FIELD = 'website'

export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,100}$/

const sourceText = z.catch(z.optional(z.string().check(z.trim(), z.maxLength(LIMITS.message))), undefined)

/** First-landing attribution (UTM, referrer, landing page) plus the page the form was sent from. */
export const leadSourceSchema = z.object({
  utm_source: sourceText,
  utm_medium: sourceText,
  utm_campaign: sourceText,
  utm_term: sourceText,
  utm_content: sourceText,
  referrer: sourceText,
  landingPage: sourceText,
  page: sourceText,
})

export type LeadSource = z.output<typeof leadSourceSchema>

const timestamp = z
  .number({ error: 'Expected a timestamp in milliseconds' })
  .check(z.refine(Number.isInteger, 'Expected a timestamp in milliseconds'), z.nonnegative())

export const leadMetaSchema = z.object({
  website: z.optional(z.string({ error: 'Expected text' }).check(z.maxLength(LIMITS.message))),
  formRenderedAt: z.optional(timestamp),
  formSubmittedAt: z.optional(timestamp),
  idempotencyKey: z.optional(
    z
      .string({ error: 'Expected text' })
      .check(z.regex(IDEMPOTENCY_KEY_PATTERN, 'Expected 16-100 letters, digits, "-" or "_"')),
  ),
  form: z.optional(z.string({ error: 'Expected text' }).check(z.maxLength(40))),
  // Attribution is a nice-to-have: a malformed source is dropped, never a rejected lead.
  source: z.catch(z.optional(leadSourceSchema), undefined),
  // The page's language ('en' or 'ta'); a client that sends none (or an unknown one) is English.
  locale: z.catch(z._default(z.enum(LOCALES), DEFAULT_LOCALE), DEFAULT_LOCALE),
})

export type LeadMeta = z.output<typeof leadMetaSchema>
