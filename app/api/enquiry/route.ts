import { createLeadHandler } from '@/lib/leads'

/** Home first-visit popup enquiry; what runs for it: lib/leads/intake/service.ts. */
export const POST = createLeadHandler('popupEnquiry')
