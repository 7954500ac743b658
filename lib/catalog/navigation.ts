import { CATALOG_MESSAGES } from '@/lib/catalog/messages'
import { CATEGORY_ROUTES, categoryPathFromName, PACKAGE_ROUTES, tripPath } from '@/lib/site/routes'
import type { DropdownGroup } from '@/lib/catalog/types'

export interface NavItem {
  label: string
  href: string
  /** 'en' when the label is the catalogue's English text on a page of another language. */
  lang?: 'en'
  /** The label in Tamil, where the catalogue has one (taken in by localizeNavigation). */
  labelTa?: string
}

export interface NavEntry extends NavItem {
  /** Trips listed under the entry's dropdown; empty for plain links. */
  items: NavItem[]
}

export interface Navigation {
  entries: NavEntry[]
  /** Set when the dropdown call failed and the static fallback menu is shown. */
  error?: string
}

/** Entries the menu always ends with, appended when the dropdown call lacks them. */
const APPENDED_ENTRIES: NavItem[] = PACKAGE_ROUTES.map(({ label, href }) => ({ label, href }))

const FALLBACK_ENTRIES: NavItem[] = [
  ...Object.values(CATEGORY_ROUTES).map(({ label, href }) => ({ label, href })),
  ...APPENDED_ENTRIES,
]

/** Spec §2 Navigation: one entry per category, its trips as items, fixed entries appended. */
export function buildNavigation(groups: DropdownGroup[]): Navigation {
  const entries: NavEntry[] = groups.map((group) => ({
    label: group.category,
    href: categoryPathFromName(group.category),
    ...(group.ta?.category ? { labelTa: group.ta.category } : {}),
    items: group.items.map((item) => ({
      label: item.label,
      href: tripPath(item.value),
      ...(item.ta?.label ? { labelTa: item.ta.label } : {}),
    })),
  }))
  for (const fixed of APPENDED_ENTRIES) {
    const present = entries.some(
      (entry) => entry.href === fixed.href || entry.label.toLowerCase() === fixed.label.toLowerCase(),
    )
    if (!present) entries.push({ ...fixed, items: [] })
  }
  return { entries }
}

export function fallbackNavigation(): Navigation {
  return {
    entries: FALLBACK_ENTRIES.map((entry) => ({ ...entry, items: [] })),
    error: CATALOG_MESSAGES.navigationFailed,
  }
}
