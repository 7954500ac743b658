import { Badge } from '@/components/admin/ui/badge'
import type { ReminderState, ReminderStatus } from '@/lib/bookings'
import { formatDateTimeInIndia } from '@/lib/site/format'

const STATE_WORDS: Record<ReminderState, string> = {
  sent: 'Sent',
  sending: 'Going out',
  failed: 'Failed',
  due: 'Due',
  skipped: 'Not sent',
}

const STATE_TONES: Record<ReminderState, string> = {
  sent: 'bg-lagoon-700 text-white',
  sending: 'bg-saffron-100 text-saffron-900',
  failed: 'bg-maroon-700 text-white',
  due: 'bg-ink/10 text-ink',
  skipped: 'bg-ink/10 text-ink-muted',
}

/** A reminder's state as a pill. */
export function ReminderStateBadge({ state }: { state: ReminderState }) {
  return <Badge className={STATE_TONES[state]}>{STATE_WORDS[state]}</Badge>
}

/** When it went or is due, or why it was not sent, in words (a reminder's, or a review request's). */
export function reminderStateLine(status: Pick<ReminderStatus, 'state' | 'at' | 'reason'>): string {
  const when = status.at === null ? '' : formatDateTimeInIndia(status.at)
  switch (status.state) {
    case 'sent':
      return `E-mailed ${when}`
    case 'sending':
      return status.reason ? `Due ${when}; trying again (${status.reason})` : `Due ${when}; the e-mail is on its way`
    case 'failed':
      return `Could not be e-mailed: ${status.reason}. Retry it on the Messages screen.`
    case 'due':
      return `Due ${when}`
    case 'skipped':
      return status.reason ?? 'Not sent'
  }
}
