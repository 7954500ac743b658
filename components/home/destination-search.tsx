'use client'

import { useLocale } from '@/lib/site/i18n/client'
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react'
import { MapPin, Search } from 'lucide-react'
import { minWidth } from '@/lib/site/breakpoints'
import {
  PREFIX_MIN_LETTERS,
  SEARCH_QUERY_MAX_LENGTH,
  SEARCH_SUGGEST_DEBOUNCE_MS,
  SEARCH_SUGGESTION_LIMIT,
} from '@/lib/catalog/search/config'
import type { SuggestAnswer } from '@/lib/catalog/search/suggest'
import { localePath } from '@/lib/site/i18n/locales'
import { useRouter } from '@/lib/site/i18n/navigation'
import { fillIn } from '@/components/media/text'
import { cx } from '@/lib/site/utils'
import { ROUTES, searchPath, searchSuggestionsPath, tripPath } from '@/lib/site/routes'
import type { ImageAttributes } from '@/components/ui/static-image'

/** Trips offered in the search dropdown before anything is typed. */
const SEARCH_POPULAR_LIMIT = 5

/**
 * Below `wide` the field moves to the top of the screen when focused (scroll-mt clears the sticky
 * header), so its suggestions open in view, above a phone's keyboard and the docked action bar.
 */
function revealSuggestions(input: HTMLInputElement) {
  if (window.matchMedia(minWidth('wide')).matches) return
  const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches
  input.scrollIntoView({ block: 'start', behavior: smooth ? 'smooth' : 'instant' })
}

export interface SearchTrip {
  slug: string
  title: string
  /** 'en' where the title has no version in the page's language. */
  lang?: 'en'
  /** Its picture's <img> attributes, worked out by the server (search-section.tsx). */
  thumbnail?: ImageAttributes
}

/** The box's words, translated by its server parent (search-section.tsx). */
export interface SearchLabels {
  /** The search landmark's name. */
  label: string
  /** The field's label. */
  field: string
  placeholder: string
  submit: string
  /** The list's heading before anything is typed. */
  popular: string
  /** Template: the list's heading when the search read the query as another spelling, `{query}`. */
  corrected: string
  matching: string
  /** The list's name. */
  suggestions: string
  /** Template: nothing matches `{query}`. */
  noMatch: string
}

/** The server's answer for one query; `trips` null when it could not answer. */
interface Answer {
  query: string
  trips: SuggestAnswer['trips'] | null
  correctedQuery?: string
}

/** Used only when the server cannot answer: the trips the box has, by title. */
function byTitle(trips: SearchTrip[], text: string): SearchTrip[] {
  const needle = text.toLowerCase()
  return trips.filter((trip) => trip.title.toLowerCase().includes(needle))
}

/**
 * The destination search box (docs/product.md §4): a combobox whose list opens on focus and closes
 * on an outside click or Escape. As the visitor types, it asks the site's search
 * (GET /api/search, lib/catalog/search) for the trips that match, any spelling of a place and a
 * letter or two wrong included; until the answer comes the last list stays. A suggestion opens its
 * trip; submitting text opens the search results page.
 */
