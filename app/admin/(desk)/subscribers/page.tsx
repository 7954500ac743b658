import type { Metadata } from 'next'
import { Pager } from '@/components/admin/ui/pager'
import { listSubscribers } from '@/lib/leads/desk/subscribers'
import { requireStaffPage } from '@/lib/staff/session'
import { formatDateTimeInIndia } from '@/lib/site/format'
import { ADMIN_ROUTES, adminLeadPath } from '@/lib/site/routes'
import { parseLeadFilters } from '@/lib/leads/desk/schemas'

export const metadata: Metadata = { title: 'Newsletter subscribers' }

export default async function SubscribersPage({ searchParams }: PageProps<'/admin/subscribers'>) {
  const staff = await requireStaffPage('leads.read')
  const { page } = parseLeadFilters(await searchParams)
  const { subscribers, total, pages } = await listSubscribers(staff, page)
  return (
    <>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">Newsletter subscribers</h1>
        <a
          href={ADMIN_ROUTES.subscribersExport}
          download
          className="rounded-full border border-ink/15 bg-white px-4 py-2 text-sm font-medium hover:border-saffron-600"
        >
          Export CSV
        </a>
      </div>
      {subscribers.length ? (
        <ul className="divide-y divide-ink/10 overflow-hidden rounded-2xl border border-ink/10 bg-white">
          {subscribers.map((s) => (
            <li key={s.reference} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 text-sm">
              <span className="font-medium break-all">{s.email}</span>
              <span className="text-ink-muted">
                {formatDateTimeInIndia(s.created_at)} ·{' '}
                <a
                  href={adminLeadPath(s.reference)}
                  className="font-mono text-saffron-800 underline-offset-4 hover:underline"
                >
                  {s.reference}
                </a>
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="rounded-2xl border border-dashed border-ink/20 bg-white p-8 text-center text-ink-muted">
          No subscribers yet.
        </p>
      )}
      <Pager
        page={page}
        pages={pages}
        total={total}
        noun={['subscriber', 'subscribers']}
        hrefFor={(n) => `${ADMIN_ROUTES.subscribers}?page=${n}`}
      />
    </>
  )
}
