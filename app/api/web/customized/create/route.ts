import { createLeadHandler } from '@/lib/leads'

/** Honeymoon (type 1) and customized tour (type 2) requests; what runs for it: lib/leads/intake/service.ts. */
export const POST = createLeadHandler('customized')
