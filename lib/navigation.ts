import { categorySlug } from '@/lib/format'
import type { DropdownGroup } from '@/lib/types'

export interface NavItem {
  label: string
  href: string
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

export const NAVIGATION_ERROR = 'Failed to load navigation menu'

/** Entries the menu always ends with, appended when the dropdown call lacks them. */
const APPENDED_ENTRIES: NavItem[] = [
  { label: 'Honeymoon', href: '/honeymoon' },
  { label: 'Customized Tours', href: '/customized-tours' },
  { label: 'Testimonials', href: '/testimonials' },
]

const FALLBACK_ENTRIES: NavItem[] = [
  { label: 'Pilgrimage', href: '/pilgrimage' },
  { label: 'Domestic', href: '/domestic' },
  { label: 'International', href: '/international' },
  ...APPENDED_ENTRIES,
]

/** Spec §2 Navigation: one entry per category, its trips as items, fixed entries appended. */
export function buildNavigation(groups: DropdownGroup[]): Navigation {
  const entries: NavEntry[] = groups.map((group) => ({
    label: group.category,
    href: `/${categorySlug(group.category)}`,
    items: group.items.map((item) => ({ label: item.label, href: `/trip/${encodeURIComponent(item.value)}` })),
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
  return { entries: FALLBACK_ENTRIES.map((entry) => ({ ...entry, items: [] })), error: NAVIGATION_ERROR }
}
