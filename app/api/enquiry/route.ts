import { createLeadHandler } from '@/lib/leads/handler'

/** Home first-visit popup enquiry: validated, stored, then delivered by lib/leads. */
export const POST = createLeadHandler('popupEnquiry')
