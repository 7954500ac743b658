import type { ReportTable } from '@/lib/leads/reports/aggregates'
import { REPORT_TITLES } from '@/lib/leads/reports/csv'
import { formatDay } from '@/lib/site/format'
import { adminReportCsvPath } from '@/lib/site/routes'
import { CHART_COLOURS, ReportChart } from './report-chart'
import { ReportFrame } from './report-frame'
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
    <ReportFrame
      id={id}
      title={title}
      csvHref={adminReportCsvPath(table.breakdown, table.range)}
      csvName={`leads ${title.toLowerCase()}`}
      empty={table.rows.length === 0 ? `No enquiries came in between ${range}.` : null}
      legend={LEGEND}
    >
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
    </ReportFrame>
  )
}
