import type { CSSProperties } from 'react'
import { cx } from '@/lib/site/utils'

const MAX_STARS = 5

/** 0 to 5 filled stars, announced as one phrase; drawn by the .star-rating style (app/globals.css). */
export function StarRating({ rating, className }: { rating: number; className?: string }) {
  const filled = Math.min(MAX_STARS, Math.max(0, Math.round(rating)))
  return (
    <p
      className={cx('star-rating', className)}
      style={{ '--filled': filled } as CSSProperties}
      role="img"
      aria-label={`Rated ${filled} out of ${MAX_STARS}`}
    />
  )
}
