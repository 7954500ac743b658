import { MessageCircle } from 'lucide-react'
import type { ReactNode } from 'react'
import { ReminderStateBadge, reminderStateLine } from '@/components/admin/bookings/reminder-state'
import { RowHeading, RowList } from '@/components/admin/ui/row-list'
import type { ReminderStatus } from '@/lib/bookings'
import { whatsappHref } from '@/lib/leads/desk/contact-links'
import { LANGUAGE_LABELS } from '@/lib/leads/labels'
import type { Locale } from '@/lib/site/i18n/locales'
import { formatDay } from '@/lib/site/format'
import { adminBookingPath } from '@/lib/site/routes'

/** One message to a booking's family on Today: the e-mail's state and the same words ready for WhatsApp. */
export interface FamilyMessageItem {
  bookingId: number
  name: string
  reference: string
  /** What the message is, in the desk's words ("Balance due", "Review request"). */
  label: string
  /** The queue's kind, for the row's data-kind. */
  kind: string
  locale: Locale
  status: Pick<ReminderStatus, 'state' | 'at' | 'reason'>
  trip: string
  departsOn: string
  whatsappText: string
  phone: string
}

/**
 * A Today section of messages the queue sends families (the booking reminders, the review
 * requests): each row the family (its booking's link), what the message is and in which language,
 * the e-mail's state, the trip, the words, and a WhatsApp link carrying them.
 */
export function FamilyMessageList({
  id,
  title,
  testId,
  rowTestId,
  whatsappWhat,
  items,
}: {
  id: string
  title: ReactNode
  testId: string
  rowTestId: string
  /** Named in the WhatsApp link's label: "WhatsApp the reminder to …". */
  whatsappWhat: string
  items: FamilyMessageItem[]
}) {
  if (!items.length) return null
  return (
    <section aria-labelledby={id} data-testid={testId}>
      <h2 id={id} className="mb-2 flex items-baseline gap-2 text-lg font-semibold text-ink">
        {title}
        <span className="text-sm font-normal text-ink-muted">({items.length})</span>
      </h2>
      <RowList>
        {items.map((item) => {
          const who = item.name.trim() || item.reference
          return (
            <li
              key={`${item.bookingId}-${item.kind}`}
              data-testid={rowTestId}
              data-kind={item.kind}
              className="space-y-2 px-4 py-3 text-sm"
            >
              <RowHeading
                href={adminBookingPath(item.bookingId)}
                title={who}
                meta={
                  <>
                    <span className="font-mono">{item.reference}</span> · {item.label} · {LANGUAGE_LABELS[item.locale]}
                  </>
                }
                badge={<ReminderStateBadge state={item.status.state} />}
              />
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
                  aria-label={`WhatsApp ${whatsappWhat} to ${who}`}
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
