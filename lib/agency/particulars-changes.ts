import 'server-only'
import { audit, type Staff } from '@/lib/staff'
import { writeTransaction, type Db } from '@/lib/platform/db'
import { readParticularsForm, writeParticulars } from './particulars'
import type { ParticularsInput } from './particulars-schema'

/**
 * The owner's save of the particulars, audited with the fields it changed (their values too: they
 * are the agency's own, printed on every quote). Apart from particulars.ts, which quotes read, so
 * that reading them never loads staff sign-in.
 */
export async function saveAgencyParticulars(staff: Staff, particulars: ParticularsInput, db: Db): Promise<string[]> {
  return writeTransaction(db, async (tx) => {
    const before = await readParticularsForm(tx)
    const changed = (Object.keys(particulars) as (keyof ParticularsInput)[]).filter(
      (key) => before[key] !== particulars[key],
    )
    if (!changed.length) return changed
    await writeParticulars(tx, particulars)
    await audit(
      staff,
      'agency.particulars',
      'Agency particulars',
      Object.fromEntries(changed.map((key) => [key, { from: before[key], to: particulars[key] }])),
      tx,
    )
    return changed
  })
}