export function DestinationSearch({ trips, labels }: { trips: SearchTrip[]; labels: SearchLabels }) {
  const locale = useLocale()
  const router = useRouter()
  const listId = useId()
  const rootRef = useRef<HTMLFormElement>(null)
  const [query, setQuery] = useState('')
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const [answer, setAnswer] = useState<Answer | null>(null)
  const text = query.trim()
  // One letter starts too many words to suggest from: the popular trips stay until a second.
  const typed = text.length >= PREFIX_MIN_LETTERS
  const answered = answer?.query === text

  useEffect(() => {
    if (!typed) return
    const controller = new AbortController()
    const timer = setTimeout(async () => {
      try {
        const response = await fetch(searchSuggestionsPath(text, locale), { signal: controller.signal })
        if (!response.ok) throw new Error(`search answered ${response.status}`)
        const body = (await response.json()) as SuggestAnswer
        setAnswer({ query: text, trips: body.trips, correctedQuery: body.correctedQuery })
      } catch {
        // Silent, as the spec's search failure is: the box falls back to the titles it has.
        if (!controller.signal.aborted) setAnswer({ query: text, trips: null })
      }
    }, SEARCH_SUGGEST_DEBOUNCE_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [text, typed, locale])

  const withPictures = (found: SuggestAnswer['trips']): SearchTrip[] =>
    found.map((trip) => trips.find((known) => known.slug === trip.slug) ?? trip)
  const suggestions: SearchTrip[] = !typed
    ? trips.slice(0, SEARCH_POPULAR_LIMIT)
    : answer?.trips
      ? withPictures(answer.trips)
      : answer
        ? byTitle(trips, answer.query).slice(0, SEARCH_SUGGESTION_LIMIT)
        : []

  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open])

  const openTrip = (slug: string) => {
    setOpen(false)
    router.push(tripPath(slug))
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (!text) return
    setOpen(false)
    router.push(searchPath(text))
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      setOpen(true)
      if (suggestions.length === 0) return
      const delta = event.key === 'ArrowDown' ? 1 : -1
      setActive((i) => (i + delta + suggestions.length) % suggestions.length)
    } else if (event.key === 'Enter' && open && suggestions[active]) {
      event.preventDefault()
      openTrip(suggestions[active].slug)
    } else if (event.key === 'Escape' && open) {
      // The first Escape only closes the list; the search input's native Escape clears the text.
      event.preventDefault()
      setOpen(false)
      setActive(-1)
    }
  }

  const activeId = open && active >= 0 && suggestions[active] ? `${listId}-${active}` : undefined

  return (
    <form
      ref={rootRef}
      role="search"
      action={localePath(ROUTES.search, locale)}
      method="get"
      onSubmit={onSubmit}
      className="relative"
      aria-label={labels.label}
    >
      <div className="flex gap-2 sm:gap-3">
        <div className="relative flex-1">
          <label htmlFor={`${listId}-input`} className="sr-only">
            {labels.field}
          </label>
          <Search
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-saffron-700"
          />
          <input
            id={`${listId}-input`}
            name="q"
            maxLength={SEARCH_QUERY_MAX_LENGTH}
            type="text"
            enterKeyHint="search"
            autoComplete="off"
            role="combobox"
            aria-expanded={open}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={activeId}
            placeholder={labels.placeholder}
            value={query}
            onChange={(event) => {
              setQuery(event.target.value)
              setActive(-1)
              setOpen(true)
            }}
            onFocus={(event) => {
              setOpen(true)
              revealSuggestions(event.currentTarget)
            }}
            onKeyDown={onKeyDown}
            className="block min-h-14 w-full scroll-mt-24 rounded-full border border-ink/15 bg-sand-50 pr-4 pl-12 text-base text-ink shadow-inner placeholder:text-ink-soft focus:border-saffron-600 focus:bg-white focus:outline-2 focus:outline-offset-0 focus:outline-saffron-600/30"
          />
        </div>
        <button
          type="submit"
          className="inline-flex min-h-14 min-w-14 shrink-0 items-center justify-center gap-2 rounded-full bg-saffron-700 px-4 text-base font-semibold text-white shadow-sm transition-colors hover:bg-saffron-800 sm:px-8"
        >
          <Search aria-hidden className="size-5" />
          <span className="sr-only sm:not-sr-only">{labels.submit}</span>
        </button>
      </div>

      <div
        className={cx(
          'absolute inset-x-0 top-full z-30 mt-2 overflow-hidden rounded-2xl border border-ink/10 bg-white shadow-2xl sm:right-auto sm:w-[min(100%,40rem)]',
          !open && 'hidden',
        )}
      >
        <p className="px-5 pt-4 pb-2 text-xs font-semibold tracking-[0.14em] text-ink-soft uppercase" aria-hidden>
          {!typed
            ? labels.popular
            : answer?.correctedQuery
              ? fillIn(labels.corrected, { query: answer.correctedQuery })
              : labels.matching}
        </p>
        <ul id={listId} role="listbox" aria-label={labels.suggestions} className="max-h-80 overflow-y-auto pb-2">
          {suggestions.map((trip, i) => (
            <li
              key={trip.slug}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              onPointerDown={(event) => event.preventDefault()}
              onClick={() => openTrip(trip.slug)}
              onPointerEnter={() => setActive(i)}
              className={cx(
                'mx-2 flex min-h-12 cursor-pointer items-center gap-3 rounded-xl px-3 py-2',
                i === active ? 'bg-saffron-50 text-saffron-900' : 'text-ink',
              )}
            >
              <span className="relative size-10 shrink-0 overflow-hidden rounded-lg bg-sand-200">
                {/* eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- next/image's attributes, alt="" among them */}
                {trip.thumbnail ? <img {...trip.thumbnail} /> : null}
              </span>
              <span lang={trip.lang} className="font-medium">
                {trip.title}
              </span>
            </li>
          ))}
        </ul>
        {typed && answered && suggestions.length === 0 ? (
          <p className="flex items-center gap-2 px-5 pb-5 text-sm text-ink-muted" role="status">
            <MapPin aria-hidden className="size-4 text-saffron-700" />
            {fillIn(labels.noMatch, { query: query.trim() })}
          </p>
        ) : null}
      </div>
    </form>
  )
}
