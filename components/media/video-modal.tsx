'use client'

import { useRef, useState, type RefObject } from 'react'
import { Lazy } from '@/components/ui/lazy'
import type { Video } from '@/lib/catalog/types'
import type { VideoLabels } from './text'

/** Which video is playing, and the play button to give focus back to when the popup closes. */
export function useVideoPopup() {
  const [video, setVideo] = useState<Video | null>(null)
  // A ref, not state: it must outlive the close, when the popup hands focus back.
  const trigger = useRef<HTMLElement | null>(null)
  return {
    playing: video,
    play: (next: Video, button: HTMLElement) => {
      trigger.current = button
      setVideo(next)
    },
    modalProps: { video, returnFocusTo: trigger, onClose: () => setVideo(null) },
  }
}

const loadDialog = () => import('./video-dialog').then((m) => m.VideoDialog)

interface VideoModalProps {
  video: Video | null
  returnFocusTo: RefObject<HTMLElement | null>
  onClose: () => void
  labels: VideoLabels
}

/** The video popup (video-dialog.tsx); its dialog code is fetched when a visitor first presses play. */
export function VideoModal(props: VideoModalProps) {
  return <Lazy load={loadDialog} when={props.video !== null} props={props} />
}
