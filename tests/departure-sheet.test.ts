import { getDepartureSheet } from '@/lib/bookings/manifest/sheet'
import { NotAllowed } from '@/lib/staff/permissions'
import type { Caller } from '@/lib/staff'
import { DAY, seedDeparture, TRIP, type SeededBooking } from './support/manifest-rows'
import { testAgent, testOwner } from './support/staff'
import { STORAGE_KINDS, useStorage } from './support/storage'

/**
 * A departure's sheet on each database: its seats (offered, booked by families, held by the owner,
 * left), its travellers by boarding city, its rooms and its money, with a reversed entry counting
 * as the opposite of the entry it reverses. Every figure below is worked out by hand from the
 * bookings written here.
 */

const names = (travellers: { name: string }[]) => travellers.map((traveller) => traveller.name)

describe.each(STORAGE_KINDS)("a departure's sheet on %s", (kind) => {
  let cleanup: () => Promise<void>
  let seeded: Record<string, SeededBooking>
  beforeAll(async () => {
    cleanup = await useStorage(kind)
    seeded = await seedDeparture()
  })
  afterAll(async () => {
    await cleanup()
  })

  test('seats: offered, booked by families, held by the owner, left', async () => {
    const sheet = (await getDepartureSheet(testAgent, TRIP.id, DAY))!
    expect(sheet.tripTitle).toBe('Char Dham Yatra')
    expect(sheet.returnsOn).toBe('2031-05-17')
    expect(sheet.seats).toEqual({ offered: 40, booked: 8, held: 3, left: 29 })
  })

  test('travellers by boarding city in the agency order, names to come counted, none last; the counts are the seats booked', async () => {
    const sheet = (await getDepartureSheet(testOwner, TRIP.id, DAY))!
    expect(
      sheet.boarding.map((group) => [group.city, names(group.travellers), group.namesToCome, group.seats]),
    ).toEqual([
      ['Chennai', ['Lakshmi Narayanan', 'Narayanan R', 'Arun N'], 0, 3],
      ['Madurai', ['மீனாட்சி சுந்தரம்', 'Sundaram K'], 2, 4],
      ['', ['Ravi Shankar'], 0, 1],
    ])
    const seats = sheet.boarding.reduce((sum, group) => sum + group.travellers.length + group.namesToCome, 0)
    expect(seats).toBe(sheet.seats.booked)
    // A traveller's own phone, else the family's.
    const chennai = sheet.boarding[0]!.travellers
    expect(chennai.map((traveller) => traveller.phone)).toEqual(['9840098400', '9444012345', '9840098400'])
    expect(chennai[0]).toMatchObject({
      leadReference: seeded.a!.reference,
      bookingId: seeded.a!.id,
      note: 'lower berth',
    })
    expect(sheet.cancelled.map((booking) => booking.family)).toEqual(['Cancelled Family'])
  })

  test('rooms by label in a person order, a crowded room marked, the unassigned apart', async () => {
    const sheet = (await getDepartureSheet(testOwner, TRIP.id, DAY))!
    expect(sheet.rooms.map((room) => [room.label, room.sharing, names(room.travellers), room.check])).toEqual([
      ['2', 'twin', ['மீனாட்சி சுந்தரம்', 'Lakshmi Narayanan', 'Narayanan R'], '3 travellers in a twin room'],
      ['10', 'single', ['Ravi Shankar'], undefined],
    ])
    expect(names(sheet.unassigned)).toEqual(['Sundaram K', 'Arun N'])
  })

  test('money: received and refunded net of reversals, outstanding over confirmed bookings', async () => {
    const sheet = (await getDepartureSheet(testOwner, TRIP.id, DAY))!
    expect(sheet.money).toEqual({ agreed: 240_000, received: 195_000, refunded: 25_000, outstanding: 75_000 })
    const byFamily = Object.fromEntries(
      [...sheet.bookings, ...sheet.cancelled].map((booking) => [
        booking.family,
        [booking.received, booking.refunded, booking.outstanding],
      ]),
    )
    expect(byFamily).toEqual({
      'மீனாட்சி சுந்தரம்': [130_000, 10_000, 0],
      'Lakshmi Narayanan': [45_000, 0, 45_000],
      'Cancelled Family': [20_000, 15_000, 0],
      'Ravi Shankar': [0, 0, 30_000],
    })
  })

  test('a day of the trip without bookings has its seats and nothing else; an unknown one is none', async () => {
    const empty = (await getDepartureSheet(testOwner, TRIP.id, '2031-06-08'))!
    expect(empty.seats).toEqual({ offered: 40, booked: 1, held: 0, left: 39 })
    expect(await getDepartureSheet(testOwner, 'no-such-trip', DAY)).toBeUndefined()
  })

  test('a caller without bookings.read is refused', async () => {
    const stranger = { ...testAgent, role: 'nobody' } as unknown as Caller
    await expect(getDepartureSheet(stranger, TRIP.id, DAY)).rejects.toBeInstanceOf(NotAllowed)
  })
})
