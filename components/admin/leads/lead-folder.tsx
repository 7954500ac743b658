import { getCatalogTripTitles } from '@/lib/catalog/trip-titles'
import { leadDepartureDays, listLeads, stageCounts, type Folder } from '@/lib/leads/desk/queries'
import type { Staff } from '@/lib/staff/session'
import { listStaff } from '@/lib/staff/accounts'
import { ADMIN_ROUTES } from '@/lib/site/routes'
import { leadFiltersQuery, type LeadFilters as Filters } from '@/lib/leads/desk/schemas'
import { LeadFilters } from './lead-filters'
import { LeadList } from './lead-list'
import { Pager } from '@/components/admin/ui/pager'
import { StageTabs } from './stage-tabs'

/**
 * A folder of leads (the inbox or spam): its filters, the inbox's status tabs, one page of leads,
 * the pager and the CSV export.
 */
export async function LeadFolder({ folder, filters, staff }: { folder: Folder; filters: Filters; staff: Staff }) {
  const basePath = folder === 'spam' ? ADMIN_ROUTES.spam : ADMIN_ROUTES.home
  const spam = folder === 'spam'
  const [page, tripTitles, members, departures, counts] = await Promise.all([
    listLeads(folder, filters, staff),
    getCatalogTripTitles(),
    listStaff(),
    leadDepartureDays(staff, filters.trip),
    spam ? undefined : stageCounts(filters, staff),
  ])
  const staffNames = new Map(members.map((m) => [m.id, m.name || m.email]))
  const exportHref = `${ADMIN_ROUTES.leadsExport}${leadFiltersQuery({ ...filters, page: undefined, ...(folder === 'spam' ? { folder: 'spam' } : {}) } as Partial<Filters>)}`
  return (
    <div className="space-y-4">
      <LeadFilters
        filters={filters}
        basePath={basePath}
        trips={[...tripTitles].sort((a, b) => a[1].localeCompare(b[1]))}
        departures={departures}
        staff={members.map((m) => ({ id: m.id, name: m.name || m.email }))}
        showStage={!spam}
      />
      {counts && <StageTabs filters={filters} counts={counts} basePath={basePath} />}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-ink-muted" role="status">
          {page.total.toLocaleString('en-IN')} {page.total === 1 ? 'lead' : 'leads'}
        </p>
        <a
          href={exportHref}
          download
          className="rounded-full border border-ink/15 bg-white px-4 py-2 text-sm font-medium hover:border-saffron-600 focus-visible:outline-2 focus-visible:outline-saffron-700"
        >
          Export CSV
        </a>
      </div>
      <LeadList leads={page.leads} tripTitles={tripTitles} staffNames={staffNames} spam={spam} now={page.readAt} />
      <Pager
        page={page.page}
        pages={page.pages}
        total={page.total}
        noun={['lead', 'leads']}
        hrefFor={(n) => `${basePath}${leadFiltersQuery({ ...filters, page: n })}`}
      />
    </div>
  )
}
