import type { ComponentProps, ReactNode } from 'react'
import { CatalogTabs } from '@/components/admin/catalogue/catalog-tabs'
import { PageHeading } from '@/components/admin/ui/page-heading'

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
      <PageHeading title={title} description={description} />
      {children}
    </div>
  )
}
