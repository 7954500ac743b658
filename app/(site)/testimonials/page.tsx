import { PageHeader } from '@/components/catalog/page-header'
import { GallerySection } from '@/components/home/gallery-section'
import { TestimonialsSummary } from '@/components/media/testimonials-summary'
import { TestimonialsTabs } from '@/components/media/testimonials-tabs'
import { VIDEO_THUMBNAIL_SIZES, withThumbnails } from '@/components/media/video-thumbnails'
import { getReviews, getVideos } from '@/lib/catalog'
import { ROUTES } from '@/lib/site/routes'
import { pageMetadata, testimonialsJsonLd } from '@/lib/seo'
import { JsonLd } from '@/components/content/json-ld'
import { siteConfig } from '@/lib/site/config'

export const metadata = pageMetadata({
  path: ROUTES.testimonials,
  title: 'Testimonials',
  description: `Written reviews and video testimonials from families, pilgrims and honeymooners who travelled with ${siteConfig.name}, Chennai.`,
})

export default async function TestimonialsPage() {
  const [reviews, videos] = await Promise.all([getReviews(), getVideos()])
  return (
    <>
      <JsonLd nodes={testimonialsJsonLd(reviews.data, videos.data)} />
      <PageHeader
        crumbs={[{ label: 'Testimonials' }]}
        eyebrow="Testimonials"
        title="Stories from our travellers"
        intro={
          <p>Pilgrims, families and newly-weds on the journeys we planned for them, in their own words and videos.</p>
        }
        tone="maroon"
      >
        <TestimonialsSummary reviews={reviews.data} videoCount={videos.data.length} />
      </PageHeader>
      {reviews.data.length > 0 || videos.data.length > 0 ? (
        <section aria-labelledby="reviews-and-videos" className="section container-site">
          {/* Outlines the page for screen readers: the review and video cards' titles are level 3. */}
          <h2 id="reviews-and-videos" className="sr-only">
            Reviews and videos
          </h2>
          <TestimonialsTabs reviews={reviews.data} videos={withThumbnails(videos.data, VIDEO_THUMBNAIL_SIZES.grid)} />
        </section>
      ) : null}
      <GallerySection className="section bg-sand-100" />
    </>
  )
}
