import { createTranslator } from 'use-intl/core'
import { CANCELLATION_SCHEDULE } from '@/lib/site/constants'
import type { Locale } from '@/lib/site/i18n/locales'
import enTrip from '@/messages/en/trip.json'
import taTrip from '@/messages/ta/trip.json'

/*
 * The terms' cancellation schedule (lib/site/constants.ts) as visitors read it (docs/product.md §2):
 * when the cancellation is received, and what is refunded. The words are messages
 * (trip.cancellation: when, refunds, and the table's column headers); the terms pages, each trip
 * page, the itinerary PDF and the catalogue editor show these rows. Only the trip namespace is
 * read here, so the back office's editor, which shows the Tamil rows, carries no other messages.
 */

/** Each refund of the schedule, by its message: a new refund fails the type check until it has one. */
const REFUND_KEYS: Record<(typeof CANCELLATION_SCHEDULE)[number]['refund'], keyof typeof enTrip.cancellation.refunds> =
  {
    'Full refund less an administration fee': 'lessAdminFee',
    '50% of the tour cost': 'half',
    '25% of the tour cost': 'quarter',
    'No refund': 'none',
  }

const TRIP_MESSAGES: Record<Locale, typeof enTrip> = { en: enTrip, ta: taTrip as typeof enTrip }

function termsIn(locale: Locale): readonly { when: string; refund: string }[] {
  const t = createTranslator({ locale, messages: TRIP_MESSAGES[locale], namespace: 'cancellation' })
  return CANCELLATION_SCHEDULE.map((row) => ({
    when:
      row.maxDays === null
        ? t('when.atLeast', { days: row.minDays })
        : row.minDays === 0
          ? t('when.within', { days: row.maxDays + 1 })
          : t('when.between', { min: row.minDays, max: row.maxDays }),
    refund: t(`refunds.${REFUND_KEYS[row.refund]}`),
  }))
}

/** The schedule in English: the English terms page, and a trip without a schedule of its own, show these. */
export const CANCELLATION_TERMS = termsIn('en')

const TERMS: Record<Locale, readonly { when: string; refund: string }[]> = { en: CANCELLATION_TERMS, ta: termsIn('ta') }

/** The terms' schedule in a language: the terms page, and a trip without a schedule of its own, show these. */
export function cancellationTerms(locale: Locale): readonly { when: string; refund: string }[] {
  return TERMS[locale]
}
