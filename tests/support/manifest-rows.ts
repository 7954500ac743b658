import { sql } from 'kysely'
import type { Db } from '@/lib/platform/db'
import type {
  AgeBand,
  BookingStatus,
  PaymentKind,
  PaymentMode,
  RoomSharing,
  TravellerGender,
} from '@/lib/platform/db/schema'

/**
 * Bookings written straight into their tables (a lead, the booking, its travellers and its money),
 * for the suites of a departure's manifest and the reports. A confirmed booking adds its seats to
 * the departure's seats_booked as the bookings' own commands do, so the counts agree.
 */

export interface TravellerSeed {
  name: string
  ageBand?: AgeBand
  gender?: TravellerGender
  sharing?: RoomSharing
  room?: string
  phone?: string
  note?: string
}

export interface PaymentSeed {
  kind?: PaymentKind
  amount: number
  onDay?: string
  mode?: PaymentMode
  /** The index, in this booking's payments, of the entry this one reverses. */
  reverses?: number
}

export interface BookingSeed {
  tripId: string
  tripSlug?: string
  tripTitle?: string
  departsOn: string
  returnsOn?: string
  boardingCityId?: string
  boardingCity?: string
  status?: BookingStatus
  /** Defaults to the travellers' count. */
  seats?: number
  agreedTotal: number
  family: string
  phone?: string
  language?: string
  travellers: TravellerSeed[]
  payments?: PaymentSeed[]
  /** When the booking was made (ms); now by default. */
  createdAt?: number
}

export interface SeededBooking {
  id: number
  leadId: number
  reference: string
  paymentIds: number[]
}

let counter = 0
let receipts = 0

