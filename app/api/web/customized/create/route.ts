import { createLeadHandler } from '@/lib/leads/handler'

/** Honeymoon (type 1) and customized tour (type 2) requests: validated, stored, then delivered by lib/leads. */
export const POST = createLeadHandler('customized')
