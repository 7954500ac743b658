/**
 * What a visitor is told when a catalogue read fails (docs/product.md §8), in one place.
 * Plain data: the server pages decide that a read failed, client toasts show these texts.
 */
export const CATALOG_MESSAGES = {
  tripsFailed: {
    title: 'Error',
    description: 'Failed to load trips. Please try again later.',
    variant: 'destructive',
  },
  /** The spec's text here named "trip details" by mistake (docs/architecture.md, difference 3). */
  bannersFailed: {
    title: 'Failed to load banners. Please try again.',
    variant: 'destructive',
    log: '[home] Failed to load the banner list',
  },
  tripFailed: 'Failed to load trip details. Please try again later.',
  navigationFailed: 'Failed to load navigation menu',
} as const
