import { DEFAULT_LOCALE, type Locale } from '@/lib/site/i18n/locales'
import type {
  Banner,
  BannerFields,
  DayFields,
  DetailFields,
  EnglishFields,
  ItineraryDay,
  Localized,
  Review,
  StoredBanner,
  StoredReview,
  StoredTickerItem,
  StoredTripDetail,
  StoredTripSummary,
  StoredVideo,
  SummaryFields,
  TickerItem,
  TripDetail,
  TripSummary,
  Video,
} from '@/lib/catalog/types'
import type { BoardingPoint, DepartureOffer } from '@/lib/catalog/departures/offers'

/**
 * The catalogue in the page's language. Every item the provider sends may carry its Tamil beside
 * its English (`ta`, the embedded provider's addition; an upstream that sends none is English
 * everywhere). A page localizes what it read once, after the cached read, so both languages
 * render from the same tagged entries and the editor's purge reaches both.
 *
 * A localized item has its texts in the page's language where they exist and in English where
 * they do not; those fields are named in `en`, and the markup marks them `lang="en"` with
 * `fieldLang`. On an English page nothing is marked. Client-safe: components import it.
 */

/** The lang attribute of one field of a localized item: 'en' where it stayed English on another language's page. */
export function fieldLang<K extends string>(item: Localized<K>, field: K): 'en' | undefined {
  return item.en?.[field] ? 'en' : undefined
}

/**
 * Picks each field's text in the page's language: the Tamil where it is there (not blank), else
 * the English, named in the returned `en`. English pages take the English and name nothing.
 */
function pick<K extends string>(
  locale: Locale,
  fields: Record<K, [english: string, tamil: string | undefined]>,
): { text: Record<K, string>; en?: EnglishFields<K> } {
  const text = {} as Record<K, string>
  const en: EnglishFields<K> = {}
  for (const key of Object.keys(fields) as K[]) {
    const [english, tamil] = fields[key]
    const translated = locale !== DEFAULT_LOCALE && tamil?.trim() ? tamil : undefined
    text[key] = translated ?? english
    if (locale !== DEFAULT_LOCALE && !translated && english) en[key] = true
  }
  return Object.keys(en).length > 0 ? { text, en } : { text }
}

/** A list in the page's language: the Tamil one when it has an item, else the English one (and whether it stayed English). */
function pickList(locale: Locale, english: string[], tamil: string[] | undefined): [string[], boolean] {
  const translated = tamil?.filter((item) => item.trim() !== '')
  if (locale === DEFAULT_LOCALE) return [english, false]
  if (translated?.length) return [translated, false]
  return [english, english.length > 0]
}

const SUMMARY_FIELDS = ['title', 'availableDates'] as const satisfies readonly SummaryFields[]

/**
 * An item whose `fields` may come in Tamil (its `ta`), with those fields in the page's language
 * and the ones that stayed English named in `en`; the Tamil itself is dropped.
 */
function localizeFields<K extends string, T extends Record<K, string> & { ta?: Partial<Record<K, string>> }>(
  item: T,
  fields: readonly K[],
  locale: Locale,
): Omit<T, 'ta'> & Localized<K> {
  const { ta, ...rest } = item
  const { text, en } = pick<K>(
    locale,
    Object.fromEntries(fields.map((field) => [field, [item[field], ta?.[field]]])) as Record<
      K,
      [string, string | undefined]
    >,
  )
  return { ...rest, ...text, ...(en ? { en } : {}) }
}

/**
 * A boarding city as a page of another language names it (`name`, marked `en` where it has no
 * name in that language); its `city` stays the English, which the enquiry form sends.
 */
function localizeBoardingPoint({ cityTa, ...point }: BoardingPoint, locale: Locale): BoardingPoint {
  if (locale === DEFAULT_LOCALE) return point
  const tamil = cityTa?.trim()
  return tamil ? { ...point, name: tamil } : { ...point, name: point.city, en: { name: true } }
}

/** A dated departure's label and note in the page's language (marked `en` when either stays English), and its cities. */
function localizeOffer({ labelTa, noteTa, ...offer }: DepartureOffer, locale: Locale): DepartureOffer {
  const boarding = offer.boarding.map((point) => localizeBoardingPoint(point, locale))
  if (locale === DEFAULT_LOCALE) return { ...offer, boarding }
  const label = labelTa?.trim() || offer.label
  const note = noteTa?.trim() || offer.note
  const english = Boolean((offer.label && !labelTa?.trim()) || (offer.note && !noteTa?.trim()))
  return { ...offer, label, boarding, ...(note ? { note } : {}), ...(english ? { en: { words: true } } : {}) }
}

