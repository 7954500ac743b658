import { SlidersHorizontal, X } from 'lucide-react'
import {
  filteredHref,
  filterLabel,
  hasFilters,
  offeredMonths,
  withoutFilter,
  type FilterName,
  type TripFacts,
  type TripFilters as Filters,
} from '@/lib/catalog/filters'
import { buttonVariants } from '@/components/ui/button'
import { TripFilterForm } from './trip-filter-form'

/**
 * The filters of a trip list (category pages, /search): on a desktop a row above the list; on a phone a
 * "Filters" button that opens them in a sheet from the bottom (a <details>, so it opens without JavaScript
 * too); then the filters in force, each removed with one tap. `facts` are the list's trips before filtering:
 * the months offered and the live count come from them.
 */
export function TripFilters({
  action,
  facts,
  filters,
  ignored,
  keep,
  withCategory = false,
}: {
  action: string
  facts: TripFacts[]
  filters: Filters
  ignored: string[]
  keep?: Record<string, string>
  withCategory?: boolean
}) {
  const months = offeredMonths(facts)
  // A month that is no longer offered stays selectable while it is in force, so the form shows what is applied.
  if (filters.month && !months.some((m) => m.value === filters.month))
    months.unshift({ value: filters.month, label: filterLabel('month', filters.month) })
  const active = (Object.keys(filters) as FilterName[]).filter((name) => filters[name])
  // Remounts the forms when the filters in force change (a chip removed one), so they show those.
  const formKey = filteredHref(action, filters, keep)
  const form = { action, facts, filters, months, keep, withCategory }

  return (
    <div className="mb-8" data-testid="trip-filters">
      <div className="hidden rounded-card bg-sand-50 p-4 ring-1 ring-ink/5 lg:block" data-wide-only>
        <TripFilterForm key={formKey} {...form} idPrefix="filters-bar" layout="bar" />
      </div>

      <details className="group lg:hidden" data-narrow-only>
        <summary
          className={buttonVariants({
            variant: 'outline',
            className:
              'cursor-pointer list-none group-open:fixed group-open:inset-x-5 group-open:bottom-5 group-open:z-[61] [&::-webkit-details-marker]:hidden',
          })}
        >
          <SlidersHorizontal aria-hidden />
          <span className="group-open:hidden">Filters{active.length ? ` (${active.length})` : ''}</span>
          <span className="hidden group-open:inline">Close</span>
        </summary>
        <div className="fixed inset-0 z-[59] bg-ink/50" aria-hidden />
        <div
          role="group"
          aria-label="Filter trips"
          className="fixed inset-x-0 bottom-0 z-[60] max-h-[85vh] overflow-y-auto rounded-t-3xl bg-white px-5 pt-6 pb-24 shadow-2xl"
        >
          <p className="mb-5 font-display text-xl font-semibold">Filter trips</p>
          <TripFilterForm key={formKey} {...form} idPrefix="filters-sheet" layout="sheet" />
        </div>
      </details>

      {active.length > 0 || ignored.length > 0 ? (
        <div className="mt-4 flex flex-wrap items-center gap-2" role="group" aria-label="Filters in force">
          {active.map((name) => (
            <a
              key={name}
              href={filteredHref(action, withoutFilter(filters, name), keep)}
              aria-label={`Remove filter: ${filterLabel(name, filters[name]!)}`}
              className="inline-flex min-h-11 items-center gap-1.5 rounded-full bg-saffron-50 px-4 text-sm font-medium text-saffron-900 ring-1 ring-saffron-200 hover:bg-saffron-100"
            >
              {filterLabel(name, filters[name]!)}
              <X aria-hidden className="size-4" />
            </a>
          ))}
          {hasFilters(filters) ? (
            <a
              href={filteredHref(action, {}, keep)}
              className="inline-flex min-h-11 items-center px-2 text-sm font-medium text-maroon-800 underline underline-offset-2"
            >
              Clear all
            </a>
          ) : null}
          {ignored.length > 0 ? (
            <p className="w-full text-sm text-ink-muted">
              Left out, not a filter we offer: {ignored.map((value) => `\u201c${value}\u201d`).join(', ')}.
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  )
}
