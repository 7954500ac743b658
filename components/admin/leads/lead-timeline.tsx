import { Field } from '@/components/admin/ui/field'
import { Panel } from '@/components/admin/ui/panel'
import { Textarea } from '@/components/ui/input'
import { addNoteAction } from '@/lib/leads/desk/actions'
import type { LeadActivity, LeadDetail } from '@/lib/leads/desk/queries'
import { STAGE_LABELS, type LeadStage } from '@/lib/leads/desk/pipeline'
import { formLabel } from '@/lib/leads/labels'
import { formatDateTimeInIndia, formatDay, formatRupees } from '@/lib/site/format'
import { cx } from '@/lib/site/utils'
import { ActionForm } from '@/components/admin/ui/action-form'

/** What a recorded change says after the name of who made it. */
export function activityText(entry: Pick<LeadActivity, 'kind' | 'detail'>): string {
  const d = entry.detail
  switch (entry.kind) {
    case 'stage':
      return `moved it from ${STAGE_LABELS[d.from as LeadStage]} to ${STAGE_LABELS[d.to as LeadStage]}${d.reason ? `: ${String(d.reason)}` : ''}`
    case 'note':
      return `noted: ${String(d.text)}`
    case 'assign':
      return d.to ? `assigned it to ${String(d.to)}` : 'unassigned it'
    case 'not-spam':
      return 'moved it out of spam'
    case 'spam':
      return 'marked it as spam'
    case 'retry':
      return 'asked for a delivery attempt now'
    case 'follow-up':
      return typeof d.at === 'number' ? `set a follow-up for ${formatDateTimeInIndia(d.at)}` : 'cleared the follow-up'
    case 'quote': {
      const which = `quote ${String(d.number)}${Number(d.version) > 1 ? ` version ${String(d.version)}` : ''} (${formatRupees(Number(d.total))})`
      if (d.action === 'emailed') return `e-mailed ${which} to ${String(d.to)}`
      if (d.action === 'sent') return `sent ${which} to share on WhatsApp`
      return `drafted ${which}`
    }
    case 'family-page':
      return d.action === 'made' ? 'made a new link to the family’s page' : 'revoked the family’s link'
    case 'seats':
      return `added ${String(d.seats)} to the seats taken on ${typeof d.departure === 'string' ? formatDay(d.departure) : ''} (${String(d.taken)} of ${String(d.offered)})`
    case 'booking':
      return `booked ${String(d.seats)} ${Number(d.seats) === 1 ? 'seat' : 'seats'} on ${String(d.departure)} (${formatRupees(Number(d.agreed))} agreed)`
    case 'booking-cancelled':
      return `cancelled the booking on ${String(d.departure)} (${String(d.seats)} ${Number(d.seats) === 1 ? 'seat' : 'seats'} back on sale): ${String(d.reason)}`
    default:
      return entry.kind
  }
}

interface TimelineEntry {
  key: string
  at: number
  who?: string
  text: string
  tone: 'note' | 'change' | 'mail' | 'received'
}

const TONES: Record<TimelineEntry['tone'], string> = {
  note: 'border-saffron-500 bg-saffron-50/60',
  change: 'border-maroon-700/40',
  mail: 'border-lagoon-700/50',
  received: 'border-ink/20',
}

/**
 * Everything that happened to a lead in one list, newest first: notes, status changes,
 * assignments, follow-ups, quotes and the e-mails sent about it, down to its arrival. Adding a
 * note sits at its top, where the latest entries are.
 */
export function LeadTimeline({ lead, pipeline }: { lead: LeadDetail; pipeline: boolean }) {
  const entries: TimelineEntry[] = [
    ...lead.activity.map((entry): TimelineEntry => ({
      key: `a${entry.id}`,
      at: entry.at,
      who: entry.actorName,
      text: activityText(entry),
      tone: entry.kind === 'note' ? 'note' : 'change',
    })),
    ...(lead.notifyStatus === 'sent' && lead.notifiedAt
      ? [{ key: 'notified', at: lead.notifiedAt, text: 'E-mailed to the team', tone: 'mail' as const }]
      : []),
    {
      key: 'received',
      at: lead.createdAt,
      text: `Received from the ${formLabel(lead.form).toLowerCase()} form`,
      tone: 'received',
    },
  ]
  // Newest first; a stable sort keeps the records of one instant in their order (newest first).
  entries.sort((a, b) => b.at - a.at)

  return (
    <Panel variant="card" title="Activity">
      <ActionForm
        action={addNoteAction.bind(null, lead.reference)}
        submitLabel="Add note"
        resetOnSuccess
        className="mb-4"
      >
        <Field id="note" label="Note" hideLabel>
          <Textarea
            id="note"
            name="note"
            rows={2}
            className="min-h-20"
            placeholder={pipeline ? 'Called, will send a quote by Friday…' : 'A note for the team…'}
          />
        </Field>
      </ActionForm>
      <ol className="space-y-3 text-sm">
        {entries.map((entry) => (
          <li key={entry.key} className={cx('rounded-r-lg border-l-2 py-0.5 pl-3', TONES[entry.tone])}>
            <p className="break-words whitespace-pre-wrap">
              {entry.who && <strong>{entry.who} </strong>}
              {entry.text}
            </p>
            <time className="text-xs text-ink-muted" dateTime={new Date(entry.at).toISOString()}>
              {formatDateTimeInIndia(entry.at)}
            </time>
          </li>
        ))}
      </ol>
    </Panel>
  )
}
