import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { CatalogSection } from '@/components/admin/catalogue/catalog-section'
import { BannerList } from '@/components/admin/catalogue/content-editors'
import { listBanners } from '@/lib/catalog/editor/content'
import { can } from '@/lib/staff/permissions'
import { requireStaffPage } from '@/lib/staff/session'
import { requireEmbeddedCatalog } from '@/lib/catalog/source'
import { ADMIN_ROUTES } from '@/lib/site/routes'

export const metadata: Metadata = { title: 'Banners' }

export default async function BannersPage() {
  const staff = await requireStaffPage('catalog.read')
  requireEmbeddedCatalog(() => redirect(ADMIN_ROUTES.catalog))
  return (
    <CatalogSection
      current={ADMIN_ROUTES.catalogBanners}
      title="Banners"
      description="The home page's slides, in the order they play. A save shows on the home page at its next visit."
    >
      <BannerList banners={await listBanners()} canEdit={can(staff.role, 'catalog.edit')} />
    </CatalogSection>
  )
}
