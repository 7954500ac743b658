// Quote helpers shared by the back office's action suites (tests/back-office-actions.test.ts and
// tests/back-office-permissions.test.ts): a quote's form, a lead's quotes, a drafted or sent quote.
import { getDb } from '@/lib/platform/db'
import { createQuote, sendQuote } from '@/lib/leads/quotes/commands'
import { testOwner } from './staff'

/** A quote's form as sent, valid for years to come. */
export const quoteInput = {
  trip: 'Char Dham Yatra',
  departure: '',
  boardingCity: 'Chennai',
  lines: [{ band: 'adult', count: 2, pricePerPerson: 32_500 }],
  discounts: [],
  includes: 'Train tickets',
  excludes: '',
  validUntil: '2031-12-31',
  note: '',
}

/** A lead's quote rows, oldest version first. */
export async function quotesOf(reference: string) {
  const db = await getDb()
  const lead = await db.selectFrom('leads').select('id').where('reference', '=', reference).executeTakeFirstOrThrow()
  return db.selectFrom('quotes').selectAll().where('lead_id', '=', lead.id).orderBy('version').execute()
}

/** A quote of its own on the lead: a draft, or sent (on WhatsApp). */
export async function quoteOn(reference: string, sent = false) {
  const ref = await createQuote(testOwner, reference, quoteInput)
  if (sent) await sendQuote(testOwner, reference, ref, { byEmail: false })
  return { reference, ...ref }
}
