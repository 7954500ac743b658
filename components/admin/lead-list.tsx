import { Link } from '@/components/ui/link'
import type { LeadListItem } from '@/lib/leads/desk/queries'
import { formatDateTimeInIndia, formatDay } from '@/lib/site/format'
import { formLabel } from '@/lib/leads/labels'
import { RowList } from '@/components/admin/ui/row-list'
import { adminLeadPath } from '@/lib/site/routes'
import { AttentionBadge, SentFastBadge, StageBadge } from './stage-badge'

/**
 * Leads as rows: a table's columns from 1024 px, one card per lead below (every value keeps
 * its label there). The reference opens the lead.
 */
export function LeadList({
  leads,
  tripTitles,
  staffNames,
  spam = false,
}: {
  leads: LeadListItem[]
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
  const columns =
    'lg:grid lg:grid-cols-[7.5rem_8.5rem_minmax(0,1.2fr)_minmax(0,1.3fr)_minmax(0,1.2fr)_9rem_8rem] lg:gap-3'
  return (
    <RowList
      header={
        <div
          aria-hidden
          className={`hidden border-b border-ink/10 bg-sand-100 px-4 py-2 text-xs font-semibold tracking-wide text-ink-muted uppercase ${columns}`}
        >
          <span>Reference</span>
          <span>Received</span>
          <span>Name</span>
          <span>Phone · e-mail</span>
          <span>Trip or destination</span>
          <span>People · departure</span>
          <span>{spam ? 'Why spam' : 'Status'}</span>
        </div>
      }
    >
      {leads.map((lead) => {
        const trip = lead.trip ? (tripTitles.get(lead.trip) ?? lead.trip) : null
        return (
          <li key={lead.id} data-testid="lead-row" className={`px-4 py-3 text-sm ${columns} lg:items-start`}>
            <div className="flex items-center justify-between gap-2 lg:block">
              <Link
                href={adminLeadPath(lead.reference)}
                className="font-mono font-semibold text-saffron-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-saffron-700"
              >
                {lead.reference}
              </Link>
              <span className="text-xs text-ink-muted lg:mt-0.5 lg:block">{formLabel(lead.form)}</span>
            </div>
            <div className="text-ink-muted">
              <time dateTime={new Date(lead.createdAt).toISOString()}>{formatDateTimeInIndia(lead.createdAt)}</time>
            </div>
            <div className="mt-1 font-medium break-words lg:mt-0">{lead.name ?? '—'}</div>
            <div className="break-words">
              {lead.phone && <span className="block">{lead.phone}</span>}
              {lead.email && <span className="block text-ink-muted">{lead.email}</span>}
            </div>
            <div className="break-words">
              {trip ? <span>{trip}</span> : <span className="text-ink-muted lg:hidden">No trip named</span>}
            </div>
            <div className="text-ink-muted">
              {lead.travellers && (
                <span className="mr-2 lg:mr-0 lg:block">
                  {lead.travellers} {lead.travellers === '1' ? 'person' : 'people'}
                </span>
              )}
              {lead.departure ? (
                <span className="lg:block">
                  <span className="whitespace-nowrap lg:block">Dep. {formatDay(lead.departure)}</span>
                  {lead.boardingCity && <span className="whitespace-nowrap lg:block"> from {lead.boardingCity}</span>}
                </span>
              ) : (
                lead.travelDate && <span className="whitespace-nowrap lg:block">{lead.travelDate}</span>
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
                  {lead.assigneeId && (
                    <span className="w-full text-xs text-ink-muted">
                      {staffNames.get(lead.assigneeId) ?? 'Former staff'}
                    </span>
                  )}
                </>
              )}
            </div>
          </li>
        )
      })}
    </RowList>
  )
}
