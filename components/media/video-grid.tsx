'use client'

import type { Video } from '@/lib/types'
import { VideoCard } from './video-card'
import { useVideoPopup, VideoModal } from './video-modal'

/** Every video at once (the testimonials page), sharing the popup with the home carousel. */
export function VideoGrid({ videos }: { videos: Video[] }) {
  const { play, modalProps } = useVideoPopup()
  return (
    <>
      <ul role="list" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {videos.map((video) => (
          <li key={video.id}>
            <VideoCard video={video} onPlay={play} sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw" />
          </li>
        ))}
      </ul>
      <VideoModal {...modalProps} />
    </>
  )
}
