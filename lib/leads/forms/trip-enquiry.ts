import * as z from 'zod/mini'
import {
  defaultTravellersField,
  LEAD_FIELD_LIMITS as LIMITS,
  nameField,
  optionalEmailField,
  optionalMessageField,
  optionalText,
  phoneField,
  requiredText,
} from './fields'

/** Trip enquiry on /trip/{slug} (docs/product.md §3, §5): name and phone required; tripId is the slug. */
export const tripEnquirySchema = z.object({
  name: nameField,
  email: optionalEmailField,
  mobileNumber: phoneField,
  preferredTravelDate: optionalText(),
  numberOfTravellers: defaultTravellersField,
  message: optionalMessageField,
  tripId: requiredText('The trip is missing', LIMITS.slug),
})

export type TripEnquiryInput = z.input<typeof tripEnquirySchema>
export type TripEnquiryPayload = z.output<typeof tripEnquirySchema>
