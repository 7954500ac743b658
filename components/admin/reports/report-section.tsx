import { Download } from 'lucide-react'
import type { ReportTable } from '@/lib/leads/reports/aggregates'
import { REPORT_TITLES } from '@/lib/leads/reports/csv'
import { formatDay } from '@/lib/site/format'
import { adminReportCsvPath } from '@/lib/site/routes'
import { CHART_COLOURS, ReportChart } from './report-chart'
import { ReportTableView } from './report-table'

/** Groups beyond these are in the table only: a chart of the busiest reads at a glance. */
const CHART_ROWS = 10

const LEGEND = [
  ['Enquiries', CHART_COLOURS.enquiries],
  ['Quoted', CHART_COLOURS.quoted],
  ['Won', CHART_COLOURS.won],
] as const

/** One report: its chart, its table and its CSV. */
export function ReportSection({ table }: { table: ReportTable }) {
  const { title, column } = REPORT_TITLES[table.breakdown]
  const id = `report-${table.breakdown}`
  const range = `${formatDay(table.range.from)} to ${formatDay(table.range.to)}`
  const charted = table.breakdown === 'month' ? table.rows : table.rows.slice(0, CHART_ROWS)
  const cutShort = charted.length < table.rows.length
  return (
    <section aria-labelledby={id} className="min-w-0 rounded-2xl border border-ink/10 bg-white p-4 sm:p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        <a
          href={adminReportCsvPath(table.breakdown, table.range)}
          download
          className="inline-flex min-h-10 items-center gap-1.5 rounded-full text-sm font-medium text-saffron-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-saffron-700"
        >
          <Download className="size-4" aria-hidden />
          Download CSV<span className="sr-only"> of leads {title.toLowerCase()}</span>
        </a>
      </div>
      {table.rows.length === 0 ? (
        <p className="mt-3 rounded-xl border border-dashed border-ink/20 p-6 text-center text-sm text-ink-muted">
          No enquiries came in between {range}.
        </p>
      ) : (
        <>
          <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink-muted" aria-hidden>
            {LEGEND.map(([name, colour]) => (
              <li key={name} className="inline-flex items-center gap-1.5">
                <svg width="12" height="12" aria-hidden>
                  <rect width="12" height="12" rx="2" className={colour} />
                </svg>
                {name}
              </li>
            ))}
          </ul>
          <figure className="mt-3">
            <ReportChart
              rows={charted}
              label={`Bar chart of enquiries, quoted and won ${title.toLowerCase()}, ${range}${cutShort ? `, the ${CHART_ROWS} with most enquiries` : ''}. The table below gives the figures.`}
            />
            {cutShort && (
              <figcaption className="mt-1 text-xs text-ink-muted">
                The chart shows the {CHART_ROWS} with most enquiries; the table lists all {table.rows.length}.
              </figcaption>
            )}
          </figure>
          <div className="mt-4">
            <ReportTableView table={table} caption={`Leads ${title.toLowerCase()} (${column}), ${range}`} />
          </div>
        </>
      )}
    </section>
  )
}
