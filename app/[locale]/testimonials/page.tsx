import type { Metadata } from 'next'
import { getLocale, getTranslations } from 'next-intl/server'
import { PageHeader } from '@/components/catalog/page-header'
import { GallerySection } from '@/components/home/gallery-section'
import { TestimonialsSummary } from '@/components/media/testimonials-summary'
import { ReviewList } from '@/components/media/review-list'
import { TestimonialsTabs } from '@/components/media/testimonials-tabs'
import { reviewLabels, videoLabels } from '@/components/media/labels'
import { VIDEO_THUMBNAIL_SIZES, withThumbnails } from '@/components/media/video-thumbnails'
import { getReviews, getVideos } from '@/lib/catalog'
import { getTravellerReviews } from '@/lib/reviews'
import { TravellerReviewList } from '@/components/media/traveller-review-list'
import { ROUTES } from '@/lib/site/routes'
import { pageMetadata, testimonialsJsonLd } from '@/lib/seo'
import { JsonLd } from '@/components/content/json-ld'
import { agencyName } from '@/lib/site/i18n/messages'

export async function generateMetadata(): Promise<Metadata> {
  const locale = await getLocale()
  const t = await getTranslations('media.meta')
  return pageMetadata({
    path: ROUTES.testimonials,
    locale,
    title: t('title'),
    description: t('description', { brand: agencyName(locale) }),
  })
}

export default async function TestimonialsPage() {
  const locale = await getLocale()
  const [reviews, videos, travellers] = await Promise.all([
    getReviews(locale),
    getVideos(locale),
    getTravellerReviews(locale),
  ])
  const t = await getTranslations('media')
  return (
    <>
      <JsonLd nodes={testimonialsJsonLd(reviews.data, videos.data)} />
      <PageHeader
        crumbs={[{ label: t('page.crumb') }]}
        eyebrow={t('page.eyebrow')}
        title={t('page.title')}
        intro={<p>{t('page.intro')}</p>}
        tone="maroon"
      >
        <TestimonialsSummary reviews={reviews.data} videoCount={videos.data.length} />
      </PageHeader>
      {reviews.data.length > 0 || videos.data.length > 0 || travellers.length > 0 ? (
        <section aria-labelledby="reviews-and-videos" className="section container-site">
          {/* Outlines the page for screen readers: the review and video cards' titles are level 3. */}
          <h2 id="reviews-and-videos" className="sr-only">
            {t('page.listHeading')}
          </h2>
          <TestimonialsTabs
            reviews={
              travellers.length > 0 ? (
                <TravellerReviewList
                  travellers={travellers}
                  examples={
                    reviews.data.length > 0 ? (
                      <ReviewList reviews={reviews.data} labels={await reviewLabels()} locale={locale} />
                    ) : null
                  }
                />
              ) : reviews.data.length > 0 ? (
                <ReviewList reviews={reviews.data} labels={await reviewLabels()} locale={locale} />
              ) : null
            }
            videos={withThumbnails(videos.data, VIDEO_THUMBNAIL_SIZES.grid)}
            labels={{
              tabs: { label: t('tabs.label'), reviews: t('tabs.reviews'), videos: t('tabs.videos') },
              video: await videoLabels(),
            }}
          />
        </section>
      ) : null}
      <GallerySection className="section bg-sand-100" />
    </>
  )
}