export async function insertBooking(db: Db, seed: BookingSeed): Promise<SeededBooking> {
  counter += 1
  const tag = `${process.pid.toString(36)}${counter.toString(36).padStart(3, '0')}`
    .toUpperCase()
    .slice(-7)
    .padStart(7, '0')
  const reference = `GH-M${tag}`
  const createdAt = seed.createdAt ?? Date.now()
  const { id: leadId } = await db
    .insertInto('leads')
    .values({
      reference,
      kind: 'tripEnquiry',
      form: 'trip-enquiry',
      payload: JSON.stringify({ name: seed.family }),
      idempotency_key: `manifest-rows-${reference}-${Math.random().toString(36).slice(2)}`,
      status: 'stored',
      created_at: createdAt - 86_400_000,
      stage: 'won',
      name: seed.family,
      phone: seed.phone ?? null,
      trip: seed.tripSlug ?? seed.tripId,
      departure: seed.departsOn,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  const status = seed.status ?? 'confirmed'
  const seats = seed.seats ?? seed.travellers.length
  const { id } = await db
    .insertInto('bookings')
    .values({
      lead_id: leadId,
      quote_id: null,
      trip_id: seed.tripId,
      trip_slug: seed.tripSlug ?? seed.tripId,
      trip_title: seed.tripTitle ?? seed.tripId,
      departs_on: seed.departsOn,
      returns_on: seed.returnsOn ?? null,
      boarding_city_id: seed.boardingCityId ?? null,
      boarding_city: seed.boardingCity ?? '',
      status,
      seats,
      agreed_total: seed.agreedTotal,
      language: seed.language ?? 'en',
      created_by: 'staff-owner',
      created_by_name: 'Lakshmi Raman',
      created_at: createdAt,
      ...(status === 'cancelled' ? { cancelled_at: createdAt + 1000, cancelled_by_name: 'Lakshmi Raman' } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  if (seed.travellers.length) {
    await db
      .insertInto('booking_travellers')
      .values(
        seed.travellers.map((traveller, index) => ({
          booking_id: id,
          position: index + 1,
          name: traveller.name,
          age_band: traveller.ageBand ?? 'adult',
          gender: traveller.gender ?? 'female',
          sharing: traveller.sharing ?? 'twin',
          room: traveller.room ?? '',
          phone: traveller.phone ?? '',
          note: traveller.note ?? '',
        })),
      )
      .execute()
  }
  const paymentIds: number[] = []
  for (const payment of seed.payments ?? []) {
    const kind = payment.kind ?? 'received'
    const reverses = payment.reverses === undefined ? null : paymentIds[payment.reverses]!
    receipts += 1
    const row = await db
      .insertInto('booking_payments')
      .values({
        booking_id: id,
        kind,
        amount: payment.amount,
        on_day: payment.onDay ?? seed.departsOn,
        mode: payment.mode ?? 'upi',
        receipt_number: kind === 'received' && reverses === null ? `GH/TEST/${tag}-${receipts}` : null,
        reverses_id: reverses,
        created_by: 'staff-owner',
        created_by_name: 'Lakshmi Raman',
        created_at: createdAt + paymentIds.length + 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    paymentIds.push(row.id)
  }
  if (status === 'confirmed') {
    await db
      .updateTable('trip_departures')
      .set({ seats_booked: sql<number>`seats_booked + ${seats}` })
      .where('trip_id', '=', seed.tripId)
      .where('departs_on', '=', seed.departsOn)
      .execute()
  }
  return { id, leadId, reference, paymentIds }
}

/** The departure the manifest suites read: a trip of its own, on a day far ahead. */
export const TRIP = { id: 'trip-manifest', slug: 'char-dham-manifest', title: 'Char Dham Yatra' }
export const DAY = '2031-05-08'

/** Four bookings on DAY (one cancelled) and one on another day of the trip. */
export async function seedDeparture(db: Db): Promise<Record<string, SeededBooking>> {
  await db
    .insertInto('categories')
    .values({ id: 'cat-manifest', name: 'Pilgrimage (manifest)', position: 99 })
    .execute()
  await db
    .insertInto('trips')
    .values({
      id: TRIP.id,
      category_id: 'cat-manifest',
      slug: TRIP.slug,
      title: TRIP.title,
      duration: '9N/10D',
      available_dates: '',
      price: 30000,
      description: '',
      location: 'Uttarakhand',
      position: 99,
    })
    .execute()
  await db
    .insertInto('trip_departures')
    .values([
      { trip_id: TRIP.id, departs_on: DAY, seats_offered: 40, seats_taken: 3 },
      { trip_id: TRIP.id, departs_on: '2031-06-08', seats_offered: 40, seats_taken: 0 },
    ])
    .execute()
  const trip = { tripId: TRIP.id, tripSlug: TRIP.slug, tripTitle: TRIP.title, departsOn: DAY, returnsOn: '2031-05-17' }
  const chennai = { boardingCityId: 'chennai', boardingCity: 'Chennai' }
  const madurai = { boardingCityId: 'madurai', boardingCity: 'Madurai' }
  return {
    // Madurai first, so that the order of cities is the agency's, not the bookings'.
    b: await insertBooking(db, {
      ...trip,
      ...madurai,
      family: 'மீனாட்சி சுந்தரம்',
      phone: '9840012345',
      seats: 4,
      agreedTotal: 120_000,
      travellers: [{ name: 'மீனாட்சி சுந்தரம்', room: '2', sharing: 'twin' }, { name: 'Sundaram K' }],
      // Paid over the total, the excess paid back.
      payments: [{ amount: 130_000 }, { kind: 'refund', amount: 10_000 }],
    }),
    a: await insertBooking(db, {
      ...trip,
      ...chennai,
      family: 'Lakshmi Narayanan',
      phone: '9840098400',
      agreedTotal: 90_000,
      travellers: [
        { name: 'Lakshmi Narayanan', room: '2', sharing: 'twin', note: 'lower berth' },
        { name: 'Narayanan R', room: '2', sharing: 'twin', gender: 'male', phone: '9444012345' },
        { name: 'Arun N', ageBand: 'child', gender: 'male', sharing: 'triple', note: '=2+3, "window"' },
      ],
      // 10,000 entered by mistake, then reversed.
      payments: [{ amount: 45_000 }, { amount: 10_000 }, { amount: 10_000, reverses: 1 }],
    }),
    c: await insertBooking(db, {
      ...trip,
      ...chennai,
      status: 'cancelled',
      family: 'Cancelled Family',
      agreedTotal: 50_000,
      travellers: [{ name: 'Gone One' }, { name: 'Gone Two' }],
      payments: [{ amount: 20_000 }, { kind: 'refund', amount: 15_000 }],
    }),
    d: await insertBooking(db, {
      ...trip,
      family: 'Ravi Shankar',
      agreedTotal: 30_000,
      travellers: [{ name: 'Ravi Shankar', room: '10', sharing: 'single', gender: 'male' }],
      // A receipt reversed by an entry written as a refund: it still only undoes the receipt.
      payments: [{ amount: 5_000 }, { kind: 'refund', amount: 5_000, reverses: 0 }],
    }),
    other: await insertBooking(db, {
      ...trip,
      departsOn: '2031-06-08',
      family: 'Another Day',
      agreedTotal: 40_000,
      travellers: [{ name: 'Not On This Day' }],
      payments: [{ amount: 40_000 }],
    }),
  }
}
