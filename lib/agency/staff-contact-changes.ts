import 'server-only'
import { audit, setStaffName, type Staff } from '@/lib/staff'
import type { Db } from '@/lib/platform/db'
import { readStaffPhone, writeStaffPhone } from './staff-contacts'

/**
 * A staff member's own name and phone, as their quotes print them (the Account page), audited with
 * what changed. Apart from staff-contacts.ts, which quotes read, so that reading a phone never loads
 * staff sign-in.
 */
export async function saveOwnContact(staff: Staff, contact: { name: string; phone: string }, db: Db): Promise<boolean> {
  const phoneBefore = (await readStaffPhone(db, staff.id)) ?? ''
  const changed: Record<string, { from: string; to: string }> = {}
  if (contact.name !== staff.name) changed.name = { from: staff.name, to: contact.name }
  if (contact.phone !== phoneBefore) changed.phone = { from: phoneBefore, to: contact.phone }
  if (!Object.keys(changed).length) return false
  if (changed.name) await setStaffName(staff.id, contact.name)
  if (changed.phone) await writeStaffPhone(db, staff.id, contact.phone)
  await audit(staff, 'staff.contact', contact.name, changed, db)
  return true
}
