import {
  blankTrip,
  duplicateTrip,
  getEditorTrip,
  listEditorCatalog,
  moveTrip,
  saveTrip,
  setTripPublished,
  StaleEdit,
  tripChanges,
  tamilGaps,
  tripTamilOf,
} from '@/lib/catalog/editor/trips'
import { listAudit } from '@/lib/staff/audit'
import { readDepartureBriefings, saveDepartureBriefing } from '@/lib/catalog/editor/departure-briefing'
import { getDb } from '@/lib/platform/db'
import { catalogStore } from '@/lib/catalog/embedded/store'
import { addDays } from '@/lib/catalog/departures/schedule'
import { todayInIndia } from '@/lib/site/format'
import {
  fieldErrors,
  sectionInput,
  sectionValues,
  slugify,
  tamilRows,
  TRIP_SECTIONS,
  tripEditorSchema,
  withSection,
  type DepartureInput,
  type TripEditorValues,
  type TripEditorInput,
} from '@/lib/catalog/editor/trip-schema'
import { testOwner } from './support/staff'
import { STORAGE_KINDS, useStorage } from './support/storage'

/**
 * The catalogue editor: its form schema and slug rules without a database, then its data layer
 * on each database against the seeded catalogue: saves with their version check, renamed slugs
 * and their redirects, hiding, duplicating, reordering, and what the public reads then answer.
 */

const owner = testOwner
const today = todayInIndia()
const soon = addDays(today, 40)

const valid = (over: Partial<TripEditorInput> = {}): TripEditorInput => ({
  version: 1,
  title: 'Madurai Meenakshi Weekend',
  slug: 'madurai-meenakshi-weekend',
  categoryId: 'cat',
  price: 8500,
  duration: '2 Days / 1 Night',
  availableDates: '',
  location: 'Madurai, Tamil Nadu',
  description: 'Darshan at the Meenakshi Amman temple and the Thirumalai Nayakkar Mahal.',
  itinerary: [{ title: 'Chennai to Madurai', activity: [{ text: 'Evening darshan' }] }],
  includes: [{ text: 'AC sleeper train' }],
  childPrice: null,
  childAges: '',
  seniorPrice: null,
  excludes: [],
  hotels: [],
  cancellation: [],
  departures: [],
  schedules: [],
  published: true,
  ...over,
})

/** A dated departure of the form, on request with no boarding city unless `over` says otherwise. */
const departure = (on: string, over: Partial<DepartureInput> = {}): DepartureInput => ({
  on,
  label: '',
  seatsOffered: null,
  seatsTaken: 0,
  status: '',
  earlyBirdPrice: null,
  earlyBirdUntil: '',
  note: '',
  boarding: [],
  labelTa: '',
  noteTa: '',
  ...over,
})

