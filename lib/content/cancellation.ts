import { CANCELLATION_SCHEDULE } from '@/lib/site/constants'
import type { Locale } from '@/lib/site/i18n/locales'

function daysLabel(minDays: number, maxDays: number | null): string {
  if (maxDays === null) return `${minDays} days or more before departure`
  if (minDays === 0) return `Less than ${maxDays + 1} days before departure`
  return `${minDays}-${maxDays} days before departure`
}

/**
 * The terms' cancellation schedule as visitors read it (docs/product.md §2): when the
 * cancellation is received, and the refund. The terms page and each trip page show these rows.
 */
export const CANCELLATION_TERMS = CANCELLATION_SCHEDULE.map((row) => ({
  when: daysLabel(row.minDays, row.maxDays),
  refund: row.refund,
}))

/** The schedule's row as the English terms word it, in Tamil. */
function daysLabelTa(minDays: number, maxDays: number | null): string {
  if (maxDays === null) return `புறப்படுவதற்கு ${minDays} நாட்கள் அல்லது அதற்கு மேல் முன்`
  if (minDays === 0) return `புறப்படுவதற்கு ${maxDays + 1} நாட்களுக்குள்`
  return `புறப்படுவதற்கு ${minDays}-${maxDays} நாட்கள் முன்`
}

/** Each refund of the schedule (lib/site/constants.ts), in Tamil: a new refund fails the type check until it has one. */
const REFUNDS_TA: Record<(typeof CANCELLATION_SCHEDULE)[number]['refund'], string> = {
  'Full refund less an administration fee': 'நிர்வாகக் கட்டணம் நீங்கலாக முழுத் தொகையும்',
  '50% of the tour cost': 'சுற்றுலாக் கட்டணத்தில் 50%',
  '25% of the tour cost': 'சுற்றுலாக் கட்டணத்தில் 25%',
  'No refund': 'திருப்பித் தரப்படாது',
}

/** The terms' schedule in a language: the Tamil terms page, and a trip without a schedule of its own, show these. */
export function cancellationTerms(locale: Locale): readonly { when: string; refund: string }[] {
  if (locale === 'en') return CANCELLATION_TERMS
  return CANCELLATION_SCHEDULE.map((row) => ({
    when: daysLabelTa(row.minDays, row.maxDays),
    refund: REFUNDS_TA[row.refund],
  }))
}
