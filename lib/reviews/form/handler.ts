import 'server-only'
import { clientKeyOf } from '@/lib/platform/client-address'
import { take, type LimitSpec } from '@/lib/platform/rate-limiter'
import { isLocale, type Locale } from '@/lib/site/i18n/locales'
import { REVIEW_PHOTO_MAX, REVIEW_PHOTO_MAX_BYTES } from '@/lib/reviews/constants'
import { reviewOutcomePath, type PageProblem } from './outcome'
import { chosenPhotos, prepareReviewPhotos } from './photos'
import { readReviewForm, REVIEW_FIELDS } from './schema'
import { declineReview, findReviewLink, keepEntries, sendReview } from './store'

/**
 * The POST of the review form (app/review/[token]/send), which works without a script: it reads
 * the multipart body (five photos of 10 MB and the words), stores the review with its photos or
 * the family's "no, thank you", and answers 303 to the review's page with the outcome
 * (outcome.ts). A refused send keeps what was typed (store.ts) and names each problem; it never
 * answers an error page.
 */

/** The largest body taken: five photos at their limit and the words. deploy/nginx/site.conf lets this much through to /review/ alone. */
export const REVIEW_POST_MAX_BYTES = REVIEW_PHOTO_MAX * REVIEW_PHOTO_MAX_BYTES + 1024 * 1024

/** Sends per client in an hour, counted across instances with REDIS_URL: a family tries a few times, a script is stopped. */
const REVIEW_POST_LIMIT: LimitSpec = { name: 'review-form', points: 20, durationSeconds: 60 * 60 }

/** The form submit button's name and the "no, thank you" form's value. */
export const REVIEW_INTENT = { field: 'intent', decline: 'decline' } as const

function seeOther(location: string): Response {
  return new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } })
}

/** The body as form data, read chunk by chunk and abandoned once it passes the cap. */
async function readForm(request: Request): Promise<FormData | 'tooLarge' | 'unreadable'> {
  const declared = Number(request.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > REVIEW_POST_MAX_BYTES) return 'tooLarge'
  let size = 0
  const capped = request.body?.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        size += chunk.byteLength
        if (size > REVIEW_POST_MAX_BYTES) controller.error(new Error('too large'))
        else controller.enqueue(chunk)
      },
    }),
  )
  try {
    return await new Response(capped ?? null, {
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
    }).formData()
  } catch {
    return size > REVIEW_POST_MAX_BYTES ? 'tooLarge' : 'unreadable'
  }
}

export async function handleReviewPost(request: Request, token: string): Promise<Response> {
  const link = await findReviewLink(token)
  const query = new URL(request.url).searchParams.get(REVIEW_FIELDS.pageLanguage)
  const answer = (language: Locale | null, outcome: { problems?: PageProblem[]; sent?: boolean } = {}) =>
    seeOther(reviewOutcomePath(token, { ...outcome, language: link && language !== link.locale ? language : null }))
  // A wrong or answered link: its page says so.
  if (!link || link.status !== 'requested') return answer(isLocale(query) ? query : null)

  const limit = await take(REVIEW_POST_LIMIT, clientKeyOf(request))
  if (!limit.allowed) return answer(isLocale(query) ? query : null, { problems: [{ code: 'tooMany' }] })

  const form = await readForm(request)
  if (typeof form === 'string') return answer(isLocale(query) ? query : null, { problems: [{ code: form }] })
  const posted = form.get(REVIEW_FIELDS.pageLanguage)
  const language = isLocale(posted) ? posted : isLocale(query) ? query : null

  if (form.get(REVIEW_INTENT.field) === REVIEW_INTENT.decline) {
    await declineReview(token)
    return answer(language)
  }

  const words = readReviewForm(form, language ?? link.locale)
  const photos = await prepareReviewPhotos(chosenPhotos(form.getAll(REVIEW_FIELDS.photos)))
  if (!words.ok || !photos.ok) {
    const problems = [...(words.ok ? [] : words.problems), ...(photos.ok ? [] : photos.problems)]
    await keepEntries(token, words.ok ? words.values : words.entries)
    return answer(language, { problems })
  }
  const stored = await sendReview(token, words.values, photos.photos)
  return answer(language, { sent: stored.outcome === 'sent' })
}
