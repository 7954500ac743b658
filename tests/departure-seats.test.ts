import { getDb } from '@/lib/platform/db'
import { localizeTripDetail } from '@/lib/catalog/localize'
import { parseTripDetail, type WireDeparture } from '@/lib/catalog/wire'
import type { TripDetail } from '@/lib/catalog/types'
import { catalogStore } from '@/lib/catalog/embedded/store'
import { addDays } from '@/lib/catalog/departures/schedule'
import { FEW_SEATS_DEFAULT } from '@/lib/catalog/departures/offers'
import { adjustSeatsTaken } from '@/lib/catalog/editor/seats'
import { readSellingDepartures as listUpcomingDepartures } from '@/lib/catalog/editor/departures'
import {
  addBoardingCity,
  getFewSeatsAt,
  listBoardingCities,
  moveBoardingCity,
  removeBoardingCity,
  renameBoardingCity,
  saveFewSeatsAt,
} from '@/lib/catalog/editor/boarding-cities'
import { boardingCitySchema, fewSeatsSchema, seatsChangeSchema } from '@/lib/catalog/editor/departure-schema'
import { CatalogEditError, getEditorTrip, listEditorCatalog, saveTrip, StaleEdit } from '@/lib/catalog/editor/trips'
import { tripEditorSchema } from '@/lib/catalog/editor/trip-schema'
import { listAudit } from '@/lib/staff/audit'
import { formatDay, todayInIndia } from '@/lib/site/format'
import { testAgent, testOwner } from './support/staff'
import { STORAGE_KINDS, useStorage } from './support/storage'

/**
 * The departures desk: the quick seats-taken change (adds and removes, never below 0 or above the
 * seats offered, never on a departure sold "on request", never losing one of two changes made at
 * once, and a trip form opened before it is refused as stale), the list of upcoming departures,
 * the agency's boarding cities and the owner's "n seats left" threshold as the public reads see
 * them. On each database; the departures are the test's own, on a seeded trip.
 */

describe('the departures desk’s forms', () => {
  it('takes a number of seats to add or remove', () => {
    expect(seatsChangeSchema.parse({ seats: '3', change: 'add' })).toEqual({ seats: 3, change: 'add' })
    expect(seatsChangeSchema.safeParse({ seats: '0', change: 'add' }).error?.issues[0]?.message).toBe(
      'Please enter at least 1 seat',
    )
    expect(seatsChangeSchema.safeParse({ seats: '1.5', change: 'remove' }).error?.issues[0]?.message).toBe(
      'Please enter a whole number of seats',
    )
    expect(seatsChangeSchema.safeParse({ seats: '2', change: 'double' }).success).toBe(false)
  })

  it('takes a threshold from 1 to 50 and a city name, tidied', () => {
    expect(fewSeatsSchema.parse({ fewSeatsAt: '8' })).toEqual({ fewSeatsAt: 8 })
    for (const bad of ['0', '51', '2.5', '', 'six']) {
      expect([bad, fewSeatsSchema.safeParse({ fewSeatsAt: bad }).error?.issues[0]?.message]).toEqual([
        bad,
        'Please enter a whole number from 1 to 50',
      ])
    }
    expect(boardingCitySchema.parse({ name: '  Tiruvannamalai   town ' })).toEqual({ name: 'Tiruvannamalai town' })
    expect(boardingCitySchema.safeParse({ name: '   ' }).error?.issues[0]?.message).toBe('Please enter the city')
    expect(boardingCitySchema.safeParse({ name: 'x'.repeat(41) }).success).toBe(false)
    // The Tamil name beside it: tidied the same way, blank for none, left out for "as it is".
    expect(boardingCitySchema.parse({ name: 'Madurai', nameTa: '  மதுரை   சந்திப்பு ' })).toEqual({
      name: 'Madurai',
      nameTa: 'மதுரை சந்திப்பு',
    })
    expect(boardingCitySchema.parse({ name: 'Madurai', nameTa: '   ' })).toEqual({ name: 'Madurai', nameTa: '' })
    expect(boardingCitySchema.parse({ name: 'Madurai' })).toEqual({ name: 'Madurai' })
    const long = boardingCitySchema.safeParse({ name: 'Madurai', nameTa: 'ம'.repeat(41) }).error?.issues[0]
    expect([long?.path, long?.message]).toEqual([['nameTa'], 'Use at most 40 characters'])
  })
})

