'use client'

import { useEffect, useEffectEvent, useRef, useState, type RefObject } from 'react'
import type { MountedSwiper } from './swiper-engine'

/** Swiper is fetched once a carousel comes this close to the viewport. */
const LOAD_ROOT_MARGIN = '400px'

/** What shows that a visitor is about to swipe or key through a carousel. */
const INTERACTION_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const

/**
 * Puts swiper on server-rendered carousel markup (a container, its `swiper-wrapper` list and
 * `swiper-slide` items) once the carousel nears the viewport, so swiper stays out of every
 * page's first load and the first slides show exactly as rendered. The carousel keeps its
 * index in React state: swiper animates to `index`, and reports swipes and arrow keys through
 * `onIndexChange`. Returns the ref for the container.
 *
 * `loadOn: 'interaction'` waits instead for the visitor's first touch, pointer or key on the
 * carousel or its controls: for a carousel that is in view from the start (the home hero),
 * whose slides change without swiper (by its own state) until someone swipes.
 */
export function useSwiper<T extends HTMLElement>({
  index,
  onIndexChange,
  enabled = true,
  speed,
  group = 1,
  rewind = false,
  fade = false,
  keyboardScope,
  loadOn = 'visible',
}: {
  index: number
  onIndexChange: (index: number) => void
  /** False while the layout is not a carousel (a grid at this width): no swiper then. */
  enabled?: boolean
  speed: number
  group?: number
  rewind?: boolean
  fade?: boolean
  /** The carousel's controls: arrow keys work while focus is there. */
  keyboardScope?: RefObject<HTMLElement | null>
  loadOn?: 'visible' | 'interaction'
}): RefObject<T | null> {
  const container = useRef<T>(null)
  const [swiper, setSwiper] = useState<MountedSwiper | null>(null)
  const initialIndex = useEffectEvent(() => index)
  const moved = useEffectEvent((to: number) => onIndexChange(to))

  useEffect(() => {
    const el = container.current
    if (!enabled || !el) return
    let mounted: MountedSwiper | undefined
    let cancelled = false
    const load = () =>
      void import('./swiper-engine').then(({ mountSwiper }) => {
        if (cancelled) return
        mounted = mountSwiper(el, {
          speed,
          group,
          rewind,
          fade,
          initialIndex: initialIndex(),
          onIndexChange: (to) => moved(to),
          keyboardScope: keyboardScope?.current ?? null,
        })
        setSwiper(mounted)
      })
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        load()
      },
      { rootMargin: LOAD_ROOT_MARGIN },
    )
    const targets = [el, keyboardScope?.current].filter((target): target is HTMLElement => !!target)
    const onInteraction = () => {
      stopListening()
      load()
    }
    const stopListening = () => {
      for (const target of targets)
        for (const type of INTERACTION_EVENTS) target.removeEventListener(type, onInteraction, { capture: true })
    }
    if (loadOn === 'visible') observer.observe(el)
    else
      for (const target of targets)
        for (const type of INTERACTION_EVENTS)
          target.addEventListener(type, onInteraction, { capture: true, passive: true })
    return () => {
      cancelled = true
      observer.disconnect()
      stopListening()
      mounted?.destroy()
      setSwiper(null)
    }
  }, [enabled, speed, group, rewind, fade, keyboardScope, loadOn])

  useEffect(() => {
    swiper?.slideTo(index)
  }, [swiper, index])

  return container
}
