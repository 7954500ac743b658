'use client'

import type { RefObject } from 'react'
import { Dialog, DialogContent, DialogDescription, DialogTitle, focusOnClose } from '@/components/ui/dialog'
import { videoEmbedUrl } from '@/lib/routes'
import type { Video } from '@/lib/types'

/**
 * The video popup: the privacy-enhanced YouTube embed is created only while it is open,
 * so nothing is requested from YouTube before a visitor presses play.
 */
export function VideoDialog({
  video,
  returnFocusTo,
  onClose,
}: {
  video: Video | null
  returnFocusTo: RefObject<HTMLElement | null>
  onClose: () => void
}) {
  return (
    <Dialog open={video !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        className="max-w-4xl p-0 sm:p-0"
        closeLabel="Close video"
        onCloseAutoFocus={focusOnClose(returnFocusTo)}
      >
        {video ? (
          <>
            <div className="px-5 pt-5 pb-4 sm:px-6">
              <DialogTitle className="text-xl sm:text-2xl">{video.title || 'Traveller video'}</DialogTitle>
              <DialogDescription>Press Escape or click outside the video to close it.</DialogDescription>
            </div>
            <div className="relative aspect-video w-full bg-ink">
              <iframe
                src={`${videoEmbedUrl(video.videoId)}?autoplay=1`}
                title={video.title || 'Traveller video'}
                className="absolute inset-0 size-full"
                allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
                allowFullScreen
                referrerPolicy="strict-origin-when-cross-origin"
              />
            </div>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  )
}
