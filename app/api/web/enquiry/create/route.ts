import { createLeadHandler } from '@/lib/leads/handler'

/** Trip enquiry (docs/product.md §3): validated, stored, then delivered by lib/leads. */
export const POST = createLeadHandler('tripEnquiry')
