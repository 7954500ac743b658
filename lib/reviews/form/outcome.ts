import { isLocale, type Locale } from '@/lib/site/i18n/locales'
import { reviewLinkPath } from '@/lib/site/routes'
import { FIELD_PROBLEMS, PHOTO_PROBLEMS, type ReviewProblem } from './schema'

/**
 * How the handler's answer reaches the page without a script: a 303 to the review's address with
 * the outcome in its query (the page's language when the family chose the other, the problems of a
 * refused send as short codes, `sent` after a review went). What they typed is kept on the review
 * itself (store.ts), never in the address.
 */

export const OUTCOME_PARAMS = { language: 'lang', problems: 'problems', sent: 'sent' } as const

/** Problems of the whole send rather than of one field. */
export const SEND_PROBLEMS = ['tooMany', 'tooLarge', 'unreadable'] as const
export type SendProblem = (typeof SEND_PROBLEMS)[number]

export type PageProblem = ReviewProblem | { code: SendProblem }

export interface ReviewOutcome {
  /** The language the page was asked in; null for the booking's. */
  language: Locale | null
  problems: PageProblem[]
  sent: boolean
}

const KNOWN = new Set<string>([...FIELD_PROBLEMS, ...PHOTO_PROBLEMS, ...SEND_PROBLEMS])

function encodeProblem(problem: PageProblem): string {
  return 'photo' in problem && problem.photo ? `${problem.code}-${problem.photo}` : problem.code
}

/** The page's address with an outcome: what the handler answers 303 to. */
export function reviewOutcomePath(token: string, outcome: Partial<ReviewOutcome>): string {
  const query = new URLSearchParams()
  if (outcome.language) query.set(OUTCOME_PARAMS.language, outcome.language)
  if (outcome.problems?.length) query.set(OUTCOME_PARAMS.problems, outcome.problems.map(encodeProblem).join('.'))
  if (outcome.sent) query.set(OUTCOME_PARAMS.sent, '1')
  const search = query.toString()
  return `${reviewLinkPath(token)}${search ? `?${search}` : ''}${outcome.problems?.length ? '#problems' : ''}`
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

/** The outcome in a page's query; anything not understood is left out. */
export function readOutcome(query: Record<string, string | string[] | undefined>): ReviewOutcome {
  const language = first(query[OUTCOME_PARAMS.language])
  const problems: PageProblem[] = []
  for (const part of (first(query[OUTCOME_PARAMS.problems]) ?? '').split('.').slice(0, 12)) {
    const [code, photo] = part.split('-')
    if (!code || !KNOWN.has(code)) continue
    const place = Number(photo)
    problems.push(
      Number.isInteger(place) && place >= 1 && place <= 99
        ? ({ code, photo: place } as PageProblem)
        : ({ code } as PageProblem),
    )
  }
  return { language: isLocale(language) ? language : null, problems, sent: first(query[OUTCOME_PARAMS.sent]) === '1' }
}

/** Where the form posts (app/review/[token]/send), beside the page it answers to. */
export function reviewSendPath(token: string): string {
  return `${reviewLinkPath(token)}/send`
}
