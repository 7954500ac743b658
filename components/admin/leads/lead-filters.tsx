import { ChevronRight } from 'lucide-react'
import { Link } from '@/components/ui/link'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/admin/ui/field'
import { fieldClassName } from '@/components/ui/input'
import { FORM_LABELS, LANGUAGE_LABELS } from '@/lib/leads/labels'
import { cx } from '@/lib/site/utils'
import { formatDay, todayInIndia } from '@/lib/site/format'
import type { LeadFilters as Filters } from '@/lib/leads/desk/schemas'

const controlClass = cx(fieldClassName, 'min-h-10 py-2 text-sm')

/** The inbox's filters: a plain GET form, so a filtered list is a link staff can share. */
export function LeadFilters({
  filters,
  basePath,
  trips,
  departures,
  staff,
  showStage = true,
}: {
  filters: Filters
  basePath: string
  trips: [slug: string, title: string][]
  /** The departure days leads name (YYYY-MM-DD), soonest first. */
  departures: string[]
  staff: { id: string; name: string }[]
  showStage?: boolean
}) {
  const moreSet = Boolean(
    filters.form ||
    filters.language ||
    filters.trip ||
    filters.departure ||
    filters.assignee ||
    filters.from ||
    filters.to,
  )
  const today = todayInIndia()
  const days =
    filters.departure && !departures.includes(filters.departure)
      ? [...departures, filters.departure].sort()
      : departures
  const upcoming = days.filter((day) => day > today)
  const past = days.filter((day) => day <= today).reverse()
  return (
    <form
      method="get"
      action={basePath}
      role="search"
      aria-label="Filter leads"
      className="rounded-2xl border border-ink/10 bg-white p-3 sm:p-4"
    >
      {/* The status is chosen with the tabs above the list; a search keeps it. */}
      {showStage && filters.stage && <input type="hidden" name="stage" value={filters.stage} />}
      <div className="flex items-center gap-2 sm:gap-3">
        <Field id="q" label="Search" hideLabel className="min-w-0 flex-1">
          <input
            id="q"
            name="q"
            type="search"
            defaultValue={filters.q}
            placeholder="Name, phone, e-mail"
            className={controlClass}
          />
        </Field>
        <Button type="submit" size="sm" className="shrink-0">
          Apply filters
        </Button>
        {(moreSet || filters.q || filters.stage || filters.attention) && (
          <Link
            href={basePath}
            className="shrink-0 text-sm font-medium text-saffron-800 underline-offset-4 hover:underline"
          >
            Clear
          </Link>
        )}
      </div>
      <details open={moreSet} className="group mt-1">
        <summary className="inline-flex min-h-10 cursor-pointer list-none items-center gap-1 rounded-full text-sm font-medium text-saffron-800 focus-visible:outline-2 focus-visible:outline-saffron-700 [&::-webkit-details-marker]:hidden">
          <ChevronRight className="size-4 transition-transform group-open:rotate-90" aria-hidden />
          More filters
        </summary>
        <div className="mt-2 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <Field id="form" label="Form" compact>
            <select id="form" name="form" defaultValue={filters.form ?? ''} className={controlClass}>
              <option value="">Any form</option>
              {Object.entries(FORM_LABELS)
                .filter(([form]) => form !== 'newsletter')
                .map(([form, label]) => (
                  <option key={form} value={form}>
                    {label}
                  </option>
                ))}
            </select>
          </Field>
          <Field id="language" label="Language" compact>
            <select id="language" name="language" defaultValue={filters.language ?? ''} className={controlClass}>
              <option value="">Any language</option>
              {Object.entries(LANGUAGE_LABELS).map(([locale, label]) => (
                <option key={locale} value={locale}>
                  {label}
                </option>
              ))}
            </select>
          </Field>
          <Field id="trip" label="Trip" compact>
            <select id="trip" name="trip" defaultValue={filters.trip ?? ''} className={controlClass}>
              <option value="">Any trip</option>
              {trips.map(([slug, title]) => (
                <option key={slug} value={slug}>
                  {title}
                </option>
              ))}
            </select>
          </Field>
          <Field id="departure" label="Departure" compact>
            <select id="departure" name="departure" defaultValue={filters.departure ?? ''} className={controlClass}>
              <option value="">Any departure</option>
              {upcoming.length > 0 && (
                <optgroup label="Upcoming">
                  {upcoming.map((day) => (
                    <option key={day} value={day}>
                      {formatDay(day)}
                    </option>
                  ))}
                </optgroup>
              )}
              {past.length > 0 && (
                <optgroup label="Past">
                  {past.map((day) => (
                    <option key={day} value={day}>
                      {formatDay(day)}
                    </option>
                  ))}
                </optgroup>
              )}
            </select>
          </Field>
          <Field id="assignee" label="Assigned to" compact>
            <select id="assignee" name="assignee" defaultValue={filters.assignee ?? ''} className={controlClass}>
              <option value="">Anyone</option>
              <option value="me">Me</option>
              <option value="none">Nobody</option>
              {staff.map((member) => (
                <option key={member.id} value={member.id}>
                  {member.name}
                </option>
              ))}
            </select>
          </Field>
          <Field id="from" label="From" compact>
            <input id="from" name="from" type="date" defaultValue={filters.from} className={controlClass} />
          </Field>
          <Field id="to" label="To" compact>
            <input id="to" name="to" type="date" defaultValue={filters.to} className={controlClass} />
          </Field>
          {showStage && (
            <label className="flex min-h-10 items-center gap-2 self-end text-sm font-medium">
              <input
                type="checkbox"
                name="attention"
                value="1"
                defaultChecked={Boolean(filters.attention)}
                className="size-4 accent-maroon-700"
              />
              Needs attention only
            </label>
          )}
        </div>
      </details>
    </form>
  )
}
