import { useLocale, useTranslations } from 'next-intl'
import type { ReactNode } from 'react'
import type { PublishedReview } from '@/lib/reviews'
import { agencyName } from '@/lib/site/i18n/messages'
import type { Locale } from '@/lib/site/i18n/locales'
import { template } from '@/lib/site/i18n/template'
import { cx } from '@/lib/site/utils'
import { StarRating } from './star-rating'
import { TAMIL_FACE } from './text'

/** Tamil letters: the owner's answer is marked by the script it is written in. */
const TAMIL_SCRIPT = /[\u0B80-\u0BFF]/

/**
 * One review from a traveller, as published: stars, their words in the language they wrote them
 * (`lang`, with a note in the page's language when it is not the page's), the name they chose (or
 * "A traveller"), the month they travelled and the city they boarded at, and the owner's answer.
 * Rendered on the server (the trip page and the testimonials page). The answer follows the figure
 * (the review and who wrote it), inside the card's article: a figure's caption is its last child.
 */
export function TravellerReviewCard({ review, showTrip = false }: { review: PublishedReview; showTrip?: boolean }) {
  const t = useTranslations('reviews.section')
  const locale = useLocale() as Locale
  const foreign = review.language !== locale
  const place = (chunks: ReactNode) => <span lang={review.cityLang}>{chunks}</span>
  return (
    <article className={cx('card flex h-full flex-col p-5 md:p-6', TAMIL_FACE)} data-testid="traveller-review">
      <figure className="flex flex-col">
        <StarRating rating={review.rating} label={template(t, 'rated', ['rating', 'max'])} />
        <blockquote lang={review.language} className="mt-3 text-base leading-relaxed whitespace-pre-line text-ink">
          <p>{review.body}</p>
        </blockquote>
        {foreign ? (
          <p className="mt-2 text-sm text-ink-soft" data-testid="review-written-in">
            {t(`writtenIn.${review.language}`)}
          </p>
        ) : null}
        <figcaption className="mt-4 border-t border-sand-200 pt-4 text-sm">
          <span className="block font-semibold text-ink">{review.name}</span>
          {showTrip ? (
            <span className="block text-ink-muted" lang={review.tripTitleLang}>
              {review.tripTitle}
            </span>
          ) : null}
          <span className="block text-ink-soft" data-testid="review-travelled">
            {review.city
              ? t.rich('travelledFrom', { month: review.month, city: review.city, place })
              : t('travelled', { month: review.month })}
          </span>
        </figcaption>
      </figure>
      {review.reply ? (
        <div className="mt-4 rounded-lg bg-sand-100 p-4 text-sm" data-testid="review-reply">
          <p className="font-semibold text-maroon-800">{t('reply', { agency: agencyName(locale) })}</p>
          <p className="mt-1 whitespace-pre-line text-ink-muted" lang={TAMIL_SCRIPT.test(review.reply) ? 'ta' : 'en'}>
            {review.reply}
          </p>
        </div>
      ) : null}
    </article>
  )
}
