import { conversionText, type ReportCounts, type ReportTable } from '@/lib/leads/reports/aggregates'
import { REPORT_TITLES } from '@/lib/leads/reports/csv'
import { FiguresTable } from './report-frame'

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

/** A heading shortened on a phone, read whole by a screen reader. */
function Abbreviated({ full, short }: { full: string; short: string }) {
  return (
    <>
      <span className="hidden sm:inline">{full}</span>
      <span className="sm:hidden" aria-hidden>
        {short}
      </span>
      <span className="sr-only sm:hidden">{full}</span>
    </>
  )
}

/** A report's figures: the chart's data as a table, every row, the total last. */
export function ReportTableView({ table, caption }: { table: ReportTable; caption: string }) {
  const { column } = REPORT_TITLES[table.breakdown]
  return (
    <FiguresTable
      caption={caption}
      column={column}
      headings={[
        <Abbreviated key="enquiries" full="Enquiries" short="Enq." />,
        'Quoted',
        'Won',
        <Abbreviated key="conversion" full="Conversion" short="Conv." />,
      ]}
      rows={table.rows.map((row) => ({
        key: row.key,
        label: (
          <>
            {row.label}
            {row.kind && row.kind !== row.label && (
              <span className="block text-xs font-normal text-ink-muted">{row.kind}</span>
            )}
          </>
        ),
        figures: <Figures counts={row} />,
      }))}
      total={<Figures counts={table.total} />}
    />
  )
}
