import * as z from 'zod/mini'
import {
  departureDateField,
  emailField,
  LEAD_FIELD_LIMITS as LIMITS,
  nameField,
  optionalMessageField,
  phoneField,
  requiredText,
  travellersField,
  wholeNumber,
} from './fields'
import { VALIDATION, validationText } from './validation'

/** 1 = honeymoon, 2 = customized (docs/product.md §3). */
export const TRIP_REQUEST_TYPES = { honeymoon: 1, customized: 2 } as const
export type TripRequestType = (typeof TRIP_REQUEST_TYPES)[keyof typeof TRIP_REQUEST_TYPES]

/** Honeymoon and customized tour requests (docs/product.md §5): all required but special requirements. */
export const tripRequestSchema = z.object({
  name: nameField,
  email: emailField,
  mobileNumber: phoneField,
  preferredDestination: requiredText(VALIDATION.destinationMissing),
  numberOfTravellers: travellersField,
  departureDate: departureDateField,
  duration: wholeNumber(VALIDATION.durationMissing, VALIDATION.durationWhole).check(
    z.gte(1, VALIDATION.durationMin),
    z.lte(LIMITS.durationDays, validationText('durationMax', { max: LIMITS.durationDays })),
  ),
  approxBudget: requiredText(VALIDATION.budgetMissing),
  specialRequirements: optionalMessageField,
  type: z.union([z.literal(TRIP_REQUEST_TYPES.honeymoon), z.literal(TRIP_REQUEST_TYPES.customized)], {
    error: VALIDATION.requestTypeUnknown,
  }),
})

export type TripRequestInput = z.input<typeof tripRequestSchema>
export type TripRequestPayload = z.output<typeof tripRequestSchema>
