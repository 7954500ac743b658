import { createLeadHandler } from '@/lib/leads'

/** Contact page form and the floating Enquiry Now dialog; what runs for it: lib/leads/intake/service.ts. */
export const POST = createLeadHandler('contact')
