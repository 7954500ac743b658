import { spawn } from 'node:child_process'
import path from 'node:path'
import { getDb } from '@/lib/platform/db'
import { catalogStore } from '@/lib/catalog/embedded/store'
import { addDays } from '@/lib/catalog/departures/schedule'
import { adjustSeatsTaken } from '@/lib/catalog/editor/seats'
import { getEditorTrip, saveTrip } from '@/lib/catalog/editor/trips'
import { tripEditorSchema } from '@/lib/catalog/editor/trip-schema'
import { cancelBooking, changeTravellers, createBooking, STALE_BOOKING_MESSAGE } from '@/lib/bookings/commands'
import { getBooking, listBookingsOfDeparture, listBookingsOfLead } from '@/lib/bookings/store'
import { chosenDeparture, newBookingSchema } from '@/lib/bookings/schemas'
import { listAudit } from '@/lib/staff/audit'
import { formatDay, todayInIndia } from '@/lib/site/format'
import { testAgent, testOwner } from './support/staff'
import { STORAGE_KINDS, useStorage } from './support/storage'
import { bookingInput, ownDeparture, quotedLead, traveller } from './support/bookings'

/**
 * The booking core: a family booked from its quoted lead on a departure (the lead becomes won, its
 * timeline and the audit log say so), the seats counted from bookings and never oversold (two
 * bookings for the last seats at once, in one process and in two, end with one booking and one
 * refusal; seats_booked is the confirmed bookings' seats), travellers changed with a version
 * check, a cancelling that gives the seats back, a season's date made a dated departure, and the
 * owner's seat adjustment and trip form counting the bookings' seats. On each database.
 */

jest.mock('next/cache', () => ({ ...jest.requireActual('next/cache'), updateTag: () => undefined }))

describe('the booking form', () => {
  it('names its departure by trip and day, or another day of a season', () => {
    const input = bookingInput('trip1', '2027-01-10', 2)
    const values = newBookingSchema.parse(input)
    expect(chosenDeparture(values)).toEqual({ tripId: 'trip1', departsOn: '2027-01-10' })
    expect(chosenDeparture(newBookingSchema.parse({ ...input, departure: 'trip1|', otherDay: '2027-02-03' }))).toEqual({
      tripId: 'trip1',
      departsOn: '2027-02-03',
    })
    const noDay = newBookingSchema.safeParse({ ...input, departure: 'trip1|' }).error?.issues[0]
    expect([noDay?.path, noDay?.message]).toEqual([['otherDay'], 'Choose the day they leave'])
  })

  it('refuses a booking without travellers, a traveller without a name, a part rupee', () => {
    const input = bookingInput('trip1', '2027-01-10', 1)
    expect(newBookingSchema.safeParse({ ...input, travellers: [] }).error?.issues[0]?.message).toBe(
      'A booking needs at least one traveller',
    )
    const unnamed = newBookingSchema.safeParse({ ...input, travellers: [traveller('  ')] }).error?.issues[0]
    expect([unnamed?.path, unnamed?.message]).toEqual([['travellers', 0, 'name'], 'Enter the name as on the ID'])
    expect(newBookingSchema.safeParse({ ...input, agreedTotal: 10.5 }).success).toBe(false)
    expect(newBookingSchema.safeParse({ ...input, departure: 'x' }).error?.issues[0]?.message).toBe(
      'Choose the departure',
    )
  })
})

