import * as z from 'zod/mini'
import { LOCALES, type Locale } from '@/lib/site/i18n/locales'
import { REVIEW_BODY_MAX, REVIEW_NAME_MAX } from '@/lib/reviews/constants'

/**
 * The review form (app/review/[token]) and its handler (app/review/[token]/send) read the same
 * fields through this one schema: the page names its inputs and shows each problem from it, the
 * handler checks what arrives with it. A problem is a code, which the page says in its language
 * (messages/<locale>/reviewForm.json, `problems.<code>`).
 */

/** The form's input names, as posted (multipart/form-data). */
export const REVIEW_FIELDS = {
  rating: 'rating',
  body: 'body',
  language: 'language',
  displayName: 'displayName',
  consentName: 'consentName',
  consentPhotos: 'consentPhotos',
  photos: 'photos',
  /** The page's language, so the answer comes back in it. */
  pageLanguage: 'lang',
} as const

export const RATINGS = [1, 2, 3, 4, 5] as const

/** What a field's problem is: each has its sentence in the form's messages. */
export const FIELD_PROBLEMS = [
  'ratingMissing',
  'bodyMissing',
  'bodyLong',
  'nameMissing',
  'nameLong',
  'languageInvalid',
] as const
export type FieldProblem = (typeof FIELD_PROBLEMS)[number]

/** A problem with the photos: too many, or one of them (its 1-based place among those chosen) refused. */
export const PHOTO_PROBLEMS = ['photoCount', 'photoFormat', 'photoSize', 'photoDamaged'] as const
export type PhotoProblemCode = (typeof PHOTO_PROBLEMS)[number]

export type ReviewProblem = { code: FieldProblem } | { code: PhotoProblemCode; photo?: number }

/** Which field a problem sits beside, for the page's layout and its summary's links. */
export function problemField(code: FieldProblem | PhotoProblemCode): keyof typeof REVIEW_FIELDS {
  if (code === 'ratingMissing') return 'rating'
  if (code === 'bodyMissing' || code === 'bodyLong') return 'body'
  if (code === 'nameMissing' || code === 'nameLong') return 'displayName'
  if (code === 'languageInvalid') return 'language'
  return 'photos'
}

const text = (missing: FieldProblem, long: FieldProblem, max: number) =>
  z.string({ error: missing }).check(z.trim(), z.minLength(1, { error: missing, abort: true }), z.maxLength(max, long))

const checkbox = z.pipe(
  z.optional(z.string()),
  z.transform((value) => value === 'on'),
)

/** The words of a review as the handler takes them (the photos are checked apart, from their bytes). */
export const reviewFormSchema = z.object({
  rating: z.pipe(
    z.string({ error: 'ratingMissing' }),
    z.pipe(
      z.transform((value: string) => Number(value)),
      z.number().check(z.int('ratingMissing'), z.gte(1, 'ratingMissing'), z.lte(5, 'ratingMissing')),
    ),
  ),
  body: text('bodyMissing', 'bodyLong', REVIEW_BODY_MAX),
  language: z.enum(LOCALES as unknown as [Locale, ...Locale[]], { error: 'languageInvalid' }),
  displayName: text('nameMissing', 'nameLong', REVIEW_NAME_MAX),
  consentName: checkbox,
  consentPhotos: checkbox,
})

export type ReviewFormValues = z.output<typeof reviewFormSchema>

/** What was typed, kept as typed (for the form when it comes back with a problem). */
export interface ReviewEntries {
  rating: number | null
  body: string
  language: Locale
  displayName: string
  consentName: boolean
  consentPhotos: boolean
}

function field(form: FormData, name: string): string | undefined {
  const value = form.get(name)
  return typeof value === 'string' ? value : undefined
}

/** The posted words checked: the values, or the problems with what was typed kept. */
export function readReviewForm(
  form: FormData,
  pageLanguage: Locale,
): { ok: true; values: ReviewFormValues } | { ok: false; problems: ReviewProblem[]; entries: ReviewEntries } {
  const raw = {
    rating: field(form, REVIEW_FIELDS.rating),
    body: field(form, REVIEW_FIELDS.body),
    language: field(form, REVIEW_FIELDS.language),
    displayName: field(form, REVIEW_FIELDS.displayName),
    consentName: field(form, REVIEW_FIELDS.consentName),
    consentPhotos: field(form, REVIEW_FIELDS.consentPhotos),
  }
  const parsed = reviewFormSchema.safeParse(raw)
  if (parsed.success) return { ok: true, values: parsed.data }
  const codes = new Set<FieldProblem>()
  for (const issue of parsed.error.issues) {
    const code = (FIELD_PROBLEMS as readonly string[]).includes(issue.message) ? (issue.message as FieldProblem) : null
    codes.add(code ?? fallbackProblem(String(issue.path[0])))
  }
  const rating = Number(raw.rating)
  return {
    ok: false,
    problems: FIELD_PROBLEMS.filter((code) => codes.has(code)).map((code) => ({ code })),
    entries: {
      rating: (RATINGS as readonly number[]).includes(rating) ? rating : null,
      body: (raw.body ?? '').slice(0, REVIEW_BODY_MAX * 2),
      language: (LOCALES as readonly string[]).includes(raw.language ?? '') ? (raw.language as Locale) : pageLanguage,
      displayName: (raw.displayName ?? '').slice(0, REVIEW_NAME_MAX * 2),
      consentName: raw.consentName === 'on',
      consentPhotos: raw.consentPhotos === 'on',
    },
  }
}

function fallbackProblem(path: string): FieldProblem {
  if (path === 'rating') return 'ratingMissing'
  if (path === 'body') return 'bodyMissing'
  if (path === 'displayName') return 'nameMissing'
  return 'languageInvalid'
}
