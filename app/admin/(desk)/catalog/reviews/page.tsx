import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { Link } from '@/components/ui/link'
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
      description="The agency’s own examples of what travellers say, in the order the home page and the testimonials page show them."
    >
      <p className="rounded-2xl border border-ink/10 bg-white p-4 text-sm">
        The reviews families send after their trip are read, published or hidden under{' '}
        <Link href={ADMIN_ROUTES.reviews} className="font-medium text-saffron-800 underline underline-offset-4">
          Reviews from travellers
        </Link>
        .
      </p>
      <ReviewList
        reviews={await listReviews()}
        trips={await listReviewTrips()}
        canEdit={can(staff.role, 'catalog.edit')}
      />
    </CatalogSection>
  )
}
