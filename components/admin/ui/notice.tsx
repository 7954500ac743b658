import type { AriaRole, ReactNode } from 'react'
import { cx } from '@/lib/site/utils'

const TONES = {
  /** Information about what is on screen (read only, what the site says now). */
  sand: 'bg-sand-100',
  /** The outcome of what staff just did. */
  lagoon: 'bg-lagoon-50',
} as const

/** A one-line note inside a page or a form. */
export function Notice({
  tone,
  role,
  className,
  children,
}: {
  tone: keyof typeof TONES
  role?: AriaRole
  className?: string
  children: ReactNode
}) {
  return (
    <p role={role} className={cx('rounded-xl px-3 py-2 text-sm', TONES[tone], className)}>
      {children}
    </p>
  )
}
