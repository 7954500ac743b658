import { ReminderStateBadge, reminderStateLine } from '@/components/admin/bookings/reminder-state'
import { Badge } from '@/components/admin/ui/badge'
import { Panel } from '@/components/admin/ui/panel'
import {
  bookingReviewStatus,
  REVIEW_MESSAGE_LABELS,
  REVIEW_REMINDER_AFTER_DAYS,
  type BookingReviewStatus,
  type ReviewMessageStatus,
} from '@/lib/reviews'
import { formatDateTimeInIndia } from '@/lib/site/format'
import { adminReviewPath } from '@/lib/site/routes'

/**
 * Where the family's review stands on the booking page: the request (due, e-mailed, or not sent
 * and why), its one reminder, and their answer: declined, or the review they sent with its stars,
 * a link to it on the reviews screen.
 */
export async function BookingReview({ bookingId }: { bookingId: number }) {
  const status = await bookingReviewStatus(bookingId)
  if (!status) return null
  return (
    <Panel
      title="Review from the family"
      description={`Asked by e-mail at 9 am in India the day after the group is back, in the family’s language; reminded once ${REVIEW_REMINDER_AFTER_DAYS} days later if they have not answered.`}
      variant="card"
    >
      <ul className="divide-y divide-ink/10" data-testid="booking-review">
        <MessageRow kind="request" status={status.request} />
        {status.reminder && <MessageRow kind="reminder" status={status.reminder} />}
        <AnswerRow review={status.review} />
      </ul>
    </Panel>
  )
}

const ROW = 'flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 py-2.5 text-sm first:pt-0 last:pb-0'

function MessageRow({ kind, status }: { kind: 'request' | 'reminder'; status: ReviewMessageStatus }) {
  return (
    <li data-kind={kind} data-state={status.state} className={ROW}>
      <span className="font-semibold">{REVIEW_MESSAGE_LABELS[kind]}</span>
      <ReminderStateBadge state={status.state} />
      <span className="w-full break-words text-ink-muted">{reminderStateLine(status)}</span>
    </li>
  )
}

const ANSWER_WORDS = {
  pending: 'Waiting for a decision',
  approved: 'Published',
  hidden: 'Hidden',
} as const

function AnswerRow({ review }: { review: BookingReviewStatus['review'] }) {
  if (!review || review.status === 'requested') return null
  if (review.status === 'declined')
    return (
      <li data-kind="answer" data-state="declined" className={ROW}>
        <span className="font-semibold">The family’s answer</span>
        <Badge className="bg-ink/10 text-ink-muted">Declined</Badge>
        <span className="w-full break-words text-ink-muted">
          “No, thank you”{review.declinedAt !== null && `, ${formatDateTimeInIndia(review.declinedAt)}`}: not asked
          again.
        </span>
      </li>
    )
  const rating = review.rating ?? 0
  return (
    <li data-kind="answer" data-state={review.status} className={ROW}>
      <span className="font-semibold">Review received</span>
      <Badge className={review.status === 'approved' ? 'bg-lagoon-700 text-white' : 'bg-saffron-100 text-saffron-900'}>
        {ANSWER_WORDS[review.status]}
      </Badge>
      <span className="w-full break-words text-ink-muted">
        {review.submittedAt !== null && `${formatDateTimeInIndia(review.submittedAt)} · `}
        <span role="img" aria-label={`${rating} of 5 stars`} className="text-saffron-700">
          {'★'.repeat(rating)}
          <span className="text-ink/25">{'★'.repeat(5 - rating)}</span>
        </span>
        <a
          href={adminReviewPath(review.id)}
          className="mt-1 block w-fit font-semibold text-maroon-800 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-saffron-700"
        >
          Open the review
        </a>
      </span>
    </li>
  )
}
