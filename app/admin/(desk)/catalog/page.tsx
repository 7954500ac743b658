import type { Metadata } from 'next'
import { CatalogList, UpstreamCatalog } from '@/components/admin/catalogue/catalog-list'
import { listEditorCatalog } from '@/lib/catalog/editor/trips'
import { can } from '@/lib/staff/permissions'
import { requireStaffPage } from '@/lib/staff/session'
import { getCatalogSource } from '@/lib/catalog/source'

export const metadata: Metadata = { title: 'Catalogue' }

export default async function CatalogPage() {
  const staff = await requireStaffPage('catalog.read')
  const source = getCatalogSource()
  if (source.kind !== 'embedded') {
    const categories = await source.categoriesWithTrips().catch(() => null)
    return <UpstreamCatalog categories={categories} />
  }
  return <CatalogList categories={await listEditorCatalog()} canEdit={can(staff.role, 'catalog.edit')} />
}
