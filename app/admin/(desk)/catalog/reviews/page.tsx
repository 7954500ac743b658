import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { CatalogSection } from '@/components/admin/catalogue/catalog-section'
import { ReviewList } from '@/components/admin/catalogue/content-editors'
import { listReviews, listReviewTrips } from '@/lib/catalog/editor/content'
import { can } from '@/lib/staff/permissions'
import { requireStaffPage } from '@/lib/staff/session'
import { requireEmbeddedCatalog } from '@/lib/catalog/source'
import { ADMIN_ROUTES } from '@/lib/site/routes'

export const metadata: Metadata = { title: 'Reviews' }

export default async function ReviewsPage() {
  const staff = await requireStaffPage('catalog.read')
  requireEmbeddedCatalog(() => redirect(ADMIN_ROUTES.catalog))
  return (
    <CatalogSection
      current={ADMIN_ROUTES.catalogReviews}
      title="Reviews"
      description="What travellers wrote, in the order the home page and the testimonials page show them."
    >
      <ReviewList
        reviews={await listReviews()}
        trips={await listReviewTrips()}
        canEdit={can(staff.role, 'catalog.edit')}
      />
    </CatalogSection>
  )
}
