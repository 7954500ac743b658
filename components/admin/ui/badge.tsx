import type { ReactNode } from 'react'
import { cx } from '@/lib/site/utils'

/** A small status pill (a lead's stage, a trip shown or hidden); `className` gives its colours. */
export function Badge({
  className,
  weight = 'semibold',
  children,
}: {
  className: string
  weight?: 'medium' | 'semibold'
  children: ReactNode
}) {
  return (
    <span
      className={cx(
        'inline-flex rounded-full px-2 py-0.5 text-xs',
        weight === 'medium' ? 'font-medium' : 'font-semibold',
        className,
      )}
    >
      {children}
    </span>
  )
}
