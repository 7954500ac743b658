import { ADVANCE_PAYMENT_PERCENT, BALANCE_DUE_DAYS_BEFORE_DEPARTURE } from '@/lib/site/constants'

/**
 * How booking works (docs/product.md §1): nothing is paid online; an executive plans the trip
 * and an advance confirms it. The home page and trip pages show these three; the request pages
 * put their own first step, sending the request, in front of them.
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
    title: 'Confirm with an advance',
    text: `Pay a ${ADVANCE_PAYMENT_PERCENT}% advance to confirm; the balance is due ${BALANCE_DUE_DAYS_BEFORE_DEPARTURE} days before departure.`,
  },
] as const

/** The request pages' first step, before the booking steps. */
export const REQUEST_STEP = {
  title: 'Share your plan',
  text: 'Fill in the request form below, or call or WhatsApp us.',
} as const
