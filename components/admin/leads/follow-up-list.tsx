import type { FollowUpItem } from '@/lib/leads/desk/today'
import { followUpInWords, lateness } from '@/lib/leads/desk/follow-ups'
import { dayInWords } from '@/lib/leads/labels'
import { formatDay } from '@/lib/site/format'
import { adminLeadPath } from '@/lib/site/routes'
import { cx } from '@/lib/site/utils'
import { RowList } from '@/components/admin/ui/row-list'
import { LeadContactActions } from './lead-contact-actions'
import { StageBadge } from './stage-badge'

const columns = 'lg:grid lg:grid-cols-[minmax(0,1.3fr)_11rem_minmax(0,1.5fr)_8rem_auto] lg:items-center lg:gap-4'

/**
 * The Today view's follow-ups as rows, the most overdue first: one card per lead on a phone, a
 * table's columns from 1024 px. The row is one link to the lead (the customer's name is its
 * text); Call and WhatsApp sit above it. An overdue follow-up is red and says how late it is.
 */
export function FollowUpList({
  items,
  now,
  tripTitles,
  staffNames,
  showAssignee,
}: {
  items: FollowUpItem[]
  /** The instant the follow-ups were read: overdue is measured from it. */
  now: number
  tripTitles: Map<string, string>
  staffNames: Map<string, string>
  showAssignee: boolean
}) {
  return (
    <RowList
      header={
        <div
          aria-hidden
          className={`hidden border-b border-l-4 border-ink/10 border-l-transparent bg-sand-100 px-4 py-2 text-xs font-semibold tracking-wide text-ink-muted uppercase ${columns}`}
        >
          <span>Customer</span>
          <span>Follow up</span>
          <span>Trip · departure · people</span>
          <span>{showAssignee ? 'Assigned to' : 'Status'}</span>
          <span className="w-[12.5rem]" />
        </div>
      }
    >
      {items.map((item) => {
        const overdue = item.followUpAt <= now
        const trip = item.trip ? (tripTitles.get(item.trip) ?? item.trip) : null
        const name = item.name?.trim() || item.phone || item.email || item.reference
        const departure = item.departure
          ? `Dep. ${formatDay(item.departure)}${item.boardingCity ? ` from ${item.boardingCity}` : ''}`
          : item.travelDate
            ? dayInWords(item.travelDate)
            : null
        const people = item.travellers ? `${item.travellers} ${item.travellers === '1' ? 'person' : 'people'}` : null
        const assignee = item.assigneeId ? (staffNames.get(item.assigneeId) ?? 'Former staff') : 'Unassigned'
        return (
          <li
            key={item.reference}
            data-testid="follow-up-row"
            className={cx(
              'relative border-l-4 px-4 py-3 text-sm hover:bg-sand-50 has-[a:focus-visible]:outline-2 has-[a:focus-visible]:-outline-offset-2 has-[a:focus-visible]:outline-saffron-700',
              overdue ? 'border-l-maroon-700' : 'border-l-transparent',
              columns,
            )}
          >
            <div className="min-w-0">
              <a
                href={adminLeadPath(item.reference)}
                className="text-base font-semibold break-words text-ink after:absolute after:inset-0 hover:text-maroon-800 focus-visible:outline-none lg:text-sm"
              >
                {name}
              </a>
              <p className="text-xs text-ink-muted">
                <span className="font-mono">{item.reference}</span>
              </p>
            </div>
            <p className={cx('mt-1 lg:mt-0', overdue ? 'font-semibold text-maroon-700' : 'text-ink')}>
              <time dateTime={new Date(item.followUpAt).toISOString()}>{followUpInWords(item.followUpAt, now)}</time>
              {overdue && <span className="block text-xs">{lateness(item.followUpAt, now)}</span>}
            </p>
            <div className="mt-1 break-words lg:mt-0">
              {trip ?? <span className="text-ink-muted">No trip named</span>}
              {(departure || people) && (
                <span className="block text-ink-muted">{[departure, people].filter(Boolean).join(' · ')}</span>
              )}
            </div>
            <div className="mt-2 flex flex-wrap items-center gap-1.5 text-xs text-ink-muted lg:mt-0 lg:text-sm">
              {showAssignee ? (
                <>
                  <span className="lg:sr-only">Assigned to </span>
                  {assignee}
                </>
              ) : (
                <StageBadge stage={item.stage} />
              )}
            </div>
            <div className="relative z-10 mt-3 lg:mt-0 lg:flex lg:w-[12.5rem] lg:justify-end">
              <LeadContactActions lead={item} trip={trip} className="lg:flex-nowrap" />
            </div>
          </li>
        )
      })}
    </RowList>
  )
}
