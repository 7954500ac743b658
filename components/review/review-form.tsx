import { Star } from 'lucide-react'
import type { ReactNode } from 'react'
import {
  problemField,
  RATINGS,
  REVIEW_BODY_MAX,
  REVIEW_FIELDS,
  REVIEW_INTENT,
  REVIEW_NAME_MAX,
  REVIEW_PHOTO_MAX,
  REVIEW_PHOTO_TYPES,
  reviewFormWords,
  reviewOutcomePath,
  reviewSendPath,
  type PageProblem,
  type ReviewPage,
} from '@/lib/reviews'
import { siteConfig } from '@/lib/site/config'
import { HTML_LANG, LOCALE_NAMES, LOCALES, type Locale } from '@/lib/site/i18n/locales'
import { cx } from '@/lib/site/utils'

/**
 * The review form a family opens from its link: a plain HTML form posted as multipart to its
 * handler, so it works without a script on any phone. Big text and 48 px targets; each problem of
 * a refused send beside its field and listed at the top, with what they typed kept.
 */

type FormPage = Extract<ReviewPage, { state: 'form' }>
type Field = keyof typeof REVIEW_FIELDS
type Words = ReturnType<typeof reviewFormWords>

const focusRing = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-saffron-700'
const inputBox =
  'mt-2 block w-full rounded-xl border-2 border-ink/25 bg-white px-4 py-3 text-lg focus:border-saffron-700 focus:outline-none aria-invalid:border-maroon-600'

const fieldId = (field: Field) => `review-${field}`
const problemId = (field: Field) => `review-${field}-problem`

function problemText(t: Words, problem: PageProblem): string {
  switch (problem.code) {
    case 'bodyLong':
      return t('problems.bodyLong', { max: REVIEW_BODY_MAX })
    case 'nameLong':
      return t('problems.nameLong', { max: REVIEW_NAME_MAX })
    case 'photoCount':
    case 'tooLarge':
      return t(`problems.${problem.code}`, { max: REVIEW_PHOTO_MAX })
    case 'photoFormat':
    case 'photoSize':
    case 'photoDamaged':
      return t(`problems.${problem.code}`, { photo: 'photo' in problem ? (problem.photo ?? 1) : 1 })
    default:
      return t(`problems.${problem.code}`)
  }
}

/** The field a problem belongs to; the send's own problems (too many tries, too large) sit at the top only. */
function fieldOf(problem: PageProblem): Field | null {
  return problem.code === 'tooMany' || problem.code === 'tooLarge' || problem.code === 'unreadable'
    ? null
    : problemField(problem.code)
}

function Problems({ field, lines }: { field: Field; lines: string[] }) {
  if (lines.length === 0) return null
  return (
    <div id={problemId(field)} className="mt-2 space-y-1 font-semibold text-maroon-700">
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  )
}

function Hint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-1 text-base text-ink-muted">
      {children}
    </p>
  )
}

function Choice({
  type,
  name,
  value,
  checked,
  children,
  lang,
  describedBy,
}: {
  type: 'radio' | 'checkbox'
  name: string
  value: string
  checked: boolean
  children: ReactNode
  lang?: string
  describedBy?: string
}) {
  return (
    <label
      lang={lang}
      className={cx(
        'flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border-2 border-ink/15 bg-white px-4 py-2',
        'has-checked:border-saffron-700 has-checked:bg-saffron-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-saffron-700',
      )}
    >
      <input
        type={type}
        name={name}
        value={value}
        defaultChecked={checked}
        aria-describedby={describedBy}
        className="size-6 shrink-0 accent-saffron-700"
      />
      <span>{children}</span>
    </label>
  )
}

