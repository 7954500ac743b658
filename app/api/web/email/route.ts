import { createLeadHandler } from '@/lib/leads'

/** Newsletter signup; what runs for it: lib/leads/intake/service.ts. */
export const POST = createLeadHandler('newsletter')
