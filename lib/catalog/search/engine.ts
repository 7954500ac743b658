import MiniSearch from 'minisearch'
import SearchableMap from 'minisearch/SearchableMap'
import { PREFIX_MIN_LETTERS, SEARCH_QUERY_MAX_LENGTH, SEARCH_QUERY_MAX_WORDS } from './config'
import { placeOf, processTerm, spellingOf, tokenize } from './text'
import type { TripTamil } from '@/lib/catalog/types'

/**
 * The trip search (issue "Find a trip the way visitors spell it"), on MiniSearch: an in-memory
 * index of every trip's words, read through ./text.ts so that each spelling of a place is one
 * term. A query's word the trips do not have, whole or as the start of a word, is corrected to
 * the nearest word they have (one wrong letter in a word of four to seven, two from eight on),
 * and the outcome says so, for "Did you mean …". Words are matched whole, the last one also as a
 * prefix (the visitor may still be typing it); every word must match, else the trips matching most words come.
 * Plain module: the server's index (./index.ts), its tests and the benchmark build it.
 */

/** What search reads of a trip. */
export interface SearchDocument {
  slug: string
  title: string
  location: string
  /** The category's name ("Pilgrimage"); a trip in several lists has each. */
  category: string
  overview: string
  /** The day titles and activities. */
  itinerary: string
  /** What the price includes, and the hotels. */
  includes: string
}

/** A trip as search reads it, from its list entry, its detail (null when it could not be read) and its categories. */
export function searchDocumentOf(
  trip: { slug: string; title: string; ta?: { title?: string } },
  detail: {
    location: string
    description: string
    itinerary: { title: string; activities: string[] }[]
    includes: string[]
    hotels?: string[]
    ta?: TripTamil
  } | null,
  categories: readonly string[],
): SearchDocument {
  // Each field reads both languages, so an English or a Tamil query finds the trip on either page.
  const ta = detail?.ta
  const both = (...texts: (string | undefined)[]) => texts.filter(Boolean).join(' ')
  return {
    slug: trip.slug,
    title: both(trip.title, trip.ta?.title),
    location: both(detail?.location, ta?.location),
    category: categories.join(' '),
    overview: both(detail?.description, ta?.description),
    itinerary: both(
      ...(detail?.itinerary ?? []).flatMap((day) => [day.title, ...day.activities]),
      ...(ta?.itinerary ?? []).flatMap((day) => [day.title, ...(day.activities ?? [])]),
    ),
    includes: both(
      ...(detail?.includes ?? []),
      ...(detail?.hotels ?? []),
      ...(ta?.includes ?? []),
      ...(ta?.hotels ?? []),
    ),
  }
}

/** A match in the title or the location counts most. */
const FIELD_BOOST: Record<Exclude<keyof SearchDocument, 'slug'>, number> = {
  title: 6,
  location: 4,
  category: 2,
  itinerary: 1.5,
  overview: 1,
  includes: 0.5,
}
const FIELDS = Object.keys(FIELD_BOOST)

export interface SearchOutcome {
  /** The trips found, best first. */
  slugs: string[]
  /** The query with its corrected words, when a word was matched only by its correction. */
  correctedQuery?: string
  /** Places the query named by another of their spellings ("varanasi" is Kashi). */
  variants: { typed: string; name: string }[]
}

export interface TripSearch {
  search(query: string, options?: { limit?: number }): SearchOutcome
  readonly documentCount: number
  /** Distinct words in the index. */
  readonly termCount: number
}

/**
 * The last word of a query may be one the visitor is still typing, so it also matches the words it starts, from
 * two letters on (a single letter starts too many words to tell trips apart). Earlier words are whole.
 */
const isTyped = (term: string, index: number, terms: string[]) =>
  index === terms.length - 1 && term.length >= PREFIX_MIN_LETTERS

/** A word is corrected by at most this many letters, by its length. */
function correctionDistance(word: string): number {
  if (word.length >= 8) return 2
  if (word.length >= 4) return 1
  return 0
}

/** Trimmed and cut to the length search reads (the number of words is bounded in search()). */
export function boundQuery(query: string): string {
  return query.trim().slice(0, SEARCH_QUERY_MAX_LENGTH)
}

export function createTripSearch(documents: readonly SearchDocument[]): TripSearch {
  /** Each indexed term and how many times the trips use it. */
  const vocabulary = new SearchableMap<number>()
  const index = new MiniSearch<SearchDocument>({
    idField: 'slug',
    fields: FIELDS,
    tokenize: (text) => tokenize(text),
    processTerm: (word) => {
      const term = processTerm(word)
      if (term) vocabulary.update(term, (count = 0) => count + 1)
      return term
    },
    searchOptions: {
      // Queries arrive as terms already (below).
      tokenize: (query) => query.split(' '),
      processTerm: (term) => term,
      boost: FIELD_BOOST,
      prefix: isTyped,
      fuzzy: false,
    },
  })
  index.addAll(documents)

  /** The word the trips have that is nearest to `term`, if one is near enough. */
  function correction(term: string): string | undefined {
    const distance = correctionDistance(term)
    if (distance === 0) return undefined
    let best: { term: string; distance: number; count: number } | undefined
    for (const [candidate, [count, d]] of vocabulary.fuzzyGet(term, distance)) {
      if (!best || d < best.distance || (d === best.distance && count > best.count))
        best = { term: candidate, distance: d, count }
    }
    return best?.term
  }

  return {
    documentCount: documents.length,
    get termCount() {
      return vocabulary.size
    },
    search(query, { limit } = {}) {
      const words = tokenize(boundQuery(query)).slice(0, SEARCH_QUERY_MAX_WORDS)
      const variants: SearchOutcome['variants'] = []
      let corrected = false
      const terms: string[] = []
      const shown: string[] = []
      // The word being typed: the last one search reads (a stop word is not).
      let typing = words.length - 1
      while (typing >= 0 && !processTerm(words[typing]!)) typing--
      for (const [i, word] of words.entries()) {
        const term = processTerm(word)
        if (!term) {
          shown.push(word)
          continue
        }
        const place = placeOf(term)
        if (place && term !== word && !variants.some((v) => v.name === place.name))
          variants.push({ typed: spellingOf(word), name: place.name })
        const typed = i === typing && term.length >= PREFIX_MIN_LETTERS
        if (vocabulary.has(term) || (typed && vocabulary.atPrefix(term).size > 0)) {
          terms.push(term)
          shown.push(word)
          continue
        }
        const better = correction(term)
        if (better) {
          corrected = true
          terms.push(better)
          shown.push(placeOf(better)?.name.toLowerCase() ?? better)
        } else {
          terms.push(term)
          shown.push(word)
        }
      }
      if (terms.length === 0) return { slugs: [], variants }
      const text = terms.join(' ')
      let results = index.search(text, { combineWith: 'AND' })
      if (results.length === 0 && terms.length > 1) results = index.search(text, { combineWith: 'OR' })
      const slugs = results.map((result) => String(result.id))
      return {
        slugs: limit === undefined ? slugs : slugs.slice(0, limit),
        ...(corrected && slugs.length > 0 ? { correctedQuery: shown.join(' ') } : {}),
        variants: slugs.length > 0 ? variants : [],
      }
    },
  }
}
