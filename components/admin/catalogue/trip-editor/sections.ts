import type { TripSection } from '@/lib/catalog/editor/trip-schema'

/**
 * The trip editor's sections in the page's order, as the jump list names them. Each but the
 * pictures is a form of its own with its own Save; the pictures save each change at once.
 */
export const EDITOR_SECTIONS: readonly { key: TripSection | 'pictures'; label: string }[] = [
  { key: 'basics', label: 'Basics' },
  { key: 'pictures', label: 'Pictures' },
  { key: 'departures', label: 'Prices & departures' },
  { key: 'itinerary', label: 'Itinerary' },
  { key: 'inclusions', label: 'Inclusions' },
  { key: 'hotels', label: 'Hotels' },
  { key: 'cancellation', label: 'Cancellation' },
]

/** The anchor of a section, which the jump list links to. */
export const sectionAnchor = (key: TripSection | 'pictures') => `trip-${key}`

export function sectionLabel(key: TripSection | 'pictures'): string {
  return EDITOR_SECTIONS.find((section) => section.key === key)!.label
}
