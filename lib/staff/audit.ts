import 'server-only'
import { getDb, type Db } from '@/lib/platform/db'
import { assertCan } from './permissions'
import type { Caller, Staff } from './session'

/**
 * The audit log (table `audit_log`): who changed what and when, for every change staff make to
 * the catalogue, the content, staff accounts and sign-in, and each erased lead. It is the only
 * writer of the table; lead pipeline changes are recorded on the lead itself (lead_activity).
 */

/** Who the log names for a change made with the staff command (`npm run staff`), in the agency's words. */
export const COMMAND_LINE_ACTOR = 'Command line'

/** Records one change. Pass the transaction the change runs in, so both commit or neither does. */
export async function audit(
  staff: Pick<Staff, 'id' | 'name' | 'email'>,
  action: string,
  subject: string,
  detail: Record<string, unknown> = {},
  db?: Db,
): Promise<void> {
  await (db ?? (await getDb()))
    .insertInto('audit_log')
    .values({
      at: Date.now(),
      actor_id: staff.id,
      actor_name: staff.name || staff.email,
      action,
      subject,
      detail: JSON.stringify(detail),
    })
    .execute()
}

/** The newest entries first, for an owner (`audit.read`). */
export async function listAudit(caller: Caller, limit = 200) {
  assertCan(caller, 'audit.read')
  return (await getDb())
    .selectFrom('audit_log')
    .selectAll()
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute()
}