describe.each(STORAGE_KINDS)('bookings on %s', (kind) => {
  let cleanup: () => Promise<void>

  beforeAll(async () => {
    jest.spyOn(console, 'info').mockImplementation(() => undefined)
    cleanup = await useStorage(kind)
  })
  afterAll(async () => {
    await cleanup()
    jest.restoreAllMocks()
  })

  const publicSeats = async (slug: string, day: string) =>
    (await catalogStore.tripDetail(slug))?.departures?.find((d) => d.on === day)?.seats

  it('books a quoted family on a departure: booking, travellers, seats, a won lead, its timeline and the audit', async () => {
    const lead = await quotedLead()
    const departure = await ownDeparture(10, 3)
    const input = bookingInput(departure.tripId, departure.day, 4, { boardingCityId: 'madurai', agreedTotal: 1_60_000 })
    input.travellers[1] = traveller('Ravi Iyer', { gender: 'male', phone: '9840011111', note: 'lower berth' })
    const { id } = await createBooking(testAgent, lead.reference, input)

    const booking = await getBooking(id)
    expect(booking).toMatchObject({
      lead_id: lead.id,
      lead_reference: lead.reference,
      family_name: 'Meena Iyer',
      trip_id: departure.tripId,
      trip_slug: departure.slug,
      departs_on: departure.day,
      boarding_city_id: 'madurai',
      boarding_city: 'Madurai',
      status: 'confirmed',
      seats: 4,
      agreed_total: 1_60_000,
      version: 1,
      created_by_name: testAgent.name,
    })
    expect(booking!.returns_on! > departure.day).toBe(true)
    expect(booking!.travellers.map((t) => [t.position, t.name, t.gender, t.phone, t.note])).toEqual([
      [0, 'Traveller 1', 'female', '', ''],
      [1, 'Ravi Iyer', 'male', '9840011111', 'lower berth'],
      [2, 'Traveller 3', 'female', '', ''],
      [3, 'Traveller 4', 'female', '', ''],
    ])
    expect(await departure.seats()).toEqual({ seats_offered: 10, seats_taken: 3, seats_booked: 4 })
    // The public trip page counts the owner's seats and the bookings' alike.
    expect(await publicSeats(departure.slug, departure.day)).toEqual({ offered: 10, taken: 7 })

    const db = await getDb()
    const leadRow = await db.selectFrom('leads').selectAll().where('id', '=', lead.id).executeTakeFirstOrThrow()
    expect(leadRow.stage).toBe('won')
    const activity = await db
      .selectFrom('lead_activity')
      .select(['kind', 'detail', 'actor_name'])
      .where('lead_id', '=', lead.id)
      .orderBy('id')
      .execute()
    expect(activity.map((a) => [a.kind, JSON.parse(a.detail), a.actor_name])).toEqual([
      ['stage', { from: 'quoted', to: 'won' }, testAgent.name],
      [
        'booking',
        {
          booking: id,
          departure: expect.stringContaining(`${formatDay(departure.day)} from Madurai`),
          seats: 4,
          agreed: 1_60_000,
        },
        testAgent.name,
      ],
    ])
    const [entry] = await listAudit(testOwner, 1)
    expect(entry).toMatchObject({ action: 'booking.create', subject: lead.reference, actor_name: testAgent.name })
    expect((await listBookingsOfLead(lead.id)).map((b) => b.id)).toEqual([id])
    expect((await listBookingsOfDeparture(departure.tripId, departure.day)).map((b) => b.travellers.length)).toEqual([
      4,
    ])
  })

  it('refuses more travellers than the seats left, with the count, and stores nothing', async () => {
    const lead = await quotedLead()
    const departure = await ownDeparture(10, 8)
    await expect(
      createBooking(testAgent, lead.reference, bookingInput(departure.tripId, departure.day, 4)),
    ).rejects.toThrow(`Only 2 seats are left on ${formatDay(departure.day)}: this booking needs 4`)
    expect(await departure.seats()).toEqual({ seats_offered: 10, seats_taken: 8, seats_booked: 0 })
    expect(await listBookingsOfLead(lead.id)).toEqual([])
    const db = await getDb()
    expect((await db.selectFrom('leads').select('stage').where('id', '=', lead.id).executeTakeFirst())?.stage).toBe(
      'quoted',
    )
  })

  it('refuses a lead not yet quoted, and a day the trip does not leave on', async () => {
    const lead = await quotedLead()
    const db = await getDb()
    await db.updateTable('leads').set({ stage: 'contacted' }).where('id', '=', lead.id).execute()
    const departure = await ownDeparture(10)
    await expect(
      createBooking(testAgent, lead.reference, bookingInput(departure.tripId, departure.day, 1)),
    ).rejects.toThrow('Book a lead once it is quoted (or won)')
    await db.updateTable('leads').set({ stage: 'won' }).where('id', '=', lead.id).execute()
    const nowhere = addDays(departure.day, 1)
    await expect(createBooking(testAgent, lead.reference, bookingInput(departure.tripId, nowhere, 1))).rejects.toThrow(
      `This trip has no departure on ${formatDay(nowhere)}`,
    )
  })

  it('gives two bookings for the last seats at once one booking and one refusal', async () => {
    const departure = await ownDeparture(10, 6)
    const [a, b] = [await quotedLead('Family A'), await quotedLead('Family B')]
    const outcomes = await Promise.allSettled([
      createBooking(testAgent, a.reference, bookingInput(departure.tripId, departure.day, 3)),
      createBooking(testOwner, b.reference, bookingInput(departure.tripId, departure.day, 3)),
    ])
    expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected'])
    const refused = outcomes.find((o) => o.status === 'rejected') as PromiseRejectedResult
    expect((refused.reason as Error).message).toBe(
      `Only 1 seat is left on ${formatDay(departure.day)}: this booking needs 3`,
    )
    const bookings = await listBookingsOfDeparture(departure.tripId, departure.day)
    expect(bookings).toHaveLength(1)
    expect((await departure.seats())?.seats_booked).toBe(3)
  })

  it('gives two processes booking the last seats at once one booking and one refusal', async () => {
    const departure = await ownDeparture(6, 1)
    const leads = [await quotedLead('Process A'), await quotedLead('Process B')]
    const children = leads.map((lead) => {
      const child = spawn(
        process.execPath,
        [
          '--require',
          path.join(__dirname, 'support/server-only-off.cjs'),
          '--import',
          'tsx',
          path.join(__dirname, 'support/booking-process.ts'),
          lead.reference,
          JSON.stringify(bookingInput(departure.tripId, departure.day, 4)),
        ],
        { cwd: path.resolve(__dirname, '..'), env: { ...process.env }, stdio: ['pipe', 'pipe', 'pipe'] },
      )
      let out = ''
      let err = ''
      child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()))
      child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()))
      const ready = new Promise<void>((resolve) =>
        child.stdout.on('data', () => out.startsWith('ready\n') && resolve()),
      )
      const done = new Promise<string>((resolve, reject) =>
        child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`exited ${code}: ${err}`)))),
      )
      return { child, ready, done }
    })
    await Promise.all(children.map((c) => c.ready))
    for (const c of children) c.child.stdin.write('go\n')
    const results = (await Promise.all(children.map((c) => c.done))).map(
      (out) => JSON.parse(out.trim().split('\n').pop()!) as { id?: number; refused?: string },
    )
    expect(results.filter((r) => r.id).length).toBe(1)
    expect(results.find((r) => r.refused)?.refused).toBe(
      `Only 1 seat is left on ${formatDay(departure.day)}: this booking needs 4`,
    )
    expect(await departure.seats()).toEqual({ seats_offered: 6, seats_taken: 1, seats_booked: 4 })
    const confirmed = (await listBookingsOfDeparture(departure.tripId, departure.day)).filter(
      (b) => b.status === 'confirmed',
    )
    expect(confirmed.map((b) => b.seats)).toEqual([4])
  }, 60_000)

  it('changes the travellers with their seats, and refuses a stale form or an oversell', async () => {
    const lead = await quotedLead()
    const departure = await ownDeparture(6)
    const { id } = await createBooking(testAgent, lead.reference, bookingInput(departure.tripId, departure.day, 2))
    await changeTravellers(testAgent, id, 1, {
      travellers: [traveller('A'), traveller('B', { room: '1' }), traveller('C', { sharing: 'triple' })],
    })
    expect(await getBooking(id)).toMatchObject({ seats: 3, version: 2 })
    expect((await departure.seats())?.seats_booked).toBe(3)
    await expect(changeTravellers(testAgent, id, 1, { travellers: [traveller('A')] })).rejects.toThrow(
      STALE_BOOKING_MESSAGE,
    )
    const seven = Array.from({ length: 7 }, (_, i) => traveller(`T${i}`))
    await expect(changeTravellers(testAgent, id, 2, { travellers: seven })).rejects.toThrow(
      `Only 3 seats are left on ${formatDay(departure.day)}`,
    )
    await changeTravellers(testAgent, id, 2, { travellers: [traveller('A')] })
    expect((await departure.seats())?.seats_booked).toBe(1)
    expect((await getBooking(id))?.travellers.map((t) => t.name)).toEqual(['A'])
  })

  it('cancels a booking with its reason: seats back, the lead’s timeline and the audit say so', async () => {
    const lead = await quotedLead()
    const departure = await ownDeparture(10)
    const { id } = await createBooking(testAgent, lead.reference, bookingInput(departure.tripId, departure.day, 4))
    await expect(cancelBooking(testOwner, id, 1, { reason: '  ' })).rejects.toThrow('Say why the booking is cancelled')
    await cancelBooking(testOwner, id, 1, { reason: 'Family emergency' })
    expect(await getBooking(id)).toMatchObject({
      status: 'cancelled',
      cancel_reason: 'Family emergency',
      cancelled_by_name: testOwner.name,
      version: 2,
    })
    expect((await departure.seats())?.seats_booked).toBe(0)
    expect(await publicSeats(departure.slug, departure.day)).toEqual({ offered: 10, taken: 0 })
    await expect(cancelBooking(testOwner, id, 2, { reason: 'again' })).rejects.toThrow('This booking is cancelled')
    const db = await getDb()
    const last = await db
      .selectFrom('lead_activity')
      .select(['kind', 'detail'])
      .where('lead_id', '=', lead.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
    expect([last.kind, JSON.parse(last.detail).reason]).toEqual(['booking-cancelled', 'Family emergency'])
    const [entry] = await listAudit(testOwner, 1)
    expect(entry).toMatchObject({ action: 'booking.cancel', subject: `booking ${id}` })
  })

  it('makes a date of a weekly season a dated departure with the season’s seats, in the booking’s write', async () => {
    const lead = await quotedLead()
    const { tripId } = await ownDeparture(10)
    const db = await getDb()
    const sunday = (() => {
      let day = addDays(todayInIndia(), 30)
      while (new Date(`${day}T00:00:00Z`).getUTCDay() !== 0) day = addDays(day, 1)
      return day
    })()
    await db.deleteFrom('trip_departures').where('trip_id', '=', tripId).where('departs_on', '=', sunday).execute()
    await db
      .insertInto('trip_schedules')
      .values({ trip_id: tripId, position: 90, kind: 'weekly', weekdays: '0', months: 'all', seats_offered: 5 })
      .execute()
    await expect(createBooking(testAgent, lead.reference, bookingInput(tripId, addDays(sunday, 1), 2))).rejects.toThrow(
      'This trip has no departure on',
    )
    await expect(createBooking(testAgent, lead.reference, bookingInput(tripId, sunday, 6))).rejects.toThrow(
      `Only 5 seats are left on ${formatDay(sunday)}: this booking needs 6`,
    )
    // The refused booking left no departure behind: its insert was rolled back with it.
    const row = () =>
      db
        .selectFrom('trip_departures')
        .select(['seats_offered', 'seats_taken', 'seats_booked'])
        .where('trip_id', '=', tripId)
        .where('departs_on', '=', sunday)
        .executeTakeFirst()
    expect(await row()).toBeUndefined()
    await createBooking(testAgent, lead.reference, bookingInput(tripId, sunday, 2))
    expect(await row()).toEqual({ seats_offered: 5, seats_taken: 0, seats_booked: 2 })
  })

  it('counts the bookings’ seats in the owner’s seat adjustment and keeps them through a trip save', async () => {
    const lead = await quotedLead()
    const departure = await ownDeparture(10, 2)
    await createBooking(testAgent, lead.reference, bookingInput(departure.tripId, departure.day, 5))
    await expect(adjustSeatsTaken(testOwner, departure.tripId, departure.day, 4)).rejects.toThrow(
      `Only 3 seats are left on ${formatDay(departure.day)}: 4 cannot be added`,
    )
    expect(await adjustSeatsTaken(testOwner, departure.tripId, departure.day, 3)).toMatchObject({
      offered: 10,
      taken: 10,
    })

    // The trip form shows the owner's own count and a save keeps the bookings' seats.
    const values = async () => tripEditorSchema.parse((await getEditorTrip(departure.tripId))!.values)
    const saved = await values()
    const index = saved.departures.findIndex((d) => d.on === departure.day)
    expect(saved.departures[index]).toMatchObject({ seatsOffered: 10, seatsTaken: 5 })
    await saveTrip(testOwner, departure.tripId, saved)
    expect(await departure.seats()).toEqual({ seats_offered: 10, seats_taken: 5, seats_booked: 5 })
    // Offering fewer seats than taken and booked, or dropping the departure, is refused.
    const fewer = await values()
    fewer.departures[index]!.seatsOffered = 8
    await expect(saveTrip(testOwner, departure.tripId, fewer)).rejects.toThrow(
      `5 seats are booked on ${formatDay(departure.day)}: offer at least 10 seats`,
    )
    const dropped = await values()
    dropped.departures.splice(index, 1)
    await expect(saveTrip(testOwner, departure.tripId, dropped)).rejects.toThrow(
      'cancel those bookings before removing the departure',
    )
  })
})
