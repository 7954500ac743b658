'use client'

import { useRouter } from 'next/navigation'
import { useState, useSyncExternalStore, type FormEvent } from 'react'
import {
  BUDGET_BANDS,
  DURATION_BANDS,
  FILTER_PARAMS,
  filteredHref,
  filterLabel,
  matchesFilters,
  type TripFacts,
  type TripFilters,
} from '@/lib/catalog/filters'
import { HOME_CATEGORY_KEYS } from '@/lib/site/config'
import { buttonVariants } from '@/components/ui/button'
import { fieldClassName } from '@/components/ui/field-class'
import { cx } from '@/lib/site/utils'

const subscribeNothing = () => () => {}

/**
 * The trip filters as a plain GET form (it works without JavaScript: the browser sends the
 * selects as the query string). Once its script runs, the submit button counts the trips the
 * chosen filters match before they are applied, and sending it opens the clean address (no empty
 * parameters) in place.
 */
export function TripFilterForm({
  action,
  facts,
  filters,
  months,
  keep = {},
  withCategory = false,
  idPrefix,
  layout,
}: {
  action: string
  facts: TripFacts[]
  filters: TripFilters
  months: { value: string; label: string }[]
  /** Other parameters the address keeps (the search's `q`). */
  keep?: Record<string, string>
  withCategory?: boolean
  idPrefix: string
  layout: 'bar' | 'sheet'
}) {
  const router = useRouter()
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
    router.push(filteredHref(action, clean, keep), { scroll: false })
  }

  const select = (
    name: string,
    label: string,
    current: string | undefined,
    options: { value: string; label: string }[],
    any: string,
  ) => (
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
        {options.map((option) => (
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
      action={action}
      onChange={onChange}
      onSubmit={onSubmit}
      className={layout === 'bar' ? 'flex items-end gap-3' : 'grid gap-4'}
      aria-label="Filter trips"
    >
      {Object.entries(keep).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {withCategory
        ? select(
            FILTER_PARAMS.category,
            'Category',
            filters.category,
            HOME_CATEGORY_KEYS.map((key) => ({ value: key, label: filterLabel('category', key) })),
            'Any category',
          )
        : null}
      {select(FILTER_PARAMS.month, 'Month of departure', filters.month, months, 'Any month')}
      {select(FILTER_PARAMS.days, 'Duration', filters.days, [...DURATION_BANDS], 'Any length')}
      {select(FILTER_PARAMS.budget, 'Budget per person', filters.budget, [...BUDGET_BANDS], 'Any budget')}
      <button
        type="submit"
        className={buttonVariants({ variant: 'primary', className: cx('min-w-36', layout === 'sheet' && 'w-full') })}
      >
        {hydrated ? `Show ${count} ${count === 1 ? 'trip' : 'trips'}` : 'Apply filters'}
      </button>
    </form>
  )
}
