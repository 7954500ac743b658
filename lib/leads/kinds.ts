import 'server-only'
import type { z } from 'zod/mini'
import { contactSchema, enquiryDialogSchema } from '@/lib/leads/forms/contact'
import type { LeadKind } from '@/lib/leads/forms/endpoints'
import { newsletterSchema } from '@/lib/leads/forms/newsletter'
import { popupEnquirySchema } from '@/lib/leads/forms/popup-enquiry'
import { TRIP_ENQUIRY_FORMS, tripEnquirySchema, tripWaitlistSchema } from '@/lib/leads/forms/trip-enquiry'
import { itineraryRequestSchema } from '@/lib/leads/forms/itinerary-request'
import { tripRequestSchema } from '@/lib/leads/forms/trip-request'

interface LeadKindConfig {
  /** Schemas by the form that sent the lead (the `form` meta field). */
  forms: Record<string, z.ZodMiniType<Record<string, unknown>>>
  /**
   * The schema for a caller that names no form: another client of the provider contract,
   * such as a site forwarding its outbox here. It is the most lenient form of the kind, so
   * whatever one of our forms accepted, this endpoint accepts too.
   */
  defaultForm: string
}

/** The forms of each lead kind; the kind's endpoint is in LEAD_ENDPOINTS. */
export const LEAD_KINDS: Record<LeadKind, LeadKindConfig> = {
  tripEnquiry: {
    forms: {
      [TRIP_ENQUIRY_FORMS.enquiry]: tripEnquirySchema,
      [TRIP_ENQUIRY_FORMS.waitlist]: tripWaitlistSchema,
      [TRIP_ENQUIRY_FORMS.itinerary]: itineraryRequestSchema,
    },
    defaultForm: TRIP_ENQUIRY_FORMS.enquiry,
  },
  contact: { forms: { contact: contactSchema, 'enquiry-dialog': enquiryDialogSchema }, defaultForm: 'enquiry-dialog' },
  customized: { forms: { 'trip-request': tripRequestSchema }, defaultForm: 'trip-request' },
  newsletter: { forms: { newsletter: newsletterSchema }, defaultForm: 'newsletter' },
  popupEnquiry: { forms: { popup: popupEnquirySchema }, defaultForm: 'popup' },
}
