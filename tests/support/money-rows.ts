// Bookings as rows, for the money ledger's suites and its browser test while the booking commands
// are made elsewhere: a won lead, its booking on a departure, and the family's page link.
import { randomBytes } from 'node:crypto'
import type { Db } from '@/lib/platform/db'

export interface MoneyBookingRow {
  bookingId: number
  leadId: number
  reference: string
}

/** A won lead booked on a departure, with the amount agreed; cancelled when `cancelledAt` is given. */
export async function insertMoneyBooking(
  db: Db,
  {
    agreed = 80_000,
    departsOn = '2031-03-01',
    language = 'en',
    name = 'Meena Sundaram',
    cancelledAt = null,
    now = Date.now(),
  }: {
    agreed?: number
    departsOn?: string
    language?: string
    name?: string
    cancelledAt?: number | null
    now?: number
  } = {},
): Promise<MoneyBookingRow> {
  const reference = `GH-${randomBytes(4).toString('hex').toUpperCase()}`
  const lead = await db
    .insertInto('leads')
    .values({
      reference,
      kind: 'trip',
      form: 'tripEnquiry',
      payload: '{}',
      idempotency_key: `money-${reference}`,
      status: 'stored',
      next_attempt_at: null,
      claimed_at: null,
      last_error: null,
      delivered_at: null,
      created_at: now,
      stage: 'won',
      lost_reason: null,
      assignee_id: null,
      stage_changed_at: now,
      name,
      email: 'meena@example.com',
      phone: '+919840123456',
      trip: 'char-dham-yatra',
      travellers: '2',
      travel_date: null,
      spam_reason: null,
      locale: language,
      notify_status: null,
      notify_next_at: null,
      notify_claimed_at: null,
      notify_error: null,
      notified_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  const booking = await db
    .insertInto('bookings')
    .values({
      lead_id: lead.id,
      quote_id: null,
      trip_id: 'char-dham-yatra',
      trip_slug: 'char-dham-yatra',
      trip_title: 'Char Dham Yatra',
      departs_on: departsOn,
      boarding_city_id: 'chennai',
      boarding_city: 'Chennai',
      status: cancelledAt === null ? 'confirmed' : 'cancelled',
      seats: 2,
      agreed_total: agreed,
      language,
      created_by: null,
      created_by_name: 'Lakshmi Raman',
      created_at: now,
      cancelled_at: cancelledAt,
      cancelled_by_name: cancelledAt === null ? null : 'Lakshmi Raman',
      cancel_reason: cancelledAt === null ? null : 'Family emergency',
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return { bookingId: booking.id, leadId: lead.id, reference }
}

/** A link to the lead's family page (/my/<token>); answers its token. */
export async function insertFamilyLink(db: Db, leadId: number, now = Date.now()): Promise<string> {
  const token = randomBytes(16).toString('base64url')
  await db.insertInto('family_pages').values({ lead_id: leadId, token, token_at: now }).execute()
  return token
}
