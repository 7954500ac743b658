import type { ComponentProps, ReactNode } from 'react'
import { CatalogTabs } from '@/components/admin/catalog-tabs'

/** A page of the catalogue editor: its tabs, its heading and what it is for, then its list. */
export function CatalogSection({
  current,
  title,
  description,
  children,
}: {
  current: ComponentProps<typeof CatalogTabs>['current']
  title: string
  description: string
  children: ReactNode
}) {
  return (
    <div className="space-y-6">
      <CatalogTabs current={current} />
      <div>
        <h1 className="text-2xl font-semibold">{title}</h1>
        <p className="mt-1 max-w-2xl text-sm text-ink-muted">{description}</p>
      </div>
      {children}
    </div>
  )
}
