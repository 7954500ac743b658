import 'server-only'
import { assertCan, type Caller } from '@/lib/staff'
import { getDb } from '@/lib/platform/db'
import type { AgeBand, BookingStatus, RoomSharing, TravellerGender } from '@/lib/platform/db/schema'
import { outstandingOf, readLedgerTotals, type LedgerTotals } from './ledger'

/**
 * One departure as the office and the tour manager read it (its page, the manifest and the
 * rooming list, as PDF and CSV): the seats (offered, booked by families, held by the owner for
 * seats sold elsewhere, left), the travellers of its confirmed bookings by boarding city with
 * their phones, its rooms, and its money. Read from the bookings of that trip and day
 * (bookings_by_departure) and the departure's own row of seats; the catalogue's trip for its title
 * when no booking names it yet.
 */

export interface SheetTraveller {
  bookingId: number
  leadReference: string
  /** 1, 2, … within the booking. */
  position: number
  name: string
  ageBand: AgeBand
  gender: TravellerGender
  sharing: RoomSharing
  /** The room label the rooming list groups by; '' when not yet given a room. */
  room: string
  /** The traveller's own phone, else the phone of the family's lead; '' for none. */
  phone: string
  note: string
  boardingCity: string
}

export interface SheetBooking {
  id: number
  status: BookingStatus
  leadReference: string
  /** The family's name as the lead gave it. */
  family: string
  phone: string
  boardingCity: string
  seats: number
  agreedTotal: number
  travellers: SheetTraveller[]
  /** Seats whose traveller's name is not in yet. */
  namesToCome: number
  received: number
  refunded: number
  /** What it still owes (confirmed bookings only; nothing for a cancelled one). */
  outstanding: number
}

export interface BoardingGroup {
  /** The boarding city's name; '' for bookings that named none. */
  city: string
  travellers: SheetTraveller[]
  /** Seats of the city's bookings whose names are not in yet. */
  namesToCome: number
  /** Seats from this city: named travellers and those to come. */
  seats: number
}

export interface Room {
  label: string
  /** The sharing its travellers asked for; 'mixed' when they differ. */
  sharing: RoomSharing | 'mixed'
  travellers: SheetTraveller[]
  /** Set when the room holds more than its sharing seats, or its travellers asked for different sharing. */
  check?: string
}

export interface DepartureSeats {
  /** Seats the departure offers; null when they are not counted (on request, or no dated row). */
  offered: number | null
  /** Seats of confirmed bookings, as the departure counts them (seats_booked). */
  booked: number
  /** Seats the owner marked taken for seats sold elsewhere (seats_taken). */
  held: number
  /** Seats still free; null when not counted. */
  left: number | null
}

export interface DepartureMoney {
  /** Agreed totals of the confirmed bookings. */
  agreed: number
  /** Received from families, reversals taken off (every booking of the departure, cancelled ones too). */
  received: number
  /** Paid back to families, reversals taken off. */
  refunded: number
  /** What the confirmed bookings still owe. */
  outstanding: number
}

export interface DepartureSheet {
  tripId: string
  tripSlug: string
  tripTitle: string
  /** YYYY-MM-DD */
  departsOn: string
  returnsOn: string | null
  seats: DepartureSeats
  /** Confirmed bookings, in the order they were made. */
  bookings: SheetBooking[]
  cancelled: SheetBooking[]
  /** Travellers of the confirmed bookings by boarding city, in the agency's order of cities. */
  boarding: BoardingGroup[]
  /** Rooms by label, in label order ("2" before "10"). */
  rooms: Room[]
  /** Travellers not yet given a room. */
  unassigned: SheetTraveller[]
  money: DepartureMoney
}

const CAPACITY: Record<RoomSharing, number> = { single: 1, twin: 2, triple: 3 }

/** Labels in a person's order: "Room 2" before "Room 10". */
const byLabel = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true, sensitivity: 'base' })

function roomsOf(travellers: SheetTraveller[]): Room[] {
  const byRoom = new Map<string, SheetTraveller[]>()
  for (const traveller of travellers) {
    const label = traveller.room.trim()
    if (!label) continue
    byRoom.set(label, [...(byRoom.get(label) ?? []), traveller])
  }
  return [...byRoom.entries()]
    .sort(([a], [b]) => byLabel(a, b))
    .map(([label, members]) => {
      const kinds = new Set(members.map((member) => member.sharing))
      const sharing = kinds.size === 1 ? members[0]!.sharing : 'mixed'
      const check =
        sharing === 'mixed'
          ? 'Its travellers asked for different sharing'
          : members.length > CAPACITY[sharing]
            ? `${members.length} travellers in a ${sharing} room`
            : undefined
      return { label, sharing, travellers: members, ...(check ? { check } : {}) }
    })
}

/**
 * The departure's sheet, or undefined when the trip has no such departure and no booking names
 * it. Anyone who may read bookings may read it (the tour manager's list).
 */
