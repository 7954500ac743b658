import { Quote } from 'lucide-react'
import { formatMonthYear } from '@/lib/site/format'
import type { Review } from '@/lib/catalog/types'
import { cx } from '@/lib/site/utils'
import { StarRating } from './star-rating'

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('')
}

/** What the reviewer travelled on, as far as the data says: "Kashi, Gaya and Prayag Yatra, March 2026". */
function travelled({ trip, travelledOn }: Review): string {
  const parts = [trip?.title, travelledOn ? formatMonthYear(travelledOn) : undefined].filter(Boolean)
  return parts.length > 0 ? parts.join(', ') : 'Travelled with us'
}

/** One written review: stars, the traveller's words, name, and the trip and month travelled. */
export function ReviewCard({ review, className }: { review: Review; className?: string }) {
  return (
    <figure className={cx('card relative flex h-full flex-col p-6 md:p-7', className)}>
      <Quote aria-hidden className="absolute top-5 right-5 size-10 text-saffron-100" />
      <StarRating rating={review.rating} />
      <blockquote className="mt-4 flex-1 text-base leading-relaxed text-ink-muted">
        <p>{review.description}</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-3 border-t border-sand-200 pt-5">
        <span
          aria-hidden
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-maroon-800 font-display text-base font-semibold text-white"
        >
          {initials(review.name)}
        </span>
        <span>
          <span className="block font-semibold text-ink">{review.name}</span>
          <span className="block text-sm text-ink-soft">{travelled(review)}</span>
        </span>
      </figcaption>
    </figure>
  )
}
