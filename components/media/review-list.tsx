import type { Review } from '@/lib/catalog/types'
import type { Locale } from '@/lib/site/i18n/locales'
import { ReviewCard } from './review-card'
import type { ReviewLabels } from './text'

/**
 * Every written review as /testimonials lists it, in columns, rendered on the server and handed to
 * the tabs as their first panel: the cards' code stays out of the page's first load.
 */
export function ReviewList({ reviews, labels, locale }: { reviews: Review[]; labels: ReviewLabels; locale: Locale }) {
  return (
    <ul role="list" className="gap-6 md:columns-2 lg:columns-3">
      {reviews.map((review) => (
        <li key={review.id} className="mb-6 break-inside-avoid">
          <ReviewCard review={review} labels={labels} locale={locale} />
        </li>
      ))}
    </ul>
  )
}