describe('the trip form schema', () => {
  it('makes an address from a title', () => {
    expect(slugify('Kashi – Gaya & Prayag Yātra 2027!')).toBe('kashi-gaya-and-prayag-yatra-2027')
    expect(slugify('  Ooty   Kodaikanal  ')).toBe('ooty-kodaikanal')
    expect(slugify('ஸ்ரீரங்கம்')).toBe('')
    expect(slugify('a'.repeat(100)).length).toBe(80)
    expect(slugify(`${'word-'.repeat(16)}end`)).not.toMatch(/-$/)
  })

  it('accepts a whole trip and trims its text', () => {
    const parsed = tripEditorSchema.parse(valid({ title: '  Madurai Meenakshi Weekend  ' }))
    expect(parsed.title).toBe('Madurai Meenakshi Weekend')
  })

  it.each([
    [{ slug: 'Madurai Weekend' }, 'slug', 'Use lower-case letters, digits and single hyphens, like char-dham-yatra'],
    [{ slug: 'madurai--weekend' }, 'slug', 'Use lower-case letters, digits and single hyphens, like char-dham-yatra'],
    [{ slug: '-madurai' }, 'slug', 'Use lower-case letters, digits and single hyphens, like char-dham-yatra'],
    [{ title: '   ' }, 'title', 'Please enter the title'],
    [{ price: -1 }, 'price', 'The price cannot be negative'],
    [{ price: 12.5 }, 'price', 'Please enter whole rupees'],
    [{ price: Number.NaN }, 'price', 'Please enter the price in rupees'],
    [{ price: 20_000_000 }, 'price', 'At most ₹1,00,00,000'],
    [{ itinerary: [] }, 'itinerary', 'Add at least one day'],
    [
      { itinerary: [{ title: 'Day', activity: [{ text: ' ' }] }] },
      'itinerary.0.activity.0.text',
      'Please enter the activity',
    ],
    [{ departures: [departure('2027-02-30')] }, 'departures.0.on', 'Please choose a real date'],
    [{ departures: [departure(soon), departure(soon, { label: 'again' })] }, 'departures', 'Each departure date once'],
    [
      { departures: [departure(addDays(today, -1))] },
      'departures.0.on',
      'This date has passed: choose today or a later day',
    ],
    [
      { departures: [departure(soon, { seatsOffered: 20, seatsTaken: 21 })] },
      'departures.0.seatsTaken',
      'More seats taken than offered',
    ],
    [
      { departures: [departure(soon, { seatsOffered: 0 })] },
      'departures.0.seatsOffered',
      'Offer at least 1 seat, or leave it blank for “on request”',
    ],
    [
      { departures: [departure(soon, { seatsOffered: 10, seatsTaken: -1 })] },
      'departures.0.seatsTaken',
      'Seats taken cannot be negative',
    ],
    [
      { departures: [departure(soon, { boarding: [{ cityId: 'chennai', price: -5 }] })] },
      'departures.0.boarding.0.price',
      'The price cannot be negative',
    ],
    [
      { departures: [departure(soon, { earlyBirdPrice: -1, earlyBirdUntil: today })] },
      'departures.0.earlyBirdPrice',
      'The price cannot be negative',
    ],
    [
      {
        departures: [
          departure(soon, {
            boarding: [
              { cityId: 'chennai', price: 9000 },
              { cityId: 'madurai', price: 8000 },
            ],
            earlyBirdPrice: 9000,
            earlyBirdUntil: today,
          }),
        ],
      },
      'departures.0.earlyBirdPrice',
      'The early-bird price must be below ₹9,000, the price from the first city',
    ],
    [
      { departures: [departure(soon, { earlyBirdPrice: 8500, earlyBirdUntil: today })] },
      'departures.0.earlyBirdPrice',
      'The early-bird price must be below ₹8,500, the price from the trip',
    ],
    [
      { departures: [departure(soon, { earlyBirdPrice: 8000, earlyBirdUntil: soon })] },
      'departures.0.earlyBirdUntil',
      'The early bird ends before the departure day',
    ],
    [
      { departures: [departure(soon, { earlyBirdPrice: 8000 })] },
      'departures.0.earlyBirdUntil',
      'Choose the last day of the early-bird price',
    ],
    [
      {
        departures: [
          departure(soon, {
            boarding: [
              { cityId: 'chennai', price: null },
              { cityId: 'chennai', price: 9000 },
            ],
          }),
        ],
      },
      'departures.0.boarding.1.cityId',
      'This city is listed already',
    ],
    [
      { departures: [departure(soon, { boarding: [{ cityId: '', price: null }] })] },
      'departures.0.boarding.0.cityId',
      'Choose a boarding city',
    ],
    [{ childPrice: -100 }, 'childPrice', 'The price cannot be negative'],
    [{ seniorPrice: -1 }, 'seniorPrice', 'The price cannot be negative'],
    [{ childAges: '5 to 11 years' }, 'childPrice', 'Enter the child’s price, or clear the age band'],
    [{ excludes: [{ text: ' ' }] }, 'excludes.0.text', 'Please enter the exclusion'],
    [{ hotels: [{ text: '' }] }, 'hotels.0.text', 'Please enter the hotel'],
    [
      { cancellation: [{ when: 'Up to 30 days before', refund: '' }] },
      'cancellation.0.refund',
      'Please enter the refund',
    ],
    [
      {
        cancellation: [
          { when: '30 days or more', refund: 'Half', fromDays: 30, percent: 50 },
          { when: 'Less than 30 days', refund: 'No refund' },
        ],
      },
      'cancellation.1.fromDays',
      'Give every row its days, or none',
    ],
    [
      { cancellation: [{ when: '30 days or more', refund: 'Half', fromDays: 30 }] },
      'cancellation.0.percent',
      'Give every row its refund percent, or none',
    ],
    [
      {
        cancellation: [
          { when: '30 days or more', refund: 'Half', fromDays: 30, percent: 50 },
          { when: 'A month or more', refund: 'None', fromDays: 30, percent: 0 },
        ],
      },
      'cancellation.1.fromDays',
      'Another row starts on this day',
    ],
    [
      { cancellation: [{ when: '30 days or more', refund: 'All', fromDays: 30, percent: 120 }] },
      'cancellation.0.percent',
      'At most 100 percent',
    ],
  ])('refuses %j with a message on %s', (over, field, message) => {
    const result = tripEditorSchema.safeParse(valid(over as Partial<TripEditorInput>))
    expect(result.success).toBe(false)
    expect(fieldErrors(result.error!)[field]).toBe(message)
  })

  it('keeps the Tamil as the trip page reads it: lines split, blanks dropped, days and rows in place', () => {
    const values = tripEditorSchema.parse(
      valid({
        titleTa: 'காசி யாத்திரை',
        includesTa: 'விமானம்\n\n  உணவு  \n',
        itinerary: [
          { title: 'Arrival', activity: [{ text: 'Flight' }], titleTa: '', activitiesTa: '' },
          { title: 'Darshan', activity: [{ text: 'Temple' }], titleTa: 'தரிசனம்', activitiesTa: 'கோயில்\r\nஆரத்தி' },
        ],
      }),
    )
    expect(JSON.parse(tripTamilOf(values)!)).toEqual({
      title: 'காசி யாத்திரை',
      itinerary: [
        { title: '', activities: [] },
        { title: 'தரிசனம்', activities: ['கோயில்', 'ஆரத்தி'] },
      ],
      includes: ['விமானம்', 'உணவு'],
    })
    expect(tripTamilOf(tripEditorSchema.parse(valid()))).toBeNull()
  })

  it('keeps the Tamil hotels as rows, stored as the list the trip page reads; blank rows are refused like English ones', () => {
    const values = tripEditorSchema.parse(
      valid({
        hotels: [{ text: 'Hotel Temple View, Madurai' }, { text: 'Hotel Sea Breeze, Rameswaram' }],
        hotelsTa: [{ text: '  ஹோட்டல் டெம்பிள் வியூ, மதுரை ' }, { text: 'ஹோட்டல் சீ பிரீஸ், ராமேஸ்வரம்' }],
      }),
    )
    expect(JSON.parse(tripTamilOf(values)!)).toEqual({
      hotels: ['ஹோட்டல் டெம்பிள் வியூ, மதுரை', 'ஹோட்டல் சீ பிரீஸ், ராமேஸ்வரம்'],
    })
    // A form without the Tamil hotels at all has none.
    expect(tripEditorSchema.parse(valid()).hotelsTa).toEqual([])
    const blank = tripEditorSchema.safeParse(valid({ hotelsTa: [{ text: '  ' }] }))
    expect(fieldErrors(blank.error!)['hotelsTa.0.text']).toBe('Please enter the hotel in Tamil')
  })

  it('reads stored Tamil hotels into rows: the stored list, or an old text with one hotel a line', () => {
    expect(tamilRows(['ஹோட்டல் ஒன்று', ' ', 'ஹோட்டல் இரண்டு '])).toEqual([{ text: 'ஹோட்டல் ஒன்று' }, { text: 'ஹோட்டல் இரண்டு' }])
    expect(tamilRows('ஹோட்டல் ஒன்று, மதுரை\r\n\n  ஹோட்டல் இரண்டு  \n')).toEqual([
      { text: 'ஹோட்டல் ஒன்று, மதுரை' },
      { text: 'ஹோட்டல் இரண்டு' },
    ])
    expect(tamilRows(undefined)).toEqual([])
    expect(tamilRows({ hotels: 'not a list' })).toEqual([])
    expect(tamilRows([3, 'ஹோட்டல்'])).toEqual([{ text: 'ஹோட்டல்' }])
  })

  it('puts every field of the trip in exactly one section of the editor', () => {
    const fields = Object.values(TRIP_SECTIONS).flat()
    expect(new Set(fields).size).toBe(fields.length)
    expect([...fields, 'version'].sort()).toEqual(Object.keys(tripEditorSchema.def.shape).sort())
  })

  it('checks a section’s save as the stored trip with that section’s fields: the other sections stay as stored', () => {
    const stored = valid({ title: 'Stored title', hotels: [{ text: 'Stored hotel' }] })
    // The form holds an unsaved title while the hotels are saved.
    const form = valid({ version: 2, title: 'Typed, not saved', hotels: [{ text: 'New hotel' }] })
    const merged = tripEditorSchema.parse(withSection(stored, 'hotels', sectionValues('hotels', form)))
    expect(merged).toMatchObject({ version: 2, title: 'Stored title', hotels: [{ text: 'New hotel' }] })
    // A message on the section's field, by its path.
    const bad = tripEditorSchema.safeParse(withSection(stored, 'basics', { ...form, title: ' ' }))
    expect(fieldErrors(bad.error!)).toEqual({ title: 'Please enter the title' })
    // Another section's rule over a stored field answers too: a price below a stored early bird.
    const early = valid({ departures: [departure(soon, { earlyBirdPrice: 8000, earlyBirdUntil: today })] })
    const lowered = tripEditorSchema.safeParse(withSection(early, 'basics', { ...early, price: 7000 }))
    expect(Object.keys(fieldErrors(lowered.error!))).toEqual(['departures.0.earlyBirdPrice'])
  })

  it('takes from a section’s save only the version and that section’s fields', () => {
    const hotels = sectionValues('hotels', valid())
    expect(Object.keys(hotels).sort()).toEqual(['hotels', 'hotelsTa', 'version'])
    expect(sectionInput('hotels', hotels)).toBe(hotels)
    expect(sectionInput('hotels', { ...hotels, title: 'Another section’s field' })).toBeNull()
    expect(sectionInput('basics', ['title'])).toBeNull()
    expect(sectionInput('basics', null)).toBeNull()
    expect(sectionInput('basics', 'title')).toBeNull()
  })

  it('says what a trip’s Tamil page still shows in English', () => {
    const english = { days: 2, includes: 3, excludes: 0, hotels: 1 }
    expect(tamilGaps(undefined, english)).toEqual([
      'title',
      'location',
      'overview',
      'itinerary',
      'inclusions',
      'hotels',
    ])
    const whole = {
      title: 'த',
      location: 'இ',
      description: 'க',
      itinerary: [{ title: 'ஒன்று' }, { title: 'இரண்டு' }],
      includes: ['அ'],
      hotels: ['ஹ'],
    }
    expect(tamilGaps(whole, english)).toEqual([])
    expect(tamilGaps({ ...whole, itinerary: [{ title: 'ஒன்று' }] }, english)).toEqual(['itinerary'])
    // A picture described in English and not in Tamil.
    expect(tamilGaps(whole, { ...english, picturesWithoutTamil: 1 })).toEqual(['pictures'])
    expect(tamilGaps(whole, { ...english, picturesWithoutTamil: 0 })).toEqual([])
  })

  it('names what a save changed for the audit log', () => {
    // As the editor opens a trip: every field present, the Tamil ones too (blank here).
    const before = tripEditorSchema.parse(valid())
    const after = tripEditorSchema.parse(
      valid({ price: 9000, includes: [{ text: 'AC sleeper train' }, { text: 'Meals' }] }),
    )
    expect(tripChanges(before, after)).toEqual({ fields: { price: [8500, 9000] }, lists: ['includes'] })
    const translated = tripEditorSchema.parse(
      valid({ titleTa: 'காசி யாத்திரை', includesTa: 'உணவு', hotelsTa: [{ text: 'ஹோட்டல்' }] }),
    )
    expect(tripChanges(before, translated)).toEqual({
      fields: { titleTa: ['', 'காசி யாத்திரை'] },
      lists: ['includesTa', 'hotelsTa'],
    })
  })
})

