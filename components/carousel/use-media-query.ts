'use client'

import { useCallback, useSyncExternalStore } from 'react'

/**
 * Whether a media query matches. The server (and the first client render) answer
 * `serverValue`, so hydration matches the HTML; the real value follows immediately.
 */
export function useMediaQuery(query: string, serverValue = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    [query],
  )
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => serverValue,
  )
}

/** Visitors who ask for less motion get no autoplay. */
export function useReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)')
}