/** A stored trip's list fields in the page's language; the other fields of `T` (a detail's) pass as they are. */
function localizeSummaryOf<T extends StoredTripSummary>(
  trip: T,
  locale: Locale,
): Omit<T, 'ta'> & Localized<DetailFields> {
  const localized = localizeFields(trip, SUMMARY_FIELDS, locale)
  const departures = trip.departures?.map((offer) => localizeOffer(offer, locale))
  return departures ? { ...localized, departures } : localized
}

/** The trip's fields in a list, in the page's language. */
export function localizeTripSummary(trip: StoredTripSummary, locale: Locale): TripSummary {
  return localizeSummaryOf(trip, locale)
}

export function localizeTripSummaries(trips: readonly StoredTripSummary[], locale: Locale): TripSummary[] {
  return trips.map((trip) => localizeTripSummary(trip, locale))
}

/**
 * A trip's page in the page's language: each text field, each itinerary day (its title and its
 * activities apart, lined up by position), each list as a whole, the cancellation rows together.
 */
export function localizeTripDetail(trip: StoredTripDetail, locale: Locale): TripDetail {
  const ta = trip.ta
  const { en: summaryEn, ...summary } = localizeSummaryOf(trip, locale)
  if (locale === DEFAULT_LOCALE) return summary
  const { text, en } = pick<'location' | 'description'>(locale, {
    location: [trip.location, ta?.location],
    description: [trip.description, ta?.description],
  })
  const marks: EnglishFields<DetailFields> = { ...summaryEn, ...en }
  const list = (key: 'includes' | 'excludes' | 'hotels') => {
    const [items, english] = pickList(locale, trip[key] ?? [], ta?.[key])
    if (english) marks[key] = true
    return items
  }
  const itinerary = trip.itinerary.map((day, i): ItineraryDay => {
    const tamil = ta?.itinerary?.[i]
    const picked = pick<'title'>(locale, { title: [day.title, tamil?.title] })
    const [activities, english] = pickList(locale, day.activities, tamil?.activities)
    const dayEn: EnglishFields<DayFields> = { ...picked.en, ...(english ? { activities: true as const } : {}) }
    return { ...day, title: picked.text.title, activities, ...(Object.keys(dayEn).length ? { en: dayEn } : {}) }
  })
  let cancellation = trip.cancellation
  if (cancellation) {
    const rows = ta?.cancellation
    const complete = rows?.length === cancellation.length && rows.every((row) => row.when?.trim() && row.refund?.trim())
    if (complete) cancellation = rows.map((row) => ({ when: row.when!, refund: row.refund! }))
    else marks.cancellation = true
  }
  let imageAlts = trip.imageAlts
  if (imageAlts && ta?.imageAlts?.some((alt) => alt.trim())) {
    imageAlts = imageAlts.map((alt, i) => ta.imageAlts?.[i]?.trim() || alt)
  } else if (imageAlts?.some(Boolean)) marks.imageAlts = true
  const includes = list('includes')
  const excludes = list('excludes')
  const hotels = list('hotels')
  return {
    ...summary,
    ...text,
    itinerary,
    includes,
    ...(excludes.length ? { excludes } : {}),
    ...(hotels.length ? { hotels } : {}),
    ...(cancellation ? { cancellation } : {}),
    ...(imageAlts ? { imageAlts } : {}),
    ...(Object.keys(marks).length ? { en: marks } : {}),
  }
}

export function localizeBanner(banner: StoredBanner, locale: Locale): Banner {
  return localizeFields(banner, ['tag', 'title', 'subtitle', 'buttonText'] satisfies BannerFields[], locale)
}

export function localizeVideo(video: StoredVideo, locale: Locale): Video {
  return localizeFields(video, ['title'], locale)
}

export function localizeTicker(item: StoredTickerItem, locale: Locale): TickerItem {
  return localizeFields(item, SUMMARY_FIELDS, locale)
}

/** A review stays in the language it was written in; only the title of the trip it names is localized. */
export function localizeReview(review: StoredReview, locale: Locale): Review {
  const { trip, ...rest } = review
  return trip ? { ...rest, trip: localizeFields(trip, ['title'], locale) } : rest
}

/**
 * The number of an itinerary day as the catalogue writes it ("3", "Day 3", "Day 1-2"), so each
 * language says "Day" its own way; null for a day named in words ("Arrival").
 */
export function dayNumber(day: string): string | null {
  const match = /^(?:day\s*)?(\d+(?:\s*[-–]\s*\d+)?)$/i.exec(day.trim())
  return match ? match[1].replace(/\s+/g, '') : null
}
