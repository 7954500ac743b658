import { dayNumber, fieldLang, localizeBanner, localizeTripDetail, localizeTripSummary } from '@/lib/catalog/localize'
import type { StoredBanner as Banner, StoredTripDetail as TripDetail } from '@/lib/catalog/types'
import { boardingPrices, cityName, type DepartureOffer } from '@/lib/catalog/departures/offers'
import { seedBanners, seedCategories, seedTrips, seedVideos } from '@/lib/catalog/seed/data'
import { bannersTamil, categoryNamesTamil, seedTripsTamil, videoTitlesTamil } from '@/lib/catalog/seed/tamil'
import { departuresText, type DeparturePlan } from '@/lib/catalog/departures/schedule'

/**
 * The catalogue in a page's language (lib/catalog/localize.ts): Tamil where the provider has it,
 * else the English, named in `en` so the markup marks it lang="en"; English pages mark nothing.
 * And the seed ships Tamil for every trip, banner, category and video, lined up with the English.
 */

const trip: TripDetail = {
  id: '1',
  slug: 'kashi',
  title: 'Kashi Yatra',
  images: ['a.webp', 'b.webp'],
  imageAlts: ['Ghats at dawn', ''],
  price: 32500,
  availableDates: '12 Dec 2026',
  duration: '5 Nights / 6 Days',
  description: 'Ganga snanam and aarti.',
  location: 'Varanasi',
  itinerary: [
    { day: 'Day 1', title: 'Arrival', activities: ['Flight', 'Aarti'] },
    { day: 'Day 2', title: 'Darshan', activities: ['Temple'] },
  ],
  includes: ['Flights', 'Meals'],
  excludes: ['Tips'],
  hotels: ['Hotel Ganga, 3 nights'],
  cancellation: [{ when: '30 days before', refund: '50%' }],
  ta: {
    title: 'காசி யாத்திரை',
    availableDates: '12 டிச. 2026',
    location: '',
    itinerary: [{ title: 'வருகை', activities: [] }],
    includes: ['விமானம்', 'உணவு'],
    cancellation: [{ when: '30 நாட்கள் முன்' }],
    imageAlts: ['விடியலில் படித்துறைகள்', ''],
  },
}

describe('a trip page in Tamil', () => {
  const ta = localizeTripDetail(trip, 'ta')

  test('each field with its Tamil is Tamil; a blank or missing one is the English, marked', () => {
    expect(ta.title).toBe('காசி யாத்திரை')
    expect(ta.availableDates).toBe('12 டிச. 2026')
    expect(fieldLang(ta, 'title')).toBeUndefined()
    expect(ta.location).toBe('Varanasi')
    expect(fieldLang(ta, 'location')).toBe('en')
    expect(fieldLang(ta, 'description')).toBe('en')
  })

  test('itinerary days line up by position; a day title and its activities fall back apart', () => {
    expect(ta.itinerary[0]).toMatchObject({ day: 'Day 1', title: 'வருகை', activities: ['Flight', 'Aarti'] })
    expect(fieldLang(ta.itinerary[0]!, 'title')).toBeUndefined()
    expect(fieldLang(ta.itinerary[0]!, 'activities')).toBe('en')
    expect(ta.itinerary[1]).toMatchObject({ title: 'Darshan', en: { title: true, activities: true } })
  })

  test('a list is Tamil as a whole, or English as a whole', () => {
    expect(ta.includes).toEqual(['விமானம்', 'உணவு'])
    expect(fieldLang(ta, 'includes')).toBeUndefined()
    expect(ta.excludes).toEqual(['Tips'])
    expect(fieldLang(ta, 'excludes')).toBe('en')
    expect(fieldLang(ta, 'hotels')).toBe('en')
  })

  test('a cancellation schedule with a row half translated stays English, marked', () => {
    expect(ta.cancellation).toEqual(trip.cancellation)
    expect(fieldLang(ta, 'cancellation')).toBe('en')
    const whole = localizeTripDetail({ ...trip, ta: { cancellation: [{ when: '30 நாள்', refund: '50%' }] } }, 'ta')
    expect(whole.cancellation).toEqual([{ when: '30 நாள்', refund: '50%' }])
  })

  test('pictures take their Tamil description where staff wrote one', () => {
    expect(ta.imageAlts).toEqual(['விடியலில் படித்துறைகள்', ''])
  })

  test('the Tamil is read once and dropped: the page carries one language', () => {
    expect(ta).not.toHaveProperty('ta')
  })
})

