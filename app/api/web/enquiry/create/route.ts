import { createLeadHandler } from '@/lib/leads'

/** Trip enquiry (docs/product.md §3); what runs for it: lib/leads/intake/service.ts. */
export const POST = createLeadHandler('tripEnquiry')
