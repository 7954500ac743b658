'use client'

import { useEffect, useRef, useState } from 'react'
import { lastStart, nextStart, previousStart, type CarouselSteps } from './carousel-steps'

/**
 * The first visible item of a carousel and the moves of its arrows. With `lockMs`, an arrow
 * move is ignored for that long after the previous one (docs/product.md §4: the trip sliders' lock).
 * The index is React state, so the markup (which cards are visible, the status line) is right
 * at once; the swiper that animates the strip follows it.
 */
export function useCarouselIndex(steps: CarouselSteps, lockMs = 0) {
  const [index, setIndex] = useState(0)
  const last = lastStart(steps)
  const locked = useRef(false)
  const lockTimer = useRef<number | undefined>(undefined)

  useEffect(() => () => window.clearTimeout(lockTimer.current), [])

  const move = (to: (first: number) => number) => {
    if (locked.current) return
    if (lockMs > 0) {
      locked.current = true
      lockTimer.current = window.setTimeout(() => {
        locked.current = false
      }, lockMs)
    }
    setIndex((i) => to(Math.min(i, last)))
  }

  return {
    first: Math.min(index, last),
    last,
    next: () => move((first) => nextStart(first, steps)),
    previous: () => move((first) => previousStart(first, steps)),
    /** Autoplay's step: one item on, and back to the start after the end, whatever the arrows do. */
    advance: () => setIndex((i) => nextStart(Math.min(i, last), { ...steps, wrap: true })),
    /** Where a swipe or an arrow key took the strip. */
    goTo: setIndex,
  }
}
