import { Link } from '@/components/ui/link'
import type { LeadListItem } from '@/lib/leads/desk/queries'
import { LeadContactActions } from './lead-contact-actions'
import { formatDateTimeInIndia, formatDay, timeAgo } from '@/lib/site/format'
import { customerLabel, dayInWords, formLabel } from '@/lib/leads/labels'
import { RowList } from '@/components/admin/ui/row-list'
import { adminLeadPath } from '@/lib/site/routes'
import { cx } from '@/lib/site/utils'
import { AttentionBadge, LanguageBadge, SentFastBadge, StageBadge } from './stage-badge'

const columns =
  'lg:grid lg:grid-cols-[minmax(0,1.3fr)_6.5rem_minmax(0,1.5fr)_minmax(0,1fr)_8rem_auto] lg:items-center lg:gap-4'

/**
 * Leads as rows: one card per lead on a phone, a table's columns from 1024 px. The whole row is
 * one link to the lead (the customer's name is its text); Call and WhatsApp sit above it, one tap
 * each. The age of a lead turns red when it needs attention.
 */
export function LeadList({
  leads,
  tripTitles,
  staffNames,
  spam = false,
  now,
}: {
  leads: LeadListItem[]
  /** The instant the leads were read (their age is measured from it). */
  now: number
  tripTitles: Map<string, string>
  staffNames: Map<string, string>
  spam?: boolean
}) {
  if (!leads.length) {
    return (
      <p className="rounded-2xl border border-dashed border-ink/20 bg-white p-8 text-center text-ink-muted">
        No leads match.
      </p>
    )
  }
  return (
    <RowList
      header={
        <div
          aria-hidden
          className={`hidden border-b border-ink/10 bg-sand-100 px-4 py-2 text-xs font-semibold tracking-wide text-ink-muted uppercase ${columns}`}
        >
          <span>Customer</span>
          <span>Received</span>
          <span>Trip · departure · people</span>
          <span>{spam ? 'Why spam' : 'Status'}</span>
          <span>Assigned to</span>
          <span className="w-[12.5rem]" />
        </div>
      }
    >
      {leads.map((lead) => {
        const trip = lead.trip ? (tripTitles.get(lead.trip) ?? lead.trip) : null
        const name = customerLabel(lead)
        const departure = lead.departure
          ? `Dep. ${formatDay(lead.departure)}${lead.boardingCity ? ` from ${lead.boardingCity}` : ''}`
          : lead.travelDate
            ? dayInWords(lead.travelDate)
            : null
        const people = lead.travellers ? `${lead.travellers} ${lead.travellers === '1' ? 'person' : 'people'}` : null
        const assignee = lead.assigneeId ? (staffNames.get(lead.assigneeId) ?? 'Former staff') : null
        return (
          <li
            key={lead.id}
            data-testid="lead-row"
            className={cx(
              'relative px-4 py-3 text-sm hover:bg-sand-50 has-[a:focus-visible]:outline-2 has-[a:focus-visible]:-outline-offset-2 has-[a:focus-visible]:outline-saffron-700',
              columns,
            )}
          >
            <div className="flex items-start justify-between gap-3 lg:contents">
              <div className="min-w-0">
                <Link
                  href={adminLeadPath(lead.reference)}
                  className="text-base font-semibold break-words text-ink after:absolute after:inset-0 hover:text-maroon-800 focus-visible:outline-none lg:text-sm"
                >
                  {name}
                </Link>
                <p className="text-xs text-ink-muted">
                  <span className="font-mono">{lead.reference}</span> · {formLabel(lead.form)}
                </p>
              </div>
              <time
                dateTime={new Date(lead.createdAt).toISOString()}
                title={formatDateTimeInIndia(lead.createdAt)}
                className={cx(
                  'shrink-0 text-xs whitespace-nowrap lg:text-sm',
                  lead.needsAttention && !spam ? 'font-semibold text-maroon-700' : 'text-ink-muted',
                )}
              >
                {timeAgo(lead.createdAt, now)}
              </time>
            </div>
            <div className="mt-1 break-words lg:mt-0">
              {trip ?? <span className="text-ink-muted">No trip named</span>}
              {(departure || people) && (
                <span className="block text-ink-muted">{[departure, people].filter(Boolean).join(' · ')}</span>
              )}
            </div>
            <div className="mt-2 flex flex-wrap items-center gap-1.5 lg:mt-0">
              {spam ? (
                <span className="text-xs text-ink-muted">{lead.spamReason ?? 'Judged spam'}</span>
              ) : (
                <>
                  <StageBadge stage={lead.stage} />
                  {lead.needsAttention && <AttentionBadge />}
                  {lead.sentFastMs !== null && <SentFastBadge ms={lead.sentFastMs} />}
                  <LanguageBadge locale={lead.locale} />
                </>
              )}
            </div>
            <div className="mt-1 text-xs text-ink-muted lg:mt-0 lg:text-sm">
              {spam ? null : assignee ? (
                <>
                  <span className="lg:sr-only">Assigned to </span>
                  {assignee}
                </>
              ) : (
                'Unassigned'
              )}
            </div>
            <div className="relative z-10 mt-3 lg:mt-0 lg:flex lg:w-[12.5rem] lg:justify-end">
              {!spam && <LeadContactActions lead={lead} trip={trip} className="lg:flex-nowrap" />}
            </div>
          </li>
        )
      })}
    </RowList>
  )
}
