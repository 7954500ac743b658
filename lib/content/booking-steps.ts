import { ADVANCE_PAYMENT_PERCENT, BALANCE_DUE_DAYS_BEFORE_DEPARTURE } from '@/lib/constants'

/**
 * How booking works (docs/product.md §1): nothing is paid online; an executive plans the trip
 * and an advance confirms it. The home page, trip pages and request pages all show these.
 */
export const BOOKING_STEPS = [
  {
    title: 'Consult an executive',
    text: 'Call, WhatsApp or send an enquiry; no payment is needed to ask. A travel executive talks you through the options.',
  },
  {
    title: 'Finalize the details',
    text: 'Fix your dates, destination and passenger count with your executive, and we confirm the itinerary.',
  },
  {
    title: `Pay a ${ADVANCE_PAYMENT_PERCENT}% advance`,
    text: `Your booking is confirmed with a ${ADVANCE_PAYMENT_PERCENT}% advance; the balance is due ${BALANCE_DUE_DAYS_BEFORE_DEPARTURE} days before departure.`,
  },
] as const
