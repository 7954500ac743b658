// Bookings, their travellers and their money, written straight into migration 20's tables for the
// backup's tests (tests/backup.test.ts and its writer process, tests/support/backup-writer.ts).
import type { Db } from '@/lib/platform/db'

/** A won lead for bookings to hang on. */
export async function insertLead(db: Db, reference: string): Promise<number> {
  const { id } = await db
    .insertInto('leads')
    .values({
      reference,
      kind: 'trip',
      form: 'trip',
      payload: JSON.stringify({ name: `Family ${reference}` }),
      idempotency_key: `backup-${reference}-key`,
      status: 'stored',
      created_at: Date.now(),
      stage: 'won',
      name: `Family ${reference}`,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return id
}

export interface PaymentSpec {
  kind: 'received' | 'refund'
  amount: number
  receipt?: string
  /** Reverses the booking's entry at this index of `payments`. */
  reverses?: number
}

/** One booking with `travellers` travellers and its ledger entries; answers its id. */
export async function insertBooking(
  db: Db,
  { leadId, tag, travellers, payments }: { leadId: number; tag: string; travellers: number; payments: PaymentSpec[] },
): Promise<number> {
  const { id } = await db
    .insertInto('bookings')
    .values({
      lead_id: leadId,
      trip_id: 'kashi-yatra',
      trip_slug: 'kashi-yatra',
      trip_title: 'Kashi Yatra',
      departs_on: '2027-01-14',
      returns_on: '2027-01-20',
      boarding_city_id: 'chennai',
      boarding_city: 'Chennai',
      status: 'confirmed',
      seats: travellers,
      agreed_total: 42_500 * travellers,
      language: 'ta',
      note: tag,
      created_by_name: 'Meena',
      created_at: Date.now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  for (let position = 0; position < travellers; position += 1) {
    await db
      .insertInto('booking_travellers')
      .values({
        booking_id: id,
        position,
        name: `${tag} traveller ${position + 1}`,
        age_band: position === 0 ? 'senior' : 'adult',
        gender: position % 2 ? 'male' : 'female',
        sharing: 'twin',
        room: 'A',
        phone: `+91 98400 ${String(10000 + position).slice(-5)}`,
        note: position === 0 ? 'lower berth' : '',
      })
      .execute()
  }
  const ids: number[] = []
  for (const payment of payments) {
    const row = await db
      .insertInto('booking_payments')
      .values({
        booking_id: id,
        kind: payment.kind,
        amount: payment.amount,
        on_day: '2026-11-28',
        mode: 'upi',
        reference: `UPI-${tag}-${ids.length}`,
        receipt_number: payment.receipt ?? null,
        reverses_id: payment.reverses === undefined ? null : ids[payment.reverses],
        created_by_name: 'Meena',
        created_at: Date.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    ids.push(row.id)
  }
  return id
}

/** Every booking, traveller and ledger entry, in a stable order. */
export async function bookingRows(db: Db) {
  const [bookings, travellers, payments] = await Promise.all([
    db.selectFrom('bookings').selectAll().orderBy('id').execute(),
    db.selectFrom('booking_travellers').selectAll().orderBy('booking_id').orderBy('position').execute(),
    db.selectFrom('booking_payments').selectAll().orderBy('id').execute(),
  ])
  return { bookings, travellers, payments }
}
