import type { Locale } from '@/lib/site/i18n/locales'
import { MESSAGES } from '@/lib/site/i18n/messages'

/**
 * What a visitor is told when a catalogue read fails (docs/product.md §8), in the page's language:
 * the texts live in messages/<locale>/catalog.json (failures); the English is the spec's text, word
 * for word. Plain data: the server pages decide that a read failed and pick the page's language
 * (catalogMessages), client toasts show these texts. The console's log line stays English: it is
 * for whoever debugs the page.
 */
export interface CatalogMessages {
  tripsFailed: { title: string; description: string; variant: 'destructive' }
  bannersFailed: { title: string; variant: 'destructive'; log: string }
  tripFailed: string
  navigationFailed: string
}

/** The failure messages of a page's language. */
export function catalogMessages(locale: Locale): CatalogMessages {
  const failures = MESSAGES[locale].catalog.failures
  return {
    tripsFailed: { ...failures.tripsFailed, variant: 'destructive' },
    /** The spec's text here named "trip details" by mistake (docs/architecture.md, difference 3). */
    bannersFailed: { ...failures.bannersFailed, variant: 'destructive', log: '[home] Failed to load the banner list' },
    tripFailed: failures.tripFailed,
    navigationFailed: failures.navigationFailed,
  }
}

/** The English messages: the catalogue's own reads report these before a page picks its language. */
export const CATALOG_MESSAGES: CatalogMessages = catalogMessages('en')
