import { createLeadHandler } from '@/lib/leads/handler'

/** Newsletter signup: validated, stored, then delivered by lib/leads. */
export const POST = createLeadHandler('newsletter')
