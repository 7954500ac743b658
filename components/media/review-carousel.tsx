'use client'

import { CardCarousel } from '@/components/carousel/card-carousel'
import { minWidth } from '@/lib/breakpoints'
import { TESTIMONIAL_AUTOPLAY_MS, TESTIMONIALS_VISIBLE_WIDE } from '@/lib/constants'
import type { Review } from '@/lib/types'
import { ReviewCard } from './review-card'

/**
 * Written testimonials (docs/product.md §4): three at a time above 1024 px, every review at or below.
 * Autoplay every 5 s wraps to the start and pauses on hover or keyboard focus; the
 * previous and next buttons are disabled at the ends. No autoplay under reduced motion.
 */
export function ReviewCarousel({ reviews }: { reviews: Review[] }) {
  return (
    <CardCarousel
      label="Traveller reviews"
      slides={reviews.map((review) => ({ id: review.id, content: <ReviewCard review={review} /> }))}
      perView={TESTIMONIALS_VISIBLE_WIDE}
      autoplayMs={TESTIMONIAL_AUTOPLAY_MS}
      carouselFrom={minWidth('wide')}
      arrowsLabel="reviews"
      status="Reviews {first}–{last} of {total}"
      viewportClassName="overflow-hidden wide:-mx-3 wide:touch-pan-y wide:py-4"
      listClassName="grid gap-6 md:grid-cols-2 wide:flex wide:gap-0 wide:transition-transform wide:ease-out"
      slideClassName="wide:shrink-0 wide:basis-1/3 wide:px-3"
      controlsClassName="mt-6 justify-between max-wide:hidden"
    />
  )
}
