import { MessageCircle } from 'lucide-react'
import { ReminderStateBadge, reminderStateLine } from '@/components/admin/bookings/reminder-state'
import { RowList } from '@/components/admin/ui/row-list'
import { REMINDER_LABELS, type TodayReminder } from '@/lib/bookings'
import { whatsappHref } from '@/lib/leads/desk/contact-links'
import { LANGUAGE_LABELS } from '@/lib/leads/labels'
import { formatDay } from '@/lib/site/format'
import { adminBookingPath } from '@/lib/site/routes'

/**
 * Today's reminders to families (lib/bookings/reminders): the e-mail the queue sends, and the same
 * words ready to send on WhatsApp in the family's language, for the agent who keeps in touch there.
 */
export function TodayReminders({ items }: { items: TodayReminder[] }) {
  if (!items.length) return null
  return (
    <section aria-labelledby="reminders-heading" data-testid="today-reminders">
      <h2 id="reminders-heading" className="mb-2 flex items-baseline gap-2 text-lg font-semibold text-ink">
        Reminders to families
        <span className="text-sm font-normal text-ink-muted">({items.length})</span>
      </h2>
      <RowList>
        {items.map((item) => (
          <li
            key={`${item.bookingId}-${item.status.kind}`}
            data-testid="today-reminder"
            data-kind={item.status.kind}
            className="space-y-2 px-4 py-3 text-sm"
          >
            <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
              <div className="min-w-0">
                <a
                  href={adminBookingPath(item.bookingId)}
                  className="text-base font-semibold break-words text-ink hover:text-maroon-800 focus-visible:outline-2 focus-visible:outline-saffron-700"
                >
                  {item.name.trim() || item.reference}
                </a>
                <p className="text-xs text-ink-muted">
                  <span className="font-mono">{item.reference}</span> · {REMINDER_LABELS[item.status.kind]} ·{' '}
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
                aria-label={`WhatsApp the reminder to ${item.name.trim() || item.reference}`}
                className="inline-flex min-h-11 items-center gap-1.5 rounded-full bg-lagoon-700 px-3.5 text-sm font-semibold text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-lagoon-700"
              >
                <MessageCircle className="size-4" aria-hidden /> WhatsApp
              </a>
            )}
          </li>
        ))}
      </RowList>
    </section>
  )
}
