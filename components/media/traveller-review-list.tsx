import { useTranslations } from 'next-intl'
import type { ReactNode } from 'react'
import type { PublishedReview } from '@/lib/reviews'
import { TravellerReviewCard } from './traveller-review-card'

/**
 * /testimonials' written reviews when travellers have published some: theirs first, newest first,
 * each naming its trip, then the agency's own examples (review-list.tsx) under a heading of their own.
 */
export function TravellerReviewList({ travellers, examples }: { travellers: PublishedReview[]; examples: ReactNode }) {
  const t = useTranslations('reviews.testimonials')
  return (
    <div className="flex flex-col gap-12">
      <section aria-labelledby="traveller-reviews-heading" data-testid="testimonials-travellers">
        <h3 id="traveller-reviews-heading" className="text-2xl font-semibold md:text-3xl">
          {t('travellers')}
        </h3>
        <p className="mt-2 text-ink-muted">{t('travellersIntro')}</p>
        <ul role="list" className="mt-6 gap-6 md:columns-2 lg:columns-3">
          {travellers.map((review) => (
            <li key={review.id} className="mb-6 break-inside-avoid">
              <TravellerReviewCard review={review} showTrip />
            </li>
          ))}
        </ul>
      </section>
      {examples ? (
        <section aria-labelledby="agency-reviews-heading">
          <h3 id="agency-reviews-heading" className="text-2xl font-semibold md:text-3xl">
            {t('examples')}
          </h3>
          <p className="mt-2 mb-6 text-ink-muted">{t('examplesIntro')}</p>
          {examples}
        </section>
      ) : null}
    </div>
  )
}
