import { Play } from 'lucide-react'
import { fieldLang } from '@/lib/catalog/localize'
import type { Video } from '@/lib/catalog/types'
import type { PlayableVideo } from './video-thumbnails'
import { fillIn, type VideoLabels } from './text'
import { cx } from '@/lib/site/utils'

/** A local thumbnail with a play button; pressing it opens the video popup. */
export function VideoCard({
  video,
  labels,
  onPlay,
  className,
}: {
  video: PlayableVideo
  labels: VideoLabels
  onPlay: (video: Video, trigger: HTMLElement) => void
  className?: string
}) {
  const title = video.title || labels.untitled
  return (
    <article className={cx('group card h-full', className)}>
      <button
        type="button"
        onClick={(event) => onPlay(video, event.currentTarget)}
        className="relative block aspect-video w-full overflow-hidden bg-maroon-900 focus-visible:outline-offset-[-4px]"
        aria-label={fillIn(labels.play, { title })}
      >
        {video.thumbnailImage ? (
          // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- next/image's attributes, alt among them
          <img {...video.thumbnailImage} />
        ) : null}
        <span aria-hidden className="absolute inset-0 bg-gradient-to-t from-ink/70 via-ink/10 to-transparent" />
        <span
          aria-hidden
          className="absolute top-1/2 left-1/2 inline-flex size-16 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full bg-white/95 text-saffron-700 shadow-lg transition-transform group-hover:scale-110"
        >
          <Play className="ml-1 size-7 fill-current" />
        </span>
      </button>
      <h3
        lang={fieldLang(video, 'title')}
        className="px-5 py-4 font-sans text-base leading-snug font-semibold text-ink"
      >
        {title}
      </h3>
    </article>
  )
}
