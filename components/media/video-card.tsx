import Image from 'next/image'
import { Play } from 'lucide-react'
import type { Video } from '@/lib/types'
import { cx } from '@/lib/utils'
import { uploadUrl } from '@/lib/routes'

/** A local thumbnail with a play button; pressing it opens the video popup. */
export function VideoCard({
  video,
  onPlay,
  sizes,
  className,
}: {
  video: Video
  onPlay: (video: Video, trigger: HTMLElement) => void
  sizes: string
  className?: string
}) {
  const title = video.title || 'Traveller video'
  return (
    <article className={cx('group card h-full', className)}>
      <button
        type="button"
        onClick={(event) => onPlay(video, event.currentTarget)}
        className="relative block aspect-video w-full overflow-hidden bg-maroon-900 focus-visible:outline-offset-[-4px]"
        aria-label={`Play video: ${title}`}
      >
        {video.thumbnail ? (
          <Image
            src={uploadUrl(video.thumbnail)}
            alt=""
            fill
            sizes={sizes}
            quality={60}
            className="object-cover transition-transform duration-500 group-hover:scale-105"
          />
        ) : null}
        <span aria-hidden className="absolute inset-0 bg-gradient-to-t from-ink/70 via-ink/10 to-transparent" />
        <span
          aria-hidden
          className="absolute top-1/2 left-1/2 inline-flex size-16 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full bg-white/95 text-saffron-700 shadow-lg transition-transform group-hover:scale-110"
        >
          <Play className="ml-1 size-7 fill-current" />
        </span>
      </button>
      <h3 className="px-5 py-4 font-sans text-base leading-snug font-semibold text-ink">{title}</h3>
    </article>
  )
}
