import type { Locale } from '@/lib/site/i18n/locales'
import enUi from '@/messages/en/ui.json'
import taUi from '@/messages/ta/ui.json'

/**
 * The agency's name as a page's language writes it (ui.agency.name): "Gopuram Holidays", and in
 * Tamil sentences "கோபுரம் ஹாலிடேஸ்" (the glossary). For code that has no translator at hand.
 *
 * Its own module over the two small `ui` files, not lib/site/i18n/messages.ts: client code uses
 * it too (the trip page's departure choice, through components/trip/trip-text.ts), and importing
 * messages.ts there put every namespace of both languages into the trip page's first load (about
 * 23 KB of gzip).
 */
export function agencyName(locale: Locale): string {
  return (locale === 'ta' ? taUi : enUi).agency.name
}
