import { createLeadHandler } from '@/lib/leads/handler'

/** Contact page form and the floating Enquiry Now dialog; what runs for it: lib/leads/service.ts. */
export const POST = createLeadHandler('contact')
