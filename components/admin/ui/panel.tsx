import { useId, type ReactNode } from 'react'
import { cx } from '@/lib/site/utils'

const VARIANTS = {
  /** A part of an editor's page: roomy, its fields evenly spaced. */
  section: {
    box: 'rounded-2xl border border-ink/10 bg-white p-4 sm:p-6',
    heading: 'text-lg font-semibold',
    body: 'mt-4 space-y-4',
  },
  /** One of the cards stacked beside a lead: tighter, so that a phone shows more of them. */
  card: {
    box: 'rounded-2xl border border-ink/10 bg-white p-4 sm:p-5',
    heading: 'text-base font-semibold',
    body: 'mt-3',
  },
  /** The form that adds an item under a list, dashed so that it reads as a new one. */
  add: {
    box: 'mt-6 rounded-2xl border border-dashed border-ink/20 bg-white p-4',
    heading: 'text-lg font-semibold',
    body: 'mt-3',
  },
} as const

/** A titled card of the back office; its title names it as a region, for screen readers and tests. */
export function Panel({
  title,
  description,
  variant = 'section',
  className,
  children,
}: {
  title: string
  description?: string
  variant?: keyof typeof VARIANTS
  className?: string
  children: ReactNode
}) {
  const id = useId()
  const look = VARIANTS[variant]
  return (
    <section aria-labelledby={id} className={cx(look.box, className)}>
      <h2 id={id} className={look.heading}>
        {title}
      </h2>
      {description && <p className="mt-1 text-sm text-ink-muted">{description}</p>}
      <div className={look.body}>{children}</div>
    </section>
  )
}