describe('the same trip in English', () => {
  const en = localizeTripDetail(trip, 'en')
  test('is the English, nothing marked, the Tamil dropped', () => {
    expect(en.title).toBe('Kashi Yatra')
    expect(en.itinerary[0]!.title).toBe('Arrival')
    expect(en.en).toBeUndefined()
    expect(en.itinerary.every((day) => day.en === undefined)).toBe(true)
    expect(en).not.toHaveProperty('ta')
  })

  test('a list entry too', () => {
    const summary = localizeTripSummary({ ...trip }, 'en')
    expect(summary).toMatchObject({ title: 'Kashi Yatra', availableDates: '12 Dec 2026' })
    expect(summary.en).toBeUndefined()
  })
})

test('a departure’s name and note: the Tamil where staff wrote it, else the English, marked', () => {
  const offers = [
    {
      on: '2026-12-12',
      label: 'Diwali departure',
      labelTa: 'தீபாவளிப் புறப்பாடு',
      boarding: [],
      note: 'Boat aarti',
      noteTa: 'படகில் ஆரத்தி',
    },
    { on: '2027-01-16', label: '', boarding: [], note: 'Passport needed' },
  ]
  const [translated, english] = localizeTripSummary({ ...trip, departures: offers }, 'ta').departures!
  expect(translated).toEqual({ on: '2026-12-12', label: 'தீபாவளிப் புறப்பாடு', boarding: [], note: 'படகில் ஆரத்தி' })
  expect(english).toEqual({ on: '2027-01-16', label: '', boarding: [], note: 'Passport needed', en: { words: true } })
  expect(localizeTripSummary({ ...trip, departures: offers }, 'en').departures![0]).toMatchObject({
    label: 'Diwali departure',
    note: 'Boat aarti',
  })
})

test('a boarding city: its Tamil name where it has one, else the English, marked; `city` stays the English', () => {
  const offer: DepartureOffer = {
    on: '2026-12-12',
    label: '',
    boarding: [
      { city: 'Chennai', cityTa: 'சென்னை' },
      { city: 'Hosur', price: 34000 },
      { city: 'Madurai', cityTa: ' ' },
    ],
  }
  const [ta] = localizeTripSummary({ ...trip, departures: [offer] }, 'ta').departures!
  expect(ta!.boarding).toEqual([
    { city: 'Chennai', name: 'சென்னை' },
    { city: 'Hosur', price: 34000, name: 'Hosur', en: { name: true } },
    { city: 'Madurai', name: 'Madurai', en: { name: true } },
  ])
  expect(ta!.boarding.map((point) => [cityName(point), fieldLang(point, 'name')])).toEqual([
    ['சென்னை', undefined],
    ['Hosur', 'en'],
    ['Madurai', 'en'],
  ])
  // The departure's own words are not marked English for a city's sake.
  expect(ta).not.toHaveProperty('en')
  // Its prices carry the name as the page shows it, for the chips and the PDF.
  expect(boardingPrices(ta!, 30000, '2026-12-01').map((point) => [point.city, cityName(point)])).toEqual([
    ['Chennai', 'சென்னை'],
    ['Hosur', 'Hosur'],
    ['Madurai', 'Madurai'],
  ])

  // English pages show the English and carry no Tamil.
  const [en] = localizeTripDetail({ ...trip, departures: [offer] }, 'en').departures!
  expect(en!.boarding).toEqual([{ city: 'Chennai' }, { city: 'Hosur', price: 34000 }, { city: 'Madurai' }])
  expect(en!.boarding.map(cityName)).toEqual(['Chennai', 'Hosur', 'Madurai'])
  expect(en!.boarding.map((point) => fieldLang(point, 'name'))).toEqual([undefined, undefined, undefined])
})

