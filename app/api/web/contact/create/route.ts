import { createLeadHandler } from '@/lib/leads/handler'

/** Contact page form and the floating Enquiry Now dialog: validated, stored, then delivered by lib/leads. */
export const POST = createLeadHandler('contact')
