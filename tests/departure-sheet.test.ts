import { getDb } from '@/lib/platform/db'
import { getDepartureSheet } from '@/lib/bookings/manifest/sheet'
import { departureSheetDownload } from '@/lib/bookings/manifest/export'
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
    seeded = await seedDeparture(await getDb())
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

  /** A CSV answer's lines, its byte-order mark checked and taken off. */
  async function csvLines(response: Response) {
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    const bytes = Buffer.from(await response.arrayBuffer())
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    return bytes.subarray(3).toString('utf8').trimEnd().split('\r\n')
  }

  test('the manifest CSV: one line per seat booked, names to come included, a formula as plain text', async () => {
    const response = await departureSheetDownload(testAgent, TRIP.id, DAY, 'manifest.csv')
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="manifest-${TRIP.slug}-${DAY}.csv"`)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    const [head, ...rows] = await csvLines(response)
    expect(head).toBe('Boarding city,No.,Name (as on ID),Age band,Gender,Sharing,Room,Phone,Note,Booking,Lead')
    const sheet = (await getDepartureSheet(testAgent, TRIP.id, DAY))!
    expect(rows).toHaveLength(sheet.seats.booked)
    expect(rows[0]).toBe(
      `Chennai,1,Lakshmi Narayanan,Adult,Female,Twin,2,9840098400,lower berth,${seeded.a!.id},${seeded.a!.reference}`,
    )
    expect(rows[2]).toBe(
      `Chennai,3,Arun N,Child,Male,Triple,,9840098400,"'=2+3, ""window""",${seeded.a!.id},${seeded.a!.reference}`,
    )
    expect(rows.filter((row) => row.startsWith('Madurai,')).map((row) => row.split(',')[2])).toEqual([
      'மீனாட்சி சுந்தரம்',
      'Sundaram K',
      'Name to come',
      'Name to come',
    ])
    expect(rows.at(-1)).toBe(
      `No boarding city,8,Ravi Shankar,Adult,Male,Single,10,,,${seeded.d!.id},${seeded.d!.reference}`,
    )
  })

  test('the rooming list CSV: each room with its travellers, then those with no room', async () => {
    const [head, ...rows] = await csvLines(await departureSheetDownload(testAgent, TRIP.id, DAY, 'rooming-list.csv'))
    expect(head).toBe('Room,Sharing,Name (as on ID),Gender,Age band,Boarding city,Note,Booking')
    expect(rows.map((row) => row.split(',').slice(0, 3).join(','))).toEqual([
      '2,Twin,மீனாட்சி சுந்தரம்',
      '2,Twin,Lakshmi Narayanan',
      '2,Twin,Narayanan R',
      '10,Single,Ravi Shankar',
      'No room yet,Twin,Sundaram K',
      'No room yet,Triple,Arun N',
    ])
  })

  test('an unknown download, day or departure is a bare 404', async () => {
    for (const [trip, day, file] of [
      [TRIP.id, DAY, 'manifest.xlsx'],
      [TRIP.id, '8-5-2031', 'manifest.csv'],
      ['no-such-trip', DAY, 'manifest.csv'],
    ] as const) {
      const response = await departureSheetDownload(testOwner, trip, day, file)
      expect(response.status).toBe(404)
      expect(await response.text()).toBe('Not found\n')
    }
  })
})
