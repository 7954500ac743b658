import { ChevronRight } from 'lucide-react'
import { cn } from '@/lib/site/utils'
import { breadcrumbTrail, type Crumb } from '@/lib/site/routes'

export type { Crumb }

/** Home › … › current page, as an ordered list with aria-current on the last crumb. */
export function Breadcrumb({
  items,
  tone = 'dark',
  className,
}: {
  items: Crumb[]
  tone?: 'dark' | 'light'
  className?: string
}) {
  const trail = breadcrumbTrail(items)
  return (
    <nav aria-label="Breadcrumb" className={cn('text-sm', className)}>
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1">
        {trail.map((crumb, index) => {
          const last = index === trail.length - 1
          return (
            <li key={`${crumb.label}-${index}`} className="flex min-w-0 items-center gap-1.5">
              {crumb.href && !last ? (
                <a
                  href={crumb.href}
                  className={cn(
                    'inline-flex min-h-11 items-center underline-offset-4 hover:underline md:min-h-0',
                    tone === 'light' ? 'text-white/85 hover:text-white' : 'text-ink-muted hover:text-saffron-800',
                  )}
                >
                  {crumb.label}
                </a>
              ) : (
                <span
                  aria-current={last ? 'page' : undefined}
                  className={cn('truncate font-medium', tone === 'light' ? 'text-white' : 'text-ink')}
                >
                  {crumb.label}
                </span>
              )}
              {last ? null : (
                <ChevronRight
                  aria-hidden
                  className={cn('size-3.5 shrink-0', tone === 'light' ? 'text-white/70' : 'text-ink-soft')}
                />
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
