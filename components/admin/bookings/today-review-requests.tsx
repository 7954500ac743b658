import { FamilyMessageList } from '@/components/admin/bookings/family-message-list'
import { REVIEW_MESSAGE_LABELS, type TodayReviewRequest } from '@/lib/reviews'

/**
 * Today's review requests and reminders (lib/reviews/requests): those the queue issued today to
 * families who have not answered, each with the e-mail's state and the same words and link ready to
 * send on WhatsApp in the family's language (the only way for a family without an e-mail address).
 */
export function TodayReviewRequests({ items }: { items: TodayReviewRequest[] }) {
  return (
    <FamilyMessageList
      id="review-requests-heading"
      title="Reviews asked for today"
      testId="today-review-requests"
      rowTestId="today-review-request"
      whatsappWhat="the review request"
      items={items.map((item) => ({ ...item, label: REVIEW_MESSAGE_LABELS[item.kind] }))}
    />
  )
}
