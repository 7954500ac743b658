import { createLeadHandler } from '@/lib/leads/handler'

/** Home first-visit popup enquiry; what runs for it: lib/leads/service.ts. */
export const POST = createLeadHandler('popupEnquiry')
