import { Quote } from 'lucide-react'
import { contentLang, type Locale } from '@/lib/site/i18n/locales'
import { fieldLang } from '@/lib/catalog/localize'
import { formatMonthYear } from '@/lib/site/format'
import type { Review } from '@/lib/catalog/types'
import { cx } from '@/lib/site/utils'
import { StarRating } from './star-rating'
import type { ReviewLabels } from './text'

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('')
}

/**
 * What the reviewer travelled on, as far as the data says: "Kashi, Gaya and Prayag Yatra, March 2026".
 * On a Tamil page a trip title without its Tamil is marked as English.
 */
function travelled({ trip, travelledOn }: Review, locale: Locale, fallback: string) {
  const month = travelledOn ? formatMonthYear(travelledOn, undefined, locale) : undefined
  const lang = trip ? fieldLang(trip, 'title') : undefined
  if (lang && trip?.title) {
    return (
      <>
        <span lang={lang}>{trip.title}</span>
        {month ? `, ${month}` : null}
      </>
    )
  }
  const parts = [trip?.title, month].filter(Boolean)
  return parts.length > 0 ? parts.join(', ') : fallback
}

/**
 * One written review: stars, the traveller's words, name, and the trip and month travelled. Rendered on
 * the server by /testimonials (review-list.tsx) and in the browser by the home page's carousel, so its
 * words come as `labels` and the page's language as `locale` from their parent.
 */
export function ReviewCard({
  review,
  labels,
  locale,
  className,
}: {
  review: Review
  labels: ReviewLabels
  locale: Locale
  className?: string
}) {
  return (
    <figure className={cx('card relative flex h-full flex-col p-6 md:p-7', className)}>
      <Quote aria-hidden className="absolute top-5 right-5 size-10 text-saffron-100" />
      <StarRating rating={review.rating} label={labels.rated} />
      <div className="mt-4 flex-1">
        <blockquote lang={contentLang(locale)} className="text-base leading-relaxed text-ink-muted">
          <p>{review.description}</p>
        </blockquote>
        {/* In the page's language: the reviews are English on a Tamil page, and say so. */}
        {labels.inEnglish ? (
          <p className="mt-2 text-sm text-ink-soft" data-testid="review-language">
            {labels.inEnglish}
          </p>
        ) : null}
      </div>
      <figcaption className="mt-6 flex items-center gap-3 border-t border-sand-200 pt-5">
        <span
          aria-hidden
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-maroon-800 font-display text-base font-semibold text-white"
        >
          {initials(review.name)}
        </span>
        <span>
          <span className="block font-semibold text-ink">{review.name}</span>
          <span className="block text-sm text-ink-soft">{travelled(review, locale, labels.travelledWithUs)}</span>
        </span>
      </figcaption>
    </figure>
  )
}
