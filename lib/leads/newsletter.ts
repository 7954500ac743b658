import 'server-only'
import type { Db } from '@/lib/platform/db'
import type { LeadKind } from '@/lib/leads/forms/endpoints'
import { EMAIL_EXISTS_MESSAGE } from '@/lib/leads/forms/newsletter'

/**
 * The newsletter rule (docs/product.md §5, §8): an address subscribes once. A repeat
 * signup is a lead with status `duplicate`, never delivered, and is answered 409 with
 * EMAIL_EXISTS_MESSAGE, which the form shows as "Already Subscribed".
 *
 * - Embedded mode keeps the list itself (table newsletter_subscribers, case-insensitive).
 *   A person's signup adds its address in the same transaction that stores the lead; a
 *   bot's never does, so the real person can still sign up.
 * - Upstream mode leaves the list to the upstream: its answer "Email already exists" is
 *   final, whatever HTTP status carries it.
 */

/** The address this lead adds to the embedded list, if it adds one. */
export function addressToSubscribe(
  kind: LeadKind,
  payload: Record<string, unknown>,
  { spam, upstream }: { spam: boolean; upstream: boolean },
): string | undefined {
  if (kind !== 'newsletter' || spam || upstream) return undefined
  return String(payload.email).toLowerCase()
}

/** Adds the address to the embedded list; false when it is there already. */
export async function subscribeOnce(db: Db, email: string, leadReference: string, now: number): Promise<boolean> {
  const added = await db
    .insertInto('newsletter_subscribers')
    .values({ email, lead_reference: leadReference, created_at: now })
    .onConflict((oc) => oc.doNothing())
    .returning('email')
    .executeTakeFirst()
  return added !== undefined
}

/** Whether the upstream's answer to a newsletter lead says the address is on its list. */
export function upstreamSaysAlreadySubscribed(kind: LeadKind, answerMessage: string | undefined): boolean {
  return kind === 'newsletter' && answerMessage?.trim().toLowerCase() === EMAIL_EXISTS_MESSAGE.toLowerCase()
}

/** A stored lead that is a repeat signup. */
export function isAlreadySubscribed(lead: { kind: LeadKind; status: string }): boolean {
  return lead.kind === 'newsletter' && lead.status === 'duplicate'
}
