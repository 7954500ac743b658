import type { ReactNode } from 'react'
import { cn } from '@/lib/site/utils'
import { Breadcrumb, type BreadcrumbItem } from './breadcrumb'

const TONES = {
  saffron: 'from-maroon-900 via-maroon-800 to-saffron-800',
  maroon: 'from-maroon-950 via-maroon-900 to-maroon-700',
  lagoon: 'from-lagoon-800 via-lagoon-700 to-maroon-900',
} as const

/** The title band of inner pages: breadcrumb, eyebrow, title and a short introduction. */
export function PageHeader({
  crumbs,
  eyebrow,
  title,
  intro,
  tone = 'saffron',
  children,
}: {
  crumbs: BreadcrumbItem[]
  eyebrow?: string
  title: string
  intro?: ReactNode
  tone?: keyof typeof TONES
  children?: ReactNode
}) {
  return (
    <header className={cn('relative isolate overflow-hidden bg-gradient-to-br text-white', TONES[tone])}>
      <svg
        aria-hidden
        className="absolute -top-16 -right-24 -z-10 size-[28rem] text-white/[0.06]"
        viewBox="0 0 200 200"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.2"
      >
        {Array.from({ length: 8 }, (_, i) => (
          <circle key={i} cx="100" cy="100" r={20 + i * 11} />
        ))}
      </svg>
      <div className="container-site py-8 md:py-14">
        <Breadcrumb items={crumbs} tone="light" />
        {eyebrow ? (
          <p className="mt-5 text-xs font-semibold tracking-[0.18em] text-saffron-200 uppercase md:mt-8">{eyebrow}</p>
        ) : null}
        <h1
          className={cn(
            'max-w-3xl text-3xl leading-tight font-semibold text-white md:text-5xl',
            eyebrow ? 'mt-2' : 'mt-5 md:mt-8',
          )}
        >
          {title}
        </h1>
        {intro ? <div className="mt-4 max-w-2xl text-base text-white/90 md:text-lg">{intro}</div> : null}
        {children}
      </div>
    </header>
  )
}
