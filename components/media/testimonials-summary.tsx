import { useTranslations } from 'next-intl'
import { Star } from 'lucide-react'
import type { Review } from '@/lib/catalog/types'

/** The headline numbers of the testimonials page: average rating, reviews and videos. */
export function TestimonialsSummary({ reviews, videoCount }: { reviews: Review[]; videoCount: number }) {
  const t = useTranslations('media.summary')
  if (reviews.length === 0 && videoCount === 0) return null
  const average = reviews.length > 0 ? reviews.reduce((sum, r) => sum + r.rating, 0) / reviews.length : 0
  return (
    <dl className="mt-8 flex flex-wrap gap-3">
      {reviews.length > 0 ? (
        <>
          <div className="rounded-2xl bg-white/10 px-5 py-3 backdrop-blur-sm">
            <dt className="text-xs font-semibold tracking-[0.14em] text-white/80 uppercase">{t('average')}</dt>
            <dd className="mt-1 flex items-center gap-1.5 text-2xl font-semibold text-white">
              {t.rich('outOf', {
                rating: average.toFixed(1),
                star: () => <Star aria-hidden className="size-5 fill-saffron-400 text-saffron-400" />,
                small: (chunks) => <span className="text-sm font-normal text-white/80">{chunks}</span>,
              })}
            </dd>
          </div>
          <div className="rounded-2xl bg-white/10 px-5 py-3 backdrop-blur-sm">
            <dt className="text-xs font-semibold tracking-[0.14em] text-white/80 uppercase">{t('reviews')}</dt>
            <dd className="mt-1 text-2xl font-semibold text-white">{reviews.length}</dd>
          </div>
        </>
      ) : null}
      {videoCount > 0 ? (
        <div className="rounded-2xl bg-white/10 px-5 py-3 backdrop-blur-sm">
          <dt className="text-xs font-semibold tracking-[0.14em] text-white/80 uppercase">{t('videos')}</dt>
          <dd className="mt-1 text-2xl font-semibold text-white">{videoCount}</dd>
        </div>
      ) : null}
    </dl>
  )
}
