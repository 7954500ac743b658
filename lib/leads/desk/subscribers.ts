import 'server-only'
import { assertCan, type Caller } from '@/lib/staff'
import { getDb, type Db } from '@/lib/platform/db'

/**
 * The newsletter list of the back office: its page and the whole list for the CSV export, both
 * refused to a role without `leads.read`.
 */

export const SUBSCRIBERS_PER_PAGE = 100

/** Newsletter sign-ups: the newsletter leads that are not spam or a repeat (both modes keep them as leads). */
const subscriberRows = (db: Db) =>
  db
    .selectFrom('leads')
    .where('kind', '=', 'newsletter')
    .where('status', 'not in', ['spam', 'duplicate'])
    .where('email', 'is not', null)

export async function listSubscribers(caller: Caller, page: number) {
  assertCan(caller, 'leads.read')
  const db = await getDb()
  const [{ total }, rows] = await Promise.all([
    subscriberRows(db)
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
    subscriberRows(db)
      .select(['email', 'reference', 'created_at'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(SUBSCRIBERS_PER_PAGE)
      .offset((page - 1) * SUBSCRIBERS_PER_PAGE)
      .execute(),
  ])
  return {
    subscribers: rows,
    total: Number(total),
    pages: Math.max(1, Math.ceil(Number(total) / SUBSCRIBERS_PER_PAGE)),
  }
}

export async function allSubscribers(caller: Caller) {
  assertCan(caller, 'leads.read')
  return subscriberRows(await getDb())
    .select(['email', 'reference', 'created_at'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute()
}
