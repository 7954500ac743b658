import type { ReactNode } from 'react'

/** Rows in one card, a line between them; `header` goes above the first (column titles). */
export function RowList({
  ordered = false,
  header,
  children,
}: {
  /** For lists whose order is the site's order (trips in a category). */
  ordered?: boolean
  header?: ReactNode
  children: ReactNode
}) {
  const List = ordered ? 'ol' : 'ul'
  return (
    <div className="overflow-hidden rounded-2xl border border-ink/10 bg-white">
      {header}
      <List className="divide-y divide-ink/10">{children}</List>
    </div>
  )
}

/**
 * A row's first line on Today: who it is about as the link to their page, a small line under it
 * (the reference and what the row is), and the row's badge on the right.
 */
export function RowHeading({
  href,
  title,
  meta,
  badge,
}: {
  href: string
  title: ReactNode
  meta: ReactNode
  badge: ReactNode
}) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
      <div className="min-w-0">
        <a
          href={href}
          className="text-base font-semibold break-words text-ink hover:text-maroon-800 focus-visible:outline-2 focus-visible:outline-saffron-700"
        >
          {title}
        </a>
        <p className="text-xs text-ink-muted">{meta}</p>
      </div>
      {badge}
    </div>
  )
}
