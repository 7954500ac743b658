'use client'

import { CardCarousel } from '@/components/carousel/card-carousel'
import { useMediaQuery } from '@/components/carousel/use-media-query'
import { minWidth } from '@/lib/site/breakpoints'
import { VIDEO_AUTOPLAY_MS } from '@/lib/site/constants'
import type { PlayableVideo } from './video-thumbnails'
import type { VideoLabels } from './text'
import { VideoCard } from './video-card'
import { useVideoPopup, VideoModal } from './video-modal'

/** The carousel's words (from its server parent) and its cards' and popup's. */
export interface VideoCarouselLabels {
  /** The region's name. */
  carousel: string
  /** Names the arrows: "Previous …", "Next …". */
  arrows: string
  video: VideoLabels
}

/** Videos in view at once: three on desktops, two on tablets, one on phones (the card widths below). */
const VISIBLE = { desktop: 3, tablet: 2, phone: 1 }

/**
 * Video testimonials (docs/product.md §4): three visible on desktops (two on tablets, one on phones,
 * where three would be too small to recognise), auto-advancing every 5 s and wrapping.
 * Autoplay pauses while the video popup is open, while hovered or focused, and under
 * reduced motion.
 */
export function VideoCarousel({ videos, labels }: { videos: PlayableVideo[]; labels: VideoCarouselLabels }) {
  const desktop = useMediaQuery(minWidth('lg'))
  const tablet = useMediaQuery(minWidth('md'))
  const { playing, play, modalProps } = useVideoPopup()
  return (
    <>
      <CardCarousel
        label={labels.carousel}
        slides={videos.map((video) => ({
          id: video.id,
          content: <VideoCard video={video} labels={labels.video} onPlay={play} />,
        }))}
        perView={desktop ? VISIBLE.desktop : tablet ? VISIBLE.tablet : VISIBLE.phone}
        wrap
        autoplayMs={VIDEO_AUTOPLAY_MS}
        paused={playing !== null}
        arrowsLabel={labels.arrows}
        viewportClassName="-mx-3 touch-pan-y overflow-hidden py-4"
        listClassName="flex transition-transform ease-out"
        slideClassName="shrink-0 basis-full px-3 md:basis-1/2 lg:basis-1/3"
        controlsClassName="mt-4 justify-center"
      />
      <VideoModal {...modalProps} labels={labels.video} />
    </>
  )
}
