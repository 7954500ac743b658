import { useTranslations } from 'next-intl'
import type { PublishedPhoto, PublishedReview, RatingSummary } from '@/lib/reviews'
import { TravellerPhotos } from '@/components/media/traveller-photos'
import { TravellerReviewCard } from '@/components/media/traveller-review-card'

/** What travellers published of a trip: its approved reviews with their summary, and its approved photos. */
export interface TripTravellers {
  reviews: PublishedReview[]
  summary: RatingSummary | null
  photos: PublishedPhoto[]
}

/**
 * "Reviews from travellers" on a trip's page: the rating (★ 4.5 · 3 reviews) and each review,
 * newest first. Nothing at all when the trip has none.
 */
export function TripReviews({ reviews, summary }: Pick<TripTravellers, 'reviews' | 'summary'>) {
  const t = useTranslations('reviews.section')
  if (reviews.length === 0 || !summary) return null
  return (
    <section aria-labelledby="traveller-reviews-heading" data-testid="trip-reviews">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="traveller-reviews-heading" className="text-2xl font-semibold md:text-3xl">
          {t('heading')}
        </h2>
        <p className="text-lg font-semibold text-maroon-800">
          <span aria-hidden data-testid="trip-rating-summary">
            {t('summary', { ...summary })}
          </span>
          <span className="sr-only">{t('summaryLabel', { ...summary })}</span>
        </p>
      </div>
      <p className="mt-2 text-ink-muted">{t('intro')}</p>
      <ul role="list" className="mt-5 grid gap-4 md:grid-cols-2">
        {reviews.map((review) => (
          <li key={review.id}>
            <TravellerReviewCard review={review} />
          </li>
        ))}
      </ul>
    </section>
  )
}

/** "Photos from travellers" under the trip's own pictures; nothing when none is published. */
export function TripTravellerPhotos({ photos }: Pick<TripTravellers, 'photos'>) {
  const t = useTranslations('reviews.photos')
  if (photos.length === 0) return null
  return (
    <section aria-labelledby="traveller-photos-heading" className="mt-6" data-testid="trip-traveller-photos">
      <h2 id="traveller-photos-heading" className="text-xl font-semibold md:text-2xl">
        {t('heading')}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{t('intro')}</p>
      <TravellerPhotos photos={photos} className="mt-4" />
    </section>
  )
}
