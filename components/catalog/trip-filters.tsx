import { SlidersHorizontal, X } from 'lucide-react'
import { useLocale, useTranslations } from 'next-intl'
import {
  BUDGET_BANDS,
  DURATION_BANDS,
  filteredHref,
  hasFilters,
  offeredMonths,
  withoutFilter,
  type FilterName,
  type TripFacts,
  type TripFilters as Filters,
} from '@/lib/catalog/filters'
import { HOME_CATEGORY_KEYS, type HomeCategoryKey } from '@/lib/site/config'
import { formatMonthYear } from '@/lib/site/format'
import { localePath } from '@/lib/site/i18n/locales'
import { buttonVariants } from '@/components/ui/button'
import { TripFilterForm, type TripFilterFormLabels, type TripFilterOptions } from './trip-filter-form'

type DurationValue = (typeof DURATION_BANDS)[number]['value']
type BudgetValue = (typeof BUDGET_BANDS)[number]['value']

/** The message of each duration and budget band (lib/catalog/filters.ts), by the band's value. */
const DURATION_KEYS = {
  '1-3': 'upTo3',
  '4-7': 'from4To7',
  '8+': 'from8',
} as const satisfies Record<DurationValue, string>
const BUDGET_KEYS = {
  'under-20000': 'under20000',
  '20000-50000': 'from20000To50000',
  '50000-100000': 'from50000To100000',
  'over-100000': 'over100000',
} as const satisfies Record<BudgetValue, string>

/**
 * The filters of a trip list (category pages, /search): on a desktop a row above the list; on a phone a
 * "Filters" button that opens them in a sheet from the bottom (a <details>, so it opens without JavaScript
 * too); then the filters in force, each removed with one tap. `facts` are the list's trips before filtering:
 * the months offered and the live count come from them. `action` is the list's site path; its links and
 * form lead to it in the page's language.
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
  const t = useTranslations('catalog')
  const locale = useLocale()
  /** A filter's value as the visitor reads it ("May 2027", "4 to 7 days"), in the page's language (filterLabel). */
  const valueLabel = (name: FilterName, value: string): string => {
    if (name === 'month') return formatMonthYear(value, undefined, locale)
    if (name === 'days') return t(`filters.days.${DURATION_KEYS[value as DurationValue]}`)
    if (name === 'budget') return t(`filters.budgets.${BUDGET_KEYS[value as BudgetValue]}`)
    return t(`categories.${value as HomeCategoryKey}.label`)
  }
  const months = offeredMonths(facts).map(({ value }) => ({ value, label: valueLabel('month', value) }))
  // A month that is no longer offered stays selectable while it is in force, so the form shows what is applied.
  if (filters.month && !months.some((m) => m.value === filters.month))
    months.unshift({ value: filters.month, label: valueLabel('month', filters.month) })
  const active = (Object.keys(filters) as FilterName[]).filter((name) => filters[name])
  // Remounts the forms when the filters in force change (a chip removed one), so they show those.
  const formKey = filteredHref(action, filters, keep)
  const options: TripFilterOptions = {
    months,
    categories: HOME_CATEGORY_KEYS.map((key) => ({ value: key, label: valueLabel('category', key) })),
    durations: DURATION_BANDS.map((band) => ({ value: band.value, label: valueLabel('days', band.value) })),
    budgets: BUDGET_BANDS.map((band) => ({ value: band.value, label: valueLabel('budget', band.value) })),
  }
  const labels: TripFilterFormLabels = {
    form: t('filters.label'),
    category: t('filters.category'),
    anyCategory: t('filters.anyCategory'),
    month: t('filters.month'),
    anyMonth: t('filters.anyMonth'),
    duration: t('filters.duration'),
    anyDuration: t('filters.anyDuration'),
    budget: t('filters.budget'),
    anyBudget: t('filters.anyBudget'),
    apply: t('filters.apply'),
    show: Array.from({ length: facts.length + 1 }, (_, count) => t('filters.show', { count })),
  }
  const form = { action, facts, filters, options, labels, keep, withCategory }
  const link = (to: Filters) => localePath(filteredHref(action, to, keep), locale)

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
          <span className="group-open:hidden">
            {active.length ? t('filters.openCount', { count: active.length }) : t('filters.open')}
          </span>
          <span className="hidden group-open:inline">{t('filters.close')}</span>
        </summary>
        <div className="fixed inset-0 z-[59] bg-ink/50" aria-hidden />
        <div
          role="group"
          aria-label={t('filters.label')}
          className="fixed inset-x-0 bottom-0 z-[60] max-h-[85vh] overflow-y-auto rounded-t-3xl bg-white px-5 pt-6 pb-24 shadow-2xl"
        >
          <p className="mb-5 font-display text-xl font-semibold">{t('filters.label')}</p>
          <TripFilterForm key={formKey} {...form} idPrefix="filters-sheet" layout="sheet" />
        </div>
      </details>

      {active.length > 0 || ignored.length > 0 ? (
        <div className="mt-4 flex flex-wrap items-center gap-2" role="group" aria-label={t('filters.inForce')}>
          {active.map((name) => (
            <a
              key={name}
              href={link(withoutFilter(filters, name))}
              aria-label={t('filters.remove', { label: valueLabel(name, filters[name]!) })}
              className="inline-flex min-h-11 items-center gap-1.5 rounded-full bg-saffron-50 px-4 text-sm font-medium text-saffron-900 ring-1 ring-saffron-200 hover:bg-saffron-100"
            >
              {valueLabel(name, filters[name]!)}
              <X aria-hidden className="size-4" />
            </a>
          ))}
          {hasFilters(filters) ? (
            <a
              href={link({})}
              className="inline-flex min-h-11 items-center px-2 text-sm font-medium text-maroon-800 underline underline-offset-2"
            >
              {t('filters.clear')}
            </a>
          ) : null}
          {ignored.length > 0 ? (
            <p className="w-full text-sm text-ink-muted">
              {t('filters.ignored', { values: ignored.map((value) => `\u201c${value}\u201d`).join(', ') })}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  )
}
