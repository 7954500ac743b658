import { getDb } from '@/lib/platform/db'
import { listSellingDepartures } from '@/lib/catalog'
import { listAllTrips } from '@/lib/catalog/embedded/trips'
import { getCatalogDb } from '@/lib/catalog/embedded/db'
import { changeStage, markSpam } from '@/lib/leads/desk/commands'
import { departuresReport, wonBooking, wonBookingText } from '@/lib/leads/desk/departures'
import { getLeadDetail, leadDepartureDays, listLeads } from '@/lib/leads/desk/queries'
import { parseLeadFilters } from '@/lib/leads/desk/schemas'
import { submitLead, type LeadOutcome } from '@/lib/leads/intake/service'
import { NotAllowed } from '@/lib/staff/permissions'
import type { Staff } from '@/lib/staff/session'
import { testAgent, testOwner } from './support/staff'
import { STORAGE_KINDS, useStorage } from './support/storage'

/**
 * The lead desk's side of departures that sell, on each database: the inbox filtered by trip and
 * departure, the owner's departures view (each upcoming departure with its seats and the
 * enquiries, quotes, bookings and waiting list it drew), and "Won" adding a lead's travellers to
 * the seats taken, refused past the seats offered while the lead stays won. The leads are made
 * by submitLead as the trip page's forms make them, on departures this suite adds to a seeded
 * trip (far ahead, so no seeded date is touched).
 */

const request = { staff: testOwner as Staff }
jest.mock('@/lib/staff/session', () => ({
  ...jest.requireActual('@/lib/staff/session'),
  requireStaffAction: async () => request.staff,
}))
const updatedTags: string[] = []
jest.mock('next/cache', () => ({
  ...jest.requireActual('next/cache'),
  refresh: () => undefined,
  updateTag: (tag: string) => updatedTags.push(tag),
}))
/* eslint-disable @typescript-eslint/no-require-imports */
const { changeStageAction } = require('@/lib/leads/desk/actions') as typeof import('@/lib/leads/desk/actions')
/* eslint-enable @typescript-eslint/no-require-imports */

const OPEN = '2031-03-14'
const ON_REQUEST = '2031-03-21'
const DROPPED = '2031-04-04'
const OTHER_TRIP_DAY = '2031-03-14'

let keyNumber = 0
const meta = (form: string) => {
  const now = Date.now()
  return {
    website: '',
    formRenderedAt: now - 20_000,
    formSubmittedAt: now,
    idempotencyKey: `departure-desk-${now}-${++keyNumber}-abcdef`,
    form,
  }
}
const referenceOf = (outcome: LeadOutcome) => {
  if (outcome.outcome !== 'accepted') throw new Error(`not accepted: ${JSON.stringify(outcome)}`)
  return outcome.reference
}

async function enquire(
  trip: string,
  departure: string,
  {
    travellers = 4,
    form = 'trip-enquiry',
    name = `Departure Lead ${keyNumber + 1}`,
    boardingCity,
  }: { travellers?: number; form?: string; name?: string; boardingCity?: string } = {},
) {
  return referenceOf(
    await submitLead('tripEnquiry', {
      name,
      mobileNumber: '9840012345',
      tripId: trip,
      numberOfTravellers: travellers,
      departure,
      ...(boardingCity ? { boardingCity } : {}),
      ...meta(form),
    }),
  )
}

const filters = (values: Record<string, string>) => parseLeadFilters(values)
const references = (page: { leads: { reference: string }[] }) => page.leads.map((lead) => lead.reference).sort()
const form = (fields: Record<string, string>) => {
  const data = new FormData()
  for (const [key, value] of Object.entries(fields)) data.set(key, value)
  return data
}

beforeAll(() => {
  jest.spyOn(console, 'info').mockImplementation(() => undefined)
  jest.spyOn(console, 'error').mockImplementation(() => undefined)
  delete process.env.TRAVEL_API_URL
  delete process.env.SMTP_URL
})
afterAll(() => jest.restoreAllMocks())

