'use client'

import {
  REDUCED_MOTION_QUERY,
  SLIDE_TRANSITION_MS,
  SLIDER_MEDIA_QUERY,
  TESTIMONIAL_AUTOPLAY_MS,
  TESTIMONIALS_VISIBLE_WIDE,
} from '@/lib/constants'
import type { Review } from '@/lib/types'
import { CarouselArrows } from './carousel-controls'
import { ReviewCard } from './review-card'
import { useMediaQuery } from './use-media-query'
import { useCarouselIndex } from './use-carousel-index'
import { usePauseOnInteraction } from './use-pause-on-interaction'

/**
 * Written testimonials (spec §4): three at a time above 1024 px, every review at or below.
 * Autoplay every 5 s wraps to the start and pauses on hover or keyboard focus; the
 * previous and next buttons are disabled at the ends. No autoplay under reduced motion.
 */
export function ReviewCarousel({ reviews }: { reviews: Review[] }) {
  const wide = useMediaQuery(SLIDER_MEDIA_QUERY)
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY)
  const { paused: interacting, handlers: pauseHandlers } = usePauseOnInteraction()
  const { current, lastStart, setIndex } = useCarouselIndex(
    reviews.length,
    TESTIMONIALS_VISIBLE_WIDE,
    wide && !reducedMotion && !interacting,
    TESTIMONIAL_AUTOPLAY_MS,
  )

  return (
    <div role="region" aria-roledescription="carousel" aria-label="Traveller reviews" {...pauseHandlers}>
      <div className="overflow-hidden wide:-mx-3 wide:py-4">
        <ul
          role="list"
          className="grid gap-6 md:grid-cols-2 wide:flex wide:gap-0 wide:transition-transform wide:ease-out"
          style={{
            transform: wide ? `translateX(-${(current * 100) / TESTIMONIALS_VISIBLE_WIDE}%)` : undefined,
            transitionDuration: `${SLIDE_TRANSITION_MS}ms`,
          }}
        >
          {reviews.map((review, i) => {
            const visible = !wide || (i >= current && i < current + TESTIMONIALS_VISIBLE_WIDE)
            return (
              <li
                key={review.id}
                className="wide:shrink-0 wide:px-3"
                style={{ flexBasis: `${100 / TESTIMONIALS_VISIBLE_WIDE}%` }}
                inert={!visible}
                data-visible={visible}
              >
                <ReviewCard review={review} />
              </li>
            )
          })}
        </ul>
      </div>
      {reviews.length > TESTIMONIALS_VISIBLE_WIDE ? (
        <div className="mt-6 hidden items-center justify-between gap-4 wide:flex">
          <p className="text-sm text-ink-muted" aria-live="polite">
            Reviews {current + 1}–{current + TESTIMONIALS_VISIBLE_WIDE} of {reviews.length}
          </p>
          <CarouselArrows
            label="reviews"
            onPrevious={() => setIndex(Math.max(0, current - 1))}
            onNext={() => setIndex(Math.min(lastStart, current + 1))}
            previousDisabled={current === 0}
            nextDisabled={current >= lastStart}
          />
        </div>
      ) : null}
    </div>
  )
}
