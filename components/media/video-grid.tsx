'use client'

import type { PlayableVideo } from './video-thumbnails'
import { VideoCard } from './video-card'
import { useVideoPopup, VideoModal } from './video-modal'

/** Every video at once (the testimonials page), sharing the popup with the home carousel. */
export function VideoGrid({ videos }: { videos: PlayableVideo[] }) {
  const { play, modalProps } = useVideoPopup()
  return (
    <>
      <ul role="list" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {videos.map((video) => (
          <li key={video.id}>
            <VideoCard video={video} onPlay={play} />
          </li>
        ))}
      </ul>
      <VideoModal {...modalProps} />
    </>
  )
}