describe.each(STORAGE_KINDS)('departures at the lead desk on %s', (kind) => {
  let cleanup: () => Promise<void>
  const trips: { id: string; slug: string; title: string }[] = []
  const refs: Record<string, string> = {}

  async function seats(on: string, tripId = trips[0]!.id) {
    const row = await (
      await getDb()
    )
      .selectFrom('trip_departures')
      .select(['seats_offered', 'seats_taken'])
      .where('trip_id', '=', tripId)
      .where('departs_on', '=', on)
      .executeTakeFirstOrThrow()
    return `${row.seats_taken} of ${row.seats_offered}`
  }

  beforeAll(async () => {
    cleanup = await useStorage(kind)
    const db = await getCatalogDb()
    trips.push(...(await listAllTrips(db)).slice(0, 2))
    const [a, b] = trips
    await db
      .insertInto('trip_departures')
      .values([
        { trip_id: a!.id, departs_on: OPEN, seats_offered: 10, seats_taken: 4, status: null },
        { trip_id: a!.id, departs_on: ON_REQUEST, seats_offered: null, seats_taken: 0, status: null },
        { trip_id: a!.id, departs_on: DROPPED, seats_offered: 20, seats_taken: 0, status: null },
        { trip_id: b!.id, departs_on: OTHER_TRIP_DAY, seats_offered: 30, seats_taken: 0, status: 'guaranteed' },
      ])
      .execute()
    refs.first = await enquire(a!.slug, OPEN, { name: 'Meenakshi Sundaram', boardingCity: 'Chennai' })
    refs.second = await enquire(a!.slug, OPEN, { travellers: 4 })
    refs.waiting = await enquire(a!.slug, OPEN, { form: 'waiting-list', travellers: 2 })
    refs.spam = await enquire(a!.slug, OPEN)
    refs.onRequest = await enquire(a!.slug, ON_REQUEST, { travellers: 3 })
    refs.dropped = await enquire(a!.slug, DROPPED)
    refs.otherTrip = await enquire(b!.slug, OTHER_TRIP_DAY)
    await markSpam(testOwner, refs.spam)
    await changeStage(testOwner, refs.waiting, 'quoted')
    // A departure the catalogue no longer lists still shows what its leads asked for.
    await db.deleteFrom('trip_departures').where('trip_id', '=', a!.id).where('departs_on', '=', DROPPED).execute()
  })
  afterAll(() => cleanup())

  it('stores the departure, the boarding city and the travellers in the list columns', async () => {
    const detail = await getLeadDetail(testAgent, refs.first!)
    expect(detail).toMatchObject({ trip: trips[0]!.slug, departure: OPEN, boardingCity: 'Chennai', travellers: '4' })
  })

  it('filters the inbox by trip and by departure, as the address bar says', async () => {
    const [a, b] = trips
    const open = [refs.first, refs.second, refs.waiting].sort()
    expect(references(await listLeads('inbox', filters({ trip: a!.slug, departure: OPEN }), testAgent))).toEqual(open)
    // The same day on another trip is another departure.
    expect(references(await listLeads('inbox', filters({ departure: OPEN }), testAgent))).toEqual(
      [...open, refs.otherTrip].sort(),
    )
    expect(references(await listLeads('inbox', filters({ trip: b!.slug, departure: OPEN }), testAgent))).toEqual([
      refs.otherTrip,
    ])
    expect(references(await listLeads('inbox', filters({ trip: a!.slug }), testAgent))).toEqual(
      [...open, refs.onRequest, refs.dropped].sort(),
    )
    expect(
      references(
        await listLeads('inbox', filters({ trip: a!.slug, departure: OPEN, form: 'waiting-list' }), testAgent),
      ),
    ).toEqual([refs.waiting])
    expect(references(await listLeads('spam', filters({ departure: OPEN }), testAgent))).toEqual([refs.spam])
    // A malformed departure in the address bar is dropped, never an error.
    expect(filters({ departure: '14 Mar 2031' }).departure).toBeUndefined()
    const listed = (await listLeads('inbox', filters({ departure: OPEN }), testAgent)).leads.find(
      (lead) => lead.reference === refs.first,
    )
    expect(listed).toMatchObject({ departure: OPEN, boardingCity: 'Chennai', travellers: '4' })
  })

  it('offers the departure days leads name, once each, soonest first, of one trip when asked', async () => {
    const days = await leadDepartureDays(testAgent)
    expect(days.filter((day) => day.startsWith('2031'))).toEqual([OPEN, ON_REQUEST, DROPPED])
    expect(await leadDepartureDays(testAgent, trips[1]!.slug)).toEqual([OTHER_TRIP_DAY])
  })

  it('lists every upcoming departure with its seats, status and demand, soonest first, for owners only', async () => {
    const report = await departuresReport(testOwner)
    expect(report.source).toBe('catalogue')
    const days = report.rows.map((row) => row.on)
    expect(days).toEqual([...days].sort())
    // Every upcoming departure of the catalogue is a row, whether or not a lead names it.
    const selling = (await listSellingDepartures())!
    expect(report.rows.filter((row) => row.sale)).toHaveLength(selling.length)

    const rowOf = (slug: string, on: string) => report.rows.find((row) => row.tripSlug === slug && row.on === on)
    const open = rowOf(trips[0]!.slug, OPEN)!
    expect(open.tripTitle).toBe(trips[0]!.title)
    expect(open.sale!.offer.seats).toEqual({ offered: 10, taken: 4 })
    expect(open.sale!.state.text).toBe('6 seats left')
    // Spam is not demand; the waiting list is, and counts on its own too.
    expect(open.demand).toEqual({ received: 3, quoted: 1, won: 0, waitingList: 1 })
    expect(rowOf(trips[0]!.slug, ON_REQUEST)!.sale!.state.text).toBe('On request')
    const other = rowOf(trips[1]!.slug, OTHER_TRIP_DAY)!
    expect(other.sale!.state).toMatchObject({ text: 'Available', guaranteed: true })
    expect(other.demand.received).toBe(1)
    const dropped = rowOf(trips[0]!.slug, DROPPED)!
    expect(dropped.sale).toBeUndefined()
    expect(dropped.demand.received).toBe(1)

    await expect(departuresReport(testAgent)).rejects.toThrow(NotAllowed)
  })

  it('lists the departures the leads name when the catalogue is the provider’s', async () => {
    process.env.TRAVEL_API_URL = 'http://127.0.0.1:9'
    try {
      const report = await departuresReport(testOwner)
      expect(report.source).toBe('leads')
      const named = report.rows.filter((row) => row.on.startsWith('2031'))
      expect(named.map((row) => row.on)).toEqual([OPEN, OPEN, ON_REQUEST, DROPPED])
      expect(named.map((row) => `${row.on} ${row.tripSlug} ${row.demand.received}`).sort()).toEqual(
        [
          `${OPEN} ${trips[0]!.slug} 3`,
          `${OPEN} ${trips[1]!.slug} 1`,
          `${ON_REQUEST} ${trips[0]!.slug} 1`,
          `${DROPPED} ${trips[0]!.slug} 1`,
        ].sort(),
      )
      expect(report.rows.every((row) => row.sale === undefined)).toBe(true)
    } finally {
      delete process.env.TRAVEL_API_URL
    }
  })

  it('on Won, takes no seat: a family’s seats are taken by its booking only, the status showing what it would take', async () => {
    const lead = (await getLeadDetail(testOwner, refs.first!))!
    const booking = await wonBooking(lead)
    expect(booking).toEqual({ seats: 4, day: '14 Mar 2031', offered: 10, taken: 4 })
    expect(wonBookingText(booking!)).toBe('4 travellers on 14 Mar 2031 (4 of 10 seats taken, 6 left)')
    expect(wonBookingText({ ...booking!, taken: 8 })).toBe('4 travellers on 14 Mar 2031 (only 2 of 10 are left)')

    request.staff = testAgent
    updatedTags.length = 0
    // The form's old "add seats" box, sent anyway, is no longer read.
    const won = await changeStageAction(refs.first!, { status: 'idle' }, form({ stage: 'won', addSeats: '1' }))
    expect(won).toEqual({ status: 'ok', message: 'Marked won' })
    expect(await seats(OPEN)).toBe('4 of 10')
    expect(updatedTags).toEqual([])
    const after = (await getLeadDetail(testOwner, refs.first!))!
    expect(after.stage).toBe('won')
    expect(after.activity.map((entry) => entry.kind)).not.toContain('seats')
    const audit = await (
      await getDb()
    )
      .selectFrom('audit_log')
      .select('action')
      .where('action', '=', 'departure.seats')
      .execute()
    expect(audit).toEqual([])
    // Won, the family is still to book: the status keeps saying what its booking would take.
    expect(await wonBooking(after)).toEqual({ seats: 4, day: '14 Mar 2031', offered: 10, taken: 4 })

    const second = await changeStageAction(refs.second!, { status: 'idle' }, form({ stage: 'won' }))
    expect(second).toEqual({ status: 'ok', message: 'Marked won' })
    expect(await seats(OPEN)).toBe('4 of 10')

    // A departure on request counts no seats: nothing to show.
    expect(await wonBooking((await getLeadDetail(testOwner, refs.onRequest!))!)).toBeUndefined()

    const plain = await changeStageAction(refs.otherTrip!, { status: 'idle' }, form({ stage: 'won' }))
    expect(plain).toEqual({ status: 'ok', message: 'Marked won' })
    expect(await seats(OTHER_TRIP_DAY, trips[1]!.id)).toBe('0 of 30')

    // The view counts the bookings.
    const report = await departuresReport(testOwner)
    const open = report.rows.find((row) => row.tripSlug === trips[0]!.slug && row.on === OPEN)!
    expect(open.sale!.offer.seats).toEqual({ offered: 10, taken: 4 })
    expect(open.demand).toMatchObject({ received: 3, won: 2 })
    request.staff = testOwner
  })
})
