import { imageAttributes, type ImageAttributes } from '@/components/ui/static-image'
import { minWidth } from '@/lib/site/breakpoints'
import { uploadUrl } from '@/lib/site/routes'
import type { Video } from '@/lib/catalog/types'

/** A video with its thumbnail's <img> attributes, worked out on the server (components/ui/static-image.tsx). */
export type PlayableVideo = Video & { thumbnailImage?: ImageAttributes }

/** The thumbnails' widths in the testimonials page's grid and in the home page's carousel. */
export const VIDEO_THUMBNAIL_SIZES = {
  grid: `${minWidth('lg')} 400px, ${minWidth('sm')} 50vw, 100vw`,
  carousel: `${minWidth('lg')} 400px, ${minWidth('md')} 50vw, 100vw`,
} as const

export function withThumbnails(videos: Video[], sizes: string): PlayableVideo[] {
  return videos.map((video) => ({
    ...video,
    thumbnailImage: video.thumbnail
      ? imageAttributes({
          src: uploadUrl(video.thumbnail),
          alt: '',
          fill: true,
          sizes,
          quality: 60,
          className: 'object-cover transition-transform duration-500 group-hover:scale-105',
        })
      : undefined,
  }))
}
