import { FamilyMessageList } from '@/components/admin/bookings/family-message-list'
import { REMINDER_LABELS, type TodayReminder } from '@/lib/bookings'

/**
 * Today's reminders to families (lib/bookings/reminders): the e-mail the queue sends, and the same
 * words ready to send on WhatsApp in the family's language, for the agent who keeps in touch there.
 */
export function TodayReminders({ items }: { items: TodayReminder[] }) {
  return (
    <FamilyMessageList
      id="reminders-heading"
      title="Reminders to families"
      testId="today-reminders"
      rowTestId="today-reminder"
      whatsappWhat="the reminder"
      items={items.map((item) => ({ ...item, kind: item.status.kind, label: REMINDER_LABELS[item.status.kind] }))}
    />
  )
}
