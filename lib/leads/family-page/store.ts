import 'server-only'
import { assertCan, audit, Refusal, type Caller, type Staff } from '@/lib/staff'
import { getDb, writeTransaction, type Db } from '@/lib/platform/db'
import type { FamilyPageRow, LeadRow } from '@/lib/platform/db/schema'
import { toQuote, type Quote } from '@/lib/leads/quotes/rows'
import { newQuoteToken } from '@/lib/leads/quotes/commands'
import { recordLeadActivity } from '@/lib/leads/desk/commands'
import { linkOpens, TOKEN_SHAPE, type FamilyPageState } from './state'

/**
 * The family's own page of a lead (/my/<token>): which lead a token opens, the latest quote sent
 * to it, the opens counted, and staff's revoke and new link (permission `leads.work`, as sending
 * quotes), each recorded on the lead's timeline and in the audit log.
 */

export class FamilyLinkError extends Refusal {}

const stateOf = (row: FamilyPageRow | undefined): FamilyPageState | undefined =>
  row && { token: row.token, tokenAt: row.token_at, revokedAt: row.revoked_at }

async function pageOf(db: Db, leadId: number): Promise<FamilyPageRow | undefined> {
  return db.selectFrom('family_pages').selectAll().where('lead_id', '=', leadId).executeTakeFirst()
}