describe.each(STORAGE_KINDS)('the catalogue editor on %s', (kind) => {
  let cleanup: () => Promise<void>
  let categories: Awaited<ReturnType<typeof listEditorCatalog>>
  beforeAll(async () => {
    jest.spyOn(console, 'info').mockImplementation(() => undefined)
    cleanup = await useStorage(kind)
    categories = await listEditorCatalog()
  })
  afterAll(async () => {
    await cleanup()
    jest.restoreAllMocks()
  })

  const first = (index = 0) => categories[1]!.trips[index]!
  const values = async (id: string) => tripEditorSchema.parse((await getEditorTrip(id))!.values)

  it('opens a seeded trip with its stored values at version 1', async () => {
    const trip = first()
    const editor = await getEditorTrip(trip.id)
    expect(editor?.values).toMatchObject({
      version: 1,
      title: trip.title,
      slug: trip.slug,
      price: trip.price,
      published: true,
    })
    expect(editor?.values.itinerary.length).toBeGreaterThan(0)
    expect(await getEditorTrip('no-such-trip')).toBeNull()
    // Every seeded trip, departures with seats and cities included, opens in a form that can be saved as it is.
    for (const listed of categories.flatMap((c) => c.trips)) {
      const opened = await getEditorTrip(listed.id)
      const parsed = tripEditorSchema.safeParse(opened!.values)
      expect(parsed.success ? listed.slug : fieldErrors(parsed.error)).toBe(listed.slug)
    }
  })

  it('saves a price, raises the version, and the public reads answer the new price', async () => {
    const trip = first()
    const before = await values(trip.id)
    const saved = await saveTrip(owner, trip.id, { ...before, price: before.price + 1111 })
    expect(saved.version).toBe(before.version + 1)
    const detail = await catalogStore.tripDetail(trip.slug)
    expect(detail?.price).toBe(before.price + 1111)
    const listed = (await catalogStore.tripsByCategoryId(categories[1]!.id)).find((t) => t.slug === trip.slug)
    expect(listed?.price).toBe(before.price + 1111)
    const [entry] = await listAudit(testOwner, 1)
    expect(entry).toMatchObject({ action: 'trip.update', subject: trip.slug, actor_name: owner.name })
    expect(JSON.parse(entry!.detail)).toMatchObject({ fields: { price: [before.price, before.price + 1111] } })
  })

  it('saves a Tamil title that every list, the menu and the trip page answer, and clears it', async () => {
    const trip = first(1)
    const before = await values(trip.id)
    const titled = 'சோதனைப் பயணம்'
    await saveTrip(owner, trip.id, { ...before, titleTa: titled })
    const listed = (await catalogStore.tripsByCategoryId(categories[1]!.id)).find((t) => t.slug === trip.slug)
    expect(listed?.ta?.title).toBe(titled)
    const menu = (await catalogStore.dropdown()).flatMap((group) => group.dropdown)
    expect(menu.find((entry) => entry.value === trip.slug)?.ta?.label).toBe(titled)
    expect((await catalogStore.tripDetail(trip.slug))?.ta?.title).toBe(titled)

    await saveTrip(owner, trip.id, { ...(await values(trip.id)), titleTa: '' })
    const cleared = (await catalogStore.tripList()).find((t) => t.slug === trip.slug)
    expect(cleared?.ta?.title).toBeUndefined()
    expect((await catalogStore.tripDetail(trip.slug))?.ta?.title).toBeUndefined()
    await saveTrip(owner, trip.id, { ...(await values(trip.id)), titleTa: before.titleTa })
  })

  it('saves one section over the stored trip: its Tamil hotel rows reach the Tamil read, the other sections stay as stored', async () => {
    const trip = first(2)
    const opened = await values(trip.id)
    const form = {
      ...opened,
      title: 'Typed in the basics, not saved',
      hotels: [{ text: 'Hotel Temple View, Madurai' }],
      hotelsTa: [{ text: 'ஹோட்டல் டெம்பிள் வியூ, மதுரை' }],
    }
    const stored = (await getEditorTrip(trip.id))!.values
    const saved = await saveTrip(
      owner,
      trip.id,
      tripEditorSchema.parse(withSection(stored, 'hotels', sectionValues('hotels', form))),
    )
    expect(saved.version).toBe(opened.version + 1)
    const reopened = await values(trip.id)
    expect(reopened).toMatchObject({
      title: opened.title,
      hotels: [{ text: 'Hotel Temple View, Madurai' }],
      hotelsTa: [{ text: 'ஹோட்டல் டெம்பிள் வியூ, மதுரை' }],
    })
    expect((await catalogStore.tripDetail(trip.slug))?.ta).toMatchObject({ hotels: ['ஹோட்டல் டெம்பிள் வியூ, மதுரை'] })
    const [entry] = await listAudit(testOwner, 1)
    expect(entry).toMatchObject({ action: 'trip.update', subject: trip.slug })
    expect(JSON.parse(entry!.detail)).toMatchObject({ fields: {}, lists: ['hotels', 'hotelsTa'] })
  })

  it('refuses a save from a stale form and keeps the newer save', async () => {
    const trip = first()
    const opened = await values(trip.id)
    await saveTrip(owner, trip.id, { ...opened, duration: '6 Days / 5 Nights' })
    await expect(saveTrip(owner, trip.id, { ...opened, price: 1 })).rejects.toBeInstanceOf(StaleEdit)
    const now = await values(trip.id)
    expect(now.duration).toBe('6 Days / 5 Nights')
    expect(now.price).toBe(opened.price)
  })

  it('writes the itinerary, inclusions and dates in the order of the form', async () => {
    // A trip that leaves on dates only (no weekly schedule), so its next departure is the form's.
    const editors = await Promise.all(categories.flatMap((c) => c.trips).map((t) => getEditorTrip(t.id)))
    const trip = editors.find((editor) => editor!.values.schedules?.length === 0)!
    const current = await values(trip.id)
    const soon = addDays(todayInIndia(), 40)
    const later = addDays(todayInIndia(), 70)
    await saveTrip(owner, trip.id, {
      ...current,
      itinerary: [
        { title: 'Second becomes first', activity: [{ text: 'b' }, { text: 'a' }], titleTa: '', activitiesTa: '' },
        { title: 'Then this', activity: [], titleTa: '', activitiesTa: '' },
      ],
      includes: [{ text: 'Meals' }],
      departures: [departure(later), departure(soon, { label: 'Pongal departure' })] as TripEditorValues['departures'],
    })
    const detail = await catalogStore.tripDetail(trip.slug)
    expect(detail?.itinerary).toEqual([
      { day: '1', title: 'Second becomes first', activity: ['b', 'a'] },
      { day: '2', title: 'Then this', activity: [] },
    ])
    expect(detail?.includes).toEqual(['Meals'])
    expect(detail?.nextDeparture).toBe(soon)
    expect((await values(trip.id)).departures.map((d) => d.on)).toEqual([soon, later])
  })

  it('keeps a kept date’s reporting and tour manager through a save of the trip form, which does not edit them', async () => {
    const editors = await Promise.all(categories.flatMap((c) => c.trips).map((t) => getEditorTrip(t.id)))
    const trip = editors.find((editor) => editor!.values.schedules?.length === 0)!
    const current = await values(trip.id)
    const kept = addDays(todayInIndia(), 45)
    const dropped = addDays(todayInIndia(), 46)
    await saveTrip(owner, trip.id, {
      ...current,
      departures: [departure(kept), departure(dropped)] as TripEditorValues['departures'],
    })
    const briefing = {
      reporting: '6:30 am, Egmore',
      reportingTa: 'காலை 6:30, எழும்பூர்',
      tourManagerName: 'Ravi Kumar',
      tourManagerPhone: '+91 98400 55555',
    }
    await saveDepartureBriefing(owner, trip.id, kept, briefing)
    await saveDepartureBriefing(owner, trip.id, dropped, briefing)
    await saveTrip(owner, trip.id, {
      ...(await values(trip.id)),
      departures: [departure(kept)] as TripEditorValues['departures'],
    })
    await saveTrip(owner, trip.id, {
      ...(await values(trip.id)),
      departures: [departure(kept), departure(dropped)] as TripEditorValues['departures'],
    })
    const briefings = await readDepartureBriefings(todayInIndia())
    expect(briefings.get(`${trip.id} ${kept}`)).toEqual(briefing)
    // A date removed and added again is a new date: nothing of the old one's briefing.
    expect(briefings.get(`${trip.id} ${dropped}`)).toEqual({
      reporting: '',
      reportingTa: '',
      tourManagerName: '',
      tourManagerPhone: '',
    })
  })

  it('stores a departure’s seats, status, early bird, note and boarding cities, and the trip’s prices, lists and cancellation; the public read answers them', async () => {
    const trip = first(1)
    const current = await values(trip.id)
    const on = addDays(today, 50)
    const other = addDays(today, 80)
    const until = addDays(today, 10)
    const saved = {
      ...current,
      price: 20000,
      childPrice: 12000,
      childAges: '5 to 11 years',
      seniorPrice: 18000,
      excludes: [{ text: 'Personal expenses' }, { text: 'Camera fees at monuments' }],
      hotels: [{ text: 'Hotel Ganges View, Varanasi' }],
      cancellation: [
        { when: '21 days or more before departure', refund: 'Full refund less ₹2,000' },
        { when: 'Less than 21 days before departure', refund: 'No refund' },
      ],
      departures: [
        departure(on, {
          label: 'Karthigai departure',
          seatsOffered: 30,
          seatsTaken: 26,
          status: 'guaranteed',
          earlyBirdPrice: 19000,
          earlyBirdUntil: until,
          note: 'Return train tickets booked by us',
          boarding: [
            { cityId: 'madurai', price: 21000 },
            { cityId: 'chennai', price: null },
          ],
        }),
        departure(other, { status: 'closed' }),
      ],
    }
    await saveTrip(owner, trip.id, tripEditorSchema.parse(saved))

    const detail = await catalogStore.tripDetail(trip.slug)
    expect(detail).toMatchObject({
      childPrice: 12000,
      childAges: '5 to 11 years',
      seniorPrice: 18000,
      excludes: ['Personal expenses', 'Camera fees at monuments'],
      hotels: ['Hotel Ganges View, Varanasi'],
      cancellation: saved.cancellation,
    })
    expect(detail?.departures).toEqual([
      {
        on,
        label: 'Karthigai departure',
        // Each city with its Tamil name (the agency's list has it for both).
        boarding: [
          { city: 'Madurai', price: 21000, ta: { city: 'மதுரை' } },
          { city: 'Chennai', ta: { city: 'சென்னை' } },
        ],
        seats: { offered: 30, taken: 26 },
        status: 'guaranteed',
        earlyBird: { price: 19000, until },
        note: 'Return train tickets booked by us',
      },
      { on: other, label: '', boarding: [], status: 'closed' },
    ])
    // The form opens with what was saved, cities by their ids, and saving it again changes nothing.
    const reopened = await values(trip.id)
    expect(reopened.departures).toEqual(tripEditorSchema.parse(saved).departures)
    expect(reopened).toMatchObject({ childPrice: 12000, seniorPrice: 18000, hotels: saved.hotels })
    expect(tripChanges(reopened, tripEditorSchema.parse(reopened))).toEqual({ fields: {}, lists: [] })

    // Back to the terms' schedule, no child price, no cities, no seat count.
    await saveTrip(
      owner,
      trip.id,
      tripEditorSchema.parse({
        ...reopened,
        childPrice: null,
        childAges: '',
        seniorPrice: null,
        cancellation: [],
        departures: [departure(on)],
      }),
    )
    const plain = await catalogStore.tripDetail(trip.slug)
    expect(plain?.childPrice).toBeUndefined()
    expect(plain?.seniorPrice).toBeUndefined()
    expect(plain?.cancellation).toBeUndefined()
    expect(plain?.departures).toEqual([{ on, label: '', boarding: [] }])
    const db = await getDb()
    expect(
      await db.selectFrom('trip_departure_boarding').select('city_id').where('trip_id', '=', trip.id).execute(),
    ).toEqual([])
  })

  it('stores a cancellation row’s days, refund % and fee beside its texts, for the refund; the public read answers the texts only', async () => {
    const trip = first(2)
    const current = await values(trip.id)
    const cancellation = [
      {
        when: '21 days or more before departure',
        refund: 'Full refund less the fee',
        whenTa: '',
        refundTa: '',
        fromDays: 21,
        percent: 100,
        lessAdminFee: true,
      },
      {
        when: 'Less than 21 days before departure',
        refund: 'No refund',
        whenTa: '',
        refundTa: '',
        fromDays: 0,
        percent: 0,
        lessAdminFee: false,
      },
    ]
    await saveTrip(owner, trip.id, tripEditorSchema.parse({ ...current, cancellation }))
    const db = await getDb()
    const row = await db.selectFrom('trips').select('cancellation').where('id', '=', trip.id).executeTakeFirstOrThrow()
    expect(JSON.parse(row.cancellation!)).toEqual([
      {
        when: '21 days or more before departure',
        refund: 'Full refund less the fee',
        fromDays: 21,
        percent: 100,
        lessAdminFee: true,
      },
      { when: 'Less than 21 days before departure', refund: 'No refund', fromDays: 0, percent: 0, lessAdminFee: false },
    ])
    expect((await values(trip.id)).cancellation).toEqual(cancellation)
    expect((await catalogStore.tripDetail(trip.slug))?.cancellation).toEqual([
      { when: '21 days or more before departure', refund: 'Full refund less the fee' },
      { when: 'Less than 21 days before departure', refund: 'No refund' },
    ])
    // Texts only: stored as texts, the refund follows the terms.
    const textsOnly = cancellation.map((r) => ({ ...r, fromDays: null, percent: null, lessAdminFee: false }))
    await saveTrip(owner, trip.id, tripEditorSchema.parse({ ...(await values(trip.id)), cancellation: textsOnly }))
    const plain = await db
      .selectFrom('trips')
      .select('cancellation')
      .where('id', '=', trip.id)
      .executeTakeFirstOrThrow()
    expect(JSON.parse(plain.cancellation!)).toEqual([
      { when: '21 days or more before departure', refund: 'Full refund less the fee' },
      { when: 'Less than 21 days before departure', refund: 'No refund' },
    ])
  })

  it('refuses a boarding city the agency does not have, and stores nothing of that save', async () => {
    const trip = first(1)
    const current = await values(trip.id)
    const on = addDays(today, 60)
    await expect(
      saveTrip(
        owner,
        trip.id,
        tripEditorSchema.parse({
          ...current,
          price: current.price + 1,
          departures: [
            departure(on, {
              seatsOffered: 10,
              boarding: [
                { cityId: 'chennai', price: null },
                { cityId: 'atlantis', price: 5000 },
              ],
            }),
          ],
        }),
      ),
    ).rejects.toMatchObject({ field: 'departures.0.boarding.1.cityId' })
    const after = await values(trip.id)
    expect(after).toEqual(current)
  })

  it('keeps seasons of recurring departures and words them on the trip', async () => {
    const trip = first(5)
    const current = await values(trip.id)
    const season = {
      kind: 'weekly' as const,
      weekdays: ['0'],
      season: 'months' as const,
      from: 10,
      to: 3,
      startsOn: '',
      endsOn: '',
      label: '',
      labelTa: '',
    }
    await saveTrip(owner, trip.id, {
      ...current,
      departures: [],
      schedules: [season, { ...season, kind: 'any', weekdays: [], season: 'all-year', label: 'Private tour' }],
    })
    expect((await values(trip.id)).schedules).toEqual([
      season,
      { ...season, kind: 'any', weekdays: [], season: 'all-year', label: 'Private tour' },
    ])
    const detail = await catalogStore.tripDetail(trip.slug)
    expect(detail?.availableDates).toMatch(/Sunday/)
    expect(detail?.availableDates).toMatch(/Private tour/)
    const refused = tripEditorSchema.safeParse({ ...current, schedules: [{ ...season, weekdays: [] }] })
    expect(fieldErrors(refused.error!)['schedules.0.weekdays']).toBe('Choose the days it leaves on')
  })

  it('renames a slug: the old one leads to the new, is taken by no one else, and can be taken back', async () => {
    const trip = first(2)
    const other = first(3)
    const current = await values(trip.id)
    const renamed = `${trip.slug}-renamed`
    const saved = await saveTrip(owner, trip.id, { ...current, slug: renamed })
    expect(saved.previousSlug).toBe(trip.slug)
    expect(await catalogStore.tripDetail(trip.slug)).toBeNull()
    expect(await catalogStore.tripRedirect(trip.slug)).toBe(renamed)
    expect(await catalogStore.tripRedirect(renamed)).toBeNull()
    expect((await catalogStore.tripList()).map((t) => t.slug)).not.toContain(trip.slug)

    const otherValues = await values(other.id)
    await expect(saveTrip(owner, other.id, { ...otherValues, slug: trip.slug })).rejects.toMatchObject({
      field: 'slug',
    })
    await expect(saveTrip(owner, other.id, { ...otherValues, slug: renamed })).rejects.toMatchObject({ field: 'slug' })

    await saveTrip(owner, trip.id, { ...(await values(trip.id)), slug: trip.slug })
    expect(await catalogStore.tripRedirect(trip.slug)).toBeNull()
    expect(await catalogStore.tripRedirect(renamed)).toBe(trip.slug)
  })

  it('hides a trip from every public read, its old addresses too, and shows it again', async () => {
    const trip = first(4)
    await setTripPublished(owner, trip.id, false)
    expect(await catalogStore.tripDetail(trip.slug)).toBeNull()
    expect((await catalogStore.tripList()).some((t) => t.slug === trip.slug)).toBe(false)
    const dropdown = (await catalogStore.dropdown()).flatMap((group) => group.dropdown.map((item) => item.value))
    expect(dropdown).not.toContain(trip.slug)
    expect((await listEditorCatalog()).flatMap((c) => c.trips).find((t) => t.id === trip.id)?.published).toBe(false)
    await setTripPublished(owner, trip.id, true)
    expect((await catalogStore.tripDetail(trip.slug))?.title).toBe(trip.title)
  })

  it('creates a trip at the end of its category and in the navigation', async () => {
    const category = categories[0]!
    const created = await saveTrip(
      owner,
      null,
      tripEditorSchema.parse({ ...blankTrip(category.id), ...valid({ categoryId: category.id, version: 0 }) }),
    )
    expect(created.version).toBe(1)
    const list = await catalogStore.tripsByCategoryId(category.id)
    expect(list.at(-1)?.slug).toBe('madurai-meenakshi-weekend')
    const group = (await catalogStore.dropdown()).find((g) => g.category === category.name)
    expect(group?.dropdown.at(-1)).toEqual({ label: 'Madurai Meenakshi Weekend', value: 'madurai-meenakshi-weekend' })
    await expect(
      saveTrip(owner, null, tripEditorSchema.parse(valid({ categoryId: category.id, version: 0 }))),
    ).rejects.toMatchObject({ field: 'slug' })
    await expect(
      saveTrip(
        owner,
        null,
        tripEditorSchema.parse(valid({ categoryId: 'no-such-category', slug: 'elsewhere', version: 0 })),
      ),
    ).rejects.toMatchObject({ field: 'categoryId' })
  })

  it('duplicates a trip right after it, hidden, with its pictures and lists', async () => {
    const trip = first(0)
    const copy = await duplicateTrip(owner, trip.id)
    expect(copy.slug).toBe(`${trip.slug}-copy`)
    const again = await duplicateTrip(owner, trip.id)
    expect(again.slug).toBe(`${trip.slug}-copy-2`)
    const listed = (await listEditorCatalog())[1]!.trips
    expect(listed.slice(0, 3).map((t) => t.id)).toEqual([trip.id, again.id, copy.id])
    expect(listed[2]).toMatchObject({ title: `${trip.title} (copy)`, published: false, image: trip.image })
    const [original, copied] = await Promise.all([values(trip.id), values(copy.id)])
    expect(copied.itinerary).toEqual(original.itinerary)
    expect(copied.includes).toEqual(original.includes)
    expect(await catalogStore.tripDetail(copy.slug)).toBeNull()
  })

  it('moves a trip within its category and no further', async () => {
    const db = await getDb()
    const order = async () => (await listEditorCatalog())[2]!.trips.map((t) => t.id)
    const before = await order()
    await moveTrip(owner, before[1]!, 'up')
    expect(await order()).toEqual([before[1], before[0], ...before.slice(2)])
    await moveTrip(owner, before[1]!, 'up')
    expect(await order()).toEqual([before[1], before[0], ...before.slice(2)])
    const last = before.at(-1)!
    await moveTrip(owner, last, 'down')
    expect((await order()).at(-1)).toBe(last)
    const rows = await db.selectFrom('trips').select('position').execute()
    expect(new Set(rows.map((r) => r.position)).size).toBe(rows.length)
  })
})
