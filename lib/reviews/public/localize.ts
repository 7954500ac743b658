import { monthShort } from '@/lib/site/format'
import { indiaDayOf } from '@/lib/site/office-hours'
import { MESSAGES } from '@/lib/site/i18n/messages'
import type { Locale } from '@/lib/site/i18n/locales'
import type { StoredPublishedPhoto, StoredPublishedReview } from './store'

/**
 * A published review or photo in one page's language: the name to show ("A traveller" in the
 * page's language without the family's consent), the month travelled with the page's month names,
 * the boarding city and the trip's title in the page's language where they have it. A text kept in
 * another language says which (`…Lang`), so the page marks it and never passes it off as its own.
 */

/** A language a review may be written in, as its `lang` attribute. */
export type ReviewLanguage = 'en' | 'ta'

export interface PublishedReview {
  id: number
  tripId: string
  tripSlug: string
  tripTitle: string
  /** 'en' when the title is the English one on a Tamil page. */
  tripTitleLang?: 'en'
  rating: number
  body: string
  language: ReviewLanguage
  name: string
  /** True when the family did not agree to their name: `name` is "A traveller". */
  anonymous: boolean
  /** "Dec 2026", "டிச. 2026": the departure's month. */
  month: string
  /** The boarding city in the page's language when it has one ('' for none). */
  city: string
  cityLang?: 'en'
  reply: string
  /** YYYY-MM-DD in India: the day it was sent. */
  datePublished: string
  submittedAt: number
}

export interface PublishedPhoto {
  id: number
  reviewId: number
  tripId: string
  tripSlug: string
  tripTitle: string
  tripTitleLang?: 'en'
  name: string
  anonymous: boolean
  month: string
  file: string
  width: number
  height: number
}

/** How many approved reviews a trip has and their average, to one decimal. */
export interface RatingSummary {
  count: number
  average: number
}

/** The month of a day, short: "Dec 2026". */
export function travelledMonth(day: string, locale: Locale): string {
  const [year, month] = day.split('-').map(Number)
  return `${monthShort(month!, locale)} ${year}`
}

export function reviewLanguage(language: string): ReviewLanguage {
  return language === 'ta' ? 'ta' : 'en'
}

/** A pair's text in the page's language, else the English marked as such (on a Tamil page). */
function inLocale(pair: { en: string; ta: string }, locale: Locale): { text: string; lang?: 'en' } {
  if (locale === 'ta' && pair.ta) return { text: pair.ta }
  return { text: pair.en, lang: locale === 'ta' && pair.en ? 'en' : undefined }
}

function shownName(name: string | null, locale: Locale): { name: string; anonymous: boolean } {
  return name ? { name, anonymous: false } : { name: MESSAGES[locale].reviews.anonymous, anonymous: true }
}

export function localizeReview(review: StoredPublishedReview, locale: Locale): PublishedReview {
  const title = inLocale(review.tripTitle, locale)
  const city = inLocale(review.city, locale)
  return {
    id: review.id,
    tripId: review.tripId,
    tripSlug: review.tripSlug,
    tripTitle: title.text,
    ...(title.lang ? { tripTitleLang: title.lang } : {}),
    rating: review.rating,
    body: review.body,
    language: reviewLanguage(review.language),
    ...shownName(review.name, locale),
    month: travelledMonth(review.departsOn, locale),
    city: city.text,
    ...(city.lang ? { cityLang: city.lang } : {}),
    reply: review.reply,
    datePublished: indiaDayOf(review.submittedAt),
    submittedAt: review.submittedAt,
  }
}

export function localizePhoto(photo: StoredPublishedPhoto, locale: Locale): PublishedPhoto {
  const title = inLocale(photo.tripTitle, locale)
  return {
    id: photo.id,
    reviewId: photo.reviewId,
    tripId: photo.tripId,
    tripSlug: photo.tripSlug,
    tripTitle: title.text,
    ...(title.lang ? { tripTitleLang: title.lang } : {}),
    ...shownName(photo.name, locale),
    month: travelledMonth(photo.departsOn, locale),
    file: photo.file,
    width: photo.width,
    height: photo.height,
  }
}

/** The count and the average to one decimal of some reviews' stars; null for none. */
export function ratingSummary(reviews: readonly { rating: number }[]): RatingSummary | null {
  if (reviews.length === 0) return null
  const total = reviews.reduce((sum, review) => sum + review.rating, 0)
  return { count: reviews.length, average: Math.round((total / reviews.length) * 10) / 10 }
}
