import { conversionText, type ReportCounts } from '@/lib/leads/reports/aggregates'

/** The range's totals in four figures, read before any chart. */
export function ReportSummary({ total }: { total: ReportCounts }) {
  const figures = [
    ['Enquiries', total.enquiries.toLocaleString('en-IN'), 'text-ink'],
    ['Quoted', total.quoted.toLocaleString('en-IN'), 'text-saffron-800'],
    ['Won', total.won.toLocaleString('en-IN'), 'text-maroon-700'],
    ['Conversion', conversionText(total), 'text-ink'],
  ] as const
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {figures.map(([name, value, tone]) => (
        <div key={name} className="rounded-2xl border border-ink/10 bg-white px-4 py-3">
          <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{name}</dt>
          <dd className={`mt-1 text-2xl font-semibold tabular-nums ${tone}`}>{value}</dd>
        </div>
      ))}
    </dl>
  )
}
