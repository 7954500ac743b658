import type { CSSProperties } from 'react'
import { cx } from '@/lib/site/utils'
import { fillIn } from './text'

const MAX_STARS = 5

/** 0 to 5 filled stars, announced as one phrase (`label`, a template with `{rating}` and `{max}`); drawn by the .star-rating style (app/globals.css). */
export function StarRating({ rating, label, className }: { rating: number; label: string; className?: string }) {
  const filled = Math.min(MAX_STARS, Math.max(0, Math.round(rating)))
  return (
    <p
      className={cx('star-rating', className)}
      style={{ '--filled': filled } as CSSProperties}
      role="img"
      aria-label={fillIn(label, { rating: filled, max: MAX_STARS })}
    />
  )
}
