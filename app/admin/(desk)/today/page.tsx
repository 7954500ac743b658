import type { Metadata } from 'next'
import { TodayReminders } from '@/components/admin/bookings/today-reminders'
import { TodayReviewRequests } from '@/components/admin/bookings/today-review-requests'
import { TodayQueueView } from '@/components/admin/leads/today-queue'
import { PageHeading } from '@/components/admin/ui/page-heading'
import { getOfficeCalendar } from '@/lib/agency'
import { todaysReminders } from '@/lib/bookings'
import { getCatalogTripTitles } from '@/lib/catalog/trip-titles'
import { followUpShortcuts } from '@/lib/leads/desk/follow-ups'
import { queueIsEmpty, todayQueue } from '@/lib/leads/desk/today'
import { todaysReviewRequests } from '@/lib/reviews'
import { listStaff } from '@/lib/staff/accounts'
import { can } from '@/lib/staff/permissions'
import { requireStaffPage } from '@/lib/staff/session'
import { ADMIN_ROUTES } from '@/lib/site/routes'
import { cx } from '@/lib/site/utils'

export const metadata: Metadata = { title: 'Today' }

export default async function TodayPage({ searchParams }: PageProps<'/admin/today'>) {
  const params = await searchParams
  const staff = await requireStaffPage('leads.read')
  const person = typeof params.person === 'string' ? params.person.slice(0, 100) : undefined
  const [queue, tripTitles, members, calendar, reminders, reviewRequests] = await Promise.all([
    todayQueue(staff, person),
    getCatalogTripTitles(),
    listStaff(),
    getOfficeCalendar(),
    can(staff.role, 'bookings.read') ? todaysReminders() : [],
    can(staff.role, 'reviews.read') ? todaysReviewRequests() : [],
  ])
  const staffNames = new Map(members.map((m) => [m.id, m.name || m.email]))
  const people = [
    { value: undefined, label: 'Everyone' },
    ...members.map((m) => ({ value: m.id, label: m.id === staff.id ? 'Mine' : m.name || m.email })),
    { value: 'none', label: 'Unassigned' },
  ]
  const summary = [
    queue.overdue.length && `${queue.overdue.length} overdue`,
    queue.dueToday.length && `${queue.dueToday.length} due later today`,
    queue.newLeads.length && `${queue.newLeads.length} new not called yet`,
  ].filter(Boolean)
  return (
    <div className="space-y-4">
      <PageHeading
        title="Today"
        description={
          queue.everyone
            ? 'The desk’s queue: follow-ups overdue and due today, new leads not called yet, then the week ahead.'
            : 'Your queue: your follow-ups overdue and due today, new leads to take and call, then the week ahead.'
        }
      />
      {queue.everyone && (
        <nav aria-label="Whose queue">
          <ul className="flex flex-wrap gap-2">
            {people.map((p) => {
              const current = (p.value ?? '') === (person ?? '')
              return (
                <li key={p.value ?? 'everyone'}>
                  <a
                    href={p.value ? `${ADMIN_ROUTES.today}?person=${encodeURIComponent(p.value)}` : ADMIN_ROUTES.today}
                    aria-current={current ? 'page' : undefined}
                    className={cx(
                      'inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-medium whitespace-nowrap focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-saffron-700',
                      current
                        ? 'border-maroon-800 bg-maroon-800 text-white'
                        : 'border-ink/15 bg-white hover:border-saffron-600',
                    )}
                  >
                    {p.label}
                  </a>
                </li>
              )
            })}
          </ul>
        </nav>
      )}
      <TodayReminders items={reminders} />
      <TodayReviewRequests items={reviewRequests} />
      {queueIsEmpty(queue) ? (
        <p className="rounded-2xl border border-dashed border-ink/20 bg-white p-8 text-center text-ink-muted">
          {reminders.length || reviewRequests.length
            ? 'No follow-up due, no new lead waiting, nothing set for the week ahead.'
            : 'Nothing to do: no follow-up due, no new lead waiting, nothing set for the week ahead.'}
        </p>
      ) : (
        <>
          <p className="text-sm text-ink-muted" role="status">
            {summary.length ? summary.join(' · ') : 'Nothing due today: the week ahead is below.'}
          </p>
          <TodayQueueView
            queue={queue}
            context={{
              now: queue.readAt,
              tripTitles,
              staffNames,
              showAssignee: queue.everyone,
              selfId: staff.id,
              canWork: can(staff.role, 'leads.work'),
              shortcuts: followUpShortcuts(queue.readAt, calendar),
            }}
          />
        </>
      )}
    </div>
  )
}
