import type { Locale } from '@/lib/site/i18n/locales'
import { PLACE_NAMES } from './place-names'

const TAMIL = /[\u0B80-\u0BFF]/

/** A place's usual Tamil name: its first Tamil spelling ("காசி", "திருப்பதி"). */
function tamilName(name: string): string | undefined {
  return PLACE_NAMES.find((place) => place.name === name)?.spellings.find((spelling) => TAMIL.test(spelling))
}

/**
 * The "also written" notes a results page shows, in the page's language. The search finds a place
 * by any of its spellings (SearchOutcome.variants); the note tells the visitor which name the
 * trips use. On a Tamil page, a word typed in Tamil needs no note (the trips show the place's
 * Tamil name, and an English spelling would read as "type in English"); a Latin spelling is
 * answered with the place's Tamil name. English pages keep the site's English names.
 */
export function spellingNotes(
  variants: readonly { typed: string; name: string }[],
  locale: Locale,
): { typed: string; name: string }[] {
  if (locale === 'en') return [...variants]
  return variants
    .filter(({ typed }) => !TAMIL.test(typed))
    .map(({ typed, name }) => ({ typed, name: tamilName(name) ?? name }))
}
