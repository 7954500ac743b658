import { createLeadHandler } from '@/lib/leads/handler'

/** Trip enquiry (docs/product.md §3); what runs for it: lib/leads/service.ts. */
export const POST = createLeadHandler('tripEnquiry')