/** The lead's latest sent quote (of any number and version): what the family's page shows. */
async function latestSentQuote(db: Db, leadId: number): Promise<Quote | undefined> {
  const row = await db
    .selectFrom('quotes')
    .selectAll()
    .where('lead_id', '=', leadId)
    .where('status', '=', 'sent')
    .orderBy('sent_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst()
  return row && toQuote(row)
}

export type FamilyPageLookup =
  | { state: 'open'; lead: LeadRow; quote: Quote | undefined }
  /** A link of a lead that staff revoked or replaced. */
  | { state: 'revoked' }
  /** No such link. */
  | { state: 'unknown' }

/** What a token opens: the lead and its latest sent quote, a revoked link, or nothing. */
export async function findFamilyPage(token: string): Promise<FamilyPageLookup> {
  if (!TOKEN_SHAPE.test(token)) return { state: 'unknown' }
  const db = await getDb()
  const made = await db.selectFrom('family_pages').selectAll().where('token', '=', token).executeTakeFirst()
  let leadId: number
  if (made) {
    if (!linkOpens(made.token_at ?? 0, stateOf(made), true)) return { state: 'revoked' }
    leadId = made.lead_id
  } else {
    const quote = await db
      .selectFrom('quotes')
      .select(['lead_id', 'sent_at'])
      .where('token', '=', token)
      .where('status', '=', 'sent')
      .executeTakeFirst()
    if (!quote) return { state: 'unknown' }
    if (!linkOpens(quote.sent_at ?? 0, stateOf(await pageOf(db, quote.lead_id)))) return { state: 'revoked' }
    leadId = quote.lead_id
  }
  const lead = await db.selectFrom('leads').selectAll().where('id', '=', leadId).executeTakeFirst()
  if (!lead || lead.status === 'spam') return { state: 'unknown' }
  return { state: 'open', lead, quote: await latestSentQuote(db, leadId) }
}

/** Whether a sent quote's own token was revoked on its lead (its PDF link /q/<token> closes with the page). */
export async function isQuoteLinkRevoked(token: string): Promise<boolean> {
  if (!TOKEN_SHAPE.test(token)) return false
  const db = await getDb()
  const quote = await db
    .selectFrom('quotes')
    .select(['lead_id', 'sent_at'])
    .where('token', '=', token)
    .where('status', '=', 'sent')
    .executeTakeFirst()
  return Boolean(quote && !linkOpens(quote.sent_at ?? 0, stateOf(await pageOf(db, quote.lead_id))))
}

/** One open of the page by the family: the count and the time, on the lead. */
export async function recordFamilyPageOpen(leadId: number, now: number = Date.now()): Promise<void> {
  await (
    await getDb()
  )
    .insertInto('family_pages')
    .values({ lead_id: leadId, opens: 1, last_opened_at: now })
    .onConflict((oc) =>
      oc.column('lead_id').doUpdateSet((eb) => ({ opens: eb('family_pages.opens', '+', 1), last_opened_at: now })),
    )
    .execute()
}

/** What the lead's page shows of the family's page: the link that opens it now, and the opens. */
export interface FamilyLink {
  /** The token of the link that opens the page now (the newest given); null when none does. */
  token: string | null
  opens: number
  lastOpenedAt: number | null
  revokedAt: number | null
}

export async function getFamilyLink(caller: Caller, leadId: number): Promise<FamilyLink> {
  assertCan(caller, 'leads.read')
  const db = await getDb()
  const row = await pageOf(db, leadId)
  const state = stateOf(row)
  const quote = await db
    .selectFrom('quotes')
    .select(['token', 'sent_at'])
    .where('lead_id', '=', leadId)
    .where('status', '=', 'sent')
    .orderBy('sent_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst()
  const given = [
    row?.token && row.token_at !== null ? { token: row.token, at: row.token_at, made: true } : undefined,
    quote?.token ? { token: quote.token, at: quote.sent_at ?? 0, made: false } : undefined,
  ]
    .filter((link) => link !== undefined)
    .filter((link) => linkOpens(link.at, state, link.made))
    .sort((a, b) => b.at - a.at)
  return {
    token: given[0]?.token ?? null,
    opens: row?.opens ?? 0,
    lastOpenedAt: row?.last_opened_at ?? null,
    revokedAt: row?.revoked_at ?? null,
  }
}

async function leadOf(trx: Db, reference: string): Promise<LeadRow> {
  const lead = await trx.selectFrom('leads').selectAll().where('reference', '=', reference).executeTakeFirst()
  if (!lead) throw new FamilyLinkError('This lead no longer exists')
  if (lead.status === 'spam' || lead.kind === 'newsletter') throw new FamilyLinkError('This lead has no family page')
  return lead
}

async function record(trx: Db, lead: LeadRow, staff: Staff, action: 'revoked' | 'made', at: number) {
  await recordLeadActivity(trx, lead.id, staff, 'family-page', { action }, at)
  await audit(staff, `family-page.${action === 'made' ? 'link' : 'revoke'}`, lead.reference, {}, trx)
}

/** Revokes every link of the lead given until now: the page and the quotes' PDF links stop opening. */
export async function revokeFamilyLinks(staff: Staff, reference: string, { now = Date.now() } = {}): Promise<void> {
  assertCan(staff, 'leads.work')
  await writeTransaction(await getDb(), async (trx) => {
    const lead = await leadOf(trx, reference)
    await trx
      .insertInto('family_pages')
      .values({ lead_id: lead.id, revoked_at: now })
      .onConflict((oc) => oc.column('lead_id').doUpdateSet({ revoked_at: now }))
      .execute()
    await record(trx, lead, staff, 'revoked', now)
  })
}

/** A new link to the family's page; every link given before it stops opening. Returns its token. */
export async function makeFamilyLink(staff: Staff, reference: string, { now = Date.now() } = {}): Promise<string> {
  assertCan(staff, 'leads.work')
  const token = newQuoteToken()
  await writeTransaction(await getDb(), async (trx) => {
    const lead = await leadOf(trx, reference)
    // Made after any revocation, even one in the same millisecond.
    const revokedAt = (await pageOf(trx, lead.id))?.revoked_at ?? null
    const at = revokedAt !== null && revokedAt >= now ? revokedAt + 1 : now
    await trx
      .insertInto('family_pages')
      .values({ lead_id: lead.id, token, token_at: at })
      .onConflict((oc) => oc.column('lead_id').doUpdateSet({ token, token_at: at }))
      .execute()
    await record(trx, lead, staff, 'made', at)
  })
  return token
}
