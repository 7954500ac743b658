import * as z from 'zod/mini'
import { LEAD_STAGES, LOST_REASON_MAX } from '@/lib/leads/desk/pipeline'
import { FOLLOW_UP_CHOICES } from '@/lib/leads/desk/follow-ups'
import { LOCALES } from '@/lib/site/i18n/locales'

/**
 * The lead desk's inputs: the inbox's filters (from the address bar, also used by the CSV
 * export), the forms of a lead's page, shared by the forms and their server actions, and the
 * arguments those actions are bound to.
 */

const day = z.catch(z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))), undefined)
const optionalText = (max: number) =>
  z.catch(
    z.pipe(
      z.optional(z.string().check(z.trim(), z.maxLength(max))),
      z.transform((value) => (value ? value : undefined)),
    ),
    undefined,
  )

/** Anything malformed in the address bar is dropped, never an error page. */
export const leadFiltersSchema = z.object({
  q: optionalText(100),
  stage: z.catch(z.optional(z.enum(LEAD_STAGES)), undefined),
  form: optionalText(40),
  /** The language the visitor wrote in ('en', 'ta'). */
  language: z.catch(z.optional(z.enum(LOCALES)), undefined),
  trip: optionalText(200),
  /** The departure day (YYYY-MM-DD) a trip enquiry or waiting list names. */
  departure: day,
  /** A staff id, `me` or `none`. */
  assignee: optionalText(100),
  from: day,
  to: day,
  /** `1`: new leads not contacted within two working hours. */
  attention: z.catch(z.optional(z.literal('1')), undefined),
  page: z.catch(z._default(z.coerce.number().check(z.int(), z.minimum(1)), 1), 1),
})

export type LeadFilters = z.output<typeof leadFiltersSchema>

/** The filters of a URLSearchParams or a page's searchParams object. */
export function parseLeadFilters(params: URLSearchParams | Record<string, string | string[] | undefined>): LeadFilters {
  const entries =
    params instanceof URLSearchParams
      ? Object.fromEntries(params)
      : Object.fromEntries(Object.entries(params).map(([key, value]) => [key, Array.isArray(value) ? value[0] : value]))
  return leadFiltersSchema.parse(entries)
}

/** A lead's reference as lib/leads/store.ts makes it: `GH-` and eight capitals or digits. */
export const leadReferenceSchema = z
  .string({ error: 'Not a lead reference' })
  .check(z.regex(/^GH-[0-9A-Z]{8}$/, 'Not a lead reference'))

/** The argument every lead action is bound to (`changeStageAction.bind(null, reference)`). */
export const leadActionArgsSchema = z.object({ reference: leadReferenceSchema })

/** A message of the queue, by its job's id. */
export const messageArgsSchema = z.object({ id: z.int().check(z.minimum(1), z.maximum(2_147_483_647)) })

export const LEAD_FOLDERS = ['inbox', 'spam'] as const

/**
 * The CSV export's query beyond the filters: which folder. Unlike a filter, a folder that is not
 * one is refused rather than dropped, so a mistyped link never downloads the inbox instead.
 */
export const leadExportQuerySchema = z.object({
  folder: z._default(z.enum(LEAD_FOLDERS, { error: 'Unknown folder' }), 'inbox'),
})

export const stageChangeSchema = z.object({
  stage: z.enum(LEAD_STAGES, { error: 'Choose a stage' }),
  lostReason: z.optional(
    z.string().check(z.trim(), z.maxLength(LOST_REASON_MAX, `Keep the reason under ${LOST_REASON_MAX} characters`)),
  ),
})

export const NOTE_MAX = 2000
export const noteSchema = z.object({
  note: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Please write a note'),
      z.maxLength(NOTE_MAX, `Keep a note under ${NOTE_MAX} characters`),
    ),
})

/**
 * A lead's follow-up form: each one-tap button submits its `when`; "at" sets the date-time field's
 * value (India time, "2026-11-27T15:30"), "clear" removes the follow-up.
 */
export const followUpSchema = z.object({
  when: z.enum([...FOLLOW_UP_CHOICES, 'at', 'clear'], { error: 'Choose when to follow up' }),
  at: z.optional(z.string().check(z.trim(), z.maxLength(20))),
})

export const assignSchema = z.object({ assignee: z.string().check(z.maxLength(100)) })

export const eraseSchema = z.object({
  confirm: z.string().check(z.trim()),
})

/** The query string of a set of filters (for links to other pages and the CSV export). */
export function leadFiltersQuery(filters: Partial<LeadFilters>): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined || value === '' || (key === 'page' && value === 1)) continue
    params.set(key, String(value))
  }
  const query = params.toString()
  return query ? `?${query}` : ''
}
