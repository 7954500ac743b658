/** The site's fixed copy that several pages show: the booking steps and the cancellation terms. */
export { BOOKING_STEPS, REQUEST_STEP } from './booking-steps'
export { CANCELLATION_TERMS, cancellationTerms } from './cancellation'
