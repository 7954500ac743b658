'use client'

import { useRef, useState, type ReactNode } from 'react'
import { Pause, Play } from 'lucide-react'
import { SLIDE_TRANSITION_MS } from '@/lib/site/constants'
import { useTranslations } from '@/lib/site/i18n/client'
import { cx } from '@/lib/site/utils'
import { arrowClass, CarouselArrows } from './carousel-arrows'
import { fillerCount } from './carousel-steps'
import { useAutoAdvance } from './use-auto-advance'
import { useCarouselIndex } from './use-carousel-index'
import { useMediaQuery, useReducedMotion } from './use-media-query'
import { usePauseOnInteraction } from './use-pause-on-interaction'
import { useSeen } from './use-seen'
import { useSwiper } from './use-swiper'

const EVERY_WIDTH = 'all'

/**
 * A strip of cards shown `perView` at a time (docs/product.md §4): the trip sliders, the testimonials
 * and the videos. Where `carouselFrom` does not match, every card shows in the list's grid and
 * nothing moves. The server HTML is the first view, which swiper then animates (use-swiper.ts).
 * The caller renders the cards: from a server parent they keep their code out of the browser
 * (the trips); the reviews render in the browser from their data, as their star icons would
 * cost the page's payload more than the review card's code.
 * Autoplay, when given, pauses on hover, keyboard focus, `paused` and reduced motion, and has
 * a pause button beside the arrows, for a phone where nothing hovers.
 */
export function CardCarousel({
  label,
  slides,
  perView,
  paged = false,
  wrap = false,
  lockMs,
  autoplayMs,
  autoplayOnceSeen = false,
  paused = false,
  carouselFrom,
  arrowsLabel,
  status,
  viewportClassName,
  listClassName,
  slideClassName,
  controlsClassName,
  focusableList = false,
}: {
  /**
   * Where the cards are not a carousel and their list scrolls sideways with nothing to focus in
   * it (the reviews), the list takes the keyboard focus itself, so arrow keys can scroll it.
   */
  focusableList?: boolean
  /** The region's accessible name. */
  label: string
  slides: { id: string; content: ReactNode }[]
  perView: number
  /** Move a whole view at a time (the trip sliders) instead of one card. */
  paged?: boolean
  /** The arrows go round from the last view to the first and back; otherwise they stop. */
  wrap?: boolean
  lockMs?: number
  autoplayMs?: number
  /**
   * Autoplay starts the first time the carousel is in view, so a visitor who scrolls to it finds
   * it on its first cards (the reviews, far down the home page); otherwise it runs from the load.
   */
  autoplayOnceSeen?: boolean
  paused?: boolean
  /** The media query from which the cards are a carousel; at every width when not given. */
  carouselFrom?: string
  /** Names the arrows: "Previous {arrowsLabel}", "Next {arrowsLabel}". */
  arrowsLabel: string
  /** The polite status line, with `{first}`, `{last}` and `{total}` filled in. */
  status?: string
  viewportClassName?: string
  listClassName?: string
  slideClassName?: string
  controlsClassName?: string
}) {
  const t = useTranslations('ui.carousel')
  const steps = { count: slides.length, perView, paged, wrap }
  const active = useMediaQuery(carouselFrom ?? EVERY_WIDTH, carouselFrom === undefined)
  const reducedMotion = useReducedMotion()
  const { paused: interacting, handlers: pauseHandlers } = usePauseOnInteraction()
  const { first, last, next, previous, advance, goTo } = useCarouselIndex(steps, lockMs)
  const controls = useRef<HTMLDivElement>(null)
  const [stopped, setStopped] = useState(false)
  const viewport = useSwiper<HTMLDivElement>({
    index: first,
    onIndexChange: goTo,
    enabled: active,
    speed: SLIDE_TRANSITION_MS,
    group: paged ? perView : 1,
    rewind: wrap,
    keyboardScope: controls,
  })

  const seen = useSeen(viewport, autoplayOnceSeen && active)

  useAutoAdvance(
    advance,
    autoplayMs ?? 0,
    autoplayMs !== undefined &&
      active &&
      last > 0 &&
      (seen || !autoplayOnceSeen) &&
      !paused &&
      !stopped &&
      !interacting &&
      !reducedMotion,
  )

  const shown = Math.min(first + perView, slides.length)
  return (
    <div role="region" aria-roledescription="carousel" aria-label={label} className="relative" {...pauseHandlers}>
      <div ref={viewport} className={viewportClassName}>
        <ul
          role="list"
          tabIndex={focusableList && !active ? 0 : undefined}
          className={cx('swiper-wrapper focus-visible:outline-2 focus-visible:outline-saffron-600', listClassName)}
        >
          {slides.map((slide, i) => {
            const visible = !active || (i >= first && i < first + perView)
            return (
              <li key={slide.id} className={cx('swiper-slide', slideClassName)} inert={!visible} data-visible={visible}>
                {slide.content}
              </li>
            )
          })}
          {active
            ? Array.from({ length: fillerCount(steps) }, (_, i) => (
                <li
                  key={`filler-${i}`}
                  role="presentation"
                  aria-hidden
                  className={cx('swiper-slide', slideClassName)}
                />
              ))
            : null}
        </ul>
      </div>
      {last > 0 ? (
        <div ref={controls} className={cx('flex items-center gap-4', controlsClassName)}>
          {status ? (
            <p className="text-sm text-ink-muted" aria-live="polite">
              {status
                .replace('{first}', String(first + 1))
                .replace('{last}', String(shown))
                .replace('{total}', String(slides.length))}
            </p>
          ) : null}
          <div className="flex items-center gap-3">
            {autoplayMs !== undefined && !reducedMotion ? (
              <button
                type="button"
                className={arrowClass}
                onClick={() => setStopped((value) => !value)}
                aria-label={t(stopped ? 'play' : 'pause', { label: label.toLowerCase() })}
              >
                {stopped ? <Play className="size-4" aria-hidden /> : <Pause className="size-4" aria-hidden />}
              </button>
            ) : null}
            <CarouselArrows
              label={arrowsLabel}
              onPrevious={previous}
              onNext={next}
              previousDisabled={!wrap && first === 0}
              nextDisabled={!wrap && first >= last}
            />
          </div>
        </div>
      ) : null}
    </div>
  )
}
