import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { ReviewView } from '@/components/admin/reviews/review-view'
import { getReviewForStaff, reviewHistory } from '@/lib/reviews'
import { can } from '@/lib/staff/permissions'
import { requireStaffPage } from '@/lib/staff/session'

export const metadata: Metadata = { title: 'Review' }

export default async function ReviewPage({ params }: PageProps<'/admin/reviews/[id]'>) {
  const staff = await requireStaffPage('reviews.read')
  const raw = (await params).id
  // A made-up id never reaches the database.
  const id = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : NaN
  const review = Number.isSafeInteger(id) ? await getReviewForStaff(staff, id) : undefined
  if (!review) notFound()
  return (
    <ReviewView
      review={review}
      history={await reviewHistory(staff, review.id)}
      canModerate={can(staff.role, 'reviews.moderate')}
      canReply={can(staff.role, 'reviews.reply')}
    />
  )
}
