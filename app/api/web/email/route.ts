import { createLeadHandler } from '@/lib/leads/handler'

/** Newsletter signup; what runs for it: lib/leads/service.ts. */
export const POST = createLeadHandler('newsletter')
