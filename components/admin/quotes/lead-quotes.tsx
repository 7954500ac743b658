import { FilePlus2 } from 'lucide-react'
import { Link } from '@/components/ui/link'
import { Badge } from '@/components/admin/ui/badge'
import { Panel } from '@/components/admin/ui/panel'
import type { QuoteSummary } from '@/lib/leads/quotes/store'
import { adminNewQuotePath, adminQuotePath } from '@/lib/site/routes'
import { formatDay, formatRupees } from '@/lib/site/format'

/**
 * The lead page's quotes: each quote at its latest version (number, trip, total, sent or draft,
 * last valid day), one link a row, and the link to make a new one. `canWork` false (a role that
 * only reads leads) leaves the new-quote link out.
 */
export function LeadQuotes({
  reference,
  quotes,
  today,
  canWork,
}: {
  reference: string
  quotes: QuoteSummary[]
  /** Today in India, from the page: a quote past its last day is marked expired. */
  today: string
  canWork: boolean
}) {
  return (
    <Panel title="Quotes" variant="card">
      {quotes.length === 0 ? (
        <p className="text-sm text-ink-muted">No quote yet.</p>
      ) : (
        <ul className="-my-1 divide-y divide-ink/5">
          {quotes.map((quote) => (
            <li key={quote.number}>
              <Link
                href={adminQuotePath(reference, quote.number)}
                className="flex min-h-11 flex-col gap-0.5 py-2 text-sm hover:text-saffron-800 focus-visible:outline-2 focus-visible:outline-saffron-700"
              >
                <span className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold">{quote.number}</span>
                  {quote.version > 1 && <span className="text-ink-muted">v{quote.version}</span>}
                  {quote.status === 'sent' ? (
                    <Badge className="bg-lagoon-50 text-lagoon-800">Sent</Badge>
                  ) : (
                    <Badge className="bg-saffron-50 text-saffron-900">Draft</Badge>
                  )}
                  {quote.validUntil < today && <Badge className="bg-ink/10 text-ink">Expired</Badge>}
                  <span className="ml-auto font-semibold tabular-nums">{formatRupees(quote.total)}</span>
                </span>
                <span className="text-ink-muted">
                  {quote.trip} · {quote.travellers} {quote.travellers === 1 ? 'traveller' : 'travellers'} · valid until{' '}
                  {formatDay(quote.validUntil)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {canWork && (
        <Link
          href={adminNewQuotePath(reference)}
          className="mt-3 inline-flex min-h-11 items-center gap-2 rounded-full border border-ink/15 bg-white px-4 text-sm font-semibold hover:border-saffron-600 hover:text-saffron-800 focus-visible:outline-2 focus-visible:outline-saffron-700"
        >
          <FilePlus2 className="size-4" aria-hidden /> New quote
        </Link>
      )}
    </Panel>
  )
}
