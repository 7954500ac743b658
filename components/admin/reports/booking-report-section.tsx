import { Download } from 'lucide-react'
import { Link } from '@/components/ui/link'
import { ScrollBox } from '@/components/admin/ui/scroll-box'
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
    <section aria-labelledby={id} className="min-w-0 rounded-2xl border border-ink/10 bg-white p-4 sm:p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 id={id} className="text-lg font-semibold">
          {title}
        </h3>
        <a
          href={adminReportCsvPath(table.breakdown, table.range)}
          download
          className="inline-flex min-h-10 items-center gap-1.5 rounded-full text-sm font-medium text-saffron-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-saffron-700"
        >
          <Download className="size-4" aria-hidden />
          Download CSV<span className="sr-only"> of {title.toLowerCase()}</span>
        </a>
      </div>
      {table.total.bookings === 0 ? (
        <p className="mt-3 rounded-xl border border-dashed border-ink/20 p-6 text-center text-sm text-ink-muted">
          No bookings were made between {range}.
        </p>
      ) : (
        <>
          <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink-muted" aria-hidden>
            {(
              [
                ['Revenue', COLOURS.revenue],
                ['Collected', COLOURS.collected],
              ] as const
            ).map(([name, colour]) => (
              <li key={name} className="inline-flex items-center gap-1.5">
                <svg width="12" height="12" aria-hidden>
                  <rect width="12" height="12" rx="2" className={colour} />
                </svg>
                {name}
              </li>
            ))}
          </ul>
          <figure className="mt-3">
            <Chart
              rows={charted}
              label={`Bar chart of revenue and collected ${title.toLowerCase().replace('bookings ', '')}, ${range}. The table below gives the figures.`}
            />
          </figure>
          <ScrollBox label={`${caption}: the table scrolls sideways`} className="mt-4 rounded-xl border border-ink/10">
            <table className="w-full border-collapse text-sm">
              <caption className="sr-only">{caption}</caption>
              <thead className="bg-sand-100 text-xs font-semibold text-ink-muted sm:tracking-wide sm:uppercase">
                <tr>
                  <th scope="col" className="px-2 py-2 text-left sm:px-3">
                    {column}
                  </th>
                  <th scope="col" className="px-2 py-2 text-right sm:px-3">
                    Bookings
                  </th>
                  <th scope="col" className="px-2 py-2 text-right sm:px-3">
                    Travellers
                  </th>
                  <th scope="col" className="px-2 py-2 text-right sm:px-3">
                    Revenue
                  </th>
                  <th scope="col" className="px-2 py-2 text-right sm:px-3">
                    Collected
                  </th>
                  <th scope="col" className="px-2 py-2 text-right sm:px-3">
                    Outstanding
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-ink/5">
                {table.rows.map((row) => (
                  <tr key={row.key}>
                    <th scope="row" className="px-2 py-2 text-left font-medium break-words sm:px-3">
                      {row.href ? (
                        <Link href={row.href} className="text-saffron-800 underline-offset-4 hover:underline">
                          {row.label}
                        </Link>
                      ) : (
                        row.label
                      )}
                    </th>
                    <Figures counts={row} />
                  </tr>
                ))}
              </tbody>
              <tfoot className="border-t border-ink/15 bg-sand-50 font-semibold">
                <tr>
                  <th scope="row" className="px-2 py-2 text-left sm:px-3">
                    Total
                  </th>
                  <Figures counts={table.total} />
                </tr>
              </tfoot>
            </table>
          </ScrollBox>
        </>
      )}
    </section>
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
