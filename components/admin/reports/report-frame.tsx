import type { ReactNode } from 'react'
import { Download } from 'lucide-react'
import { ScrollBox } from '@/components/admin/ui/scroll-box'

const NUMBER_HEAD = 'px-2 py-2 text-right sm:px-3'

/**
 * The frame every report shares: its heading, its CSV, and either the words for an empty range or
 * the colours' legend above its chart and table (the children).
 */
export function ReportFrame({
  id,
  title,
  heading: Heading = 'h2',
  csvHref,
  csvName,
  empty,
  legend,
  children,
}: {
  id: string
  title: string
  heading?: 'h2' | 'h3'
  csvHref: string
  /** What the CSV holds, for a screen reader ("leads by month"). */
  csvName: string
  /** The words for a range with nothing in it; null when there is something to show. */
  empty: string | null
  legend: readonly (readonly [name: string, colour: string])[]
  children: ReactNode
}) {
  return (
    <section aria-labelledby={id} className="min-w-0 rounded-2xl border border-ink/10 bg-white p-4 sm:p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <Heading id={id} className="text-lg font-semibold">
          {title}
        </Heading>
        <a
          href={csvHref}
          download
          className="inline-flex min-h-10 items-center gap-1.5 rounded-full text-sm font-medium text-saffron-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-saffron-700"
        >
          <Download className="size-4" aria-hidden />
          Download CSV<span className="sr-only"> of {csvName}</span>
        </a>
      </div>
      {empty !== null ? (
        <p className="mt-3 rounded-xl border border-dashed border-ink/20 p-6 text-center text-sm text-ink-muted">
          {empty}
        </p>
      ) : (
        <>
          <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink-muted" aria-hidden>
            {legend.map(([name, colour]) => (
              <li key={name} className="inline-flex items-center gap-1.5">
                <svg width="12" height="12" aria-hidden>
                  <rect width="12" height="12" rx="2" className={colour} />
                </svg>
                {name}
              </li>
            ))}
          </ul>
          {children}
        </>
      )}
    </section>
  )
}

/**
 * A report's figures as a table: the group's column, then one right-aligned column per figure,
 * every row, and the total last; it scrolls sideways inside its own box on a phone.
 */
export function FiguresTable({
  caption,
  column,
  headings,
  rows,
  total,
}: {
  caption: string
  column: string
  headings: ReactNode[]
  rows: { key: string; label: ReactNode; figures: ReactNode }[]
  total: ReactNode
}) {
  return (
    <ScrollBox label={`${caption}: the table scrolls sideways`} className="rounded-xl border border-ink/10">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-sand-100 text-xs font-semibold text-ink-muted sm:tracking-wide sm:uppercase">
          <tr>
            <th scope="col" className="px-2 py-2 text-left sm:px-3">
              {column}
            </th>
            {headings.map((heading, index) => (
              <th key={index} scope="col" className={NUMBER_HEAD}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-ink/5">
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row" className="px-2 py-2 text-left font-medium break-words sm:px-3">
                {row.label}
              </th>
              {row.figures}
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t border-ink/15 bg-sand-50 font-semibold">
          <tr>
            <th scope="row" className="px-2 py-2 text-left sm:px-3">
              Total
            </th>
            {total}
          </tr>
        </tfoot>
      </table>
    </ScrollBox>
  )
}
