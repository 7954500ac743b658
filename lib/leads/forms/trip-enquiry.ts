import * as z from 'zod/mini'
import {
  defaultTravellersField,
  isCalendarDate,
  LEAD_FIELD_LIMITS as LIMITS,
  nameField,
  optionalEmailField,
  optionalMessageField,
  optionalText,
  phoneField,
  requiredText,
} from './fields'
import { VALIDATION } from './validation'

export const DEPARTURE_INVALID_MESSAGE = VALIDATION.departureInvalid

/** An optional choice left out of the payload when the visitor made none (''), so the contract's fields stay as they were. */
const unlessEmpty = z.transform((value: string) => (value === '' ? undefined : value))

/** A departure of the trip, as its day (YYYY-MM-DD); absent when the visitor chose none. */
const departureChoice = z.optional(
  z.pipe(
    z.string({ error: DEPARTURE_INVALID_MESSAGE }).check(
      z.trim(),
      z.refine((value) => value === '' || isCalendarDate(value), DEPARTURE_INVALID_MESSAGE),
    ),
    unlessEmpty,
  ),
)

const tripEnquiryFields = {
  name: nameField,
  email: optionalEmailField,
  mobileNumber: phoneField,
  preferredTravelDate: optionalText(),
  numberOfTravellers: defaultTravellersField,
  message: optionalMessageField,
  tripId: requiredText(VALIDATION.tripMissing, LIMITS.slug),
  /** The dated departure the visitor chose on the trip page, and where they board it (optional fields). */
  departure: departureChoice,
  boardingCity: z.optional(
    z.pipe(
      z.string({ error: VALIDATION.boardingCityInvalid }).check(z.trim(), z.maxLength(LIMITS.shortText)),
      unlessEmpty,
    ),
  ),
}

/**
 * Trip enquiry on /trip/{slug} (docs/product.md §3, §5): name and phone required; tripId is the
 * slug. The departure and boarding city are checked against the catalogue when the lead is
 * posted (lib/leads/intake/departure.ts): a sold-out departure takes the waiting list instead.
 */
export const tripEnquirySchema = z.object(tripEnquiryFields)

export const WAITLIST_DEPARTURE_MESSAGE = VALIDATION.waitlistDepartureMissing

/** The waiting list of a sold-out departure: a trip enquiry of its own form, which must name its departure. */
export const tripWaitlistSchema = z.object({
  ...tripEnquiryFields,
  departure: z
    .string({ error: WAITLIST_DEPARTURE_MESSAGE })
    .check(
      z.trim(),
      z.minLength(1, { error: WAITLIST_DEPARTURE_MESSAGE, abort: true }),
      z.refine(isCalendarDate, DEPARTURE_INVALID_MESSAGE),
    ),
})

export type TripEnquiryInput = z.input<typeof tripEnquirySchema>
export type TripEnquiryPayload = z.output<typeof tripEnquirySchema>

/**
 * The trip enquiry's forms: an enquiry, a place on a sold-out departure's waiting list, or the
 * trip's itinerary sent to the visitor (itinerary-request.ts).
 */
export const TRIP_ENQUIRY_FORMS = { enquiry: 'trip-enquiry', waitlist: 'waiting-list', itinerary: 'itinerary' } as const
