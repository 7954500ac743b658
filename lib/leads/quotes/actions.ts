'use server'

import { redirect } from 'next/navigation'
import * as z from 'zod/mini'
import { act, type ActionState, parseArgs } from '@/lib/staff'
import { adminQuotePath } from '@/lib/site/routes'
import { leadReferenceSchema } from '@/lib/leads/desk/schemas'
import { wakeLeadWorker } from '@/lib/leads/jobs/wake'
import { createQuote, reviseQuote, saveQuoteDraft, sendQuote, type QuoteRef } from './commands'

/**
 * The quotes' server actions on the lead desk (permission `leads.work`, checked by act()). Each
 * parses its bound arguments (a crafted request can send anything), makes one change through
 * ./commands.ts and answers an ActionState; a refused field comes back on its field.
 */

const quoteArgsSchema = z.object({
  reference: leadReferenceSchema,
  number: z.string().check(z.regex(/^Q-\d{4}-\d{4,}$/)),
  version: z.int().check(z.minimum(1)),
})
const newQuoteArgsSchema = z.object({ reference: leadReferenceSchema })
const sendArgsSchema = z.object({ byEmail: z.boolean() })

/** Saves a new quote as a draft and opens it. */
export async function createQuoteAction(reference: string, input: unknown): Promise<ActionState> {
  let created: QuoteRef | undefined
  const state = await act('leads.work', async (staff) => {
    const args = parseArgs(newQuoteArgsSchema, { reference })
    created = await createQuote(staff, args.reference, input)
    return `Quote ${created.number} saved`
  })
  if (created) redirect(adminQuotePath(reference, created.number, created.version))
  return state
}

/** Saves a draft's changes. */
export async function saveQuoteDraftAction(
  reference: string,
  number: string,
  version: number,
  input: unknown,
): Promise<ActionState> {
  return act('leads.work', async (staff) => {
    const args = parseArgs(quoteArgsSchema, { reference, number, version })
    await saveQuoteDraft(staff, args.reference, args, input)
    return 'Changes saved'
  })
}

/** Sends a quote: by e-mail (queued for the outbox), or marked sent to share its link on WhatsApp. */
export async function sendQuoteAction(
  reference: string,
  number: string,
  version: number,
  byEmail: boolean,
): Promise<ActionState> {
  return act('leads.work', async (staff) => {
    const args = parseArgs(quoteArgsSchema, { reference, number, version })
    const how = parseArgs(sendArgsSchema, { byEmail })
    const outcome = await sendQuote(staff, args.reference, args, { byEmail: how.byEmail })
    if (outcome.emailed) {
      wakeLeadWorker()
      return 'The quote is on its way by e-mail'
    }
    return outcome.firstSend ? 'Quote marked sent: share it on WhatsApp' : 'The quote was already sent'
  })
}

/** The next version of a sent quote, as a draft to change; opens it. */
export async function reviseQuoteAction(reference: string, number: string, version: number): Promise<ActionState> {
  let revised: QuoteRef | undefined
  const state = await act('leads.work', async (staff) => {
    const args = parseArgs(quoteArgsSchema, { reference, number, version })
    revised = await reviseQuote(staff, args.reference, args.number, { from: args.version })
    return `Version ${revised.version} to change`
  })
  if (revised) redirect(adminQuotePath(reference, revised.number, revised.version))
  return state
}
