import { getLocale, getTranslations } from 'next-intl/server'
import { reviewLabels } from '@/components/media/labels'
import { ReviewCarousel } from '@/components/media/review-carousel'
import { SectionHeading } from '@/components/ui/section-heading'
import { localePath } from '@/lib/site/i18n/locales'
import { ROUTES } from '@/lib/site/routes'
import type { Review } from '@/lib/catalog/types'
import { SectionLink } from './section-link'
import { template } from '@/lib/site/i18n/template'

/** Section 12: written testimonials; hidden when there are none to show. */
export async function ReviewsSection({ reviews }: { reviews: Review[] }) {
  if (reviews.length === 0) return null
  const locale = await getLocale()
  const t = await getTranslations('home.reviews')
  const media = await getTranslations('media.reviews')
  return (
    <section aria-labelledby="reviews-title" className="section bg-sand-100" data-section="reviews">
      <div className="container-site">
        <SectionHeading
          id="reviews-title"
          eyebrow={t('eyebrow')}
          title={t('title')}
          description={t('description')}
          action={<SectionLink href={localePath(ROUTES.testimonials, locale)}>{t('all')}</SectionLink>}
        />
        <ReviewCarousel
          reviews={reviews}
          labels={{
            carousel: media('carousel'),
            arrows: media('arrows'),
            status: template(media, 'status', ['first', 'last', 'total']),
            card: await reviewLabels(),
          }}
        />
      </div>
    </section>
  )
}
