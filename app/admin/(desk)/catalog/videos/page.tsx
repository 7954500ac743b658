import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { CatalogSection } from '@/components/admin/catalogue/catalog-section'
import { VideoList } from '@/components/admin/catalogue/content-editors'
import { listVideos } from '@/lib/catalog/editor/content'
import { can } from '@/lib/staff/permissions'
import { requireStaffPage } from '@/lib/staff/session'
import { requireEmbeddedCatalog } from '@/lib/catalog/source'
import { ADMIN_ROUTES } from '@/lib/site/routes'

export const metadata: Metadata = { title: 'Videos' }

export default async function VideosPage() {
  const staff = await requireStaffPage('catalog.read')
  requireEmbeddedCatalog(() => redirect(ADMIN_ROUTES.catalog))
  return (
    <CatalogSection
      current={ADMIN_ROUTES.catalogVideos}
      title="Videos"
      description="YouTube videos of the agency's trips, in the order the carousel shows them."
    >
      <VideoList videos={await listVideos()} canEdit={can(staff.role, 'catalog.edit')} />
    </CatalogSection>
  )
}
