import 'server-only'
import type { Db } from '@/lib/platform/db'

/**
 * Each staff member's phone as quotes print it for the travel consultant (with its WhatsApp link):
 * one row of `site_settings`, a JSON object of staff id to phone, set by each member on the Account
 * page. Their name is the staff account's own (lib/staff).
 */
const STAFF_PHONES_KEY = 'staff_phones'

export async function readStaffPhones(db: Db): Promise<Record<string, string>> {
  const row = await db
    .selectFrom('site_settings')
    .select('value')
    .where('key', '=', STAFF_PHONES_KEY)
    .executeTakeFirst()
  try {
    const stored: unknown = row ? JSON.parse(row.value) : {}
    if (!stored || typeof stored !== 'object') return {}
    return Object.fromEntries(
      Object.entries(stored).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    )
  } catch {
    return {}
  }
}

/** A staff member's phone; undefined when they gave none. */
export async function readStaffPhone(db: Db, staffId: string | null | undefined): Promise<string | undefined> {
  if (!staffId) return undefined
  return (await readStaffPhones(db))[staffId] || undefined
}

export async function writeStaffPhone(db: Db, staffId: string, phone: string): Promise<void> {
  const phones = await readStaffPhones(db)
  if (phone) phones[staffId] = phone
  else delete phones[staffId]
  const text = JSON.stringify(phones)
  await db
    .insertInto('site_settings')
    .values({ key: STAFF_PHONES_KEY, value: text })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: text }))
    .execute()
}
