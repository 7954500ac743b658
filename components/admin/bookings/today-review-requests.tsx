import { MessageCircle } from 'lucide-react'
import { ReminderStateBadge, reminderStateLine } from '@/components/admin/bookings/reminder-state'
import { RowList } from '@/components/admin/ui/row-list'
import { whatsappHref } from '@/lib/leads/desk/contact-links'
import { LANGUAGE_LABELS } from '@/lib/leads/labels'
import { REVIEW_MESSAGE_LABELS, type TodayReviewRequest } from '@/lib/reviews'
import { formatDay } from '@/lib/site/format'
import { adminBookingPath } from '@/lib/site/routes'

/**
 * Today's review requests and reminders (lib/reviews/requests): those the queue issued today to
 * families who have not answered, each with the e-mail's state and the same words and link ready to
 * send on WhatsApp in the family's language (the only way for a family without an e-mail address).
 */
export function TodayReviewRequests({ items }: { items: TodayReviewRequest[] }) {
  if (!items.length) return null
  return (
    <section aria-labelledby="review-requests-heading" data-testid="today-review-requests">
      <h2 id="review-requests-heading" className="mb-2 flex items-baseline gap-2 text-lg font-semibold text-ink">
        Reviews asked for today
        <span className="text-sm font-normal text-ink-muted">({items.length})</span>
      </h2>
      <RowList>
        {items.map((item) => {
          const who = item.name.trim() || item.reference
          return (
            <li
              key={`${item.bookingId}-${item.kind}`}
              data-testid="today-review-request"
              data-kind={item.kind}
              className="space-y-2 px-4 py-3 text-sm"
            >
              <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
                <div className="min-w-0">
                  <a
                    href={adminBookingPath(item.bookingId)}
                    className="text-base font-semibold break-words text-ink hover:text-maroon-800 focus-visible:outline-2 focus-visible:outline-saffron-700"
                  >
                    {who}
                  </a>
                  <p className="text-xs text-ink-muted">
                    <span className="font-mono">{item.reference}</span> · {REVIEW_MESSAGE_LABELS[item.kind]} ·{' '}
                    {LANGUAGE_LABELS[item.locale]}
                  </p>
                </div>
                <ReminderStateBadge state={item.status.state} />
              </div>
              <p className="break-words">
                {item.trip}
                <span className="block text-ink-muted">Dep. {formatDay(item.departsOn)}</span>
              </p>
              <p className="break-words text-ink-muted">{reminderStateLine(item.status)}</p>
              <details className="rounded-xl bg-ink/5 px-3 py-2">
                <summary className="cursor-pointer font-medium">The message</summary>
                <p lang={item.locale} className="mt-2 break-words whitespace-pre-line">
                  {item.whatsappText}
                </p>
              </details>
              {item.phone && (
                <a
                  href={whatsappHref(item.phone, item.whatsappText)}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`WhatsApp the review request to ${who}`}
                  className="inline-flex min-h-11 items-center gap-1.5 rounded-full bg-lagoon-700 px-3.5 text-sm font-semibold text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-lagoon-700"
                >
                  <MessageCircle className="size-4" aria-hidden /> WhatsApp
                </a>
              )}
            </li>
          )
        })}
      </RowList>
    </section>
  )
}
