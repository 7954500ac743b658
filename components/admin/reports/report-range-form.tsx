import { Link } from '@/components/ui/link'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/admin/ui/field'
import { fieldClassName } from '@/components/ui/input'
import type { ReportRange } from '@/lib/leads/reports/schemas'
import { ADMIN_ROUTES } from '@/lib/site/routes'
import { cx } from '@/lib/site/utils'

const controlClass = cx(fieldClassName, 'min-h-10 py-2 text-sm')

/** Quick ranges beside the form: this calendar year and the last. */
function presets(today: string): { label: string; range?: ReportRange }[] {
  const year = Number(today.slice(0, 4))
  return [
    { label: 'Last 12 months' },
    { label: `${year} so far`, range: { from: `${year}-01-01`, to: today } },
    { label: String(year - 1), range: { from: `${year - 1}-01-01`, to: `${year - 1}-12-31` } },
  ]
}

/** The reports' range: a plain GET form, so a report is a link the owner can keep. */
export function ReportRangeForm({ range, today, error }: { range: ReportRange; today: string; error?: string }) {
  return (
    <form
      method="get"
      action={ADMIN_ROUTES.reports}
      aria-label="Date range"
      className="rounded-2xl border border-ink/10 bg-white p-3 sm:p-4"
    >
      <div className="flex flex-wrap items-end gap-3">
        <Field id="from" label="From" compact className="min-w-[9rem] flex-1 sm:flex-none">
          <input
            id="from"
            name="from"
            type="date"
            defaultValue={range.from}
            max={today}
            required
            className={controlClass}
          />
        </Field>
        <Field id="to" label="To" compact className="min-w-[9rem] flex-1 sm:flex-none">
          <input id="to" name="to" type="date" defaultValue={range.to} required className={controlClass} />
        </Field>
        <Button type="submit" size="sm" className="min-h-10">
          Show
        </Button>
      </div>
      {error && (
        <p role="alert" className="mt-3 rounded-xl bg-maroon-50 px-3 py-2 text-sm text-maroon-800">
          {error}. Showing the last 12 months.
        </p>
      )}
      <ul className="mt-3 flex flex-wrap gap-2 text-sm">
        {presets(today).map(({ label, range: preset }) => (
          <li key={label}>
            <Link
              href={preset ? `${ADMIN_ROUTES.reports}?${new URLSearchParams(preset)}` : ADMIN_ROUTES.reports}
              className="inline-flex min-h-10 items-center rounded-full border border-ink/15 px-3.5 font-medium hover:bg-sand-100 focus-visible:outline-2 focus-visible:outline-saffron-700"
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </form>
  )
}
