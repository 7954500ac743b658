'use client'

import { useLocale } from '@/lib/site/i18n/client'
import { useState, useSyncExternalStore, type FormEvent } from 'react'
import { FILTER_PARAMS, filteredHref, matchesFilters, type TripFacts, type TripFilters } from '@/lib/catalog/filters'
import { localePath } from '@/lib/site/i18n/locales'
import { useRouter } from '@/lib/site/i18n/navigation'
import { buttonVariants } from '@/components/ui/button'
import { fieldClassName } from '@/components/ui/field-class'
import { cx } from '@/lib/site/utils'

const subscribeNothing = () => () => {}

type Option = { value: string; label: string }

/** The choices of each select, labelled in the page's language by the server (trip-filters.tsx). */
export interface TripFilterOptions {
  months: Option[]
  categories: Option[]
  durations: Option[]
  budgets: Option[]
}

/** The form's words in the page's language, from its server parent (trip-filters.tsx). */
export interface TripFilterFormLabels {
  /** The form's name: "Filter trips" */
  form: string
  category: string
  anyCategory: string
  month: string
  anyMonth: string
  duration: string
  anyDuration: string
  budget: string
  anyBudget: string
  /** The button before the script runs: "Apply filters" */
  apply: string
  /** The button once it counts, by the count: show[3] is "Show 3 trips" (0 to the list's length). */
  show: string[]
}

/**
 * The trip filters as a plain GET form (it works without JavaScript: the browser sends the
 * selects as the query string). Once its script runs, the submit button counts the trips the
 * chosen filters match before they are applied, and sending it opens the clean address (no empty
 * parameters) in place, in the page's language (`action` is the list's site path).
 */
export function TripFilterForm({
  action,
  facts,
  filters,
  options,
  labels,
  keep = {},
  withCategory = false,
  idPrefix,
  layout,
}: {
  action: string
  facts: TripFacts[]
  filters: TripFilters
  options: TripFilterOptions
  labels: TripFilterFormLabels
  /** Other parameters the address keeps (the search's `q`). */
  keep?: Record<string, string>
  withCategory?: boolean
  idPrefix: string
  layout: 'bar' | 'sheet'
}) {
  const router = useRouter()
  const locale = useLocale()
  const [chosen, setChosen] = useState<TripFilters>(filters)
  const hydrated = useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  )
  const count = facts.filter((trip) => matchesFilters(trip, chosen)).length

  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const data = new FormData(event.currentTarget)
    const value = (name: string) => (data.get(name) as string | null) || undefined
    setChosen({
      month: value(FILTER_PARAMS.month),
      days: value(FILTER_PARAMS.days) as TripFilters['days'],
      budget: value(FILTER_PARAMS.budget) as TripFilters['budget'],
      category: value(FILTER_PARAMS.category) as TripFilters['category'],
    })
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const clean = Object.fromEntries(Object.entries(chosen).filter(([, v]) => v)) as TripFilters
    // next-intl's router: the filtered address stays in the page's language ('/ta/pilgrimage?…').
    router.push(filteredHref(action, clean, keep), { scroll: false })
  }

  const select = (name: string, label: string, current: string | undefined, choices: Option[], any: string) => (
    <div className={layout === 'bar' ? 'min-w-0 flex-1' : undefined}>
      {/* A plain label: the ui Label merges classes with tailwind-merge, kept out of a page's first load. */}
      <label htmlFor={`${idPrefix}-${name}`} className="mb-1.5 block text-sm font-medium text-ink">
        {label}
      </label>
      <select
        id={`${idPrefix}-${name}`}
        name={name}
        defaultValue={current ?? ''}
        className={cx(fieldClassName, 'pr-8')}
      >
        <option value="">{any}</option>
        {choices.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )

  return (
    <form
      method="get"
      action={localePath(action, locale)}
      onChange={onChange}
      onSubmit={onSubmit}
      className={layout === 'bar' ? 'flex items-end gap-3' : 'grid gap-4'}
      aria-label={labels.form}
    >
      {Object.entries(keep).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {withCategory
        ? select(FILTER_PARAMS.category, labels.category, filters.category, options.categories, labels.anyCategory)
        : null}
      {select(FILTER_PARAMS.month, labels.month, filters.month, options.months, labels.anyMonth)}
      {select(FILTER_PARAMS.days, labels.duration, filters.days, options.durations, labels.anyDuration)}
      {select(FILTER_PARAMS.budget, labels.budget, filters.budget, options.budgets, labels.anyBudget)}
      <button
        type="submit"
        className={buttonVariants({ variant: 'primary', className: cx('min-w-36', layout === 'sheet' && 'w-full') })}
      >
        {hydrated ? (labels.show[count] ?? labels.apply) : labels.apply}
      </button>
    </form>
  )
}