/** A dated departure of the public trip read, as the wire carries it. */
async function publicDeparture(slug: string, day: string): Promise<WireDeparture | undefined> {
  const detail = await catalogStore.tripDetail(slug)
  return (detail?.departures ?? []).find((d) => d.on === day)
}

describe.each(STORAGE_KINDS)('the departures desk on %s', (kind) => {
  let cleanup: () => Promise<void>
  const today = todayInIndia()
  /** The test's departures on a seeded trip: 10 seats with 3 taken, one "on request", one leaving today. */
  const counted = addDays(today, 301)
  const onRequest = addDays(today, 302)
  const trip = { id: '', slug: '', title: '' }

  const seatsOf = async (day: string) =>
    (await getDb())
      .selectFrom('trip_departures')
      .select(['seats_offered', 'seats_taken'])
      .where('trip_id', '=', trip.id)
      .where('departs_on', '=', day)
      .executeTakeFirstOrThrow()
  const setTaken = async (taken: number) =>
    (await getDb())
      .updateTable('trip_departures')
      .set({ seats_taken: taken })
      .where('trip_id', '=', trip.id)
      .where('departs_on', '=', counted)
      .execute()

  beforeAll(async () => {
    jest.spyOn(console, 'info').mockImplementation(() => undefined)
    cleanup = await useStorage(kind)
    const [category] = await listEditorCatalog()
    Object.assign(trip, category!.trips[0]!)
    const db = await getDb()
    await db
      .insertInto('trip_departures')
      .values([
        { trip_id: trip.id, departs_on: counted, label: '', seats_offered: 10, seats_taken: 3 },
        { trip_id: trip.id, departs_on: onRequest, label: '', seats_offered: null, seats_taken: 0 },
        { trip_id: trip.id, departs_on: today, label: '', seats_offered: 10, seats_taken: 1 },
      ])
      .execute()
    await db
      .insertInto('trip_departure_boarding')
      .values({ trip_id: trip.id, departs_on: counted, position: 0, city_id: 'madurai', price: null })
      .execute()
  })
  afterAll(async () => {
    await cleanup()
    jest.restoreAllMocks()
  })

  it('lists every departure after today, soonest first, with its seats and the status a visitor reads', async () => {
    const { departures, fewSeatsAt } = await listUpcomingDepartures(today)
    expect(fewSeatsAt).toBe(FEW_SEATS_DEFAULT)
    const days = departures.map((d) => d.offer.on)
    expect(days).toEqual([...days].sort())
    expect(days.every((day) => day > today)).toBe(true)
    const own = departures.filter((d) => d.tripId === trip.id)
    expect(own.map((d) => d.offer.on)).not.toContain(today)
    expect(own.find((d) => d.offer.on === counted)).toMatchObject({
      tripTitle: trip.title,
      offer: { seats: { offered: 10, taken: 3 }, boarding: [{ city: 'Madurai' }] },
      state: { availability: 'available', text: 'Available', seatsLeft: 7 },
    })
    expect(own.find((d) => d.offer.on === onRequest)?.state.text).toBe('On request')
    // Every trip's counted departures are there, the seed's too.
    expect(new Set(departures.map((d) => d.tripId)).size).toBeGreaterThan(3)
  })

  it('adds and removes seats taken, and audits who did it', async () => {
    expect(await adjustSeatsTaken(testAgent, trip.id, counted, 2)).toMatchObject({ offered: 10, taken: 5 })
    expect(await adjustSeatsTaken(testOwner, trip.id, counted, -1)).toMatchObject({ taken: 4 })
    expect(await seatsOf(counted)).toEqual({ seats_offered: 10, seats_taken: 4 })
    const [entry] = await listAudit(testOwner, 1)
    expect(entry).toMatchObject({ action: 'departure.seats', subject: trip.slug, actor_name: testOwner.name })
    expect(JSON.parse(entry!.detail)).toMatchObject({ change: '-1', taken: '4 of 10' })
  })

  it('refuses a count below 0 or above the seats offered, and a departure sold on request, with a clear message', async () => {
    await setTaken(4)
    const day = formatDay(counted)
    await expect(adjustSeatsTaken(testOwner, trip.id, counted, -5)).rejects.toThrow(
      `Only 4 seats are taken on ${day}: 5 cannot be removed`,
    )
    await expect(adjustSeatsTaken(testOwner, trip.id, counted, 7)).rejects.toThrow(
      `Only 6 seats are left on ${day}: 7 cannot be added`,
    )
    await expect(adjustSeatsTaken(testOwner, trip.id, onRequest, 1)).rejects.toThrow(
      `Seats are not counted on ${formatDay(onRequest)}: it is on request`,
    )
    await expect(adjustSeatsTaken(testOwner, trip.id, counted, 0)).rejects.toBeInstanceOf(CatalogEditError)
    expect(await seatsOf(counted)).toEqual({ seats_offered: 10, seats_taken: 4 })
    expect(await seatsOf(onRequest)).toEqual({ seats_offered: null, seats_taken: 0 })
    // Up to the last seat, then Sold out.
    expect(await adjustSeatsTaken(testOwner, trip.id, counted, 6)).toMatchObject({ taken: 10 })
    const sold = (await listUpcomingDepartures(today)).departures.find(
      (d) => d.tripId === trip.id && d.offer.on === counted,
    )
    expect(sold?.state).toMatchObject({ availability: 'sold-out', text: 'Sold out', open: false })
  })

  it('loses neither of two changes made at once', async () => {
    await setTaken(2)
    await Promise.all([
      adjustSeatsTaken(testOwner, trip.id, counted, 1),
      adjustSeatsTaken(testAgent, trip.id, counted, 1),
    ])
    expect((await seatsOf(counted)).seats_taken).toBe(4)
    // At the last seats, one of two gets the seat and the other is told it is gone.
    await setTaken(9)
    const answers = await Promise.allSettled([
      adjustSeatsTaken(testOwner, trip.id, counted, 1),
      adjustSeatsTaken(testAgent, trip.id, counted, 1),
    ])
    expect(answers.map((a) => a.status).sort()).toEqual(['fulfilled', 'rejected'])
    expect((await seatsOf(counted)).seats_taken).toBe(10)
  })

  it('refuses a trip form opened before a seats change as stale, so the old count is not written back', async () => {
    await setTaken(3)
    const opened = tripEditorSchema.parse((await getEditorTrip(trip.id))!.values)
    await adjustSeatsTaken(testAgent, trip.id, counted, 1)
    await expect(saveTrip(testOwner, trip.id, { ...opened, price: opened.price + 1 })).rejects.toBeInstanceOf(StaleEdit)
    expect((await seatsOf(counted)).seats_taken).toBe(4)
  })

  it('shows the new count in the public read at once', async () => {
    await setTaken(0)
    await adjustSeatsTaken(testOwner, trip.id, counted, 3)
    expect((await publicDeparture(trip.slug, counted))?.seats).toEqual({ offered: 10, taken: 3 })
  })

  it('adds, renames and orders boarding cities, refusing a name already in the list whatever its capitals', async () => {
    const added = await addBoardingCity(testOwner, { name: 'Thanjavur' })
    expect(added).toMatchObject({ id: 'thanjavur', name: 'Thanjavur', departures: 0 })
    expect((await listBoardingCities()).map((c) => c.name)).toEqual([
      'Chennai',
      'Madurai',
      'Coimbatore',
      'Tiruchirappalli',
      'Thanjavur',
    ])
    await expect(addBoardingCity(testOwner, { name: 'thanjavur' })).rejects.toMatchObject({
      field: 'name',
      message: 'Thanjavur is already a boarding city',
    })
    await expect(renameBoardingCity(testOwner, added.id, { name: 'CHENNAI' })).rejects.toMatchObject({
      field: 'name',
      message: 'Chennai is already a boarding city',
    })
    // Its own name in other capitals is a rename, not a duplicate.
    await renameBoardingCity(testOwner, added.id, { name: 'THANJAVUR' })
    await renameBoardingCity(testOwner, added.id, { name: 'Tanjore' })
    await moveBoardingCity(testOwner, added.id, 'up')
    await moveBoardingCity(testOwner, 'chennai', 'up')
    const cities = await listBoardingCities()
    expect(cities.map((c) => c.name)).toEqual(['Chennai', 'Madurai', 'Coimbatore', 'Tanjore', 'Tiruchirappalli'])
    expect(cities.find((c) => c.id === 'madurai')!.departures).toBeGreaterThan(1)
    // The old name is free again; its plain id is Tanjore's, so the new city gets one of its own.
    const again = await addBoardingCity(testOwner, { name: 'Thanjavur' })
    expect(again.id).toMatch(/^[0-9a-f]{24}$/)
    expect((await listAudit(testOwner, 10)).map((e) => e.action)).toEqual(
      expect.arrayContaining(['boarding-city.add', 'boarding-city.rename', 'boarding-city.move-up']),
    )
  })

  it('renames a city on the trip pages, and removes one only when no departure boards there', async () => {
    await renameBoardingCity(testOwner, 'madurai', { name: 'Madurai Junction' })
    // Its Tamil name stays as it was: only the English was renamed.
    expect((await publicDeparture(trip.slug, counted))?.boarding).toEqual([
      { city: 'Madurai Junction', ta: { city: 'மதுரை' } },
    ])
    await expect(removeBoardingCity(testOwner, 'madurai')).rejects.toThrow(
      /^Madurai Junction is the boarding city of \d+ departures \(.+\)\. Take it off those departures in their trips first\.$/,
    )
    expect((await listBoardingCities()).some((c) => c.id === 'madurai')).toBe(true)
    const spare = await addBoardingCity(testOwner, { name: 'Vellore' })
    expect(await removeBoardingCity(testOwner, spare.id)).toEqual({ name: 'Vellore' })
    expect((await listBoardingCities()).some((c) => c.id === spare.id)).toBe(false)
    await expect(removeBoardingCity(testOwner, spare.id)).rejects.toThrow('This boarding city is no longer in the list')
  })

  it('keeps each city’s Tamil name beside the English: added, changed, taken away, never two alike', async () => {
    expect((await listBoardingCities()).find((c) => c.id === 'chennai')).toMatchObject({ nameTa: 'சென்னை' })
    const added = await addBoardingCity(
      testOwner,
      boardingCitySchema.parse({ name: 'Thoothukudi', nameTa: ' தூத்துக்குடி ' }),
    )
    expect(added).toMatchObject({ name: 'Thoothukudi', nameTa: 'தூத்துக்குடி' })
    expect((await listBoardingCities()).find((c) => c.id === added.id)?.nameTa).toBe('தூத்துக்குடி')
    const audited = async () => {
      const [entry] = await listAudit(testOwner, 1)
      return { action: entry!.action, subject: entry!.subject, detail: JSON.parse(entry!.detail) as unknown }
    }
    expect(await audited()).toEqual({
      action: 'boarding-city.add',
      subject: 'Thoothukudi',
      detail: { id: added.id, nameTa: 'தூத்துக்குடி' },
    })
    // A city without a Tamil name yet is added as before.
    const plain = await addBoardingCity(testOwner, boardingCitySchema.parse({ name: 'Tuticorin Port', nameTa: '' }))
    expect(plain.nameTa).toBe('')

    // One Tamil name is one city's, on add and on rename.
    await expect(addBoardingCity(testOwner, { name: 'Tuticorin', nameTa: 'தூத்துக்குடி' })).rejects.toMatchObject({
      field: 'nameTa',
      message: 'தூத்துக்குடி is already the Tamil name of Thoothukudi',
    })
    await expect(
      renameBoardingCity(testOwner, 'chennai', { name: 'Chennai', nameTa: 'தூத்துக்குடி' }),
    ).rejects.toMatchObject({ field: 'nameTa' })
    expect((await listBoardingCities()).find((c) => c.id === 'chennai')?.nameTa).toBe('சென்னை')

    // The Tamil alone: an entry of its own, the change named as a field's.
    await renameBoardingCity(testOwner, added.id, { name: 'Thoothukudi', nameTa: 'தூத்துக்குடி நகர்' })
    expect(await audited()).toEqual({
      action: 'boarding-city.rename-ta',
      subject: 'Thoothukudi',
      detail: { id: added.id, fields: { nameTa: ['தூத்துக்குடி', 'தூத்துக்குடி நகர்'] } },
    })
    // Nothing changed, nothing written.
    const latest = (await listAudit(testOwner, 1))[0]!.id
    await renameBoardingCity(testOwner, added.id, { name: 'Thoothukudi', nameTa: 'தூத்துக்குடி நகர்' })
    expect((await listAudit(testOwner, 1))[0]!.id).toBe(latest)
    // Without the Tamil field, the English is renamed and the Tamil kept.
    await renameBoardingCity(testOwner, added.id, { name: 'Tuticorin' })
    expect((await listBoardingCities()).find((c) => c.id === added.id)).toMatchObject({
      name: 'Tuticorin',
      nameTa: 'தூத்துக்குடி நகர்',
    })
    expect(await audited()).toEqual({
      action: 'boarding-city.rename',
      subject: 'Tuticorin',
      detail: { id: added.id, from: 'Thoothukudi' },
    })
    // Both at once, the Tamil taken away: one entry.
    await renameBoardingCity(testOwner, added.id, { name: 'Thoothukudi', nameTa: '' })
    expect(await audited()).toEqual({
      action: 'boarding-city.rename',
      subject: 'Thoothukudi',
      detail: { id: added.id, from: 'Tuticorin', fields: { nameTa: ['தூத்துக்குடி நகர்', ''] } },
    })
    expect((await listBoardingCities()).find((c) => c.id === added.id)?.nameTa).toBe('')
    // Two cities without a Tamil name are not alike.
    await renameBoardingCity(testOwner, plain.id, { name: 'Tuticorin Port', nameTa: '' })
    await removeBoardingCity(testOwner, added.id)
    await removeBoardingCity(testOwner, plain.id)
  })

  it('carries a city’s Tamil name in the public read, as it is now', async () => {
    await renameBoardingCity(testOwner, 'madurai', { name: 'Madurai Junction', nameTa: 'மதுரை சந்திப்பு' })
    expect((await publicDeparture(trip.slug, counted))?.boarding).toEqual([
      { city: 'Madurai Junction', ta: { city: 'மதுரை சந்திப்பு' } },
    ])
    // Through the provider's wire schema, as the pages read it, and on a Tamil page.
    const read = parseTripDetail(await catalogStore.tripDetail(trip.slug))!
    const offer = (departures: TripDetail['departures']) => departures?.find((d) => d.on === counted)
    expect(offer(read.departures)?.boarding).toEqual([{ city: 'Madurai Junction', cityTa: 'மதுரை சந்திப்பு' }])
    expect(offer(localizeTripDetail(read, 'ta').departures)?.boarding).toEqual([
      { city: 'Madurai Junction', name: 'மதுரை சந்திப்பு' },
    ])
    // Without one, the departure names it in English only.
    await renameBoardingCity(testOwner, 'madurai', { name: 'Madurai Junction', nameTa: '' })
    expect((await publicDeparture(trip.slug, counted))?.boarding).toEqual([{ city: 'Madurai Junction' }])
    await renameBoardingCity(testOwner, 'madurai', { name: 'Madurai', nameTa: 'மதுரை' })
  })

  it('saves the owner’s "n seats left" threshold, which the public read and the desk then use', async () => {
    expect(await getFewSeatsAt()).toBe(FEW_SEATS_DEFAULT)
    await setTaken(0)
    await saveFewSeatsAt(testOwner, 12)
    expect(await getFewSeatsAt()).toBe(12)
    expect((await catalogStore.tripDetail(trip.slug))?.fewSeatsAt).toBe(12)
    const listed = (await listUpcomingDepartures(today)).departures.find(
      (d) => d.tripId === trip.id && d.offer.on === counted,
    )
    expect(listed?.state.text).toBe('10 seats left')
    await saveFewSeatsAt(testOwner, 2)
    expect((await catalogStore.tripDetail(trip.slug))?.fewSeatsAt).toBe(2)
    const [entry] = await listAudit(testOwner, 1)
    expect(entry).toMatchObject({ action: 'settings.few-seats' })
    expect(JSON.parse(entry!.detail)).toEqual({ from: 12, to: 2 })
  })
})
