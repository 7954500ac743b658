import type { Metadata } from 'next'
import { CatalogList, UpstreamCatalog } from '@/components/admin/catalog-list'
import { listEditorCatalog } from '@/lib/admin/catalog'
import { can } from '@/lib/auth/roles'
import { requireStaffPage } from '@/lib/auth/session'
import { getCatalogSource } from '@/lib/provider'

export const metadata: Metadata = { title: 'Catalogue' }

export default async function CatalogPage() {
  const staff = await requireStaffPage()
  const source = getCatalogSource()
  if (source.kind !== 'embedded') {
    const categories = await source.categoriesWithTrips().catch(() => null)
    return <UpstreamCatalog categories={categories} />
  }
  return <CatalogList categories={await listEditorCatalog()} canEdit={can(staff.role, 'catalog.edit')} />
}
