'use client'

import { useEffect, useState } from 'react'

/**
 * The first visible item of a carousel that shows `visible` of `count` items. While
 * `autoplay` holds it advances one item every `intervalMs`, wrapping to the start.
 */
export function useCarouselIndex(count: number, visible: number, autoplay: boolean, intervalMs: number) {
  const [index, setIndex] = useState(0)
  const lastStart = Math.max(0, count - visible)
  const current = Math.min(index, lastStart)
  const running = autoplay && lastStart > 0

  useEffect(() => {
    if (!running) return
    const timer = window.setInterval(() => {
      setIndex((i) => (i >= lastStart ? 0 : i + 1))
    }, intervalMs)
    return () => window.clearInterval(timer)
  }, [running, lastStart, intervalMs])

  return { current, lastStart, setIndex }
}
