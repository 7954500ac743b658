import { Link } from '@/components/ui/link'
import { FiguresTable, ReportFrame } from './report-frame'
import type { BookingCounts, BookingReportRow, BookingReportTable } from '@/lib/leads/reports/bookings'
import { BOOKING_REPORT_TITLES } from '@/lib/leads/reports/csv'
import { formatDay, formatRupees } from '@/lib/site/format'
import { adminReportCsvPath } from '@/lib/site/routes'

/**
 * One bookings report: a chart of revenue with what has been collected inside it, drawn on the
 * server as SVG like the leads' reports (widths are shares of the chart, text keeps its size), the
 * table of every figure with the total last, and its CSV.
 */

const CHART_ROWS = 10
const ROW_HEIGHT = 42
const LABEL_MAX = 30
const COLOURS = { revenue: 'fill-sand-300', collected: 'fill-lagoon-700' } as const
const LEGEND = [
  ['Revenue', COLOURS.revenue],
  ['Collected', COLOURS.collected],
] as const

const cut = (text: string) => (text.length > LABEL_MAX ? `${text.slice(0, LABEL_MAX - 1)}…` : text)
const width = (value: number, max: number) => `${((Math.max(0, value) / max) * 100).toFixed(2)}%`
const numberCell = 'px-2 py-2 text-right tabular-nums sm:px-3'

function Chart({ rows, label }: { rows: BookingReportRow[]; label: string }) {
  const max = Math.max(1, ...rows.map((row) => row.revenue))
  return (
    <svg role="img" aria-label={label} width="100%" height={rows.length * ROW_HEIGHT} className="block font-sans">
      {rows.map((row, index) => (
        <g key={row.key} transform={`translate(0 ${index * ROW_HEIGHT})`}>
          <text y={14} className="fill-ink text-[13px] font-medium">
            {cut(row.label)}
          </text>
          <text x="100%" y={14} textAnchor="end" className="fill-ink-muted text-xs tabular-nums">
            {formatRupees(row.revenue)}
          </text>
          <rect y={21} width="100%" height={14} rx={3} className="fill-sand-100" />
          {row.revenue > 0 && (
            <rect y={21} width={width(row.revenue, max)} height={14} rx={3} className={COLOURS.revenue} />
          )}
          {row.collected > 0 && (
            <rect y={21} width={width(row.collected, max)} height={14} rx={3} className={COLOURS.collected} />
          )}
        </g>
      ))}
    </svg>
  )
}

function Figures({ counts }: { counts: BookingCounts }) {
  return (
    <>
      <td className={numberCell}>{counts.bookings.toLocaleString('en-IN')}</td>
      <td className={numberCell}>{counts.travellers.toLocaleString('en-IN')}</td>
      <td className={numberCell}>{formatRupees(counts.revenue)}</td>
      <td className={`${numberCell} text-lagoon-800`}>{formatRupees(counts.collected)}</td>
      <td className={`${numberCell} font-semibold text-maroon-700`}>{formatRupees(counts.outstanding)}</td>
    </>
  )
}

export function BookingReportSection({ table }: { table: BookingReportTable }) {
  const { title, column } = BOOKING_REPORT_TITLES[table.breakdown]
  const id = `report-${table.breakdown}`
  const range = `${formatDay(table.range.from)} to ${formatDay(table.range.to)}`
  const charted = table.breakdown === 'bookings-month' ? table.rows : table.rows.slice(0, CHART_ROWS)
  const caption = `${title} (${column}), ${range}`
  return (
    <ReportFrame
      id={id}
      title={title}
      heading="h3"
      csvHref={adminReportCsvPath(table.breakdown, table.range)}
      csvName={title.toLowerCase()}
      empty={table.total.bookings === 0 ? `No bookings were made between ${range}.` : null}
      legend={LEGEND}
    >
      <figure className="mt-3">
        <Chart
          rows={charted}
          label={`Bar chart of revenue and collected ${title.toLowerCase().replace('bookings ', '')}, ${range}. The table below gives the figures.`}
        />
      </figure>
      <div className="mt-4">
        <FiguresTable
          caption={caption}
          column={column}
          headings={['Bookings', 'Travellers', 'Revenue', 'Collected', 'Outstanding']}
          rows={table.rows.map((row) => ({
            key: row.key,
            label: row.href ? (
              <Link href={row.href} className="text-saffron-800 underline-offset-4 hover:underline">
                {row.label}
              </Link>
            ) : (
              row.label
            ),
            figures: <Figures counts={row} />,
          }))}
          total={<Figures counts={table.total} />}
        />
      </div>
    </ReportFrame>
  )
}

/** The bookings' totals in five figures, read before the charts. */
export function BookingReportSummary({ total }: { total: BookingCounts }) {
  const figures = [
    ['Bookings', total.bookings.toLocaleString('en-IN'), 'text-ink'],
    ['Travellers', total.travellers.toLocaleString('en-IN'), 'text-ink'],
    ['Revenue', formatRupees(total.revenue), 'text-ink'],
    ['Collected', formatRupees(total.collected), 'text-lagoon-800'],
    ['Outstanding', formatRupees(total.outstanding), 'text-maroon-700'],
  ] as const
  return (
    <dl aria-label="Bookings in the range" className="grid grid-cols-2 gap-3 sm:grid-cols-5">
      {figures.map(([name, value, tone]) => (
        <div key={name} className="min-w-0 rounded-2xl border border-ink/10 bg-white px-4 py-3">
          <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{name}</dt>
          <dd className={`mt-1 text-xl font-semibold break-words tabular-nums ${tone}`}>{value}</dd>
        </div>
      ))}
    </dl>
  )
}
