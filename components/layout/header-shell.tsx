'use client'

import { useEffect, useState, type ReactNode } from 'react'
import { HEADER_SCROLL_THRESHOLD_PX } from '@/lib/site/constants'
import { cx } from '@/lib/site/utils'

/** The sticky header frame; it takes a solid, shadowed style once the page scrolls past the threshold. */
export function HeaderShell({ children }: { children: ReactNode }) {
  const [scrolled, setScrolled] = useState(false)

  useEffect(() => {
    const update = () => setScrolled(window.scrollY > HEADER_SCROLL_THRESHOLD_PX)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [])

  return (
    <header
      data-scrolled={scrolled ? 'true' : 'false'}
      className={cx(
        'sticky top-0 z-40 border-b transition-[background-color,box-shadow,border-color] duration-300',
        scrolled ? 'border-ink/10 bg-white/95 shadow-md backdrop-blur' : 'border-transparent bg-sand-50',
      )}
    >
      {children}
    </header>
  )
}
