import 'server-only'
import type { Db } from '@/lib/platform/db'
import { FEW_SEATS_DEFAULT } from '@/lib/catalog/departures/offers'

/**
 * The owner's settings of the catalogue, one row per key in `site_settings`. A key that was never
 * set reads as its default.
 */
const FEW_SEATS_KEY = 'few_seats_at'

/** "n seats left" from this many seats down. */
export async function readFewSeatsAt(db: Db): Promise<number> {
  const row = await db.selectFrom('site_settings').select('value').where('key', '=', FEW_SEATS_KEY).executeTakeFirst()
  const value = Number(row?.value)
  return Number.isInteger(value) && value > 0 ? value : FEW_SEATS_DEFAULT
}

export async function writeFewSeatsAt(db: Db, value: number): Promise<void> {
  await db
    .insertInto('site_settings')
    .values({ key: FEW_SEATS_KEY, value: String(value) })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: String(value) }))
    .execute()
}
