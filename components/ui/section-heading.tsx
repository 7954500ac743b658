import type { ReactNode } from 'react'
import { cn } from '@/lib/site/utils'

/** A section title with its eyebrow and one line of supporting text, used by every section. */
export function SectionHeading({
  eyebrow,
  title,
  description,
  action,
  align = 'left',
  id,
  className,
}: {
  eyebrow?: string
  title: string
  description?: string
  action?: ReactNode
  align?: 'left' | 'center'
  id?: string
  className?: string
}) {
  return (
    <div
      className={cn(
        'mb-6 flex flex-col gap-3 md:mb-10 md:gap-4',
        align === 'center' ? 'items-center text-center' : 'md:flex-row md:items-end md:justify-between',
        className,
      )}
    >
      <div className={cn('max-w-2xl', align === 'center' && 'mx-auto')}>
        {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
        <h2 id={id} className="mt-2 text-3xl font-semibold md:text-4xl">
          {title}
        </h2>
        {description ? <p className="mt-3 text-base text-ink-muted md:text-lg">{description}</p> : null}
      </div>
      {action}
    </div>
  )
}