export function ReviewForm({ page }: { page: FormPage }) {
  const { locale, entries, token } = page
  const t = reviewFormWords(locale)
  const other: Locale = locale === 'en' ? 'ta' : 'en'
  const byField = new Map<Field, string[]>()
  const summary: { field: Field | null; text: string }[] = []
  for (const problem of page.problems) {
    const field = fieldOf(problem)
    const text = problemText(t, problem)
    summary.push({ field, text })
    if (field) byField.set(field, [...(byField.get(field) ?? []), text])
  }
  const lines = (field: Field) => byField.get(field) ?? []
  const invalid = (field: Field) => lines(field).length > 0 || undefined
  const describe = (field: Field, ...more: string[]) =>
    [...more, ...(lines(field).length ? [problemId(field)] : [])].join(' ') || undefined

  return (
    <main lang={HTML_LANG[locale]} className="mx-auto max-w-xl px-4 py-6 text-lg sm:py-10">
      <header className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="font-display text-xl text-maroon-700">{siteConfig.name}</p>
          <a
            href={reviewOutcomePath(token, { language: other === page.bookingLocale ? null : other })}
            lang={HTML_LANG[other]}
            hrefLang={HTML_LANG[other]}
            className={cx('inline-flex min-h-12 items-center font-semibold text-saffron-800 underline', focusRing)}
          >
            {t('otherLanguage')}
          </a>
        </div>
        <h1 className="text-3xl leading-tight">{t('heading')}</h1>
        <p>{page.name ? t('greeting', { name: page.name }) : t('hello')}</p>
        <p>{t('intro', { trip: page.trip, month: page.month })}</p>
      </header>

      {summary.length > 0 && (
        <section
          id="problems"
          tabIndex={-1}
          aria-labelledby="problems-heading"
          className="mt-6 scroll-mt-4 rounded-2xl border-2 border-maroon-600 bg-maroon-50 p-4"
        >
          <h2 id="problems-heading" className="text-xl font-semibold text-maroon-800">
            {t('problems.heading')}
          </h2>
          <ul className="mt-2 list-disc space-y-1 pl-6">
            {summary.map(({ field, text }) => (
              <li key={text}>
                {field ? (
                  <a href={`#${fieldId(field)}`} className="text-maroon-800 underline">
                    {text}
                  </a>
                ) : (
                  text
                )}
              </li>
            ))}
          </ul>
          <p className="mt-2">{t('problems.photosAgain')}</p>
        </section>
      )}

      <form
        method="post"
        action={reviewSendPath(token)}
        encType="multipart/form-data"
        className="mt-8 space-y-8"
        aria-label={t('heading')}
      >
        <input type="hidden" name={REVIEW_FIELDS.pageLanguage} value={locale} />

        <fieldset
          id={fieldId('rating')}
          aria-describedby={describe('rating', 'review-rating-hint')}
          className="scroll-mt-4"
        >
          <legend className="text-xl font-semibold">{t('rating.legend')}</legend>
          <Hint id="review-rating-hint">{t('rating.hint')}</Hint>
          <Problems field="rating" lines={lines('rating')} />
          <div className="mt-3 grid grid-cols-5 gap-2">
            {RATINGS.map((stars) => (
              <label
                key={stars}
                className={cx(
                  'flex min-h-16 cursor-pointer flex-col items-center justify-center rounded-xl border-2 border-ink/20 bg-white py-2',
                  'has-checked:border-saffron-700 has-checked:bg-saffron-100 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-saffron-700',
                  'group',
                )}
              >
                <input
                  type="radio"
                  name={REVIEW_FIELDS.rating}
                  value={stars}
                  defaultChecked={entries.rating === stars}
                  className="sr-only"
                />
                <Star
                  aria-hidden
                  className="size-7 text-saffron-700 group-has-checked:fill-saffron-500"
                  strokeWidth={1.75}
                />
                <span aria-hidden className="text-xl font-semibold tabular-nums">
                  {stars}
                </span>
                <span className="sr-only">{t('rating.star', { count: stars })}</span>
              </label>
            ))}
          </div>
        </fieldset>

        <div>
          <label htmlFor={fieldId('body')} className="block text-xl font-semibold">
            {t('body.label')}
          </label>
          <Hint id="review-body-hint">{t('body.hint', { max: REVIEW_BODY_MAX })}</Hint>
          <Problems field="body" lines={lines('body')} />
          <textarea
            id={fieldId('body')}
            name={REVIEW_FIELDS.body}
            rows={6}
            maxLength={REVIEW_BODY_MAX}
            defaultValue={entries.body}
            aria-invalid={invalid('body')}
            aria-describedby={describe('body', 'review-body-hint')}
            className={cx(inputBox, 'scroll-mt-4 leading-relaxed')}
          />
        </div>

        <fieldset id={fieldId('language')} aria-describedby={describe('language')} className="scroll-mt-4">
          <legend className="text-xl font-semibold">{t('language.legend')}</legend>
          <Problems field="language" lines={lines('language')} />
          <div className="mt-3 grid grid-cols-2 gap-2">
            {LOCALES.map((language) => (
              <Choice
                key={language}
                type="radio"
                name={REVIEW_FIELDS.language}
                value={language}
                checked={entries.language === language}
                lang={HTML_LANG[language]}
              >
                {LOCALE_NAMES[language]}
              </Choice>
            ))}
          </div>
        </fieldset>

        <div>
          <label htmlFor={fieldId('displayName')} className="block text-xl font-semibold">
            {t('name.label')}
          </label>
          <Hint id="review-name-hint">{t('name.hint')}</Hint>
          <Problems field="displayName" lines={lines('displayName')} />
          <input
            id={fieldId('displayName')}
            name={REVIEW_FIELDS.displayName}
            type="text"
            maxLength={REVIEW_NAME_MAX}
            autoComplete="name"
            defaultValue={entries.displayName}
            aria-invalid={invalid('displayName')}
            aria-describedby={describe('displayName', 'review-name-hint')}
            className={cx(inputBox, 'min-h-12 scroll-mt-4')}
          />
        </div>

        <div>
          <label htmlFor={fieldId('photos')} className="block text-xl font-semibold">
            {t('photos.label')}
          </label>
          <Hint id="review-photos-hint">{t('photos.hint', { max: REVIEW_PHOTO_MAX })}</Hint>
          <Problems field="photos" lines={lines('photos')} />
          <input
            id={fieldId('photos')}
            name={REVIEW_FIELDS.photos}
            type="file"
            accept={REVIEW_PHOTO_TYPES.join(',')}
            multiple
            aria-invalid={invalid('photos')}
            aria-describedby={describe('photos', 'review-photos-hint')}
            className={cx(
              'mt-2 block w-full scroll-mt-4 rounded-xl border-2 border-dashed border-ink/25 bg-white p-3 text-base',
              'file:mr-3 file:min-h-12 file:rounded-full file:border-0 file:bg-saffron-100 file:px-5 file:text-lg file:font-semibold file:text-saffron-900',
              focusRing,
            )}
          />
        </div>

        <fieldset aria-describedby="review-consent-hint">
          <legend className="text-xl font-semibold">{t('consent.legend')}</legend>
          <Hint id="review-consent-hint">{t('consent.hint')}</Hint>
          <div className="mt-3 space-y-2">
            <Choice type="checkbox" name={REVIEW_FIELDS.consentName} value="on" checked={entries.consentName}>
              {t('consent.name')}
            </Choice>
            <Choice type="checkbox" name={REVIEW_FIELDS.consentPhotos} value="on" checked={entries.consentPhotos}>
              {t('consent.photos')}
            </Choice>
          </div>
        </fieldset>

        <button
          type="submit"
          className={cx(
            'flex min-h-14 w-full items-center justify-center rounded-full bg-maroon-700 px-6 text-xl font-semibold text-white hover:bg-maroon-800',
            focusRing,
          )}
        >
          {t('send')}
        </button>
      </form>

      <form
        method="post"
        action={reviewSendPath(token)}
        encType="multipart/form-data"
        className="mt-10 border-t border-ink/15 pt-6"
      >
        <input type="hidden" name={REVIEW_FIELDS.pageLanguage} value={locale} />
        <input type="hidden" name={REVIEW_INTENT.field} value={REVIEW_INTENT.decline} />
        <p>{t('decline.text')}</p>
        <button
          type="submit"
          aria-describedby="review-decline-note"
          className={cx(
            'mt-3 inline-flex min-h-12 items-center rounded-full border-2 border-ink/25 bg-white px-6 font-semibold',
            focusRing,
          )}
        >
          {t('decline.button')}
        </button>
        <p id="review-decline-note" className="mt-2 text-base text-ink-muted">
          {t('decline.note')}
        </p>
      </form>
    </main>
  )
}
