'use client'

import { useEffect, useState, type RefObject } from 'react'

/** Whether the element has been in the viewport yet (once true, it stays true); `watch` false skips the watch. */
export function useSeen(element: RefObject<HTMLElement | null>, watch: boolean): boolean {
  const [seen, setSeen] = useState(false)
  useEffect(() => {
    const el = element.current
    if (!watch || seen || !el) return
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return
      observer.disconnect()
      setSeen(true)
    })
    observer.observe(el)
    return () => observer.disconnect()
  }, [element, watch, seen])
  return seen
}
