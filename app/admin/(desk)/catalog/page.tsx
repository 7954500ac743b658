import type { Metadata } from 'next'
import { CatalogList, UpstreamCatalog } from '@/components/admin/catalogue/catalog-list'
import { listEditorCatalog } from '@/lib/catalog/editor/trips'
import { can } from '@/lib/staff/permissions'
import { requireStaffPage } from '@/lib/staff/session'
import { getCatalogSource, isEmbeddedCatalog } from '@/lib/catalog/source'

export const metadata: Metadata = { title: 'Catalogue' }

export default async function CatalogPage() {
  const staff = await requireStaffPage('catalog.read')
  if (!isEmbeddedCatalog()) {
    const categories = await getCatalogSource()
      .categoriesWithTrips()
      .catch(() => null)
    return <UpstreamCatalog categories={categories} />
  }
  return <CatalogList categories={await listEditorCatalog()} canEdit={can(staff.role, 'catalog.edit')} />
}
