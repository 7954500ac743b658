import type { Locale } from '@/lib/site/i18n/locales'

/**
 * What a visitor is told when a catalogue read fails (docs/product.md §8), in one place, in each
 * language of the site: the English is the spec's text, word for word; the Tamil says the same
 * on Tamil pages. Plain data: the server pages decide that a read failed and pick the page's
 * language (catalogMessages), client toasts show these texts.
 */
export interface CatalogMessages {
  tripsFailed: { title: string; description: string; variant: 'destructive' }
  bannersFailed: { title: string; variant: 'destructive'; log: string }
  tripFailed: string
  navigationFailed: string
}

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
} as const satisfies CatalogMessages

/** The same messages on Tamil pages (the console's log line stays English: it is for whoever debugs the page). */
export const CATALOG_MESSAGES_TA = {
  tripsFailed: {
    title: 'பிழை',
    description: 'பயணங்களை ஏற்ற முடியவில்லை. சிறிது நேரம் கழித்து மீண்டும் முயற்சிக்கவும்.',
    variant: 'destructive',
  },
  bannersFailed: {
    title: 'பேனர்களை ஏற்ற முடியவில்லை. மீண்டும் முயற்சிக்கவும்.',
    variant: 'destructive',
    log: CATALOG_MESSAGES.bannersFailed.log,
  },
  tripFailed: 'பயண விவரங்களை ஏற்ற முடியவில்லை. சிறிது நேரம் கழித்து மீண்டும் முயற்சிக்கவும்.',
  navigationFailed: 'மெனுவை ஏற்ற முடியவில்லை',
} as const satisfies CatalogMessages

/** The failure messages of a page's language. */
export function catalogMessages(locale: Locale): CatalogMessages {
  return locale === 'ta' ? CATALOG_MESSAGES_TA : CATALOG_MESSAGES
}
