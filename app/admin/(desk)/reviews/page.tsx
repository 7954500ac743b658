import type { Metadata } from 'next'
import { ReviewLists } from '@/components/admin/reviews/review-list'
import { PageHeading } from '@/components/admin/ui/page-heading'
import { listReviewsToModerate } from '@/lib/reviews'
import { requireStaffPage } from '@/lib/staff/session'

export const metadata: Metadata = { title: 'Reviews' }

export default async function ReviewsPage() {
  const staff = await requireStaffPage('reviews.read')
  return (
    <div className="space-y-6">
      <PageHeading
        title="Reviews"
        description="What families wrote after their trip. Nothing is on the site until it is published here; each photo is decided on its own."
      />
      <ReviewLists lists={await listReviewsToModerate(staff)} />
    </div>
  )
}
