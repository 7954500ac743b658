import { createLeadHandler } from '@/lib/leads/handler'

/** Trip enquiry (spec §3): validated, stored, then delivered by lib/leads. */
export const POST = createLeadHandler('tripEnquiry')
