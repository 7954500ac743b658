import type { CSSProperties, ReactNode } from 'react'
import { cx } from '@/lib/site/utils'

/**
 * Shadows on the edge a wide table goes on past: each fades in while there is more to scroll to
 * on its side (the covering gradients move with the content, the shadows stay with the box).
 */
const SCROLL_CUE: CSSProperties = {
  background: [
    'linear-gradient(to right, white 60%, rgb(255 255 255 / 0)) left center / 1rem 100% no-repeat local',
    'linear-gradient(to left, white 60%, rgb(255 255 255 / 0)) right center / 1rem 100% no-repeat local',
    'radial-gradient(farthest-side at 0 50%, rgb(0 0 0 / 0.22), rgb(0 0 0 / 0)) left center / 0.875rem 100% no-repeat scroll',
    'radial-gradient(farthest-side at 100% 50%, rgb(0 0 0 / 0.22), rgb(0 0 0 / 0)) right center / 0.875rem 100% no-repeat scroll',
    'white',
  ].join(', '),
}

/**
 * A box that scrolls sideways on its own when what it holds is wider than the screen, so the page
 * never does, with a shadow on the side that has more. It can be focused and scrolled with the keys.
 */
export function ScrollBox({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    // Focusable, so that the keyboard scrolls it too (WCAG 2.1.1). Positioned, so that what is
    // placed absolutely inside (a header's screen-reader text) is clipped with the rest instead of
    // widening the page.
    <div
      role="group"
      aria-label={label}
      tabIndex={0}
      style={SCROLL_CUE}
      className={cx(
        'relative overflow-x-auto overscroll-x-contain focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-saffron-700',
        className,
      )}
    >
      {children}
    </div>
  )
}
