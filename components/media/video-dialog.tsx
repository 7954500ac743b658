'use client'

import Image from 'next/image'
import { useState, type RefObject } from 'react'
import { ExternalLink, LoaderCircle } from 'lucide-react'
import { Dialog, DialogContent, DialogDescription, DialogTitle, focusOnClose } from '@/components/ui/dialog'
import { uploadUrl, videoEmbedUrl, videoWatchUrl } from '@/lib/site/routes'
import type { Video } from '@/lib/catalog/types'
import { fieldLang } from '@/lib/catalog/localize'
import type { VideoLabels } from './text'

/**
 * The player: the video's own thumbnail and a spinner until the embed has loaded over them, so a
 * slow or unreachable video host never leaves a blank box; the link below opens the video on YouTube.
 */
function VideoPlayer({ video, title, labels }: { video: Video; title: string; labels: VideoLabels }) {
  const [loaded, setLoaded] = useState(false)
  return (
    <>
      <div className="relative aspect-video w-full overflow-hidden bg-ink">
        {video.thumbnail ? (
          <Image
            src={uploadUrl(video.thumbnail)}
            alt=""
            fill
            sizes="(min-width: 896px) 896px, 100vw"
            className="object-cover"
          />
        ) : null}
        {loaded ? null : (
          <p
            role="status"
            className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-ink/55 text-white"
          >
            <LoaderCircle aria-hidden className="size-10 animate-spin motion-reduce:animate-none" />
            <span className="text-sm font-semibold">{labels.loading}</span>
          </p>
        )}
        <iframe
          src={`${videoEmbedUrl(video.videoId)}?autoplay=1`}
          title={title}
          onLoad={() => setLoaded(true)}
          className={`absolute inset-0 size-full transition-opacity duration-300 ${loaded ? 'opacity-100' : 'opacity-0'}`}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3 px-5 py-3 sm:px-6">
        <p className="text-sm text-ink-muted">{labels.notPlaying}</p>
        <a
          href={videoWatchUrl(video.videoId)}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-11 items-center gap-2 rounded-full border border-saffron-700/30 px-4 text-sm font-semibold text-saffron-800 hover:bg-saffron-700 hover:text-white"
        >
          {labels.watchOnYouTube}
          <ExternalLink aria-hidden className="size-4" />
        </a>
      </div>
    </>
  )
}

/**
 * The video popup: the privacy-enhanced YouTube embed is created only while it is open,
 * so nothing is requested from YouTube before a visitor presses play.
 */
export function VideoDialog({
  video,
  returnFocusTo,
  onClose,
  labels,
}: {
  video: Video | null
  returnFocusTo: RefObject<HTMLElement | null>
  onClose: () => void
  labels: VideoLabels
}) {
  const title = video?.title || labels.untitled
  return (
    <Dialog open={video !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        className="max-w-4xl p-0 sm:p-0"
        closeLabel={labels.close}
        onCloseAutoFocus={focusOnClose(returnFocusTo)}
      >
        {video ? (
          <>
            <div className="px-5 pt-5 pr-16 pb-4 sm:px-6 sm:pr-16">
              <DialogTitle lang={fieldLang(video, 'title')} className="text-xl sm:text-2xl">
                {title}
              </DialogTitle>
              {/* Escape only where there is a keyboard and a mouse; a touch screen taps. */}
              <DialogDescription>
                <span className="pointer-fine:hidden">{labels.closeHintTouch}</span>
                <span className="hidden pointer-fine:inline">{labels.closeHintPointer}</span>
              </DialogDescription>
            </div>
            <VideoPlayer key={video.id} video={video} title={title} labels={labels} />
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  )
}
