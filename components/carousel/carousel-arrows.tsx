import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useTranslations } from '@/lib/site/i18n/client'
import { cx } from '@/lib/site/utils'

/** The round control button of a card carousel (the arrows, the pause button). */
export const arrowClass =
  'inline-flex size-11 items-center justify-center rounded-full border border-ink/10 bg-white text-ink shadow-card transition-colors hover:border-saffron-600 hover:text-saffron-800 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:border-ink/10 disabled:hover:text-ink'

/** Previous / next buttons of a carousel, labelled for screen readers. */
export function CarouselArrows({
  label,
  onPrevious,
  onNext,
  previousDisabled = false,
  nextDisabled = false,
  className,
}: {
  label: string
  onPrevious: () => void
  onNext: () => void
  previousDisabled?: boolean
  nextDisabled?: boolean
  className?: string
}) {
  const t = useTranslations('ui.carousel')
  return (
    <div className={cx('flex items-center gap-3', className)}>
      <button
        type="button"
        className={arrowClass}
        onClick={onPrevious}
        disabled={previousDisabled}
        aria-label={t('previous', { label })}
      >
        <ChevronLeft className="size-5" aria-hidden />
      </button>
      <button
        type="button"
        className={arrowClass}
        onClick={onNext}
        disabled={nextDisabled}
        aria-label={t('next', { label })}
      >
        <ChevronRight className="size-5" aria-hidden />
      </button>
    </div>
  )
}
