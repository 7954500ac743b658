import type { z } from 'zod'
import { CONTRACT_PATHS } from '@/lib/provider/contract'
import { contactSchema, enquiryDialogSchema } from '@/lib/validations/contact'
import { newsletterSchema } from '@/lib/validations/newsletter'
import { popupEnquirySchema } from '@/lib/validations/popup-enquiry'
import { tripEnquirySchema } from '@/lib/validations/trip-enquiry'
import { tripRequestSchema } from '@/lib/validations/trip-request'

/** The five lead kinds of spec §7, each forwarded to its own contract path. */
export type LeadKind = 'tripEnquiry' | 'contact' | 'customized' | 'newsletter' | 'popupEnquiry'

interface LeadKindConfig {
  path: string
  /** Schemas by the form that sent the lead (the `form` meta field). */
  forms: Record<string, z.ZodType<Record<string, unknown>>>
  /**
   * The schema for a caller that names no form: another client of the provider contract,
   * such as a site forwarding its outbox here. It is the most lenient form of the kind, so
   * whatever one of our forms accepted, this endpoint accepts too.
   */
  defaultForm: string
}

export const LEAD_KINDS: Record<LeadKind, LeadKindConfig> = {
  tripEnquiry: {
    path: CONTRACT_PATHS.tripEnquiry,
    forms: { 'trip-enquiry': tripEnquirySchema },
    defaultForm: 'trip-enquiry',
  },
  contact: {
    path: CONTRACT_PATHS.contact,
    forms: { contact: contactSchema, 'enquiry-dialog': enquiryDialogSchema },
    defaultForm: 'enquiry-dialog',
  },
  customized: {
    path: CONTRACT_PATHS.customized,
    forms: { 'trip-request': tripRequestSchema },
    defaultForm: 'trip-request',
  },
  newsletter: {
    path: CONTRACT_PATHS.newsletter,
    forms: { newsletter: newsletterSchema },
    defaultForm: 'newsletter',
  },
  popupEnquiry: {
    path: CONTRACT_PATHS.popupEnquiry,
    forms: { popup: popupEnquirySchema },
    defaultForm: 'popup',
  },
}
