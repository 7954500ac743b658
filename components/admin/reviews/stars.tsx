import { cx } from '@/lib/site/utils'

/** A review's stars as drawn characters, read out as "4 of 5 stars". */
export function Stars({ rating, className }: { rating: number; className?: string }) {
  const full = Math.max(0, Math.min(5, Math.round(rating)))
  return (
    <span className={cx('whitespace-nowrap text-saffron-700', className)}>
      <span aria-hidden>
        {'★'.repeat(full)}
        <span className="text-ink/20">{'★'.repeat(5 - full)}</span>
      </span>
      <span className="sr-only">{`${full} of 5 stars`}</span>
    </span>
  )
}
