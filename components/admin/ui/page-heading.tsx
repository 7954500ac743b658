import type { ReactNode } from 'react'

/** A back-office page's title and what the page is for; `children` follow them (a notice). */
export function PageHeading({
  title,
  description,
  children,
}: {
  title: string
  description?: string
  children?: ReactNode
}) {
  return (
    <div>
      <h1 className="text-2xl font-semibold">{title}</h1>
      {description && <p className="mt-1 max-w-2xl text-sm text-ink-muted">{description}</p>}
      {children}
    </div>
  )
}
