/**
 * Search's limits, one place for the page, the suggestions endpoint, the search box and the tests.
 * Plain module: the search box (a client component) reads the query length.
 */

/** Longer queries are cut to this length before matching (the fields take no more). */
export const SEARCH_QUERY_MAX_LENGTH = 100
/** Words after these are not read. */
export const SEARCH_QUERY_MAX_WORDS = 10
/** The last word of a query matches the words it starts from this many letters on. */
export const PREFIX_MIN_LETTERS = 2
/** Trips the search box suggests while the visitor types. */
export const SEARCH_SUGGESTION_LIMIT = 8
/** Suggestion requests per client a minute, counted like the lead posts (several instances share it). */
export const SEARCH_RATE_LIMIT_MAX = 120
export const SEARCH_RATE_LIMIT_WINDOW_SECONDS = 60
/** The search box waits this long after the last key before it asks the server. */
export const SEARCH_SUGGEST_DEBOUNCE_MS = 150
