import { conversionText, type ReportCounts, type ReportTable } from '@/lib/leads/reports/aggregates'
import { REPORT_TITLES } from '@/lib/leads/reports/csv'
import { ScrollBox } from '@/components/admin/ui/scroll-box'

const numberCell = 'px-2 py-2 text-right tabular-nums sm:px-3'
const figure = (value: number) => value.toLocaleString('en-IN')

function Figures({ counts }: { counts: ReportCounts }) {
  return (
    <>
      <td className={numberCell}>{figure(counts.enquiries)}</td>
      <td className={numberCell}>{figure(counts.quoted)}</td>
      <td className={`${numberCell} font-semibold text-maroon-700`}>{figure(counts.won)}</td>
      <td className={numberCell}>{conversionText(counts)}</td>
    </>
  )
}

/** A report's figures: the chart's data as a table, every row, the total last. */
export function ReportTableView({ table, caption }: { table: ReportTable; caption: string }) {
  const { column } = REPORT_TITLES[table.breakdown]
  return (
    <ScrollBox label={`${caption}: the table scrolls sideways`} className="rounded-xl border border-ink/10">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-sand-100 text-xs font-semibold text-ink-muted sm:tracking-wide sm:uppercase">
          <tr>
            <th scope="col" className="px-2 py-2 text-left sm:px-3">
              {column}
            </th>
            <th scope="col" className="px-2 py-2 text-right sm:px-3">
              <span className="hidden sm:inline">Enquiries</span>
              <span className="sm:hidden" aria-hidden>
                Enq.
              </span>
              <span className="sr-only sm:hidden">Enquiries</span>
            </th>
            <th scope="col" className="px-2 py-2 text-right sm:px-3">
              Quoted
            </th>
            <th scope="col" className="px-2 py-2 text-right sm:px-3">
              Won
            </th>
            <th scope="col" className="px-2 py-2 text-right sm:px-3">
              <span className="hidden sm:inline">Conversion</span>
              <span className="sm:hidden" aria-hidden>
                Conv.
              </span>
              <span className="sr-only sm:hidden">Conversion</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-ink/5">
          {table.rows.map((row) => (
            <tr key={row.key}>
              <th scope="row" className="px-2 py-2 text-left font-medium break-words sm:px-3">
                {row.label}
                {row.kind && row.kind !== row.label && (
                  <span className="block text-xs font-normal text-ink-muted">{row.kind}</span>
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
  )
}
