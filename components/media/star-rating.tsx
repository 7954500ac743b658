import { Star } from 'lucide-react'
import { cx } from '@/lib/utils'

const MAX_STARS = 5

/** 0 to 5 filled stars, announced as one phrase. */
export function StarRating({ rating, className }: { rating: number; className?: string }) {
  const filled = Math.min(MAX_STARS, Math.max(0, Math.round(rating)))
  return (
    <p
      className={cx('flex items-center gap-0.5', className)}
      role="img"
      aria-label={`Rated ${filled} out of ${MAX_STARS}`}
    >
      {Array.from({ length: MAX_STARS }, (_, i) => (
        <Star
          key={i}
          aria-hidden
          className={cx('size-4', i < filled ? 'fill-saffron-500 text-saffron-500' : 'fill-sand-200 text-sand-300')}
        />
      ))}
    </p>
  )
}
