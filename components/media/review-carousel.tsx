'use client'

import { CardCarousel } from '@/components/carousel/card-carousel'
import { useLocale } from '@/lib/site/i18n/client'
import { minWidth } from '@/lib/site/breakpoints'
import { TESTIMONIAL_AUTOPLAY_MS, TESTIMONIALS_VISIBLE_WIDE } from '@/lib/site/constants'
import type { Review } from '@/lib/catalog/types'
import { PHONE_ROW_CARD, PHONE_ROW_ITEM, PHONE_ROW_LIST } from '@/components/ui/phone-row'
import { ReviewCard } from './review-card'
import type { ReviewLabels } from './text'

/** A slide and its card above 1024 px: the list's three rows, shared (stars, words, caption). */
const CARD_ROWS = 'wide:row-span-3 wide:grid wide:grid-rows-subgrid'

/** The carousel's words (from its server parent) and its cards'. */
export interface ReviewCarouselLabels {
  /** The region's name. */
  carousel: string
  /** Names the arrows: "Previous …", "Next …". */
  arrows: string
  /** The status line, with `{first}`, `{last}` and `{total}`. */
  status: string
  card: ReviewLabels
}

/**
 * The home page's written testimonials (docs/product.md §4): three at a time above 1024 px; at or
 * below, the first HOME_REVIEWS_BELOW_WIDE in a row that scrolls sideways, /testimonials having all.
 * Autoplay every 5 s, from the first time the reviews are in view (so they open on the first three),
 * wraps to the start and pauses on hover or keyboard focus; the
 * previous and next buttons are disabled at the ends. No autoplay under reduced motion.
 */
export function ReviewCarousel({ reviews, labels }: { reviews: Review[]; labels: ReviewCarouselLabels }) {
  const locale = useLocale()
  return (
    <CardCarousel
      label={labels.carousel}
      slides={reviews.map((review) => ({
        id: review.id,
        // Above 1024 px each card's stars, words and caption take the list's three rows (a subgrid),
        // so every card is as tall as the tallest and their divider lines (the caption's top) line up.
        content: <ReviewCard review={review} labels={labels.card} locale={locale} className={CARD_ROWS} />,
      }))}
      perView={TESTIMONIALS_VISIBLE_WIDE}
      autoplayMs={TESTIMONIAL_AUTOPLAY_MS}
      autoplayOnceSeen
      carouselFrom={minWidth('wide')}
      arrowsLabel={labels.arrows}
      status={labels.status}
      viewportClassName="wide:-mx-3 wide:touch-pan-y wide:overflow-hidden wide:py-4"
      // The first HOME_REVIEWS_BELOW_WIDE (3, written out for Tailwind) at or below 1024 px.
      // Above 1024 px a grid of one column a card, three in view (TESTIMONIALS_VISIBLE_WIDE, written out for
      // Tailwind), and three rows every card shares: stars, words, caption.
      listClassName={`${PHONE_ROW_LIST} max-wide:[&>li:nth-child(n+4)]:hidden wide:grid wide:auto-cols-[calc(100%/3)] wide:grid-flow-col wide:grid-rows-[auto_1fr_auto] wide:gap-0 wide:transition-transform wide:ease-out`}
      slideClassName={`${PHONE_ROW_ITEM} ${PHONE_ROW_CARD} ${CARD_ROWS} wide:px-3`}
      controlsClassName="mt-6 justify-between max-wide:hidden"
      focusableList
    />
  )
}
