'use server'

import * as z from 'zod/mini'
import { act, type ActionState, parseArgs } from '@/lib/staff'
import { leadReferenceSchema } from '@/lib/leads/desk/schemas'
import { makeFamilyLink, revokeFamilyLinks } from './store'

/** The family's link on the lead page (permission `leads.work`, as sending quotes); each audited by ./store.ts. */

const argsSchema = z.object({ reference: leadReferenceSchema })

export async function revokeFamilyLinkAction(reference: string): Promise<ActionState> {
  return act('leads.work', async (staff) => {
    await revokeFamilyLinks(staff, parseArgs(argsSchema, { reference }).reference)
    return 'The family’s link no longer opens'
  })
}

export async function makeFamilyLinkAction(reference: string): Promise<ActionState> {
  return act('leads.work', async (staff) => {
    await makeFamilyLink(staff, parseArgs(argsSchema, { reference }).reference)
    return 'A new link is ready: the old ones no longer open'
  })
}