test('a banner: each of its four texts apart; an empty English text is not marked', () => {
  const banner: Banner = {
    id: 'b',
    image: 'x.webp',
    tag: '',
    title: 'Char Dham',
    subtitle: 'With elders in mind',
    buttonText: 'See it',
    buttonUrl: '/trip/char-dham-yatra',
    ta: { title: 'சார் தாம்' },
  }
  const ta = localizeBanner(banner, 'ta')
  expect(ta).toMatchObject({ tag: '', title: 'சார் தாம்', subtitle: 'With elders in mind', buttonText: 'See it' })
  expect(ta.en).toEqual({ subtitle: true, buttonText: true })
})

test('an itinerary day is numbered whichever way the catalogue writes it', () => {
  expect(dayNumber('3')).toBe('3')
  expect(dayNumber('Day 3')).toBe('3')
  expect(dayNumber('day 1 - 2')).toBe('1-2')
  expect(dayNumber('Arrival')).toBeNull()
})

describe('the departures in Tamil, made from the same plan', () => {
  const plan = (over: Partial<DeparturePlan>): DeparturePlan => ({
    dates: [],
    schedules: [],
    seasonOpensMonth: null,
    ...over,
  })
  test('dates with Tamil month names; a weekly season with its Tamil day and months', () => {
    expect(departuresText(plan({ dates: [{ on: '2026-12-12', label: '' }] }), '2026-11-27', 'ta')).toBe('12 டிச. 2026')
    const weekly = plan({ schedules: [{ kind: 'weekly', weekdays: [6], months: [[10, 3]], label: '' }] })
    expect(departuresText(weekly, '2026-11-27', 'ta')).toBe('ஒவ்வொரு சனிக்கிழமை, அக்.–மார்.')
    expect(departuresText(weekly, '2026-11-27')).toBe('Every Saturday, Oct–Mar')
  })
  test("a label's Tamil where it has one; a closed season and no dates in Tamil", () => {
    const labelled = plan({
      schedules: [
        { kind: 'weekly', weekdays: [0], months: [[12, 2]], label: 'snow special', labelTa: 'பனிக்காலச் சிறப்பு' },
      ],
    })
    expect(departuresText(labelled, '2026-11-27', 'ta')).toBe('பனிக்காலச் சிறப்பு டிச.–பிப்.')
    expect(departuresText(plan({ seasonOpensMonth: 6 }), '2026-11-27', 'ta')).toBe('ஜூன் 2027 முதல் மீண்டும் புறப்பாடு')
    expect(departuresText(plan({}), '2026-11-27', 'ta')).toBe('தேதிகளுக்கு எங்களை அழையுங்கள்')
  })
})

describe('the seed ships Tamil for everything it seeds', () => {
  test.each(seedTrips.map((t) => [t.slug, t] as const))(
    '%s: every part, lined up with the English',
    (slug, english) => {
      const ta = seedTripsTamil[slug]!
      expect(ta.title.trim()).not.toBe('')
      expect(ta.location.trim()).not.toBe('')
      expect(ta.description.trim()).not.toBe('')
      expect(ta.itinerary).toHaveLength(english.itinerary.length)
      ta.itinerary.forEach((day) => {
        expect(day.title.trim()).not.toBe('')
        expect(day.activity.length).toBeGreaterThan(0)
      })
      expect(ta.includes).toHaveLength(english.includes.length)
      expect(ta.excludes).toHaveLength(english.excludes.length)
      expect(ta.hotels).toHaveLength(english.hotels.length)
      // Tamil text, not English copied over.
      expect(ta.title).toMatch(/[\u0B80-\u0BFF]/)
    },
  )

  test('every banner, category and video', () => {
    for (const banner of seedBanners) expect(bannersTamil[banner._id]?.title).toMatch(/[\u0B80-\u0BFF]/)
    for (const category of seedCategories) expect(categoryNamesTamil[category.key]).toMatch(/[\u0B80-\u0BFF]/)
    for (const video of seedVideos) expect(videoTitlesTamil[video._id]).toMatch(/[\u0B80-\u0BFF]/)
  })
})
