import { ReminderStateBadge, reminderStateLine } from '@/components/admin/bookings/reminder-state'
import { Panel } from '@/components/admin/ui/panel'
import { bookingReminders, REMINDER_LABELS } from '@/lib/bookings'

/**
 * The booking page's reminders to the family (balance due, before departure, welcome home): each
 * sent (when), due (when), or not sent (why), as the queue recorded them.
 */
export async function BookingReminders({ bookingId }: { bookingId: number }) {
  const reminders = await bookingReminders(bookingId)
  if (!reminders.length) return null
  return (
    <Panel
      title="Reminders to the family"
      description="E-mailed once each at 9 am in India on their day, in the family’s language."
      variant="card"
    >
      <ul className="divide-y divide-ink/10" data-testid="booking-reminders">
        {reminders.map((reminder) => (
          <li
            key={reminder.kind}
            data-kind={reminder.kind}
            data-state={reminder.state}
            className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 py-2.5 text-sm first:pt-0 last:pb-0"
          >
            <span className="font-semibold">{REMINDER_LABELS[reminder.kind]}</span>
            <ReminderStateBadge state={reminder.state} />
            <span className="w-full break-words text-ink-muted">{reminderStateLine(reminder)}</span>
          </li>
        ))}
      </ul>
    </Panel>
  )
}
