'use client'

import { useState, type FocusEvent, type MouseEvent } from 'react'

/**
 * Pauses a carousel while the pointer is over it or keyboard focus is inside it.
 * Only the carousel's own DOM counts: React also bubbles events from portals (the video
 * popup), and focus that follows a mouse click (not :focus-visible) does not pause it.
 */
export function usePauseOnInteraction() {
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const inside = (event: { currentTarget: Element; target: EventTarget }) =>
    event.currentTarget.contains(event.target as Node)
  return {
    paused: hovered || focused,
    handlers: {
      onMouseEnter: (event: MouseEvent<HTMLElement>) => {
        if (inside(event)) setHovered(true)
      },
      onMouseLeave: () => setHovered(false),
      onFocus: (event: FocusEvent<HTMLElement>) => {
        if (inside(event) && (event.target as Element).matches(':focus-visible')) setFocused(true)
      },
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false)
      },
    },
  }
}
