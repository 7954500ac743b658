import { ReviewCarousel } from '@/components/media/review-carousel'
import { SectionHeading } from '@/components/ui/section-heading'
import { ROUTES } from '@/lib/site/routes'
import type { Review } from '@/lib/catalog/types'
import { SectionLink } from './section-link'

/** Section 12: written testimonials; hidden when there are none to show. */
export function ReviewsSection({ reviews }: { reviews: Review[] }) {
  if (reviews.length === 0) return null
  return (
    <section aria-labelledby="reviews-title" className="section bg-sand-100" data-section="reviews">
      <div className="container-site">
        <SectionHeading
          id="reviews-title"
          eyebrow="Testimonials"
          title="What our travellers say"
          description="Families, elders and newly-weds who travelled with us, in their own words."
          action={<SectionLink href={ROUTES.testimonials}>All testimonials</SectionLink>}
        />
        <ReviewCarousel reviews={reviews} />
      </div>
    </section>
  )
}
