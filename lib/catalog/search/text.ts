import { PLACE_NAMES } from './place-names'

/**
 * How search reads text, the trips' and the visitor's alike: lower case, Latin accents dropped
 * ("Malé" is "male"; Tamil's vowel signs are kept), a place name's multi-word spellings joined
 * into one word ("chaar dham" is "chardham"), and every spelling of a place read as its usual one
 * ("benares" is "kashi"). Plain module: the engine, its tests and the benchmark use it.
 */

/** Words too common to tell trips apart; dropped from the trips and from a query. */
const STOP_WORDS = new Set(['a', 'an', 'and', 'the', 'of', 'to', 'in', 'for', 'with', 'on', 'at', 'by', 'from', 'or'])

/** A spelling in one word, read as text is ("char dham" → "chardham"; Tamil in the same normal form as a query). */
const compact = (spelling: string) => foldText(spelling).replace(/\s+/g, '')

/** Every spelling, joined into one word, to the place's usual spelling (joined too). */
const CANONICAL = new Map<string, string>()
/** A place's usual spelling (joined) to the place. */
const PLACE_OF = new Map<string, (typeof PLACE_NAMES)[number]>()
for (const place of PLACE_NAMES) {
  const canonical = compact(place.spellings[0]!)
  PLACE_OF.set(canonical, place)
  for (const spelling of place.spellings) CANONICAL.set(compact(spelling), canonical)
}

/** The spellings of more than one word, longest first, so "chota char dham" wins over "char dham". */
const PHRASES = PLACE_NAMES.flatMap((place) =>
  place.spellings.filter((spelling) => spelling.includes(' ')).map((spelling) => foldText(spelling)),
).sort((a, b) => b.length - a.length)
const PHRASE_PATTERN = new RegExp(
  `(?<![\\p{L}\\p{N}\\p{M}])(${PHRASES.map((phrase) => phrase.replace(/ /g, ' +')).join('|')})(?![\\p{L}\\p{N}\\p{M}])`,
  'gu',
)

/** Lower case, Latin accents and apostrophes gone, anything but letters and digits a single space. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’`]/g, '')
    .replace(/[^\p{L}\p{N}\p{M}]+/gu, ' ')
    .trim()
}

/** The words of a text as search reads them, before spellings are made one (stop words kept). */
export function tokenize(text: string): string[] {
  const folded = foldText(text).replace(PHRASE_PATTERN, (phrase) => compact(phrase))
  return folded ? folded.split(' ') : []
}

/** A word's usual spelling when it names a place ("tirupathi" → "tirupati"), else the word. */
export function canonicalTerm(word: string): string {
  return CANONICAL.get(word) ?? word
}

/** The term a word is indexed and searched as; null for a stop word. */
export function processTerm(word: string): string | null {
  if (STOP_WORDS.has(word)) return null
  return canonicalTerm(word)
}

/** The spelling as the visitor wrote it, from the one word tokenize() made of it ("chaardham" → "chaar dham"). */
export function spellingOf(word: string): string {
  const place = PLACE_OF.get(canonicalTerm(word))
  return place?.spellings.find((spelling) => compact(spelling) === word) ?? word
}

/** The place a usual spelling (as canonicalTerm returns it) stands for, if it is one. */
export function placeOf(term: string): (typeof PLACE_NAMES)[number] | undefined {
  return PLACE_OF.get(term)
}
