import { CANCELLATION_SCHEDULE } from '@/lib/site/constants'

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
