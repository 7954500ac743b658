import type { ReportRow } from '@/lib/leads/reports/aggregates'

/**
 * A report's bars, drawn on the server as SVG: no chart library, no script. One row per group:
 * its name and figures on a line, then three bars from the same zero, each inside the last:
 * enquiries (pale), quoted (saffron) and won (deep maroon), so the won share stands out. Widths
 * are percentages of the chart's width and the text keeps its own size, so a phone shows the
 * same chart as a desk, never a shrunken one. The table below holds the figures themselves.
 */

const ROW_HEIGHT = 42
const LABEL_Y = 14
const BAR_Y = 21
const BAR_HEIGHT = 14
/** A longer name is cut in the chart; the table under it names it in full. */
const LABEL_MAX = 30

export const CHART_COLOURS = {
  enquiries: 'fill-sand-300',
  quoted: 'fill-saffron-400',
  won: 'fill-maroon-700',
} as const

const cut = (text: string) => (text.length > LABEL_MAX ? `${text.slice(0, LABEL_MAX - 1)}…` : text)
const width = (value: number, max: number) => `${((value / max) * 100).toFixed(2)}%`

export function ReportChart({ rows, label }: { rows: ReportRow[]; label: string }) {
  const max = Math.max(1, ...rows.map((row) => row.enquiries))
  return (
    <svg
      role="img"
      aria-label={label}
      width="100%"
      height={rows.length * ROW_HEIGHT}
      className="block overflow-visible font-sans"
    >
      {rows.map((row, index) => {
        const top = index * ROW_HEIGHT
        return (
          <g key={row.key} transform={`translate(0 ${top})`}>
            <text y={LABEL_Y} className="fill-ink text-[13px] font-medium">
              {cut(row.label)}
            </text>
            <text x="100%" y={LABEL_Y} textAnchor="end" className="fill-ink-muted text-xs tabular-nums">
              {row.enquiries.toLocaleString('en-IN')}
              {row.won > 0 && (
                <tspan className="fill-maroon-700 font-semibold"> · {row.won.toLocaleString('en-IN')} won</tspan>
              )}
            </text>
            <rect y={BAR_Y} width="100%" height={BAR_HEIGHT} rx={3} className="fill-sand-100" />
            {row.enquiries > 0 && (
              <rect
                y={BAR_Y}
                width={width(row.enquiries, max)}
                height={BAR_HEIGHT}
                rx={3}
                className={CHART_COLOURS.enquiries}
              />
            )}
            {row.quoted > 0 && (
              <rect
                y={BAR_Y}
                width={width(row.quoted, max)}
                height={BAR_HEIGHT}
                rx={3}
                className={CHART_COLOURS.quoted}
              />
            )}
            {row.won > 0 && (
              <rect y={BAR_Y} width={width(row.won, max)} height={BAR_HEIGHT} rx={3} className={CHART_COLOURS.won} />
            )}
          </g>
        )
      })}
    </svg>
  )
}
