'use client'

import type { PlayableVideo } from './video-thumbnails'
import type { VideoLabels } from './text'
import { VideoCard } from './video-card'
import { useVideoPopup, VideoModal } from './video-modal'

/** Every video at once (the testimonials page), sharing the popup with the home carousel. */
export function VideoGrid({ videos, labels }: { videos: PlayableVideo[]; labels: VideoLabels }) {
  const { play, modalProps } = useVideoPopup()
  return (
    <>
      <ul role="list" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {videos.map((video) => (
          <li key={video.id}>
            <VideoCard video={video} labels={labels} onPlay={play} />
          </li>
        ))}
      </ul>
      <VideoModal {...modalProps} labels={labels} />
    </>
  )
}
