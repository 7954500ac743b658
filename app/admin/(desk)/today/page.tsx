import type { Metadata } from 'next'
import { FollowUpList } from '@/components/admin/leads/follow-up-list'
import { PageHeading } from '@/components/admin/ui/page-heading'
import { getCatalogTripTitles } from '@/lib/catalog/trip-titles'
import { todayFollowUps } from '@/lib/leads/desk/today'
import { listStaff } from '@/lib/staff/accounts'
import { requireStaffPage } from '@/lib/staff/session'
import { ADMIN_ROUTES } from '@/lib/site/routes'
import { cx } from '@/lib/site/utils'

export const metadata: Metadata = { title: 'Today' }

export default async function TodayPage({ searchParams }: PageProps<'/admin/today'>) {
  const params = await searchParams
  const staff = await requireStaffPage('leads.read')
  const person = typeof params.person === 'string' ? params.person.slice(0, 100) : undefined
  const [today, tripTitles, members] = await Promise.all([
    todayFollowUps(staff, person),
    getCatalogTripTitles(),
    listStaff(),
  ])
  const staffNames = new Map(members.map((m) => [m.id, m.name || m.email]))
  const overdue = today.items.filter((item) => item.followUpAt <= today.readAt).length
  const due = today.items.length - overdue
  const people = [
    { value: undefined, label: 'Everyone' },
    ...members.map((m) => ({ value: m.id, label: m.id === staff.id ? 'Mine' : m.name || m.email })),
    { value: 'none', label: 'Unassigned' },
  ]
  return (
    <div className="space-y-4">
      <PageHeading
        title="Today"
        description={
          today.everyone
            ? 'Follow-ups due today and those overdue, for everyone on the desk.'
            : 'Your follow-ups due today and those overdue, on the leads assigned to you.'
        }
      />
      {today.everyone && (
        <nav aria-label="Whose follow-ups">
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
      {today.items.length ? (
        <>
          <p className="text-sm text-ink-muted" role="status">
            {overdue > 0 && <span className="font-semibold text-maroon-700">{overdue} overdue</span>}
            {overdue > 0 && due > 0 && ' · '}
            {due > 0 && `${due} due later today`}
          </p>
          <FollowUpList
            items={today.items}
            now={today.readAt}
            tripTitles={tripTitles}
            staffNames={staffNames}
            showAssignee={today.everyone}
          />
        </>
      ) : (
        <p className="rounded-2xl border border-dashed border-ink/20 bg-white p-8 text-center text-ink-muted">
          Nothing to follow up today. Set a follow-up on a lead&rsquo;s page and it shows here on its day.
        </p>
      )}
    </div>
  )
}
