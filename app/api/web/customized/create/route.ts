import { createLeadHandler } from '@/lib/leads/handler'

/** Honeymoon (type 1) and customized tour (type 2) requests; what runs for it: lib/leads/service.ts. */
export const POST = createLeadHandler('customized')
