import type { TripSummary } from '@/lib/catalog/types'
import { FILTER_PARAMS } from '@/lib/catalog/filter-params'
import { HOME_CATEGORY_KEYS, type HomeCategoryKey } from '@/lib/site/config'
import { formatMonthYear } from '@/lib/site/format'

/**
 * The trip filters of the category pages and /search (issue "Find a trip the way visitors spell it"):
 * month of departure, duration, budget per person and, on /search, the category. Each is a query
 * parameter (`?month=2027-05&days=4-7`), so a filtered list travels as a link; a value that is
 * not one of the offered ones is left out, never an error. Plain module: the pages, the filter
 * form (a client island counts the matches before they are applied) and the tests use it.
 */

export { FILTER_PARAMS }
export type FilterName = keyof typeof FILTER_PARAMS

export const DURATION_BANDS = [
  { value: '1-3', label: 'Up to 3 days', min: 1, max: 3 },
  { value: '4-7', label: '4 to 7 days', min: 4, max: 7 },
  { value: '8+', label: '8 days or more', min: 8, max: Infinity },
] as const

/** Rupees per person. */
export const BUDGET_BANDS = [
  { value: 'under-20000', label: 'Under ₹20,000', min: 0, max: 19_999 },
  { value: '20000-50000', label: '₹20,000 to ₹50,000', min: 20_000, max: 50_000 },
  { value: '50000-100000', label: '₹50,000 to ₹1,00,000', min: 50_001, max: 100_000 },
  { value: 'over-100000', label: 'Over ₹1,00,000', min: 100_001, max: Infinity },
] as const

export interface TripFilters {
  /** YYYY-MM */
  month?: string
  days?: (typeof DURATION_BANDS)[number]['value']
  budget?: (typeof BUDGET_BANDS)[number]['value']
  category?: HomeCategoryKey
}

/** What a filter reads of a trip, small enough to send to the filter form for its live count. */
export interface TripFacts {
  slug: string
  months: string[]
  /** Null when the duration says no number of days. */
  days: number | null
  price: number
  categories: HomeCategoryKey[]
}

type Params = Record<string, string | string[] | undefined>

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.trim() ?? ''

/** The filters a query string asks for; `ignored` names the values that are not offered (left out). */
export function parseTripFilters(params: Params): { filters: TripFilters; ignored: string[] } {
  const filters: TripFilters = {}
  const ignored: string[] = []
  const month = first(params[FILTER_PARAMS.month])
  if (month) {
    if (/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) filters.month = month
    else ignored.push(month)
  }
  const days = first(params[FILTER_PARAMS.days])
  if (days) {
    const band = DURATION_BANDS.find((b) => b.value === days)
    if (band) filters.days = band.value
    else ignored.push(days)
  }
  const budget = first(params[FILTER_PARAMS.budget])
  if (budget) {
    const band = BUDGET_BANDS.find((b) => b.value === budget)
    if (band) filters.budget = band.value
    else ignored.push(budget)
  }
  const category = first(params[FILTER_PARAMS.category])
  if (category) {
    if ((HOME_CATEGORY_KEYS as readonly string[]).includes(category)) filters.category = category as HomeCategoryKey
    else ignored.push(category)
  }
  return { filters, ignored: ignored.map((value) => value.slice(0, 40)) }
}

export const hasFilters = (filters: TripFilters) => Object.keys(filters).length > 0

/** The number of days a duration text says ("5 Nights / 6 Days" → 6, "3 Nights" → 4); null for none. */
export function tripDays(duration: string): number | null {
  const days = /(\d+)\s*days?/i.exec(duration)
  if (days) return Number(days[1])
  const nights = /(\d+)\s*nights?/i.exec(duration)
  return nights ? Number(nights[1]) + 1 : null
}

export function tripFacts(trip: TripSummary, categories: HomeCategoryKey[] = []): TripFacts {
  return {
    slug: trip.slug,
    months: trip.departureMonths ?? [],
    days: tripDays(trip.duration),
    price: trip.price,
    categories,
  }
}

export function matchesFilters(facts: TripFacts, filters: TripFilters): boolean {
  if (filters.month && !facts.months.includes(filters.month)) return false
  if (filters.days) {
    const band = DURATION_BANDS.find((b) => b.value === filters.days)!
    if (facts.days === null || facts.days < band.min || facts.days > band.max) return false
  }
  if (filters.budget) {
    const band = BUDGET_BANDS.find((b) => b.value === filters.budget)!
    if (facts.price < band.min || facts.price > band.max) return false
  }
  if (filters.category && !facts.categories.includes(filters.category)) return false
  return true
}

/** The trips whose facts (in the same order) match the filters; all of them when none is set. */
export function filterTrips<T>(trips: readonly T[], facts: readonly TripFacts[], filters: TripFilters): T[] {
  return hasFilters(filters) ? trips.filter((_, i) => matchesFilters(facts[i]!, filters)) : [...trips]
}

/** The months the trips leave in, in order: only months they have a departure ahead in, so never a past one. */
export function offeredMonths(facts: readonly TripFacts[]): { value: string; label: string }[] {
  return [...new Set(facts.flatMap((f) => f.months))].sort().map((value) => ({ value, label: formatMonthYear(value) }))
}

/** A filter's value as the visitor reads it ("May 2027", "4 to 7 days"). */
export function filterLabel(name: FilterName, value: string): string {
  if (name === 'month') return formatMonthYear(value)
  if (name === 'days') return DURATION_BANDS.find((b) => b.value === value)?.label ?? value
  if (name === 'budget') return BUDGET_BANDS.find((b) => b.value === value)?.label ?? value
  return value.charAt(0).toUpperCase() + value.slice(1)
}

/** A page's address with these filters (and any other parameters, such as the search's `q`), in a fixed order. */
export function filteredHref(path: string, filters: TripFilters, other: Record<string, string> = {}): string {
  const params = new URLSearchParams(other)
  for (const name of Object.keys(FILTER_PARAMS) as FilterName[]) {
    const value = filters[name]
    if (value) params.set(FILTER_PARAMS[name], value)
  }
  const query = params.toString()
  return query ? `${path}?${query}` : path
}

/** The same filters without one of them: the address of a filter's "remove" chip. */
export function withoutFilter(filters: TripFilters, name: FilterName): TripFilters {
  const rest = { ...filters }
  delete rest[name]
  return rest
}