export async function getDepartureSheet(
  caller: Caller,
  tripId: string,
  departsOn: string,
): Promise<DepartureSheet | undefined> {
  assertCan(caller, 'bookings.read')
  const db = await getDb()
  const [departure, trip, bookingRows, cities] = await Promise.all([
    db
      .selectFrom('trip_departures')
      .select(['seats_offered', 'seats_taken', 'seats_booked'])
      .where('trip_id', '=', tripId)
      .where('departs_on', '=', departsOn)
      .executeTakeFirst(),
    db.selectFrom('trips').select(['slug', 'title']).where('id', '=', tripId).executeTakeFirst(),
    db
      .selectFrom('bookings')
      .innerJoin('leads', 'leads.id', 'bookings.lead_id')
      .select([
        'bookings.id',
        'bookings.status',
        'bookings.trip_slug',
        'bookings.trip_title',
        'bookings.returns_on',
        'bookings.boarding_city_id',
        'bookings.boarding_city',
        'bookings.seats',
        'bookings.agreed_total',
        'leads.reference',
        'leads.name',
        'leads.phone',
      ])
      .where('bookings.trip_id', '=', tripId)
      .where('bookings.departs_on', '=', departsOn)
      .orderBy('bookings.created_at')
      .orderBy('bookings.id')
      .execute(),
    db.selectFrom('boarding_cities').select(['id', 'position']).execute(),
  ])
  if (!departure && !trip && bookingRows.length === 0) return undefined

  const ids = bookingRows.map((row) => row.id)
  const [travellerRows, ledger] = await Promise.all([
    ids.length
      ? db
          .selectFrom('booking_travellers')
          .selectAll()
          .where('booking_id', 'in', ids)
          .orderBy('booking_id')
          .orderBy('position')
          .execute()
      : Promise.resolve([]),
    readLedgerTotals(db, ids),
  ])

  const none: LedgerTotals = { received: 0, refunded: 0 }
  const bookings: SheetBooking[] = bookingRows.map((row) => {
    const totals = ledger.get(row.id) ?? none
    const travellers = travellerRows
      .filter((traveller) => traveller.booking_id === row.id)
      .map((traveller) => ({
        bookingId: row.id,
        leadReference: row.reference,
        position: traveller.position,
        name: traveller.name,
        ageBand: traveller.age_band,
        gender: traveller.gender,
        sharing: traveller.sharing,
        room: traveller.room,
        phone: traveller.phone || row.phone || '',
        note: traveller.note,
        boardingCity: row.boarding_city,
      }))
    return {
      id: row.id,
      status: row.status,
      leadReference: row.reference,
      family: row.name ?? '',
      phone: row.phone ?? '',
      boardingCity: row.boarding_city,
      seats: row.seats,
      agreedTotal: row.agreed_total,
      travellers,
      namesToCome: Math.max(0, row.seats - travellers.length),
      received: totals.received,
      refunded: totals.refunded,
      outstanding: row.status === 'confirmed' ? outstandingOf(row.agreed_total, totals) : 0,
    }
  })
  const confirmed = bookings.filter((booking) => booking.status === 'confirmed')
  const cancelled = bookings.filter((booking) => booking.status === 'cancelled')

  // Boarding cities in the agency's order; a city no longer listed after them, as first booked; none last.
  const cityPosition = new Map(cities.map((city) => [city.id, city.position]))
  const groups = new Map<string, BoardingGroup>()
  const order = new Map<string, number>()
  for (const [index, booking] of confirmed.entries()) {
    const city = booking.boardingCity
    if (!groups.has(city)) {
      const cityId = bookingRows.find((row) => row.id === booking.id)!.boarding_city_id ?? ''
      order.set(city, city ? (cityPosition.get(cityId) ?? 10_000 + index) : Number.MAX_SAFE_INTEGER)
      groups.set(city, { city, travellers: [], namesToCome: 0, seats: 0 })
    }
    const group = groups.get(city)!
    group.travellers.push(...booking.travellers)
    group.namesToCome += booking.namesToCome
    group.seats += booking.seats
  }
  const boarding = [...groups.values()].sort(
    (a, b) => order.get(a.city)! - order.get(b.city)! || a.city.localeCompare(b.city),
  )

  const travellers = confirmed.flatMap((booking) => booking.travellers)
  const bookedFromBookings = confirmed.reduce((sum, booking) => sum + booking.seats, 0)
  const booked = departure ? Number(departure.seats_booked) : bookedFromBookings
  const held = departure ? Number(departure.seats_taken) : 0
  const offered = departure?.seats_offered ?? null
  const first = bookingRows[0]

  return {
    tripId,
    tripSlug: trip?.slug ?? first?.trip_slug ?? tripId,
    tripTitle: trip?.title ?? first?.trip_title ?? tripId,
    departsOn,
    returnsOn: bookingRows.find((row) => row.status === 'confirmed' && row.returns_on)?.returns_on ?? null,
    seats: { offered, booked, held, left: offered === null ? null : Math.max(0, offered - held - booked) },
    bookings: confirmed,
    cancelled,
    boarding,
    rooms: roomsOf(travellers),
    unassigned: travellers.filter((traveller) => !traveller.room.trim()),
    money: {
      agreed: confirmed.reduce((sum, booking) => sum + booking.agreedTotal, 0),
      received: bookings.reduce((sum, booking) => sum + booking.received, 0),
      refunded: bookings.reduce((sum, booking) => sum + booking.refunded, 0),
      outstanding: confirmed.reduce((sum, booking) => sum + booking.outstanding, 0),
    },
  }
}
