import * as z from 'zod/mini'
import {
  emailField,
  LEAD_FIELD_LIMITS as LIMITS,
  nameField,
  optionalEmailField,
  phoneField,
  requiredText,
} from './fields'
import { VALIDATION } from './validation'

/**
 * "Send this itinerary to me" on a trip page (issue 28): a trip enquiry of its own form, so it is
 * stored, counted and forwarded like every lead of the kind (the contract's trip enquiry: name,
 * phone and the trip). By e-mail the outbox sends the trip's PDF to the address given; by
 * WhatsApp the visitor's own WhatsApp opens with the PDF's link to send on. The e-mail is required
 * for the first, and the mobile number for both: the agency calls back, and the provider contract
 * requires it of every trip enquiry.
 */

export const ITINERARY_CHANNELS = { email: 'email', whatsapp: 'whatsapp' } as const
export type ItineraryChannel = (typeof ITINERARY_CHANNELS)[keyof typeof ITINERARY_CHANNELS]

export const ITINERARY_EMAIL_MISSING = VALIDATION.itineraryEmailMissing

const common = {
  name: nameField,
  mobileNumber: phoneField,
  tripId: requiredText(VALIDATION.tripMissing, LIMITS.slug),
}

export const itineraryRequestSchema = z.discriminatedUnion(
  'channel',
  [
    z.object({
      ...common,
      channel: z.literal(ITINERARY_CHANNELS.email),
      email: z.pipe(
        z
          .string({ error: ITINERARY_EMAIL_MISSING })
          .check(z.trim(), z.minLength(1, { error: ITINERARY_EMAIL_MISSING, abort: true })),
        emailField,
      ),
    }),
    z.object({ ...common, channel: z.literal(ITINERARY_CHANNELS.whatsapp), email: optionalEmailField }),
  ],
  { error: VALIDATION.itineraryChannelMissing },
)

export type ItineraryRequestInput = z.input<typeof itineraryRequestSchema>
export type ItineraryRequestPayload = z.output<typeof itineraryRequestSchema>
