import { Badge } from '@/components/admin/ui/badge'
import { RowList } from '@/components/admin/ui/row-list'
import { Link } from '@/components/ui/link'
import type { ModerationLists, ReviewListItem } from '@/lib/reviews'
import { formatDay, todayInIndia } from '@/lib/site/format'
import { adminReviewPath } from '@/lib/site/routes'
import { firstWords, reviewLanguage, REVIEW_STATUS_COLOURS, REVIEW_STATUS_LABELS } from './labels'
import { Stars } from './stars'

/**
 * The reviews families sent: those waiting for a decision first (the longest waiting on top), then
 * the published and the hidden ones, newest first. Each row is one link to the review: its stars,
 * its first words in their own language, the name to show, the trip, and its photos.
 */
export function ReviewLists({ lists }: { lists: ModerationLists }) {
  return (
    <div className="space-y-8">
      <ReviewSection
        title="Waiting for a decision"
        empty="No review is waiting: every review sent has been published or hidden."
        reviews={lists.waiting}
      />
      <ReviewSection title="Published" empty="No review is published yet." reviews={lists.published} />
      <ReviewSection title="Hidden" empty="No review is hidden." reviews={lists.hidden} />
    </div>
  )
}

function ReviewSection({ title, empty, reviews }: { title: string; empty: string; reviews: ReviewListItem[] }) {
  const id = `reviews-${title.toLowerCase().replace(/\W+/g, '-')}`
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-lg font-semibold">
        {title} <span className="text-base font-normal text-ink-muted">({reviews.length})</span>
      </h2>
      {reviews.length ? (
        <RowList>
          {reviews.map((review) => (
            <ReviewRow key={review.id} review={review} />
          ))}
        </RowList>
      ) : (
        <p className="rounded-2xl border border-dashed border-ink/20 bg-white p-6 text-center text-sm text-ink-muted">
          {empty}
        </p>
      )}
    </section>
  )
}

const sentOn = (ms: number) => formatDay(todayInIndia(new Date(ms)))

function ReviewRow({ review }: { review: ReviewListItem }) {
  const language = reviewLanguage(review.language)
  const photoCount = `${review.photos} ${review.photos === 1 ? 'photo' : 'photos'}`
  const photos =
    review.photos === 0
      ? 'No photos'
      : !review.consentPhotos
        ? `${photoCount}, not to be shown`
        : `${photoCount}${review.photosWaiting ? `, ${review.photosWaiting} waiting` : ''}`
  return (
    <li
      data-testid="review-row"
      className="relative px-4 py-3 text-sm hover:bg-sand-50 has-[a:focus-visible]:outline-2 has-[a:focus-visible]:-outline-offset-2 has-[a:focus-visible]:outline-saffron-700"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Stars rating={review.rating} className="text-base" />
        <Link
          href={adminReviewPath(review.id)}
          className="min-w-0 font-semibold break-words text-ink after:absolute after:inset-0 hover:text-maroon-800 focus-visible:outline-none"
        >
          {review.displayName || 'A traveller'}
        </Link>
        <Badge className={REVIEW_STATUS_COLOURS[review.status]}>{REVIEW_STATUS_LABELS[review.status]}</Badge>
      </div>
      {review.body && (
        <p lang={language.lang} className="mt-1 break-words text-ink">
          {firstWords(review.body)}
        </p>
      )}
      <p className="mt-1 text-ink-muted">
        {[review.tripTitle, language.label, photos, `sent ${sentOn(review.submittedAt)}`].join(' · ')}
      </p>
    </li>
  )
}
