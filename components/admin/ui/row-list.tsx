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
