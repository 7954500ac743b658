import type { ReactNode } from 'react'
import { RowHeading, RowList } from '@/components/admin/ui/row-list'
import type { FollowUpShortcut } from '@/lib/leads/desk/follow-ups'
import { followUpInWords, lateness } from '@/lib/leads/desk/follow-ups'
import type { FollowUpItem, TodayQueue } from '@/lib/leads/desk/today'
import type { LeadListItem } from '@/lib/leads/desk/queries'
import { dayInWords } from '@/lib/leads/labels'
import { formatDay, timeAgo, todayInIndia, weekdayShort } from '@/lib/site/format'
import { adminLeadPath, adminNewQuotePath } from '@/lib/site/routes'
import { cx } from '@/lib/site/utils'
import { LeadContactActions } from './lead-contact-actions'
import { StageBadge } from './stage-badge'
import { ContactThenNextStep, TakeItButton } from './today-actions'

const DAY_MS = 86_400_000
const WEEKDAYS_LONG = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']

export interface TodayContext {
  now: number
  tripTitles: Map<string, string>
  staffNames: Map<string, string>
  showAssignee: boolean
  /** The caller's id: a lead no one works can be taken; the caller's own says so. */
  selfId: string
  canWork: boolean
  shortcuts: FollowUpShortcut[]
}

/**
 * The Today view's queue, part by part in the order it is worked: overdue, due today, new leads
 * not yet called (oldest first, with their age), then each day of the week ahead. One card per
 * lead: who, the trip, when; "Take it" on a lead no one works; Call and WhatsApp, then the next
 * step in place.
 */
export function TodayQueueView({ queue, context }: { queue: TodayQueue; context: TodayContext }) {
  const days = groupByDay(queue.ahead)
  const today = todayInIndia(new Date(context.now))
  return (
    <div className="space-y-6">
      <TodaySection id="overdue" title="Overdue" items={queue.overdue} context={context} tone="late" />
      <TodaySection id="due-today" title="Due today" items={queue.dueToday} context={context} />
      <TodaySection id="new-leads" title="New leads, not called yet" items={queue.newLeads} context={context} />
      {days.map(([day, items]) => (
        <TodaySection key={day} id={`day-${day}`} title={dayHeading(day, today)} items={items} context={context} />
      ))}
    </div>
  )
}

function dayHeading(day: string, today: string): string {
  const days = Math.round((Date.parse(day) - Date.parse(today)) / DAY_MS)
  const date = formatDay(day).slice(0, -5)
  if (days === 1) return `Tomorrow · ${weekdayShort(day)} ${date}`
  return `${WEEKDAYS_LONG[new Date(`${day}T00:00:00Z`).getUTCDay()]} · ${date}`
}

function groupByDay(items: FollowUpItem[]): [string, FollowUpItem[]][] {
  const days = new Map<string, FollowUpItem[]>()
  for (const item of items) {
    const day = todayInIndia(new Date(item.followUpAt))
    days.set(day, [...(days.get(day) ?? []), item])
  }
  return [...days]
}

function TodaySection({
  id,
  title,
  items,
  context,
  tone,
}: {
  id: string
  title: string
  items: (LeadListItem | FollowUpItem)[]
  context: TodayContext
  tone?: 'late'
}) {
  if (!items.length) return null
  return (
    <section aria-labelledby={`${id}-heading`} data-testid={`today-${id}`}>
      <h2
        id={`${id}-heading`}
        className={cx(
          'mb-2 flex items-baseline gap-2 text-lg font-semibold',
          tone === 'late' ? 'text-maroon-700' : 'text-ink',
        )}
      >
        {title}
        <span className="text-sm font-normal text-ink-muted">({items.length})</span>
      </h2>
      <RowList>
        {items.map((item) => (
          <TodayCard key={item.reference} item={item} context={context} />
        ))}
      </RowList>
    </section>
  )
}

function TodayCard({ item, context }: { item: LeadListItem | FollowUpItem; context: TodayContext }) {
  const { now } = context
  const followUpAt = 'followUpAt' in item ? item.followUpAt : null
  const overdue = followUpAt !== null && followUpAt <= now
  const trip = item.trip ? (context.tripTitles.get(item.trip) ?? item.trip) : null
  const name = item.name?.trim() || item.phone || item.email || item.reference
  const departure = item.departure
    ? `Dep. ${formatDay(item.departure)}${item.boardingCity ? ` from ${item.boardingCity}` : ''}`
    : item.travelDate
      ? dayInWords(item.travelDate)
      : null
  const people = item.travellers ? `${item.travellers} ${item.travellers === '1' ? 'person' : 'people'}` : null
  const assignee = item.assigneeId
    ? item.assigneeId === context.selfId
      ? 'You'
      : (context.staffNames.get(item.assigneeId) ?? 'Former staff')
    : 'No one yet'
  let when: ReactNode
  if (followUpAt === null) {
    when = (
      <span className={cx(item.needsAttention && 'font-semibold text-maroon-700')}>
        Came in {timeAgo(item.createdAt, now)}
      </span>
    )
  } else {
    when = (
      <span className={cx(overdue && 'font-semibold text-maroon-700')}>
        Follow up <time dateTime={new Date(followUpAt).toISOString()}>{followUpInWords(followUpAt, now)}</time>
        {overdue && ` (${lateness(followUpAt, now)})`}
      </span>
    )
  }
  return (
    <li
      data-testid="today-row"
      data-reference={item.reference}
      className={cx('space-y-2 border-l-4 px-4 py-3 text-sm', overdue ? 'border-l-maroon-700' : 'border-l-transparent')}
    >
      <RowHeading
        href={adminLeadPath(item.reference)}
        title={name}
        meta={
          <>
            <span className="font-mono">{item.reference}</span>
            {context.showAssignee || !item.assigneeId ? ` · ${assignee}` : null}
          </>
        }
        badge={<StageBadge stage={item.stage} />}
      />
      <p>{when}</p>
      <div className="break-words">
        {trip ?? <span className="text-ink-muted">No trip named</span>}
        {(departure || people) && (
          <span className="block text-ink-muted">{[departure, people].filter(Boolean).join(' · ')}</span>
        )}
      </div>
      {context.canWork ? (
        <div className="space-y-2">
          {!item.assigneeId && (
            <div className="flex flex-wrap items-center gap-2">
              <TakeItButton reference={item.reference} customer={name} />
            </div>
          )}
          <ContactThenNextStep
            reference={item.reference}
            stage={item.stage}
            shortcuts={context.shortcuts}
            quoteHref={adminNewQuotePath(item.reference)}
          >
            <LeadContactActions lead={item} trip={trip} />
          </ContactThenNextStep>
        </div>
      ) : (
        <LeadContactActions lead={item} trip={trip} />
      )}
    </li>
  )
}
