'use client'

import {
  BREAKPOINT_DESKTOP,
  BREAKPOINT_TABLET,
  REDUCED_MOTION_QUERY,
  SLIDE_TRANSITION_MS,
  VIDEO_AUTOPLAY_MS,
  VIDEOS_VISIBLE,
  VIDEOS_VISIBLE_PHONE,
  VIDEOS_VISIBLE_TABLET,
} from '@/lib/constants'
import type { Video } from '@/lib/types'
import { CarouselArrows } from './carousel-controls'
import { useMediaQuery } from './use-media-query'
import { useCarouselIndex } from './use-carousel-index'
import { usePauseOnInteraction } from './use-pause-on-interaction'
import { VideoCard } from './video-card'
import { useVideoPopup, VideoModal } from './video-modal'

/**
 * Video testimonials (spec §4): three visible on desktops (two on tablets, one on phones,
 * where three would be too small to recognise), auto-advancing every 5 s and wrapping.
 * Autoplay pauses while the video popup is open, while hovered or focused, and under
 * reduced motion.
 */
export function VideoCarousel({ videos }: { videos: Video[] }) {
  const desktop = useMediaQuery(`(min-width: ${BREAKPOINT_DESKTOP}px)`)
  const tablet = useMediaQuery(`(min-width: ${BREAKPOINT_TABLET}px)`)
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY)
  const visibleCount = desktop ? VIDEOS_VISIBLE : tablet ? VIDEOS_VISIBLE_TABLET : VIDEOS_VISIBLE_PHONE
  const { playing, play, modalProps } = useVideoPopup()
  const { paused: interacting, handlers: pauseHandlers } = usePauseOnInteraction()
  const { current, lastStart, setIndex } = useCarouselIndex(
    videos.length,
    visibleCount,
    playing === null && !interacting && !reducedMotion,
    VIDEO_AUTOPLAY_MS,
  )

  return (
    <div role="region" aria-roledescription="carousel" aria-label="Traveller videos" {...pauseHandlers}>
      <div className="-mx-3 overflow-hidden py-4">
        <ul
          role="list"
          className="flex transition-transform ease-out"
          style={{
            transform: `translateX(-${(current * 100) / visibleCount}%)`,
            transitionDuration: `${SLIDE_TRANSITION_MS}ms`,
          }}
        >
          {videos.map((video, i) => {
            const visible = i >= current && i < current + visibleCount
            return (
              <li
                key={video.id}
                className="shrink-0 basis-full px-3 md:basis-1/2 lg:basis-1/3"
                inert={!visible}
                data-visible={visible}
              >
                <VideoCard
                  video={video}
                  onPlay={play}
                  sizes="(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw"
                />
              </li>
            )
          })}
        </ul>
      </div>
      {lastStart > 0 ? (
        <CarouselArrows
          className="mt-4 justify-center"
          label="videos"
          onPrevious={() => setIndex(current <= 0 ? lastStart : current - 1)}
          onNext={() => setIndex(current >= lastStart ? 0 : current + 1)}
        />
      ) : null}
      <VideoModal {...modalProps} />
    </div>
  )
}
